import { courseStartsAt } from '@mpb/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CertificatesRepository } from '../../backend/src/certificates/certificates.repository';
import { Clock } from '../../backend/src/core/clock/clock';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type RefundRequest,
} from '../../backend/src/payment-gateway/payment-gateway';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { euro } from '../support/money';
import { setBuyer, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';
import {
  adminCalls,
  auditRows,
  berlinDatePlus,
  createCourse,
  loadBooking,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const NOT_FOUND = { error: 'Diese Buchung wurde nicht gefunden.' };
const BUSINESS = { customerType: 'business', customerCompany: 'Muster Medical GmbH' };

interface MyBooking {
  id: string;
  isPayer: boolean;
  participantName: string;
  access: Record<string, string | null> | null;
  certificate: { number: string; verificationUrl: string; downloadUrl: string } | null;
  cancellation: { basis: string; refundCents: number; text: string } | null;
  canCancel: boolean;
  notice: string | null;
  [key: string]: unknown;
}

describe('Meine Buchungen', () => {
  let app: TestApp;
  let adminCookie: string;
  let refunds: RefundRequest[];
  const admin = adminCalls(
    () => app,
    () => adminCookie,
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie, refunds } = await startAdminApp());
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A paid booking and a session signed in with its address. */
  async function customer(course: Awaited<ReturnType<typeof createCourse>>, overrides: Record<string, unknown> = {}) {
    const email = uniqueEmail('selbst');
    const booking = await paidBooking(app, course, { customerEmail: email, ...overrides });
    return { email, booking, cookie: await signIn(app, email) };
  }
  const myBookings = async (cookie: string) => {
    const answer = await call(app, 'GET', '/api/me/bookings', { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { bookings: MyBooking[] }).bookings;
  };
  const cancel = (cookie: string, id: string) =>
    call(app, 'POST', `/api/me/bookings/${id}/cancel`, { cookie, body: {} });
  const mailText = (email: string, subject: RegExp) =>
    app.smtp.mails
      .filter((mail) => mail.to.includes(email) && subject.test(mail.subject))
      .map((mail) => mail.text.replace(/\s+/g, ' '));

  it('answers 401 without a session, for the list and every action', async () => {
    const course = await createCourse(app.dataSource);
    const { booking } = await customer(course);
    for (const [method, path] of [
      ['GET', '/api/me/bookings'],
      ['GET', `/api/me/bookings/${booking.id}/calendar.ics`],
      ['GET', `/api/me/bookings/${booking.id}/receipt`],
      ['POST', `/api/me/bookings/${booking.id}/cancel`],
    ]) {
      expect(await call(app, method, path, method === 'POST' ? { body: {} } : {})).toMatchObject({
        status: 401,
        body: { error: 'Bitte melden Sie sich an.' },
      });
    }
  });

  it("lists only the address's bookings, the payer's too, with calendar file and receipt", async () => {
    const course = await createCourse(app.dataSource);
    const mine = await customer(course);
    const other = await customer(course);
    const listed = await myBookings(mine.cookie);
    expect(listed.map((booking) => booking.id)).toEqual([mine.booking.id]);
    expect(listed[0]).toMatchObject({
      courseTitle: course.title,
      date: course.date,
      startTime: '08:30',
      status: 'confirmed',
      statusLabel: 'Bestätigt',
      paidCents: course.gross_price,
      refundedCents: null,
      isPayer: false,
      calendarUrl: `/api/me/bookings/${mine.booking.id}/calendar.ics`,
      receiptUrl: `/api/me/bookings/${mine.booking.id}/receipt`,
      access: null,
      certificate: null,
      canCancel: true,
      canRebook: true,
      canSubstitute: true,
    });

    const calendar = await fetch(`${app.url}/api/me/bookings/${mine.booking.id}/calendar.ics`, {
      headers: { Cookie: mine.cookie },
    });
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
    expect(await calendar.text()).toContain(`UID:booking-${mine.booking.id}@`);
    const receipt = await call(app, 'GET', `/api/me/bookings/${mine.booking.id}/receipt`, { cookie: mine.cookie });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toContain('Zahlungsbeleg');
    expect(receipt.body).toContain(app.config.site.settings.company);
    expect(receipt.body).toContain('enthaltene Umsatzsteuer 19 %');

    // This address bought the other booking for someone else: as its buyer it manages it too.
    await app.dataSource.query(`UPDATE bookings SET customer_name = 'Sam Ersatz' WHERE id = $1`, [other.booking.id]);
    await setBuyer(app.dataSource, other.booking.id, {
      buyer_email: mine.email.toUpperCase(),
      buyer_name: 'Zahlende Person',
    });
    const withPaid = await myBookings(mine.cookie);
    expect(withPaid.map(({ id, isPayer, participantName }) => ({ id, isPayer, participantName }))).toEqual(
      expect.arrayContaining([
        { id: mine.booking.id, isPayer: false, participantName: 'Jörg Müller-Lüdenscheidt' },
        { id: other.booking.id, isPayer: true, participantName: 'Sam Ersatz' },
      ]),
    );
    expect((await myBookings(other.cookie)).map((booking) => booking.id)).toEqual([other.booking.id]);
  });

  it('shows the access data only within 24 hours of the start, refuses to cancel once begun, shows the certificate', async () => {
    const course = await createCourse(app.dataSource);
    await app.dataSource.query(
      `UPDATE courses SET access_url = 'https://meet.example.de/raum-42', access_passcode = '777' WHERE id = $1`,
      [course.id],
    );
    const { booking, cookie } = await customer(course);
    const start = courseStartsAt(course);
    const clock = app.api.get(Clock);
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start.getTime() - 25 * 3_600_000));
    expect((await myBookings(cookie))[0].access).toBeNull();
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start.getTime() - 23 * 3_600_000));
    expect((await myBookings(cookie))[0].access).toMatchObject({
      url: 'https://meet.example.de/raum-42',
      passcode: '777',
    });

    // Once the course has begun, it can no longer be cancelled here.
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start.getTime() + 60_000));
    expect((await myBookings(cookie))[0]).toMatchObject({ canCancel: false, cancellation: null, upcoming: true });
    expect((await cancel(cookie, booking.id)).status).toBe(409);
    expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe('confirmed');

    const certificate = await app.api.get(CertificatesRepository).issue(app.dataSource.manager, booking.id);
    expect((await myBookings(cookie))[0].certificate).toEqual({
      number: certificate.number,
      verificationUrl: `${app.url}/zertifikat/${certificate.number}`,
      downloadUrl: `/api/me/bookings/${booking.id}/certificate.pdf`,
    });
  });

  it.each([
    [20, 'full', 1, BUSINESS],
    [10, 'half', 0.5, BUSINESS],
    [3, 'none', 0, BUSINESS],
    [3, 'withdrawal', 1, { customerType: 'private' }],
  ] as const)(
    'cancels %i days before the start by %s, refunding through the provider',
    async (days, basis, share, who) => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(days) });
      const { email, booking, cookie } = await customer(course, who);
      const expected = Math.ceil(booking.paid_amount! * share);
      const [listed] = await myBookings(cookie);
      expect(listed.cancellation).toMatchObject({ basis, refundCents: expected });
      expect(listed.cancellation!.text).toContain(
        basis === 'withdrawal' ? 'widerrufen (§ 355 BGB)' : `Noch ${days} Tage`,
      );

      const answer = await cancel(cookie, booking.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ refundedCents: expected, message: expect.stringContaining('storniert') });
      expect(refunds.filter((refund) => refund.bookingId === booking.id).map((refund) => refund.amount)).toEqual(
        expected ? [expected] : [],
      );
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        booking_status: 'cancelled',
        refunded_amount: expected || null,
      });
      await app.smtp.waitFor(1, (mail) => mail.to.includes(email) && mail.subject.startsWith('Stornierung'));
      const [mail] = mailText(email, /^Stornierung/);
      if (expected) expect(mail).toContain(`Wir erstatten Ihnen ${euro(expected).replace(/\s/g, ' ')}`);
      else expect(mail).toContain('kein Betrag erstattet');
      expect(await auditRows(app, booking.id)).toEqual([
        expect.objectContaining({
          actor_email: email,
          action: 'booking.self_cancel',
          after: expect.objectContaining({ booking_status: 'cancelled', refund_basis: basis }),
        }),
      ]);
      expect((await myBookings(cookie))[0]).toMatchObject({
        status: 'cancelled',
        canCancel: false,
        cancellation: null,
      });
      expect((await cancel(cookie, booking.id)).status).toBe(409);
    },
  );

  it('keeps the booking when the provider refuses the refund, tells the participant and flags it for the office', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(30) });
    const { email, booking, cookie } = await customer(course, BUSINESS);
    vi.spyOn(app.api.get<PaymentGateway>(PAYMENT_GATEWAY), 'refund').mockRejectedValue(new Error('card_declined'));
    const answer = await cancel(cookie, booking.id);
    expect(answer).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('unser Team wurde informiert') },
    });
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      holds_seat: true,
      review_reason: 'refund_refused',
    });
    const flagged = await admin.list({ filter: { needs_review: true } });
    expect((flagged.body as { id: string }[]).map((row) => row.id)).toContain(booking.id);
    expect(await auditRows(app, booking.id)).toEqual([
      expect.objectContaining({
        actor_email: email,
        action: 'booking.refund_refused',
        after: expect.objectContaining({ booking_status: 'confirmed', requested_refund: booking.paid_amount }),
      }),
    ]);
    const [listed] = await myBookings(cookie);
    expect(listed).toMatchObject({ status: 'confirmed', canCancel: false, notice: expect.stringContaining('Team') });
  });

  it('gives the freed seat of a full course to the waitlist first', async () => {
    const { join, entries, expectSeatsAccountedFor } = waitlistFixtures(() => app);
    const course = await createCourse(app.dataSource, { max_participants: 1, date: berlinDatePlus(25) });
    const { booking, cookie } = await customer(course, BUSINESS);
    const waiting = uniqueEmail('wartend');
    expect((await join(course.id, waiting)).status).toBeLessThan(300);
    expect((await cancel(cookie, booking.id)).status).toBe(200);
    await app.smtp.waitFor(1, offerMails(waiting));
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
    await expectSeatsAccountedFor(course.id);
  });

  it("refuses every action on another person's booking with the same 404", async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(30) });
    const owner = await customer(course, BUSINESS);
    const stranger = await customer(course, BUSINESS);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [owner.booking.id, unknown, 'keine-uuid']) {
      for (const [method, path] of [
        ['GET', `/api/me/bookings/${id}/calendar.ics`],
        ['GET', `/api/me/bookings/${id}/receipt`],
        ['POST', `/api/me/bookings/${id}/cancel`],
      ]) {
        const answer = await call(app, method, path, {
          cookie: stranger.cookie,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: NOT_FOUND });
      }
    }
    expect(refunds.filter((refund) => refund.bookingId === owner.booking.id)).toEqual([]);
    expect((await loadBooking(app.dataSource, owner.booking.id)).booking_status).toBe('confirmed');
  });
});
