// What every benchmark runs in: the backend compiled to run as real processes, a migrated
// database and a Redis key prefix of its own on the machine's PostgreSQL and Redis (settings
// BENCH_DATABASE_ADMIN_URL, REDIS_URL), all of it removed again afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { compileBackend } from './compile-backend.mjs';
import { deleteRedisKeys } from './redis-keys.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Compiles the backend, creates and migrates the benchmark's database and connects `db` to it.
 * `processEnv` points an API or worker process at them, in production mode with the built-in
 * test checkout. `close()` stops the processes started through `startProcess`, then drops the
 * database, deletes the Redis keys and the build.
 */
export async function openBenchEnvironment() {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseName = `mpb_bench_${runId}`;
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${databaseName}`);
  const redisPrefix = `mpb_bench_${runId}`;
  const build = compileBackend();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  const children = [];

  const environment = {
    db,
    processEnv: {
      NODE_ENV: 'production',
      ALLOW_TEST_CHECKOUT: 'true',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      PUBLIC_URL: 'https://www.example.de',
    },
    workerEntry: build.workerEntry,
    apiEntry: build.workerEntry.replace(/worker\.js$/, 'main.js'),

    /** Starts `node ...nodeArgs entry` with PATH and `env` only; `output()` is the last 20,000 characters it printed. */
    startProcess(entry, env, nodeArgs = []) {
      // No worker health port: a benchmark may run several workers side by side.
      const child = spawn(process.execPath, [...nodeArgs, entry], {
        env: { PATH: process.env.PATH, WORKER_HEALTH_PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      const collect = (chunk) => {
        output = (output + chunk).slice(-20_000);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      return { child, output: () => output };
    },

    async close() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map(
          (child) =>
            /** @type {Promise<void>} */ (
              new Promise((resolve) =>
                child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
              )
            ),
        ),
      );
      await db.end().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
      await deleteRedisKeys(REDIS_URL, redisPrefix);
      rmSync(build.outDir, { recursive: true, force: true });
    },
  };

  try {
    const migrate = spawn(process.execPath, [build.migrateEntry, 'run'], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    if ((await new Promise((resolve) => migrate.once('exit', resolve))) !== 0) throw new Error('migrations failed');
    await db.connect();
  } catch (error) {
    await environment.close();
    throw error;
  }
  return environment;
}

/** Node options from an environment variable such as BENCH_API_NODE_ARGS (e.g. `--cpu-prof`). */
export function nodeArgsFrom(variable) {
  return (process.env[variable] ?? '').split(' ').filter(Boolean);
}

/** The value below which `fraction` of the (ascending) sorted values lie; 0 for none. */
export function percentile(sorted, fraction) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] : 0;
}

async function freePort() {
  const server = createServer();
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  await new Promise((resolve) => server.close(resolve));
  return address.port;
}

/** Starts an API process (Node options from BENCH_API_NODE_ARGS unless given) and waits until it is healthy. */
export async function startApi(environment, env, nodeArgs = nodeArgsFrom('BENCH_API_NODE_ARGS')) {
  const port = await freePort();
  const { child, output } = environment.startProcess(environment.apiEntry, { ...env, PORT: String(port) }, nodeArgs);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}):\n${output().slice(-3000)}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, url, output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API did not become healthy:\n${output().slice(-3000)}`);
}
