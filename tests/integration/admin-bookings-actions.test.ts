import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BookingConfirmationService } from '../../backend/src/bookings/booking-confirmation.service';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type RefundRequest,
} from '../../backend/src/payment-gateway/payment-gateway';
import type { TestApp } from '../support/app';
import { bookingMailOutcome } from '../support/mail-fixtures';
import { euro } from '../support/money';
import { spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';
import {
  ADMIN,
  adminCalls,
  auditRows,
  berlinDatePlus,
  createCourse,
  insertBooking,
  loadBooking,
  paidBooking,
  pendingBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const BUSINESS = { customerType: 'business', customerCompany: 'Muster Medical GmbH' };
const INVALID_DATA = 'Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.';

describe('admin booking actions', () => {
  let app: TestApp;
  let cookie: string;
  let refunds: RefundRequest[];
  const { get, post, remove, list } = adminCalls(
    () => app,
    () => cookie,
  );
  const mailsTo = (email: string, subject: RegExp) =>
    app.smtp.mails.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  /** Every booking mail but the invoice, which a confirmation sends in a mail of its own. */
  const NOT_AN_INVOICE = /^(?!Ihre Rechnung)/;

  beforeAll(async () => {
    ({ app, cookie, refunds } = await startAdminApp());
  });
  afterEach(() => {
    app.smtp.rejectWith = undefined;
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('confirm', () => {
    it('confirms a pending booking, sends the manual confirmation and writes the audit row', async () => {
      const course = await createCourse(app.dataSource);
      const booking = await pendingBooking(app, course);
      const answer = await post(`/api/admin/bookings/${booking.id}/confirm`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        booking: { id: booking.id, booking_status: 'confirmed' },
        emailDelivery: 'sent',
      });
      expect(mailsTo(booking.customer_email, NOT_AN_INVOICE)).toHaveLength(1);
      const stored = await loadBooking(app.dataSource, booking.id);
      expect(stored).toMatchObject({ booking_status: 'confirmed', holds_seat: true, hold_expires_at: null });
      expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants - 1);
      // The checkout was closed: the customer can no longer pay for it.
      const [session] = await app.dataSource.query(`SELECT status FROM test_checkout_sessions WHERE booking_id = $1`, [
        booking.id,
      ]);
      expect(session.status).toBe('expired');
      expect(await auditRows(app, booking.id)).toEqual([
        expect.objectContaining({
          actor_email: ADMIN,
          action: 'booking.confirm',
          before: expect.objectContaining({ booking_status: 'pending' }),
          after: expect.objectContaining({ booking_status: 'confirmed' }),
        }),
      ]);
    });

    it('refuses anything but a pending booking', async () => {
      const course = await createCourse(app.dataSource);
      for (const status of ['confirmed', 'cancelled', 'failed'] as const) {
        const booking = await insertBooking(app, course, { booking_status: status });
        const answer = await post(`/api/admin/bookings/${booking.id}/confirm`);
        expect(answer).toMatchObject({
          status: 409,
          body: { error: 'Bestätigung fehlgeschlagen: Nur ausstehende Buchungen können bestätigt werden.' },
        });
        expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe(status);
        expect(await auditRows(app, booking.id)).toEqual([]);
      }
      // A paid booking: its checkout is complete, so nothing may touch it (no second confirmation, no audit row).
      const paid = await paidBooking(app, course);
      expect((await post(`/api/admin/bookings/${paid.id}/confirm`)).status).toBe(409);
      expect(await auditRows(app, paid.id)).toEqual([]);
      expect((await post(`/api/admin/bookings/00000000-0000-4000-8000-000000000000/confirm`)).status).toBe(404);
    });

    it('reports the booking confirmed but the mail failed when only the mail fails', async () => {
      const course = await createCourse(app.dataSource);
      const booking = await pendingBooking(app, course);
      app.smtp.rejectWith = { code: 550, message: 'Postfach unbekannt' };
      const answer = await post(`/api/admin/bookings/${booking.id}/confirm`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ booking: { booking_status: 'confirmed' }, emailDelivery: 'failed' });
      expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe('confirmed');
    });
  });

  describe('cancel with refund', () => {
    it.each([
      [20, 'full', 1],
      [10, 'half', 0.5],
      [3, 'none', 0],
    ] as const)('proposes and refunds by the terms %i days before the start', async (days, rule, share) => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(days) });
      // A business customer: no withdrawal right, the terms' band alone decides.
      const booking = await paidBooking(app, course, BUSINESS);
      const paid = booking.paid_amount!;
      const expected = Math.ceil(paid * share);
      const proposal = await get(`/api/admin/bookings/${booking.id}/refund-proposal`);
      expect(proposal.body).toMatchObject({
        paidCents: paid,
        proposedRefundCents: expected,
        daysBeforeStart: days,
        basis: rule,
      });

      const answer = await post(`/api/admin/bookings/${booking.id}/cancel`, {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        refundedCents: expected,
        emailDelivery: 'sent',
        booking: { booking_status: 'cancelled' },
      });
      const stored = await loadBooking(app.dataSource, booking.id);
      expect(stored).toMatchObject({
        booking_status: 'cancelled',
        holds_seat: false,
        payment_status: share === 1 ? 'refunded' : share === 0 ? 'paid' : 'partially_refunded',
        refunded_amount: expected || null,
      });
      expect(refunds.filter((refund) => refund.bookingId === booking.id)).toEqual(
        expected ? [expect.objectContaining({ amount: expected, idempotencyKey: `admin-refund-${booking.id}` })] : [],
      );
      if (expected) {
        const [session] = await app.dataSource.query(
          `SELECT refund_id FROM test_checkout_sessions WHERE booking_id = $1`,
          [booking.id],
        );
        expect(session.refund_id).toMatch(/^test_re_/);
      }
      expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants);
      const [mail] = mailsTo(booking.customer_email, /^Stornierung/).map((caught) => ({
        text: caught.text.replace(/\s+/g, ' '),
      }));
      if (expected) expect(mail.text).toContain(`Wir erstatten Ihnen ${euro(expected).replace(/\s/g, ' ')}`);
      else expect(mail.text).toContain('kein Betrag erstattet');
      const audit = await auditRows(app, booking.id);
      expect(audit).toEqual([
        expect.objectContaining({
          actor_email: ADMIN,
          action: 'booking.cancel',
          before: expect.objectContaining({ booking_status: 'confirmed', payment_status: 'paid' }),
          after: expect.objectContaining({ booking_status: 'cancelled', refunded_amount: expected || null }),
        }),
      ]);
      // A second cancel changes nothing and refunds nothing more.
      expect((await post(`/api/admin/bookings/${booking.id}/cancel`, {})).status).toBe(409);
      expect(refunds.filter((refund) => refund.bookingId === booking.id)).toHaveLength(expected ? 1 : 0);
    });

    it('lets the admin choose any amount from 0 to the amount paid, not beyond, and states it in the mail with the message', async () => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(30) });
      const booking = await paidBooking(app, course);
      const paid = booking.paid_amount!;
      for (const refundCents of [paid + 1, -1, 12.5, '100']) {
        const answer = await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error: INVALID_DATA, fields: { refundCents: expect.any(String) } });
      }
      expect((await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: paid + 1 })).body).toMatchObject({
        fields: { refundCents: expect.stringContaining('nicht übersteigen') },
      });
      expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe('confirmed');
      expect(refunds.filter((refund) => refund.bookingId === booking.id)).toEqual([]);

      const answer = await post(`/api/admin/bookings/${booking.id}/cancel`, {
        refundCents: 10000,
        message: 'Wie besprochen; Ihr Team',
      });
      expect(answer.status).toBe(200);
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        payment_status: 'partially_refunded',
        refunded_amount: 10000,
      });
      const [mail] = mailsTo(booking.customer_email, /^Stornierung/).map((caught) => ({
        text: caught.text.replace(/\s+/g, ' '),
      }));
      expect(mail.text).toContain('Wir erstatten Ihnen 100 €');
      expect(mail.text).toContain('Wie besprochen; Ihr Team');

      // A replayed payment event finds the payment settled: the cancelled booking takes no seat again.
      const outcome = await app.api.get(BookingConfirmationService).confirm(booking.id, {
        sessionId: booking.payment_session_id!,
        amountTotal: paid,
        paymentIntentId: booking.payment_intent_id,
      });
      expect(outcome).toBe('already-settled');
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        booking_status: 'cancelled',
        holds_seat: false,
      });
    });

    it('keeps the booking when the provider refuses the refund, and retries with the recorded amount and key only', async () => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(30) });
      const booking = await paidBooking(app, course);
      const gateway = app.api.get<PaymentGateway>(PAYMENT_GATEWAY);
      const refusing = vi.spyOn(gateway, 'refund').mockImplementation((request) => {
        refunds.push(request);
        return Promise.reject(new Error('card_declined'));
      });
      try {
        expect(await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 20000 })).toMatchObject({
          status: 409,
          body: {
            error:
              'Stornierung fehlgeschlagen: Der Zahlungsanbieter hat die Erstattung nicht ausgeführt. Bitte versuchen Sie es erneut.',
          },
        });
      } finally {
        refusing.mockRestore();
      }
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        booking_status: 'confirmed',
        payment_status: 'paid',
        refunded_amount: 20000,
        refunded_at: null,
      });
      expect(await auditRows(app, booking.id)).toEqual([]);
      expect((await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 30000 })).status).toBe(409);
      expect((await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 20000 })).status).toBe(200);
      expect(
        refunds
          .filter((refund) => refund.bookingId === booking.id)
          .map(({ amount, idempotencyKey }) => [amount, idempotencyKey]),
      ).toEqual([
        [20000, `admin-refund-${booking.id}`],
        [20000, `admin-refund-${booking.id}`],
      ]);
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        booking_status: 'cancelled',
        payment_status: 'partially_refunded',
        refunded_amount: 20000,
      });
    });

    it('refuses to cancel a pending, cancelled or failed booking here', async () => {
      const course = await createCourse(app.dataSource);
      for (const status of ['pending', 'cancelled', 'failed'] as const) {
        const booking = await insertBooking(app, course, { booking_status: status });
        expect(await post(`/api/admin/bookings/${booking.id}/cancel`, {})).toMatchObject({
          status: 409,
          body: { error: 'Stornierung fehlgeschlagen: Nur bestätigte Buchungen können storniert werden.' },
        });
        expect(await auditRows(app, booking.id)).toEqual([]);
      }
    });

    it('gives the seat of a full course to the waitlist first: the offer goes out', async () => {
      const { join, expectSeatsAccountedFor, entries } = waitlistFixtures(() => app);
      const course = await createCourse(app.dataSource, { max_participants: 1, date: berlinDatePlus(25) });
      const booking = await paidBooking(app, course);
      const waiting = uniqueEmail('wartend');
      expect((await join(course.id, waiting)).status).toBeLessThan(300);
      const answer = await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 0 });
      expect(answer.status).toBe(200);
      await app.smtp.waitFor(1, offerMails(waiting));
      expect(await spotsOf(app.dataSource, course.id)).toBe(0);
      expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
      await expectSeatsAccountedFor(course.id);
    });

    it('passes the seat of a booking made through an offer on to the next person once it was paid, even with a partial refund', async () => {
      const { join, expectSeatsAccountedFor, entries, offerToken } = waitlistFixtures(() => app);
      const course = await createCourse(app.dataSource, { max_participants: 1, date: berlinDatePlus(25) });
      const first = await paidBooking(app, course);
      const [person, next] = [uniqueEmail('nachgerueckt'), uniqueEmail('danach')];
      for (const email of [person, next]) expect((await join(course.id, email)).status).toBeLessThan(300);
      expect((await post(`/api/admin/bookings/${first.id}/cancel`, { refundCents: 0 })).status).toBe(200);
      const token = await offerToken(person);

      const booked = await paidBooking(app, course, { customerEmail: person, waitlistOfferToken: token });
      const answer = await post(`/api/admin/bookings/${booked.id}/cancel`, { refundCents: 1000 });
      expect(answer.status).toBe(200);
      expect((await loadBooking(app.dataSource, booked.id)).payment_status).toBe('partially_refunded');
      // The offer was used while it still ran: the freed seat is the next person's, not the offer's again.
      await app.smtp.waitFor(1, offerMails(next));
      expect(await entries(course.id)).toEqual([
        [next, 1, 'offered'],
        [person, null, 'booked'],
      ]);
      await expectSeatsAccountedFor(course.id);
    });
  });

  describe('soft delete', () => {
    it('hides a cancelled or failed booking from list and detail but keeps the row', async () => {
      const course = await createCourse(app.dataSource);
      for (const status of ['cancelled', 'failed'] as const) {
        const booking = await insertBooking(app, course, {
          booking_status: status,
          customer_name: `Gelöscht ${status}`,
        });
        const answer = await remove(`/api/admin/bookings/${booking.id}`);
        expect(answer).toMatchObject({ status: 200, body: { id: booking.id, deleted: true } });
        expect((await get(`/api/admin/bookings/${booking.id}`)).status).toBe(404);
        expect((await list({ filter: { course_id: course.id } })).body).not.toContainEqual(
          expect.objectContaining({ id: booking.id }),
        );
        expect((await loadBooking(app.dataSource, booking.id)).deleted_at).toBeInstanceOf(Date);
        expect(await auditRows(app, booking.id)).toEqual([
          expect.objectContaining({
            action: 'booking.soft_delete',
            before: expect.objectContaining({ deleted_at: null }),
            after: expect.objectContaining({ deleted_at: expect.any(String) }),
          }),
        ]);
        expect((await remove(`/api/admin/bookings/${booking.id}`)).status).toBe(404);
      }
    });

    it('refuses to delete a pending or confirmed booking', async () => {
      const course = await createCourse(app.dataSource);
      for (const status of ['pending', 'confirmed'] as const) {
        const booking = await insertBooking(app, course, { booking_status: status });
        expect(await remove(`/api/admin/bookings/${booking.id}`)).toMatchObject({
          status: 409,
          body: {
            error: 'Entfernung fehlgeschlagen: Nur stornierte oder fehlgeschlagene Buchungen können entfernt werden.',
          },
        });
        expect((await loadBooking(app.dataSource, booking.id)).deleted_at).toBeNull();
      }
    });
  });

  describe('resend e-mail', () => {
    it('sends the chosen mail with the message, and validates the type in German', async () => {
      const course = await createCourse(app.dataSource);
      const booking = await paidBooking(app, course);
      const before = mailsTo(booking.customer_email, NOT_AN_INVOICE).length;
      const answer = await post(`/api/admin/bookings/${booking.id}/resend-email`, {
        type: 'manual-confirmation',
        message: 'Ihr Zugang folgt; "bald"',
      });
      expect(answer).toMatchObject({ status: 200, body: { bookingId: booking.id, emailDelivery: 'sent' } });
      const mails = mailsTo(booking.customer_email, NOT_AN_INVOICE);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)!.text).toContain('Ihr Zugang folgt; "bald"');
      expect(await auditRows(app, booking.id)).toEqual([
        expect.objectContaining({
          action: 'booking.email_requested',
          after: { type: 'manual-confirmation', message: 'Ihr Zugang folgt; "bald"' },
        }),
      ]);

      const wrong = await post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'reminder' });
      expect(wrong).toMatchObject({
        status: 400,
        body: { fields: { type: 'Bitte wählen Sie Bestätigung, Stornierung oder Manuelle Bestätigung.' } },
      });
      const long = await post(`/api/admin/bookings/${booking.id}/resend-email`, {
        type: 'confirmation',
        message: 'x'.repeat(2001),
      });
      expect(long).toMatchObject({
        status: 400,
        body: { fields: { message: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.' } },
      });
    });

    it('recovers a failed mail and reports a new failure', async () => {
      const course = await createCourse(app.dataSource);
      const booking = await paidBooking(app, course);
      app.smtp.rejectWith = { code: 550, message: 'Postfach unbekannt' };
      expect(
        (await post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'confirmation' })).body,
      ).toMatchObject({ emailDelivery: 'failed' });
      await bookingMailOutcome(app, booking.id, 'failed');
      app.smtp.rejectWith = undefined;
      expect(
        (await post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'confirmation' })).body,
      ).toMatchObject({ emailDelivery: 'sent' });
      await bookingMailOutcome(app, booking.id, 'sent');
    });
  });

  describe('cancel all pending', () => {
    it('cancels every pending booking, gives the seats back, mails each customer without a word on refunds, and says how many', async () => {
      // Other files' pending bookings are gone first, so the count below is this test's own.
      await post('/api/admin/bookings/cancel-all-pending', { confirmBulkCancel: true });
      const course = await createCourse(app.dataSource);
      const pending = [await pendingBooking(app, course), await pendingBooking(app, course)];
      const confirmed = await paidBooking(app, course);
      expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants - 3);
      const answer = await post('/api/admin/bookings/cancel-all-pending', { confirmBulkCancel: true });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ cancelledCount: 2, message: '2 ausstehende Buchungen storniert' });
      for (const booking of pending) {
        expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe('cancelled');
        expect(await auditRows(app, booking.id)).toEqual([
          expect.objectContaining({
            action: 'booking.bulk_cancel',
            after: expect.objectContaining({ booking_status: 'cancelled' }),
          }),
        ]);
        const [mail, ...more] = await app.smtp.waitFor(1, (caught) => caught.to.includes(booking.customer_email));
        expect(more).toEqual([]);
        expect(mail.subject).toMatch(/^Stornierung Ihrer Buchung/);
        const text = mail.text.replace(/\s+/g, ' ');
        expect(text).toContain('Für diese Buchung ist keine Zahlung bei uns eingegangen.');
        expect(text).not.toMatch(/erstatt/i);
      }
      expect((await loadBooking(app.dataSource, confirmed.id)).booking_status).toBe('confirmed');
      expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants - 1);

      await pendingBooking(app, course);
      expect((await post('/api/admin/bookings/cancel-all-pending', { confirmBulkCancel: true })).body).toEqual({
        cancelledCount: 1,
        message: '1 ausstehende Buchung storniert',
      });
      expect((await post('/api/admin/bookings/cancel-all-pending', {})).body).toEqual({
        cancelledCount: 0,
        message: 'Keine ausstehenden Buchungen',
      });
      expect((await post('/api/admin/bookings/cancel-all-pending', { confirmBulkCancel: false })).status).toBe(400);
    });
  });
});
