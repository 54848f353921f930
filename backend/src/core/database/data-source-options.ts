import { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations';
import { entities } from './entities';

/** Limits for the serving processes; migrations and the seed run without them. */
export interface ConnectionLimits {
  poolWaitMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

export function dataSourceOptions(url: string, poolSize = 20, limits?: ConnectionLimits): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    poolSize,
    extra: {
      application_name: 'medizinprodukteberater',
      connectionTimeoutMillis: limits?.poolWaitMs ?? 5000,
      ...(limits ? { statement_timeout: limits.statementTimeoutMs, lock_timeout: limits.lockTimeoutMs } : {}),
    },
  };
}
