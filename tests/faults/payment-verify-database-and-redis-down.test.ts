import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '../../backend/src/payments/payment-verification.service';
import { startTestApp, TestApp } from '../support/app';
import { DatabaseOutage } from '../support/database-outage';
import { eventually } from '../support/eventually';
import { PrivateRedis } from '../support/private-redis';
import { checkoutBody, createCourse, postJson, sessionIdOfCheckoutUrl } from '../integration/helpers/booking-fixtures';

describe('the success page while the database is away and Redis is lost or does not answer', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let outage: DatabaseOutage;
  // Booked before any outage: a course made after Redis restarted waits for its change signal.
  let checkouts: Awaited<ReturnType<typeof checkout>>[];

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    // The API alone: the success page is all this is about.
    app = await startTestApp({ worker: false, env: { REDIS_URL: redis.url } });
    outage = await DatabaseOutage.of(app.config.database.url);
    checkouts = [await checkout(), await checkout()];
  });
  afterAll(async () => {
    await outage?.close();
    await redis?.start().catch(() => undefined);
    await app?.close();
    await redis?.stop();
  });

  async function checkout() {
    const course = await createCourse(app.dataSource);
    const answer = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    expect(answer.status, answer.text).toBeLessThan(300);
    const { bookingId, url } = answer.body as { bookingId: string; url: string };
    return {
      bookingId,
      verify: () => postJson(`${app.url}/api/payments/verify`, { sessionId: sessionIdOfCheckoutUrl(url), bookingId }),
    };
  }

  /** During `cut` (the database away, Redis made unusable) the page answers 503; after `mend`, from its records again. */
  async function unavailableUntilMended(
    { bookingId, verify }: (typeof checkouts)[number],
    cut: () => Promise<void>,
    mend: () => Promise<void>,
  ) {
    await cut();
    await outage.begin();
    try {
      const answer = await verify();
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, error: VERIFY_MESSAGES.unavailable });
    } finally {
      await outage.restore();
      await mend();
    }
    const after = await verify();
    expect(after.status, after.text).toBe(200);
    expect(after.body).toMatchObject({ success: false, booking: { id: bookingId } });
  }

  it('answers at once that the payment cannot be checked right now, instead of waiting for Redis', async () => {
    await unavailableUntilMended(
      checkouts[0],
      () => redis.stop(),
      () => redis.start(),
    );
  });

  it('answers that the payment cannot be checked right now while Redis is connected but does not answer', async () => {
    // Connected again after the last test's restart, so the API meets the pause, not a lost connection.
    await eventually(
      async () => ((await (await fetch(`${app.url}/api/health/ready`)).json()) as { redis: string }).redis === 'up',
      { what: 'the API connected to Redis' },
    );
    await unavailableUntilMended(
      checkouts[1],
      async () => {
        // Longer than the test's timeout, so only the API's own deadline can answer the page.
        const control = redis.client();
        await control.call('CLIENT', 'PAUSE', '120000', 'ALL');
        control.disconnect();
      },
      // A paused client cannot unpause: a restart of the empty Redis ends the pause.
      async () => {
        await redis.stop();
        await redis.start();
      },
    );
  });
});
