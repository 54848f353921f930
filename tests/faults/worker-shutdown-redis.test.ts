import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Redis from 'ioredis';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { PrivateRedis } from '../support/private-redis';

/** The ids of the clients connected to the server `control` is connected to, itself included. */
async function clientIds(control: Redis): Promise<string[]> {
  const list = String(await control.client('LIST'));
  return [...list.matchAll(/^id=(\d+) /gm)].map((match) => match[1]);
}

describe('worker shutdown and Redis', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let control: Redis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await startTestApp({ worker: false, env: { REDIS_URL: redis.url } });
    control = redis.client();
  });
  afterAll(async () => {
    control?.disconnect();
    await app?.close();
    await redis?.stop();
  });

  it('closes every Redis connection the worker opened, so none lingers or reconnects after it stopped', async () => {
    const before = await clientIds(control);
    const opened = async () => (await clientIds(control)).filter((id) => !before.includes(id));
    await app.startWorker();
    expect((await opened()).length).toBeGreaterThan(0);

    await app.stopWorker();
    await eventually(async () => (await opened()).length === 0, { what: "the worker's Redis connections closed" });
  });
});
