import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { PrivateRedis } from '../support/private-redis';
import { freezeClockMidMinute } from '../support/frozen-clock';
import { postJson, uniqueEmail } from '../integration/helpers/booking-fixtures';

const TOO_MANY = 'Zu viele Anfragen. Bitte warten Sie einen Moment.';
const runPrefix = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
let ipCounter = 0;
const freshIp = () => `${runPrefix}.${(ipCounter += 1)}`;

describe('rate limits while Redis is slow or unreachable', () => {
  let app: TestApp;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await startTestApp({
      worker: false,
      env: { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  /** A public write endpoint limited per IP address; a new e-mail address each time, so only the IP counter can refuse. */
  const validateFrom = (ip: string) =>
    postJson(
      `${app.url}/api/discounts/validate`,
      { discountCode: 'GIBTESNICHT', customerEmail: uniqueEmail(), coursePrice: 47481 },
      { 'x-forwarded-for': ip },
    );

  it('still refuses the sixth request in a minute while Redis answers only after a long pause', async () => {
    freezeClockMidMinute(app);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await validateFrom(ip)).status);

    const control = redis.client();
    await control.connect();
    // Redis stays connected but holds every write (the limiter's script too) for 20 s.
    await control.call('CLIENT', 'PAUSE', '20000', 'WRITE');
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) statuses.push((await validateFrom(ip)).status);
      const sixth = await validateFrom(ip);
      statuses.push(sixth.status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(sixth.body).toEqual({ error: TOO_MANY });
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await control.call('CLIENT', 'UNPAUSE')).toBe('OK');
    } finally {
      await control.call('CLIENT', 'UNPAUSE').catch(() => undefined);
      control.disconnect();
    }
  });

  it('falls back to the same limit per process, not to no limit, while Redis is unreachable', async () => {
    freezeClockMidMinute(app);
    const ip = freshIp();
    await redis.stop();
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await validateFrom(ip)).status);
      const sixth = await validateFrom(ip);
      statuses.push(sixth.status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(sixth.body).toEqual({ error: TOO_MANY });

      expect((await validateFrom(freshIp())).status).toBe(200);
    } finally {
      await redis.start();
    }
  });
});
