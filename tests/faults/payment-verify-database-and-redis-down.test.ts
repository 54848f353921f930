import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '../../backend/src/payments/payment-verification.service';
import { startTestApp, TestApp } from '../support/app';
import { DatabaseOutage } from '../support/database-outage';
import { PrivateRedis } from '../support/private-redis';
import { checkoutBody, createCourse, postJson, sessionIdOfCheckoutUrl } from '../integration/helpers/booking-fixtures';

describe('the success page while the database and Redis are both away', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let outage: DatabaseOutage;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    // The API alone: the success page is all this is about.
    app = await startTestApp({ worker: false, env: { REDIS_URL: redis.url } });
    outage = await DatabaseOutage.of(app.config.database.url);
  });
  afterAll(async () => {
    await outage?.close();
    await redis?.start().catch(() => undefined);
    await app?.close();
    await redis?.stop();
  });

  it('answers at once that the payment cannot be checked right now, instead of waiting for Redis', async () => {
    const course = await createCourse(app.dataSource);
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    expect(checkout.status, checkout.text).toBeLessThan(300);
    const { bookingId, url } = checkout.body as { bookingId: string; url: string };
    const verify = () =>
      postJson(`${app.url}/api/payments/verify`, { sessionId: sessionIdOfCheckoutUrl(url), bookingId });

    await redis.stop();
    await outage.begin();
    try {
      const answer = await verify();
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, error: VERIFY_MESSAGES.unavailable });
    } finally {
      await outage.restore();
      await redis.start();
    }

    // Both back: the page reads the unpaid booking from its records again.
    const after = await verify();
    expect(after.status, after.text).toBe(200);
    expect(after.body).toMatchObject({ success: false, booking: { id: bookingId } });
  });
});
