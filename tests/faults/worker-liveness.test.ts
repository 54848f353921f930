import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { createIsolatedDatabase } from '../support/isolated-database';
import { PrivateRedis } from '../support/private-redis';
import { freePort, removeCompiledWorker, WorkerProcess } from '../support/worker-process';

type Liveness = { status: number; body: { status: string; queues: Record<string, string> } };

describe('worker liveness', () => {
  let redis: PrivateRedis;
  let worker: WorkerProcess | undefined;
  let healthPort: number;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    healthPort = await freePort();
    worker = await WorkerProcess.start({
      NODE_ENV: 'test',
      DATABASE_URL: await createIsolatedDatabase(),
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      REDIS_PREFIX: `liveness_${randomBytes(3).toString('hex')}`,
      WORKER_HEALTH_PORT: String(healthPort),
    });
  });
  afterAll(async () => {
    await worker?.kill('SIGKILL');
    await redis?.stop();
    removeCompiledWorker();
  });

  const live = async (): Promise<Liveness> => {
    const response = await fetch(`http://127.0.0.1:${healthPort}/live`);
    return { status: response.status, body: await response.json() };
  };

  it('answers 200 while its queues run, 503 naming them while Redis is gone, 200 again once it is back', async () => {
    const healthy = await eventually(async () => ((await live()).status === 200 ? live() : false), {
      what: 'worker live',
    });
    expect(healthy.body).toEqual({
      status: 'ok',
      queues: { mail: 'up', waitlist: 'up', reminders: 'up', bookings: 'up' },
    });

    await redis.stop();
    const lost = await eventually(
      async () => {
        const answer = await live();
        return answer.status === 503 &&
          Object.values(answer.body.queues).every((state) => state === 'redis-disconnected')
          ? answer
          : false;
      },
      { what: '503 with every queue disconnected' },
    );
    expect(lost.body.status).toBe('down');

    await redis.start();
    await eventually(async () => (await live()).status === 200, { timeoutMs: 30_000, what: 'worker live again' });

    expect(await worker!.kill('SIGTERM')).toBe(0);
    expect(worker!.log).toContain('"msg":"worker stopped"');
  });
});
