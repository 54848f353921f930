import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { TestProject } from 'vitest/node';
import { dataSourceOptions } from '../../backend/src/core/database/data-source-options';
import { deleteRedisKeys } from '../../scripts/lib/redis-keys.mjs';
import { sweepOrphanedProcesses } from './test-processes';
import { ensureTestTools } from './test-tools';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    redisPrefix: string;
  }
}

/**
 * Installs or names the programs the tests start, before any test runs. Then one migrated template
 * database and Redis key prefix per test run; every test app copies the template and adds to the
 * prefix. All of it is removed afterwards, as is any server process a test started whose test
 * process died without ending it.
 */
export default async function setup(project: TestProject) {
  try {
    ensureTestTools();
  } catch (error) {
    // This one line says what to do; Vitest would bury it under a report of a run without test files.
    console.error((error as Error).message);
    process.exit(1);
  }
  sweepOrphanedProcesses();
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseName = `mpb_test_${runId}`;
  const redisPrefix = `mpb_test_${runId}`;
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`);

  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();

  const dataSource = new DataSource(dataSourceOptions(databaseUrl, 2));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();

  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', REDIS_URL);
  project.provide('redisPrefix', redisPrefix);

  return async () => {
    const orphans = sweepOrphanedProcesses();
    if (orphans) console.warn(`ended ${orphans} test server process(es) whose test process had died`);
    await deleteRedisKeys(REDIS_URL, redisPrefix);
    const cleanup = new Client({ connectionString: ADMIN_URL });
    await cleanup.connect();
    const { rows } = await cleanup.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${databaseName}%`]);
    for (const { datname } of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await cleanup.end();
  };
}
