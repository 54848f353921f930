import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../backend/src/payment-gateway/payment-gateway';
import type { TestApp } from '../support/app';
import { passSecondFactor, signIn } from '../support/auth';
import { eventually } from '../support/eventually';
import { bookingMailOutcome } from '../support/mail-fixtures';
import { euro } from '../support/money';
import { checkoutBody, loadBooking, postJson, uniqueEmail } from './helpers/booking-fixtures';
import { ADMIN, adminCalls, berlinDatePlus, createCourse } from './helpers/admin-bookings-fixtures';
import { deliverWebhook, startTestAppWithStripe, StripeStandIn } from './helpers/stripe-stand-in';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';

const WEBHOOK_SECRET = 'whsec_admin_courses_cancel';
const NOTE = 'Leider müssen wir diesen Kurstermin absagen.';

describe('cancelling a course (status cancelled)', () => {
  let app: TestApp;
  let cookie: string;
  const stripe = new StripeStandIn();
  const { get, put } = adminCalls(
    () => app,
    () => cookie,
    'courses',
  );
  const { join, entries, checkout } = waitlistFixtures(() => app);
  const refundRequests = () =>
    stripe.requestsTo('POST', '/v1/refunds').map((request) => ({
      amount: Number(request.form.get('amount')),
      paymentIntent: request.form.get('payment_intent'),
    }));
  const cancellationMails = (email: string) =>
    app.smtp.mails.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Stornierung'));

  beforeAll(async () => {
    app = await startTestAppWithStripe(
      stripe,
      { secretKey: 'sk_test_courses_cancel', webhookSecret: WEBHOOK_SECRET },
      { worker: true, env: { ADMIN_EMAILS: ADMIN } },
    );
    cookie = await passSecondFactor(app, await signIn(app, ADMIN, '/admin'));
  });
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
  });

  /** A checkout through the Stripe gateway; paid means Stripe's hosted page was paid and its webhook delivered. */
  async function book(course: Course, paid: boolean) {
    const customerEmail = uniqueEmail('teilnehmer');
    const created = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, { customerEmail, earlyStartRequested: true }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const bookingId = created.body.bookingId as string;
    if (paid) {
      const { payment_session_id } = await loadBooking(app.dataSource, bookingId);
      const session = stripe.pay(payment_session_id!);
      expect(
        (await deliverWebhook(app.url, stripe.event('checkout.session.completed', session, WEBHOOK_SECRET))).status,
      ).toBe(200);
      await bookingMailOutcome(app, bookingId, 'sent');
    }
    return { bookingId, customerEmail };
  }

  it('refunds both paid participants in full through Stripe, mails them, ends the open checkout and the waitlist', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 3, date: berlinDatePlus(5) });
    const participants = [await book(course, true), await book(course, true)];
    const open = await book(course, false);
    const waiting = uniqueEmail('wartend');
    expect((await join(course.id, waiting)).status).toBeLessThan(300);
    const intents = await Promise.all(
      participants.map(async ({ bookingId }) => (await loadBooking(app.dataSource, bookingId)).payment_intent_id),
    );

    const answer = await put(`/api/admin/courses/${course.id}`, { status: 'cancelled' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'cancelled',
      confirmed_count: 0,
      held_count: 0,
      waiting_count: 0,
      available_spots: 3,
      max_participants: 3,
      cancellation: {
        cancelledBookings: 2,
        refundedCents: 2 * course.gross_price,
        transferRefundCents: 0,
        endedHolds: 1,
        removedWaitlistEntries: 1,
        failed: [],
      },
    });
    // Full refunds, 5 days before the start (the terms alone would give nothing back).
    expect(refundRequests()).toEqual(
      expect.arrayContaining(intents.map((paymentIntent) => ({ amount: course.gross_price, paymentIntent }))),
    );
    for (const { bookingId, customerEmail } of participants) {
      expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
        booking_status: 'cancelled',
        payment_status: 'refunded',
        refunded_amount: course.gross_price,
        holds_seat: false,
      });
      const [mail] = await app.smtp.waitFor(
        1,
        (caught) => caught.to.includes(customerEmail) && caught.subject.startsWith('Stornierung'),
      );
      const text = mail.text.replace(/\s+/g, ' ');
      expect(text).toContain(`Wir erstatten Ihnen ${euro(course.gross_price).replace(/\s/g, ' ')}`);
      expect(text).toContain(NOTE);
      // The invoice written when the payment came in is cancelled in full (DECISIONS 32).
      const invoices: { kind: string; number: string; gross_cents: number; cancels: string | null }[] =
        await app.dataSource.query(
          `SELECT kind, number, gross_cents, snapshot->'cancels'->>'number' AS cancels FROM invoices
            WHERE booking_id = $1 ORDER BY issued_at, kind DESC`,
          [bookingId],
        );
      expect(invoices).toEqual([
        expect.objectContaining({ kind: 'invoice', gross_cents: course.gross_price, cancels: null }),
        expect.objectContaining({ kind: 'cancellation', gross_cents: course.gross_price, cancels: invoices[0].number }),
      ]);
    }
    expect(await loadBooking(app.dataSource, open.bookingId)).toMatchObject({
      booking_status: 'cancelled',
      holds_seat: false,
    });
    expect(stripe.sessions.get((await loadBooking(app.dataSource, open.bookingId)).payment_session_id!)!.status).toBe(
      'expired',
    );
    expect(await entries(course.id)).toEqual([]);
    expect(app.smtp.mails.filter(offerMails(waiting))).toEqual([]);

    // The site's list follows once the relay has announced the change.
    await eventually(
      async () =>
        !((await (await fetch(`${app.url}/api/courses`)).json()) as { id: string }[]).some(
          (row) => row.id === course.id,
        ),
      { what: 'the cancelled course gone from the site' },
    );
    expect(await checkout(course)).toMatchObject({ status: 409 });
    const audit = await app.dataSource.query(
      `SELECT action, entity_id FROM audit_log WHERE entity_id = ANY($1) ORDER BY id`,
      [[course.id, ...participants.map((p) => p.bookingId)]],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'course.update',
      'course.cancel',
      'booking.cancel',
      'booking.cancel',
    ]);

    // Saving the cancelled course again refunds nothing twice.
    expect(await put(`/api/admin/courses/${course.id}`, { description: 'Abgesagt' })).toMatchObject({
      status: 200,
      body: { cancellation: { cancelledBookings: 0, failed: [] } },
    });
    expect(refundRequests().filter((refund) => intents.includes(refund.paymentIntent))).toHaveLength(2);
  });

  it('keeps a participant whose refund fails confirmed, cancels the others, and retries on the next save', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2, date: berlinDatePlus(30) });
    const [failing, refunded] = [await book(course, true), await book(course, true)];
    const gateway = app.api.get<PaymentGateway>(PAYMENT_GATEWAY);
    const working = gateway.refund.bind(gateway);
    gateway.refund = async (request) => {
      if (request.bookingId === failing.bookingId) throw new Error('card_declined');
      return working(request);
    };
    try {
      const answer = await put(`/api/admin/courses/${course.id}`, { status: 'cancelled' });
      expect(answer).toMatchObject({
        status: 200,
        body: {
          status: 'cancelled',
          confirmed_count: 1,
          cancellation: {
            cancelledBookings: 1,
            failed: [
              {
                bookingId: failing.bookingId,
                error:
                  'Stornierung fehlgeschlagen: Der Zahlungsanbieter hat die Erstattung nicht ausgeführt. Bitte versuchen Sie es erneut.',
              },
            ],
          },
        },
      });
    } finally {
      gateway.refund = working;
    }
    expect(await loadBooking(app.dataSource, failing.bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      holds_seat: true,
    });
    expect(await loadBooking(app.dataSource, refunded.bookingId)).toMatchObject({
      booking_status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(cancellationMails(failing.customerEmail)).toEqual([]);

    const retry = await put(`/api/admin/courses/${course.id}`, { status: 'cancelled' });
    expect(retry).toMatchObject({
      status: 200,
      body: { confirmed_count: 0, available_spots: 2, cancellation: { cancelledBookings: 1, failed: [] } },
    });
    expect(await loadBooking(app.dataSource, failing.bookingId)).toMatchObject({
      booking_status: 'cancelled',
      payment_status: 'refunded',
      refunded_amount: course.gross_price,
    });
    await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(failing.customerEmail) && mail.subject.startsWith('Stornierung'),
    );
    expect((await get(`/api/admin/courses/${course.id}`)).body).toMatchObject({
      status: 'cancelled',
      confirmed_count: 0,
      held_count: 0,
    });
  });
});
