import { formatShortDate } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingRefundService } from '../../backend/src/bookings/booking-refund.service';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import type { TestApp } from '../support/app';
import { queuesDrained } from '../support/eventually';
import { euro } from '../support/money';
import type { CaughtMail } from '../support/smtp-catcher';
import {
  checkoutBody,
  companyOrderBody,
  createCourse,
  createDiscountCode,
  discountState,
  loadBooking,
  outboxEventsFor,
  postJson,
  spotsOf,
  uniqueEmail,
} from './helpers/booking-fixtures';
import { deliverWebhook, startTestAppWithStripe, StripeStandIn } from './helpers/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_webhook_secret_for_integration';

/** The text of a mail as a person reads it, every run of white space one space. */
const readable = (mail: CaughtMail) => mail.text.replace(/\s+/g, ' ');

describe('POST /api/webhooks/stripe', () => {
  let app: TestApp;
  const stripe = new StripeStandIn();

  beforeAll(async () => {
    app = await startTestAppWithStripe(stripe, { secretKey: 'sk_test_integration', webhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await app?.close();
    await stripe.stop();
  });

  const deliver = (delivery: { payload: string; signature: string }) => deliverWebhook(app.url, delivery);

  async function pendingBooking(courseOverrides = {}, bodyOverrides: Record<string, unknown> = {}) {
    const course = await createCourse(app.dataSource, { max_participants: 3, ...courseOverrides });
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course, bodyOverrides));
    expect(response.status).toBe(200);
    const booking = await loadBooking(app.dataSource, response.body.bookingId);
    return { course, booking, session: stripe.sessions.get(booking.payment_session_id!)! };
  }

  it('confirms once when the same event arrives five times at once', async () => {
    const { course, booking, session } = await pendingBooking();
    const delivery = stripe.event('checkout.session.completed', stripe.pay(session.id), WEBHOOK_SECRET);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(delivery)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.body.result).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'processed',
    ]);

    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      payment_intent_id: session.payment_intent,
      holds_seat: true,
    });
    const confirmations = (await outboxEventsFor(app.dataSource, booking.id)).filter(
      (event) => event.type === EVENTS.bookingConfirmed,
    );
    expect(confirmations.map((event) => event.payload)).toEqual([{ bookingId: booking.id, courseId: course.id }]);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM processed_webhook_events WHERE id = $1`,
      [delivery.id],
    );
    expect(count).toBe(1);
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);

    const replay = await deliver(delivery);
    expect(replay).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { booking, session } = await pendingBooking();
    const delivery = stripe.event('checkout.session.completed', stripe.pay(session.id), WEBHOOK_SECRET);
    const attempts = [
      {
        payload: delivery.payload,
        signature: stripe.event('checkout.session.completed', session, 'whsec_someone_else', delivery.id).signature,
      },
      { payload: delivery.payload.replace('"paid"', '"paid" '), signature: delivery.signature },
      { payload: delivery.payload, signature: '' },
      { payload: delivery.payload, signature: 't=1,v1=deadbeef' },
    ];
    for (const attempt of attempts) {
      expect(await deliver(attempt)).toEqual({ status: 400, body: { error: 'Ungültige Webhook-Signatur.' } });
    }
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      booking_status: 'pending',
      payment_status: 'pending',
    });
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM processed_webhook_events WHERE id = $1`,
      [delivery.id],
    );
    expect(count).toBe(0);
  });

  it('releases the seat and the discount use when the session expires', async () => {
    const code = await createDiscountCode(app.dataSource, { discount_value: 10 });
    const { course, booking, session } = await pendingBooking(
      {},
      { discountCode: code.code, selectedPrice: 42733, discountAmount: 4748 },
    );
    expect((await discountState(app.dataSource, code.id)).currentUses).toBe(1);
    session.status = 'expired';
    expect((await deliver(stripe.event('checkout.session.expired', session, WEBHOOK_SECRET))).body.result).toBe(
      'processed',
    );

    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      booking_status: 'failed',
      payment_status: 'failed',
      holds_seat: false,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(3);
    expect(await discountState(app.dataSource, code.id)).toEqual({ currentUses: 0, usages: [] });
    expect(
      (await outboxEventsFor(app.dataSource, booking.id)).map((event) => [event.type, event.payload.reason]),
    ).toEqual([
      [EVENTS.bookingCreated, undefined],
      [EVENTS.bookingExpired, 'hold_expired'],
      [EVENTS.seatsReleased, 'hold_expired'],
    ]);
  });

  it('keeps the seat while an asynchronous payment is on its way, then confirms or releases', async () => {
    const succeeded = await pendingBooking();
    const completedUnpaid = { ...succeeded.session, status: 'complete', payment_status: 'unpaid' };
    await deliver(stripe.event('checkout.session.completed', completedUnpaid, WEBHOOK_SECRET));
    const waiting = await loadBooking(app.dataSource, succeeded.booking.id);
    expect(waiting).toMatchObject({ booking_status: 'pending', holds_seat: true });
    expect(waiting.hold_expires_at!.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
    await deliver(
      stripe.event(
        'checkout.session.async_payment_succeeded',
        { ...completedUnpaid, payment_status: 'paid', payment_intent: 'pi_sepa' },
        WEBHOOK_SECRET,
      ),
    );
    expect(await loadBooking(app.dataSource, succeeded.booking.id)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      payment_intent_id: 'pi_sepa',
    });

    const failed = await pendingBooking();
    await deliver(
      stripe.event('checkout.session.async_payment_failed', { ...failed.session, status: 'complete' }, WEBHOOK_SECRET),
    );
    expect(await loadBooking(app.dataSource, failed.booking.id)).toMatchObject({
      booking_status: 'failed',
      payment_status: 'failed',
      holds_seat: false,
    });
    expect(await spotsOf(app.dataSource, failed.course.id)).toBe(3);
  });

  it('acknowledges event types it does not handle', async () => {
    const { session } = await pendingBooking();
    expect(await deliver(stripe.event('payment_intent.created', session, WEBHOOK_SECRET))).toEqual({
      status: 200,
      body: { received: true, result: 'ignored' },
    });
  });

  describe('late payment after the hold was released', () => {
    async function expiredBooking() {
      const pending = await pendingBooking({ max_participants: 1 });
      pending.session.status = 'expired';
      await deliver(stripe.event('checkout.session.expired', pending.session, WEBHOOK_SECRET));
      expect(await loadBooking(app.dataSource, pending.booking.id)).toMatchObject({
        booking_status: 'failed',
        holds_seat: false,
      });
      return pending;
    }

    it('takes a free seat again and confirms', async () => {
      const { course, booking, session } = await expiredBooking();
      const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_late_with_seat' };
      expect((await deliver(stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET))).body.result).toBe(
        'processed',
      );
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        booking_status: 'confirmed',
        payment_status: 'paid',
        holds_seat: true,
      });
      expect(await spotsOf(app.dataSource, course.id)).toBe(0);
      const last = (await outboxEventsFor(app.dataSource, booking.id)).at(-1)!;
      expect([last.type, last.payload]).toEqual([
        EVENTS.bookingConfirmed,
        { bookingId: booking.id, courseId: course.id, reason: 'late_payment' },
      ]);
      expect(
        stripe
          .requestsTo('POST', '/v1/refunds')
          .filter((request) => request.form.get('metadata[booking_id]') === booking.id),
      ).toHaveLength(0);
    });

    it('refunds through the gateway when the course is full by then', async () => {
      const { course, booking, session } = await expiredBooking();
      const other = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
      expect(other.status).toBe(200);
      expect(await spotsOf(app.dataSource, course.id)).toBe(0);

      const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_late_no_seat' };
      expect((await deliver(stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET))).status).toBe(200);

      const refunds = stripe
        .requestsTo('POST', '/v1/refunds')
        .filter((request) => request.form.get('metadata[booking_id]') === booking.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0].form.get('payment_intent')).toBe('pi_late_no_seat');
      expect(refunds[0].form.get('amount')).toBe('47481');
      expect(refunds[0].headers['idempotency-key']).toBe(`refund-${booking.id}`);

      const refunded = await loadBooking(app.dataSource, booking.id);
      expect(refunded).toMatchObject({ booking_status: 'cancelled', payment_status: 'refunded', holds_seat: false });
      expect(refunded.refunded_at).toBeInstanceOf(Date);
      expect(await spotsOf(app.dataSource, course.id)).toBe(0);
      const last = (await outboxEventsFor(app.dataSource, booking.id)).at(-1)!;
      expect([last.type, last.payload]).toEqual([
        EVENTS.bookingRefunded,
        { bookingId: booking.id, courseId: course.id, reason: 'late_payment_no_seat' },
      ]);
      expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id, holds_seat: true })).toBe(1);
    });

    it("takes an order's seats again all together or none (DECISIONS 34)", async () => {
      const course = await createCourse(app.dataSource, { max_participants: 5 });
      /** An order of `count` colleagues whose checkout expired, and its paid session arriving late. */
      async function expiredOrder(count: number) {
        const buyer = uniqueEmail('einkauf');
        const seats = ['Erika Einkauf', 'Jonas Weber', 'Aylin Demir'].slice(0, count).map((name, index) => ({
          name,
          email: index ? uniqueEmail('kollegin') : buyer,
        }));
        const order = await postJson(`${app.url}/api/checkout`, companyOrderBody(course, buyer, seats));
        expect(order.status, order.text).toBe(200);
        const ids = order.body.bookingIds as string[];
        const session = stripe.sessions.get((await loadBooking(app.dataSource, ids[0])).payment_session_id!)!;
        session.status = 'expired';
        await deliver(stripe.event('checkout.session.expired', session, WEBHOOK_SECRET));
        const payLate = async () => {
          const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_${ids[0]}` };
          expect((await deliver(stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET))).status).toBe(200);
          return Promise.all(ids.map((id) => loadBooking(app.dataSource, id)));
        };
        return { ids, payLate };
      }
      const refundsOf = (ids: string[]) =>
        stripe
          .requestsTo('POST', '/v1/refunds')
          .filter((request) => request.form.get('payment_intent') === `pi_${ids[0]}`);

      // Three paid late with two seats left: none is confirmed, all three are refunded.
      const tooMany = await expiredOrder(3);
      for (let taken = 0; taken < 3; taken += 1)
        expect((await postJson(`${app.url}/api/checkout`, checkoutBody(course))).status).toBe(200);
      expect(await spotsOf(app.dataSource, course.id)).toBe(2);
      const refused = await tooMany.payLate();
      expect(refused.map((booking) => [booking.booking_status, booking.payment_status, booking.holds_seat])).toEqual(
        Array(3).fill(['cancelled', 'refunded', false]),
      );
      expect(refundsOf(tooMany.ids)).toHaveLength(3);
      expect(await spotsOf(app.dataSource, course.id)).toBe(2);

      // Two paid late with two seats left: both are confirmed.
      const fitting = await expiredOrder(2);
      expect(await spotsOf(app.dataSource, course.id)).toBe(2);
      const confirmed = await fitting.payLate();
      expect(confirmed.map((booking) => [booking.booking_status, booking.holds_seat])).toEqual(
        Array(2).fill(['confirmed', true]),
      );
      expect(refundsOf(fitting.ids)).toEqual([]);
      expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    });

    describe('of a company order, with the worker sending the mails', () => {
      beforeAll(() => app.startWorker());
      afterAll(() => app.stopWorker());

      it('refunds each seat to the buyer in a mail naming its participant, and tells each colleague without an amount', async () => {
        const course = await createCourse(app.dataSource, { max_participants: 3 });
        const buyer = uniqueEmail('einkauf');
        const seats = [
          { name: 'Erika Einkauf', email: buyer },
          { name: 'Jonas Weber', email: uniqueEmail('jonas') },
          { name: 'Aylin Demir', email: uniqueEmail('aylin') },
        ];
        const order = await postJson(`${app.url}/api/checkout`, companyOrderBody(course, buyer, seats));
        expect(order.status, order.text).toBe(200);
        const first = await loadBooking(app.dataSource, (order.body.bookingIds as string[])[0]);
        const session = stripe.sessions.get(first.payment_session_id!)!;
        session.status = 'expired';
        await deliver(stripe.event('checkout.session.expired', session, WEBHOOK_SECRET));
        for (let taken = 0; taken < 3; taken += 1)
          expect((await postJson(`${app.url}/api/checkout`, checkoutBody(course))).status).toBe(200);
        expect(await spotsOf(app.dataSource, course.id)).toBe(0);

        const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_late_order' };
        expect((await deliver(stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET))).status).toBe(200);
        const refunds = stripe
          .requestsTo('POST', '/v1/refunds')
          .filter((request) => request.form.get('payment_intent') === 'pi_late_order');
        expect(refunds.map((request) => request.form.get('amount'))).toEqual(Array(3).fill(String(course.gross_price)));

        await queuesDrained(app);
        const mailsTo = (email: string) => app.smtp.mails.filter((mail) => mail.to.includes(email));
        const seatPrice = euro(course.gross_price).replace(/\s/g, ' ');
        const about = `${course.title} am ${formatShortDate(course.date)}`;
        // Erika paid: her own seat's refund, and one for each colleague's seat that names them.
        const toBuyer = mailsTo(buyer);
        expect(toBuyer.map((mail) => mail.subject).sort()).toEqual([
          `Rückerstattung Ihrer Zahlung für Aylin Demir: ${about}`,
          `Rückerstattung Ihrer Zahlung für Jonas Weber: ${about}`,
          `Rückerstattung Ihrer Zahlung: ${about}`,
        ]);
        for (const mail of toBuyer) expect(readable(mail)).toContain(`Erstattungsbetrag: ${seatPrice}`);
        // Her colleagues learn that their seat could not be booked and who booked it, nothing of the payment.
        for (const colleague of seats.slice(1)) {
          const [mail, ...more] = mailsTo(colleague.email);
          expect(more).toEqual([]);
          expect(mail.subject).toBe(`Ihre Buchung konnte nicht bestätigt werden: ${about}`);
          const text = readable(mail);
          expect(text).toContain(`Guten Tag ${colleague.name}`);
          expect(text).toContain(
            'Erika Einkauf hat die Buchung für Sie vorgenommen und erhält alle Informationen zur Abrechnung direkt von uns.',
          );
          expect(text).not.toContain(seatPrice);
          expect(text).not.toMatch(/erstatt|Zahlung/i);
        }
      });
    });

    it('keeps a failed refund due and completes it on the next sweep', async () => {
      const { course, booking, session } = await expiredBooking();
      await postJson(`${app.url}/api/checkout`, checkoutBody(course));
      stripe.failures.set('/v1/refunds', 3);
      const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_refund_retry' };
      expect((await deliver(stripe.event('checkout.session.completed', paid, WEBHOOK_SECRET))).status).toBe(200);
      stripe.failures.clear();

      const due = await loadBooking(app.dataSource, booking.id);
      expect(due).toMatchObject({
        payment_status: 'paid',
        booking_status: 'failed',
        holds_seat: false,
        refunded_at: null,
      });
      expect(due.refund_requested_at).toBeInstanceOf(Date);

      expect(await app.api.get(BookingRefundService).refundDue()).toBeGreaterThanOrEqual(1);
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        payment_status: 'refunded',
        booking_status: 'cancelled',
      });
      const attempts = stripe
        .requestsTo('POST', '/v1/refunds')
        .filter((request) => request.form.get('payment_intent') === 'pi_refund_retry');
      expect(new Set(attempts.map((request) => request.headers['idempotency-key']))).toEqual(
        new Set([`refund-${booking.id}`]),
      );
      expect(
        (await outboxEventsFor(app.dataSource, booking.id)).filter((event) => event.type === EVENTS.bookingRefunded),
      ).toHaveLength(1);
    });
  });
});
