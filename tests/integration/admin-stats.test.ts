import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { uniqueEmail } from './helpers/booking-fixtures';
import { waitlistFixtures } from './helpers/waitlist-fixtures';
import {
  adminCalls,
  berlinDatePlus,
  createCourse,
  insertBooking,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

interface Stats {
  totalBookings: number;
  confirmed: number;
  pending: number;
  revenueCents: number;
  weekly: { weekStart: string; bookings: number; revenueCents: number }[];
  courses: {
    courseId: string;
    confirmed: number;
    held: number;
    free: number;
    waiting: number;
    cancellationCheck: boolean;
    daysBeforeStart: number;
  }[];
}

describe('GET /api/admin/stats', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, list } = adminCalls(
    () => app,
    () => cookie,
  );
  const stats = async (filter: object = {}) => {
    const answer = await get(`/api/admin/stats?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Stats;
  };

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts every booking of the filter and takes revenue as paid minus refunded, without soft-deleted rows', async () => {
    const course = await createCourse(app.dataSource);
    await insertBooking(app, course, {
      booking_status: 'confirmed',
      payment_status: 'paid',
      amount: 47481,
      paid_amount: 47481,
    });
    await insertBooking(app, course, {
      booking_status: 'confirmed',
      payment_status: 'paid',
      amount: 47481,
      paid_amount: 47000,
      review_reason: 'amount_mismatch',
    });
    await insertBooking(app, course, {
      booking_status: 'cancelled',
      payment_status: 'partially_refunded',
      amount: 40000,
      paid_amount: 40000,
      refunded_amount: 20000,
    });
    await insertBooking(app, course, {
      booking_status: 'cancelled',
      payment_status: 'refunded',
      amount: 30000,
      paid_amount: 30000,
      refunded_amount: 30000,
    });
    // Refunded before refunded_amount existed (late payment without a seat): counts as refunded in full.
    await insertBooking(app, course, {
      booking_status: 'cancelled',
      payment_status: 'refunded',
      amount: 10000,
      paid_amount: 10000,
    });
    await insertBooking(app, course, { booking_status: 'pending' });
    await insertBooking(app, course, { booking_status: 'failed', payment_status: 'failed', deleted_at: new Date() });
    await insertBooking(app, course, {
      booking_status: 'confirmed',
      payment_status: 'paid',
      amount: 99900,
      paid_amount: 99900,
      deleted_at: new Date(),
    });

    const figures = await stats({ course_id: course.id });
    expect(figures).toMatchObject({ totalBookings: 6, confirmed: 2, pending: 1, revenueCents: 47481 + 47000 + 20000 });
    expect(await stats({ course_id: course.id, needs_review: true })).toMatchObject({
      totalBookings: 1,
      revenueCents: 47000,
    });
    expect(await stats({ course_id: course.id, booking_status: 'pending' })).toMatchObject({
      totalBookings: 1,
      confirmed: 0,
      pending: 1,
      revenueCents: 0,
    });
    expect(figures.weekly).toHaveLength(12);
    expect(figures.weekly.at(-1)).toMatchObject({ bookings: 6, revenueCents: 47481 + 47000 + 20000 });
    expect(figures.weekly.slice(0, -1).every((week) => week.bookings === 0)).toBe(true);
    expect(new Date(`${figures.weekly[0].weekStart}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('puts a booking into the week it was made, within the last 12 weeks', async () => {
    const course = await createCourse(app.dataSource);
    await insertBooking(app, course, { created_at: new Date(Date.now() - 14 * 86_400_000) });
    await insertBooking(app, course, { created_at: new Date(Date.now() - 200 * 86_400_000) });
    const figures = await stats({ course_id: course.id });
    expect(figures.totalBookings).toBe(2);
    expect(figures.weekly.reduce((sum, week) => sum + week.bookings, 0)).toBe(1);
    expect(figures.weekly.at(-3)!.bookings).toBe(1);
  });

  it("shows each upcoming course's fill and flags 'Absage prüfen' under 3 confirmed within 14 days", async () => {
    const { join } = waitlistFixtures(() => app);
    const soon = await createCourse(app.dataSource, { date: berlinDatePlus(10), max_participants: 3 });
    await paidBooking(app, soon);
    await paidBooking(app, soon);
    await insertBooking(app, soon, { holds_seat: true });
    await app.dataSource.query(`UPDATE courses SET available_spots = 0 WHERE id = $1`, [soon.id]);
    await join(soon.id, uniqueEmail('wartet'));
    const later = await createCourse(app.dataSource, { date: berlinDatePlus(40) });

    const { courses } = await stats();
    expect(courses.find((course) => course.courseId === soon.id)).toMatchObject({
      confirmed: 2,
      held: 1,
      free: 0,
      waiting: 1,
      daysBeforeStart: 10,
      cancellationCheck: true,
    });
    expect(courses.find((course) => course.courseId === later.id)).toMatchObject({
      confirmed: 0,
      cancellationCheck: false,
    });

    const third = await createCourse(app.dataSource, { date: berlinDatePlus(5) });
    for (let index = 0; index < 3; index += 1)
      await insertBooking(app, third, { booking_status: 'confirmed', payment_status: 'paid' });
    expect((await stats()).courses.find((course) => course.courseId === third.id)).toMatchObject({
      confirmed: 3,
      cancellationCheck: false,
    });
  });

  it('reflects an admin cancel with refund in the revenue at once', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(10) });
    const booking = await paidBooking(app, course);
    const before = await stats({ course_id: course.id });
    expect(before.revenueCents).toBe(booking.paid_amount);
    expect((await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 5000 })).status).toBe(200);
    expect(await stats({ course_id: course.id })).toMatchObject({
      confirmed: 0,
      revenueCents: booking.paid_amount! - 5000,
    });
  });

  it('keeps the unfiltered figures and list totals exact through new, changed, soft-deleted and removed bookings', async () => {
    // A booking's revenue as the dashboard counts it: what was paid, less what went back.
    const netRevenue = `CASE WHEN payment_status IN ('paid', 'refunded', 'partially_refunded') THEN COALESCE(paid_amount, amount) ELSE 0 END
      - CASE WHEN payment_status IN ('refunded', 'partially_refunded') THEN COALESCE(refunded_amount, paid_amount, amount) ELSE 0 END`;
    const exact = async (status?: string) => {
      const [row] = await app.dataSource.query(
        `SELECT count(*)::int AS "totalBookings", count(*) FILTER (WHERE booking_status = 'confirmed')::int AS confirmed,
                count(*) FILTER (WHERE booking_status = 'pending')::int AS pending,
                COALESCE(sum(${netRevenue}), 0)::int AS "revenueCents",
                count(*) FILTER (WHERE created_at >= now() - interval '1 day')::int AS today
           FROM bookings WHERE deleted_at IS NULL AND ($1::text IS NULL OR booking_status = $1)`,
        [status ?? null],
      );
      return row;
    };
    /** Per Berlin day and status, the kept totals with their pending changes against the bookings themselves. */
    const dayFiguresDiffer = async () => {
      const [{ differing }] = await app.dataSource.query(
        `WITH kept AS (
           SELECT day, booking_status, payment_status, sum(bookings)::int AS bookings, sum(revenue)::bigint AS revenue
             FROM (TABLE booking_daily_totals UNION ALL SELECT day, booking_status, payment_status, bookings, revenue FROM booking_daily_total_changes) figures
            GROUP BY 1, 2, 3 HAVING sum(bookings) <> 0 OR sum(revenue) <> 0
         ), fresh AS (
           SELECT (created_at AT TIME ZONE 'Europe/Berlin')::date AS day, booking_status, payment_status, count(*)::int AS bookings,
                  sum(${netRevenue})::bigint AS revenue
             FROM bookings WHERE deleted_at IS NULL GROUP BY 1, 2, 3
         )
         SELECT count(*)::int AS differing FROM ((TABLE kept EXCEPT TABLE fresh) UNION ALL (TABLE fresh EXCEPT TABLE kept)) difference`,
      );
      return differing;
    };
    const expectExact = async () => {
      expect(await dayFiguresDiffer()).toBe(0);
      for (const status of [undefined, 'confirmed', 'pending']) {
        const { today, ...figures } = await exact(status);
        const answer = await stats(status ? { booking_status: status } : {});
        expect(answer).toMatchObject(figures);
        expect(answer.weekly.reduce((sum, week) => sum + week.bookings, 0)).toBeGreaterThanOrEqual(today);
        const page = await list({ filter: status ? { booking_status: status } : {}, range: [0, 4] });
        expect(page.headers.get('content-range')).toMatch(new RegExp(`/${figures.totalBookings}$`));
      }
      for (const [filter, interval] of [
        [{ age: 'older_24h' }, '24 hours'],
        [{ age: 'older_7d', booking_status: 'confirmed' }, '7 days'],
      ] as const) {
        const [{ older }] = await app.dataSource.query(
          `SELECT count(*)::int AS older FROM bookings WHERE deleted_at IS NULL AND created_at < now() - $1::interval AND ($2::text IS NULL OR booking_status = $2)`,
          [interval, 'booking_status' in filter ? filter.booking_status : null],
        );
        expect((await list({ filter, range: [0, 4] })).headers.get('content-range')).toMatch(new RegExp(`/${older}$`));
      }
    };
    const course = await createCourse(app.dataSource);
    const pending = await insertBooking(app, course);
    const paid = await insertBooking(app, course, {
      booking_status: 'confirmed',
      payment_status: 'paid',
      amount: 47481,
      paid_amount: 47481,
    });
    const ended = await insertBooking(app, course, { booking_status: 'failed', payment_status: 'failed' });
    await insertBooking(app, course, {
      booking_status: 'confirmed',
      created_at: new Date(Date.now() - 10 * 86_400_000),
    });
    await insertBooking(app, course, {
      booking_status: 'confirmed',
      created_at: new Date(Date.now() - 2 * 86_400_000),
    });
    await expectExact();

    await app.dataSource.query(
      `UPDATE bookings SET booking_status = 'confirmed', payment_status = 'paid', paid_amount = 40000 WHERE id = $1`,
      [pending.id],
    );
    await app.dataSource.query(
      `UPDATE bookings SET booking_status = 'cancelled', payment_status = 'partially_refunded', refunded_amount = 7000 WHERE id = $1`,
      [paid.id],
    );
    const changeRows = async () =>
      (await app.dataSource.query(`SELECT count(*)::int AS rows FROM booking_daily_total_changes`))[0].rows;
    const rowsBefore = await changeRows();
    await app.dataSource.query(`UPDATE bookings SET email_status = 'sent' WHERE course_id = $1`, [course.id]);
    expect(await changeRows(), 'a change the figures do not count appends nothing').toBe(rowsBefore);
    await expectExact();

    // several bookings in one statement, a booking moved to another day, a refund alone
    await app.dataSource.query(
      `UPDATE bookings SET booking_status = 'cancelled', payment_status = 'refunded', refunded_amount = paid_amount
        WHERE course_id = $1 AND booking_status = 'confirmed' AND payment_status = 'paid'`,
      [course.id],
    );
    await app.dataSource.query(`UPDATE bookings SET created_at = created_at - interval '3 days' WHERE id = $1`, [
      pending.id,
    ]);
    await app.dataSource.query(`UPDATE bookings SET refunded_amount = 8000 WHERE id = $1`, [paid.id]);
    await expectExact();

    await app.dataSource.query(`UPDATE bookings SET deleted_at = now() WHERE id = $1`, [ended.id]);
    await app.dataSource.query(`DELETE FROM bookings WHERE id = $1`, [paid.id]);
    await insertBooking(app, course, { booking_status: 'pending' });
    await expectExact();

    await app.dataSource.query(`UPDATE bookings SET deleted_at = NULL, payment_status = 'paid' WHERE id = $1`, [
      ended.id,
    ]);
    await expectExact();
  });
});
