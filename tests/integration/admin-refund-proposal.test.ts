import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import {
  adminCalls,
  auditRows,
  berlinDatePlus,
  createCourse,
  loadBooking,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const BUSINESS = { customerType: 'business', customerCompany: 'Muster Medical GmbH' };
const DAY = 86_400_000;
const WITHDRAWAL = 'Widerruf innerhalb von 14 Tagen nach Buchung (Privatkunde): volle Erstattung.';

/** The admin's refund proposal comes from the rule 'Meine Buchungen' cancels by (DECISIONS 23, 31). */
describe('admin refund proposal', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post } = adminCalls(
    () => app,
    () => cookie,
  );
  const proposalOf = async (bookingId: string) => {
    const answer = await get(`/api/admin/bookings/${bookingId}/refund-proposal`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Record<string, unknown>;
  };

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives a private customer who booked today for tomorrow the full amount by withdrawal, and the cancel refunds it', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(1) });
    const booking = await paidBooking(app, course);
    const paid = booking.paid_amount!;

    expect(await proposalOf(booking.id)).toEqual({
      paidCents: paid,
      proposedRefundCents: paid,
      daysBeforeStart: 1,
      basis: 'withdrawal',
      reason: WITHDRAWAL,
      customerType: 'private',
      company: null,
      bookedAt: booking.created_at.toISOString(),
    });
    // What 'Meine Buchungen' would offer the customer is the same amount.
    const answer = await post(`/api/admin/bookings/${booking.id}/cancel`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ refundedCents: paid, booking: { booking_status: 'cancelled' } });
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: paid,
    });
    expect(await auditRows(app, booking.id)).toEqual([
      expect.objectContaining({
        action: 'booking.cancel',
        after: expect.objectContaining({ refunded_amount: paid, refund_basis: 'withdrawal' }),
      }),
    ]);
  });

  it('gives a business customer who booked today for tomorrow nothing, by the band', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(1) });
    const booking = await paidBooking(app, course, BUSINESS);

    expect(await proposalOf(booking.id)).toMatchObject({
      proposedRefundCents: 0,
      daysBeforeStart: 1,
      basis: 'none',
      reason: 'Noch 1 Tag bis Kursbeginn: nach den AGB keine Erstattung (weniger als 7 Tage vor Beginn).',
      customerType: 'business',
      company: 'Muster Medical GmbH',
    });
  });

  it('gives a private customer who booked 20 days ago half, 10 days before the start', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(10) });
    const booking = await paidBooking(app, course);
    const bookedAt = new Date(Date.now() - 20 * DAY);
    await app.dataSource.query(`UPDATE bookings SET created_at = $2 WHERE id = $1`, [booking.id, bookedAt]);

    expect(await proposalOf(booking.id)).toMatchObject({
      paidCents: booking.paid_amount,
      proposedRefundCents: Math.ceil(booking.paid_amount! / 2),
      daysBeforeStart: 10,
      basis: 'half',
      reason: 'Noch 10 Tage bis Kursbeginn: nach den AGB Erstattung der Hälfte (7 bis 13 Tage vor Beginn).',
      customerType: 'private',
      bookedAt: bookedAt.toISOString(),
    });
  });
});
