import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { startTestApp, TestApp } from '../support/app';
import { checkoutBody, createCourse, postJson, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { freezeClockMidMinute } from '../support/frozen-clock';

const TOO_MANY = 'Zu viele Anfragen. Bitte warten Sie einen Moment.';
const runPrefix = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
let ipCounter = 0;
const freshIp = () => `${runPrefix}.${(ipCounter += 1)}`;

describe('rate limits on public write endpoints', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the fourth checkout from one IP address in a minute with 429 and takes no seat for it', async () => {
    freezeClockMidMinute(app);
    const course = await createCourse(app.dataSource, { max_participants: 10 });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await postJson(`${app.url}/api/checkout`, checkoutBody(course), { 'x-forwarded-for': ip })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await postJson(`${app.url}/api/checkout`, checkoutBody(course), { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: TOO_MANY });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await spotsOf(app.dataSource, course.id)).toBe(7);

    const otherIp = await postJson(`${app.url}/api/checkout`, checkoutBody(course), { 'x-forwarded-for': freshIp() });
    expect(otherIp.status).toBe(200);
  });

  it('counts per e-mail address across IP addresses, case-insensitively', async () => {
    freezeClockMidMinute(app);
    const email = uniqueEmail('vielbucher');
    const statuses: number[] = [];
    for (const variant of [email, email.toUpperCase(), ` ${email} `, email]) {
      const response = await postJson(
        `${app.url}/api/discounts/validate`,
        { discountCode: 'GIBTESNICHT', customerEmail: variant, coursePrice: 47481 },
        { 'x-forwarded-for': freshIp() },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps separate counters per endpoint', async () => {
    freezeClockMidMinute(app);
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await postJson(
        `${app.url}/api/discounts/validate`,
        { discountCode: 'X1', customerEmail: uniqueEmail(), coursePrice: 100 },
        { 'x-forwarded-for': ip },
      );
    }
    const verify = await postJson(`${app.url}/api/payments/verify`, {}, { 'x-forwarded-for': ip });
    expect(verify.status).toBe(400);
    const validate = await postJson(
      `${app.url}/api/discounts/validate`,
      { discountCode: 'X1', customerEmail: uniqueEmail(), coursePrice: 100 },
      { 'x-forwarded-for': ip },
    );
    expect(validate.status).toBe(429);
  });

  it('counts in one-minute windows of the clock: the next minute starts a new count', async () => {
    const clock = app.api.get(Clock);
    const start = Math.floor(Date.now() / 60_000) * 60_000;
    const moved = vi.spyOn(clock, 'now').mockReturnValue(new Date(start + 59_000));
    onTestFinished(() => moved.mockRestore());
    const ip = freshIp();
    const validate = async () =>
      (
        await postJson(
          `${app.url}/api/discounts/validate`,
          { discountCode: 'X2', customerEmail: uniqueEmail(), coursePrice: 100 },
          { 'x-forwarded-for': ip },
        )
      ).status;
    expect([await validate(), await validate(), await validate(), await validate()]).toEqual([200, 200, 200, 429]);
    moved.mockReturnValue(new Date(start + 60_000));
    expect(await validate()).toBe(200);
  });
});
