import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '../../backend/src/payments/payment-verification.service';
import { startTestApp, TestApp } from '../support/app';
import { DatabaseOutage } from '../support/database-outage';
import { eventually } from '../support/eventually';
import { deliverWebhook, startTestAppWithStripe, StripeStandIn } from './helpers/stripe-stand-in';
import {
  checkoutBody,
  createCourse,
  loadBooking,
  payTestCheckout,
  postJson,
  sessionOf,
  uniqueEmail,
} from './helpers/booking-fixtures';

/** Only ends a test that would never pass: the confirmation is retried every few seconds. */
const CONFIRMATION_BOUND_MS = 120_000;

describe('a payment made while the database is unreachable', () => {
  let app: TestApp;
  let outage: DatabaseOutage;

  beforeAll(async () => {
    app = await startTestApp();
    outage = await DatabaseOutage.of(app.config.database.url);
  });
  afterAll(async () => {
    await outage?.close();
    await app?.close();
  });

  it('tells the customer the booking is being confirmed, then confirms and mails it by itself once the database is back', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const email = uniqueEmail('ausfall');
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course, { customerEmail: email }));
    expect(checkout.status).toBe(200);
    const bookingId: string = checkout.body.bookingId;
    const session = await sessionOf(app.dataSource, bookingId);

    // The database goes away exactly while the paid session is being confirmed.
    await outage.holdBooking(bookingId);
    const paying = payTestCheckout(app.url, session.id);
    await outage.waitUntilBookingWanted();
    expect(await outage.query(`SELECT payment_status FROM test_checkout_sessions WHERE id = $1`, [session.id])).toEqual(
      [{ payment_status: 'paid' }],
    );
    await outage.begin();

    const paid = await paying;
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`session_id=${session.id}`);

    const verify = await postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      success: false,
      confirming: true,
      booking: null,
      error: VERIFY_MESSAGES.confirming,
    });
    expect(verify.body.error).toBe(
      'Ihre Zahlung ist eingegangen. Ihre Buchung wird gerade bestätigt, die Bestätigung erhalten Sie in Kürze per E-Mail.',
    );

    await outage.restore();
    await eventually(
      async () => (await loadBooking(app.dataSource, bookingId).catch(() => null))?.booking_status === 'confirmed',
      { what: 'the booking confirmed', timeoutMs: CONFIRMATION_BOUND_MS, everyMs: 250 },
    );
    // The invoice mail may arrive first; the confirmation is the one this test waits for.
    await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(email) && caught.subject.startsWith('Buchungsbestätigung: '),
      CONFIRMATION_BOUND_MS,
    );
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      holds_seat: true,
    });

    const again = await postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, error: null });
  }, 180_000);

  it('answers in German, not with a 500, when the database is down and nothing shows the payment arrived', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    const bookingId: string = checkout.body.bookingId;
    const session = await sessionOf(app.dataSource, bookingId);
    await outage.begin();
    try {
      const verify = await postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId });
      expect(verify.status).toBe(503);
      expect(verify.body).toMatchObject({ success: false, booking: null, error: VERIFY_MESSAGES.unavailable });
    } finally {
      await outage.restore();
    }
  }, 60_000);
});

describe('a Stripe payment arriving while the database is unreachable', () => {
  const WEBHOOK_SECRET = 'whsec_test_database_outage';
  const stripe = new StripeStandIn();
  let app: TestApp;
  let outage: DatabaseOutage;

  beforeAll(async () => {
    app = await startTestAppWithStripe(
      stripe,
      { secretKey: 'sk_test_database_outage', webhookSecret: WEBHOOK_SECRET },
      { worker: true },
    );
    outage = await DatabaseOutage.of(app.config.database.url);
  });
  afterAll(async () => {
    await outage?.close();
    await app?.close();
    await stripe.stop();
  });

  it('tells the returning customer the booking is being confirmed and confirms it by itself once the database is back', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const email = uniqueEmail('stripe-ausfall');
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course, { customerEmail: email }));
    expect(checkout.status).toBe(200);
    const bookingId: string = checkout.body.bookingId;
    const { payment_session_id: sessionId } = await loadBooking(app.dataSource, bookingId);

    await outage.begin();
    const paid = stripe.pay(sessionId!);
    // Stripe's own delivery fails and would only be retried minutes later.
    expect(
      (await deliverWebhook(app.url, stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET))).status,
    ).toBeGreaterThanOrEqual(500);
    const verify = await postJson(`${app.url}/api/payments/verify`, { sessionId, bookingId });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: false, confirming: true, error: VERIFY_MESSAGES.confirming });

    await outage.restore();
    await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(email) && caught.subject.startsWith('Buchungsbestätigung'),
      CONFIRMATION_BOUND_MS,
    );
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
    });
  }, 180_000);
});
