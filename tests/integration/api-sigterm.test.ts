import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Client } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../support/eventually';
import { createIsolatedDatabase } from '../support/isolated-database';
import { trackChild } from '../support/test-processes';
import { compiledApiEntry, freePort, removeCompiledWorker } from '../support/worker-process';

const IN_FLIGHT = 50;
const GRACE_MS = 30_000;

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.destroy() && resolve(false));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('API stop on SIGTERM', () => {
  let api: ChildProcess | undefined;
  let locker: Client | undefined;
  let observer: Client | undefined;
  afterAll(async () => {
    api?.kill('SIGKILL');
    await locker?.end().catch(() => undefined);
    await observer?.end().catch(() => undefined);
    removeCompiledWorker();
  });

  it('finishes 50 in-flight requests, refuses new connections, closes its pools and exits 0', async () => {
    const databaseUrl = await createIsolatedDatabase();
    const port = await freePort();
    api = spawn(process.execPath, [compiledApiEntry()], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: String(IN_FLIGHT + 10),
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: `${inject('redisPrefix')}_${randomBytes(3).toString('hex')}`,
        RATE_LIMIT_PER_MINUTE: '100000',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(api);
    let log = '';
    api.stdout!.on('data', (chunk) => (log += chunk));
    api.stderr!.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => api!.once('exit', (code) => resolve(code)));
    await eventually(() => log.includes('"msg":"API listening"'), { timeoutMs: 30_000, what: 'API start' });

    const validate = (index: number) =>
      fetch(`http://127.0.0.1:${port}/api/discounts/validate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          discountCode: 'HERBST',
          customerEmail: `kunde${index}@example.de`,
          coursePrice: 119_000,
        }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect((await validate(-1)).status).toBe(200);

    // Each discount check reads discount_codes: while the test holds the table, every request is in progress.
    locker = new Client({ connectionString: databaseUrl });
    await locker.connect();
    // Activity is read outside the locking transaction, which would see one frozen snapshot of it.
    observer = new Client({ connectionString: databaseUrl });
    await observer.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE discount_codes IN ACCESS EXCLUSIVE MODE');
    const responses = Array.from({ length: IN_FLIGHT }, (_, index) => validate(index));
    const waitingQueries = async () =>
      (
        await observer!.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0].n as number;
    await eventually(async () => (await waitingQueries()) === IN_FLIGHT, {
      timeoutMs: 30_000,
      what: `${IN_FLIGHT} requests waiting for the table`,
    });

    api.kill('SIGTERM');
    await eventually(() => refused(port), { timeoutMs: 10_000, what: 'new connections refused' });
    expect(await waitingQueries()).toBe(IN_FLIGHT);

    await locker.query('COMMIT');
    const answers = await Promise.all(
      responses.map((response) =>
        response.catch((error: Error) => ({
          status: 0,
          body: String(error.cause instanceof Error ? error.cause : error),
        })),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.every((answer) => answer.body.valid === false)).toBe(true);

    // 1 had the grace run out and cut connections off.
    expect(await exited).toBe(0);
    expect(log).toContain('"msg":"API stopped"');
    await locker.end();
    locker = undefined;
    // The API's pools are closed: nobody but the observer is connected to its database.
    const { rows } = await observer.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(rows[0].n).toBe(0);
  });
});
