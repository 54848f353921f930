import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { createIsolatedDatabase } from '../support/isolated-database';
import { PrivateRedis } from '../support/private-redis';
import { TcpProxy } from '../support/tcp-proxy';
import { freePort, removeCompiledWorker, WorkerProcess } from '../support/worker-process';

interface HealthAnswer {
  status: number;
  retryAfter: string | null;
  body: { status: string; database?: string; redis?: string; queues: Record<string, string> };
}

const EVERY_QUEUE = (state: string) => ({ mail: state, waitlist: state, reminders: state, bookings: state });

describe('worker liveness and readiness', () => {
  let redis: PrivateRedis;
  let databaseProxy: TcpProxy;
  let worker: WorkerProcess | undefined;
  let healthPort: number;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    const databaseUrl = new URL(await createIsolatedDatabase());
    databaseProxy = new TcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    await databaseProxy.start();
    databaseUrl.hostname = '127.0.0.1';
    databaseUrl.port = String(databaseProxy.port);
    healthPort = await freePort();
    worker = await WorkerProcess.start({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: `liveness_${randomBytes(3).toString('hex')}`,
      WORKER_HEALTH_PORT: String(healthPort),
    });
  });
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await redis?.stop();
    await databaseProxy?.stop();
    removeCompiledWorker();
  });

  const probe = async (path: '/live' | '/ready'): Promise<HealthAnswer> => {
    const response = await fetch(`http://127.0.0.1:${healthPort}${path}`);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  };
  const untilReady = () =>
    eventually(async () => (await probe('/ready')).status === 200, { timeoutMs: 30_000, what: 'worker ready' });

  it('is live and ready while its queues run on Redis and PostgreSQL answers', async () => {
    await untilReady();
    expect(await probe('/ready')).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: 'ok', database: 'up', redis: 'up', queues: EVERY_QUEUE('up') },
    });
    expect(await probe('/live')).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: 'ok', queues: EVERY_QUEUE('up') },
    });
  });

  it('stays live while Redis is gone, is not ready meanwhile (503 with Retry-After), and ready again once Redis is back', async () => {
    await redis.stop();
    try {
      const notReady = await eventually(
        async () => {
          const answer = await probe('/ready');
          return Object.values(answer.body.queues).every((state) => state === 'redis-disconnected') && answer;
        },
        { what: 'every queue disconnected from Redis' },
      );
      expect(notReady).toMatchObject({ status: 503, body: { status: 'error', database: 'up', redis: 'down' } });
      expect(Number(notReady.retryAfter)).toBeGreaterThan(0);
      expect(await probe('/live')).toEqual({
        status: 200,
        retryAfter: null,
        body: { status: 'ok', queues: EVERY_QUEUE('redis-disconnected') },
      });
    } finally {
      await redis.start();
    }
    await untilReady();
    expect((await probe('/live')).status).toBe(200);
  });

  it('stays live while PostgreSQL is unreachable, is not ready meanwhile, and ready again once it answers', async () => {
    await databaseProxy.stop();
    try {
      const notReady = await eventually(
        async () => {
          const answer = await probe('/ready');
          return answer.body.database === 'down' && answer;
        },
        { what: 'readiness reporting the database down' },
      );
      expect(notReady).toMatchObject({ status: 503, body: { status: 'error', database: 'down', redis: 'up' } });
      expect(Number(notReady.retryAfter)).toBeGreaterThan(0);
      expect((await probe('/live')).status).toBe(200);
    } finally {
      await databaseProxy.start(databaseProxy.port);
    }
    await untilReady();
  });

  it('stops on SIGTERM after its running jobs', async () => {
    expect(await worker!.kill('SIGTERM')).toBe(0);
    expect(worker!.log).toContain('"msg":"worker stopped"');
  });
});
