import { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations';
import { entities } from './entities';

export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    poolSize,
    extra: { application_name: 'medizinprodukteberater', connectionTimeoutMillis: 5000 },
  };
}
