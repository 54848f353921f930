import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { runMigrationsLocked, withMigrationLock } from './locked-migrations';

/**
 * `node dist/core/database/migrate.js run|revert` (`npm run migrate`): the only way the schema
 * changes. A step of its own before the API and worker start, never part of their start.
 */
async function main() {
  const command = process.argv[2] ?? 'run';
  const config = loadConfig();
  // One connection holds the advisory lock, the other runs the migrations.
  const dataSource = new DataSource(dataSourceOptions(config.database.url, 2));
  await dataSource.initialize();
  try {
    if (command === 'revert') {
      await withMigrationLock(dataSource, () => dataSource.undoLastMigration({ transaction: 'each' }));
      console.log('Reverted the last migration.');
    } else {
      const applied = await runMigrationsLocked(dataSource);
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
