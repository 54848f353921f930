import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';

/**
 * A fresh copy of this run's migrated database, so a test app never sees (or relays) another
 * test file's rows. The copy is dropped with the run in the global teardown.
 */
export async function createIsolatedDatabase(): Promise<string> {
  const templateUrl = inject('databaseUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const client = new Client({ connectionString: templateUrl.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    // A template can only be copied while nobody else copies it: retry briefly on that conflict.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await client.end();
  }
  return templateUrl.replace(/\/[^/]*$/, `/${name}`);
}
