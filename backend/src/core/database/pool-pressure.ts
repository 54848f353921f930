import { DataSource } from 'typeorm';

/** This process's connection pool, as the pg driver counts it. */
export interface PoolUsage {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max: number };
}

/** The pg pool behind the data source; undefined until it is open. */
export const poolOf = (dataSource: DataSource): PoolUsage | undefined =>
  (dataSource.driver as unknown as { master?: PoolUsage }).master;

/** True when a new query would queue for a connection: every connection busy, or others already waiting. */
export function poolIsBusy(dataSource: DataSource): boolean {
  const pool = poolOf(dataSource);
  if (!pool) return false;
  return pool.waitingCount > 0 || (pool.totalCount >= pool.options.max && pool.idleCount === 0);
}
