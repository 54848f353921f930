import { DataSource, Migration } from 'typeorm';

/** Any fixed number works; every migrator of this product takes the same one. */
const MIGRATION_LOCK_KEY = 4_207_611_953;

/**
 * Runs (or reverts) migrations while holding a PostgreSQL advisory lock on a connection of its
 * own, so replicas or one-shot migrators started together apply each migration exactly once:
 * the second waits, then finds nothing left to do.
 */
export async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockRunner.release();
  }
}

export function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  return withMigrationLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
}
