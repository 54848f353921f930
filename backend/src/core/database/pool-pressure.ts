import { DataSource } from 'typeorm';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max: number };
}

/** True when a new query would queue for a connection: every connection busy, or others already waiting. */
export function poolIsBusy(dataSource: DataSource): boolean {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (!pool) return false;
  return pool.waitingCount > 0 || (pool.totalCount >= pool.options.max && pool.idleCount === 0);
}
