import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import type { TestApp } from '../support/app';
import {
  checkoutBody,
  createCourse,
  loadBooking,
  outboxEventsFor,
  postJson,
  spotsOf,
} from './helpers/booking-fixtures';
import { deliverWebhook, startTestAppWithStripe, StripeStandIn } from './helpers/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_payment_confirmation';
const BOOKINGS = 20;
const VERIFY_CALLS = 4;
const WEBHOOK_DELIVERIES = 4;

describe('confirming a payment', () => {
  let app: TestApp;
  const stripe = new StripeStandIn();

  beforeAll(async () => {
    app = await startTestAppWithStripe(
      stripe,
      { secretKey: 'sk_test_payment_confirmation', webhookSecret: WEBHOOK_SECRET },
      { captureLogs: 'error' },
    );
  });
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
  });

  const deliver = (delivery: { payload: string; signature: string }) =>
    deliverWebhook(app.url, delivery).then((response) => response.status);

  async function pendingBooking(course: { id: string; gross_price: number }) {
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    expect(response.status).toBe(200);
    const booking = await loadBooking(app.dataSource, response.body.bookingId);
    return { booking, session: stripe.sessions.get(booking.payment_session_id!)! };
  }

  it(`writes one booking.confirmed event when verify-payment and webhooks race, for each of ${BOOKINGS} bookings`, async () => {
    const course = await createCourse(app.dataSource, { max_participants: BOOKINGS });
    const pending = await Promise.all(Array.from({ length: BOOKINGS }, () => pendingBooking(course)));

    await Promise.all(
      pending.flatMap(({ booking, session }) => {
        const paid = stripe.pay(session.id);
        const verifications = Array.from({ length: VERIFY_CALLS }, () =>
          postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId: booking.id }).then(
            (response) => response.status,
          ),
        );
        // Distinct event ids, as when Stripe sends both completion events or a retried delivery gets a new id.
        const webhooks = Array.from({ length: WEBHOOK_DELIVERIES }, () =>
          deliver(stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET)),
        );
        return [...verifications, ...webhooks].map((status) => status.then((code) => expect(code).toBe(200)));
      }),
    );

    for (const { booking } of pending) {
      const confirmations = (await outboxEventsFor(app.dataSource, booking.id)).filter(
        (event) => event.type === EVENTS.bookingConfirmed,
      );
      expect(confirmations, booking.id).toHaveLength(1);
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        booking_status: 'confirmed',
        payment_status: 'paid',
        review_reason: null,
      });
    }
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
  });

  it('confirms a payment whose amount differs from the booking, flags it for review and alerts the operator', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const { booking, session } = await pendingBooking(course);
    const paid = { ...stripe.pay(session.id), amount_total: booking.amount - 100 };

    expect(await deliver(stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET))).toBe(200);

    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      amount: 47481,
      paid_amount: 47381,
      review_reason: 'amount_mismatch',
    });
    const alerts = app.logs.filter((line) => line.alert === 'payment_amount_mismatch');
    expect(alerts).toEqual([
      expect.objectContaining({ level: 50, bookingId: booking.id, paid: 47381, expected: 47481 }),
    ]);

    const { booking: regular, session: regularSession } = await pendingBooking(course);
    expect(
      await deliver(stripe.event('checkout.session.completed', stripe.pay(regularSession.id), WEBHOOK_SECRET)),
    ).toBe(200);
    expect(await loadBooking(app.dataSource, regular.id)).toMatchObject({ paid_amount: 47481, review_reason: null });
  });
});
