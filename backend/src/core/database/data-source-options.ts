import { Client, ClientConfig } from 'pg';
import { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations';

/** Limits for the serving processes; migrations and the seed run without them. */
export interface ConnectionLimits {
  poolWaitMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/**
 * The pool listens for a connection's errors only while it is idle. A connection the server ends
 * while it is lent out (PostgreSQL restarting between two queries of a transaction) would emit an
 * unhandled 'error' and end the process; with this listener its next query fails instead and the
 * pool discards it on release.
 */
class PooledClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
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
      Client: PooledClient,
      application_name: 'medizinprodukteberater',
      connectionTimeoutMillis: limits?.poolWaitMs ?? 5000,
      ...(limits ? { statement_timeout: limits.statementTimeoutMs, lock_timeout: limits.lockTimeoutMs } : {}),
    },
  };
}
