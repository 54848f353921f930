import { Client, Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { createIsolatedDatabase } from '../support/isolated-database';
import { TcpProxy } from '../support/tcp-proxy';
import { freePort } from '../support/worker-process';

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('health probes while the shared database pool is busy', () => {
  let app: TestApp;
  let observer: Client;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    observer = new Client({ connectionString: app.env.DATABASE_URL });
    await observer.connect();
  });
  afterAll(async () => {
    await observer?.end();
    await app?.close();
  });

  const sleepers = async () => {
    const [{ count }] = (
      await observer.query(
        `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query = 'SELECT pg_sleep(60)'`,
      )
    ).rows;
    return count as number;
  };

  it('stays ready while long queries hold every pooled connection', async () => {
    const pool = (app.dataSource.driver as unknown as { master: Pool }).master;
    const poolSize = pool.options.max;
    // More slow queries than connections: the pool is full and further queries queue behind them.
    let settled = 0;
    const holders = Array.from({ length: poolSize + 3 }, () =>
      app.dataSource
        .query('SELECT pg_sleep(60)')
        .catch(() => undefined)
        .finally(() => (settled += 1)),
    );
    try {
      await eventually(
        async () =>
          pool.totalCount === poolSize &&
          pool.idleCount === 0 &&
          pool.waitingCount >= 3 &&
          (await sleepers()) >= poolSize - 1,
        { what: 'pool exhausted' },
      );

      const ready = await get(`${app.url}/api/health/ready`);
      expect(ready.status).toBe(200);
      // Its own connection: behind the pool the probe would have run out of time and answered 'down'.
      expect(ready.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });

      const health = await get(`${app.url}/api/health`);
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
      expect(pool.waitingCount).toBeGreaterThanOrEqual(3);
    } finally {
      // Queued queries start sleeping as earlier ones are cancelled: cancel until all have ended.
      await eventually(
        async () => {
          await observer.query(
            `SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'SELECT pg_sleep(60)'`,
          );
          return settled === holders.length;
        },
        { what: 'slow queries ended' },
      );
    }
  });
});

describe('health probes with the database or Redis unreachable', () => {
  let app: TestApp;
  let databaseProxy: TcpProxy;

  beforeAll(async () => {
    const databaseUrl = new URL(await createIsolatedDatabase());
    databaseProxy = new TcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    await databaseProxy.start();
    databaseUrl.hostname = '127.0.0.1';
    databaseUrl.port = String(databaseProxy.port);
    // Nothing listens on the Redis port: Redis is down from the start.
    app = await startTestApp({
      worker: false,
      env: { DATABASE_URL: databaseUrl.toString(), REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
    });
  });
  afterAll(async () => {
    await databaseProxy?.start(databaseProxy.port).catch(() => undefined);
    await app?.api.close();
    await app?.smtp.stop();
    await databaseProxy?.stop();
  });

  it('answers a burst of readiness probes from one shared database check, not a connection each', async () => {
    const before = databaseProxy.connections;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${app.url}/api/health/ready`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(databaseProxy.connections - before).toBeLessThanOrEqual(2);
  });

  it('stays ready while Redis is down, reporting it as degraded, and /api/health keeps its 503', async () => {
    const ready = await get(`${app.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    expect(ready.retryAfter).toBeNull();

    const health = await get(`${app.url}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', database: 'up', redis: 'down' });
  });

  it('is not ready once the database is unreachable (503 with Retry-After), and stays live with neither database nor Redis', async () => {
    await databaseProxy.stop();

    const notReady = await eventually(
      async () => {
        const ready = await get(`${app.url}/api/health/ready`);
        return ready.status === 503 && ready;
      },
      { what: 'readiness 503' },
    );
    expect(notReady.body).toEqual({ status: 'error', database: 'down', redis: 'down' });
    expect(Number(notReady.retryAfter)).toBeGreaterThan(0);

    const live = await get(`${app.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
  });
});
