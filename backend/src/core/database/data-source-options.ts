import { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations';

/** Limits for the serving processes; migrations and the seed run without them. */
export interface ConnectionLimits {
  poolWaitMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/**
 * No entities: the migrations are plain SQL and need none, and the Nest data source loads those of
 * every feature module's TypeOrmModule.forFeature (database.module.ts).
 */
export function dataSourceOptions(url: string, poolSize = 20, limits?: ConnectionLimits): DataSourceOptions {
  return {
    type: 'postgres',
    url,
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
