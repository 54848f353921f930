import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { inject } from 'vitest';
import { dataSourceOptions } from '../../backend/src/core/database/data-source-options';

/**
 * A throw-away empty database (no migrations applied), for tests that need a blank slate; the
 * entities are those the test reads and writes through repositories.
 */
export async function createScratchDatabase(
  entities: DataSourceOptions['entities'] = [],
): Promise<{ url: string; dataSource: DataSource; drop(): Promise<void> }> {
  const runUrl = inject('databaseUrl');
  const name = `${new URL(runUrl).pathname.slice(1)}_${randomBytes(3).toString('hex')}`;
  const adminUrl = runUrl.replace(/\/[^/]*$/, '/postgres');
  const url = runUrl.replace(/\/[^/]*$/, `/${name}`);
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const dataSource = new DataSource({ ...dataSourceOptions(url, 2), entities });
  await dataSource.initialize();
  return {
    url,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
