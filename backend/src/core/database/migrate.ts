import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** `node dist/core/database/migrate.js run|revert`: the only way the schema changes. */
async function main() {
  const command = process.argv[2] ?? 'run';
  const config = loadConfig();
  const dataSource = new DataSource(dataSourceOptions(config.database.url, 2));
  await dataSource.initialize();
  try {
    if (command === 'revert') {
      await dataSource.undoLastMigration({ transaction: 'each' });
      console.log('Reverted the last migration.');
    } else {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Schema is up to date.');
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
