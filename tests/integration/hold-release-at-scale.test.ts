import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldExpiryService } from '../../backend/src/bookings/hold-expiry.service';
import { ReleaseExpiredHoldsJob } from '../../backend/src/bookings/jobs/release-expired-holds.job';
import { startTestApp, TestApp } from '../support/app';
import { createCourse, spotsOf } from './helpers/booking-fixtures';
import { waitlistFixtures } from './helpers/waitlist-fixtures';

const HOLDS = 3000;
const COURSES = 4;
const WAITING_PER_COURSE = 3;
const GRACE_SECONDS = 120;

describe('expired holds at scale', () => {
  let app: TestApp;
  const { join, entries, expectSeatsAccountedFor, setClock, resetClock } = waitlistFixtures(() => app);

  beforeAll(async () => {
    app = await startTestApp({ env: { CHECKOUT_RELEASE_GRACE_SECONDS: String(GRACE_SECONDS) } });
  });
  afterAll(async () => {
    if (app) resetClock();
    await app?.close();
  });

  it('releases 3,000 expired holds across two sweeps, seats back once and waitlists offered first', async () => {
    const perCourse = HOLDS / COURSES;
    const courses = [];
    for (let index = 0; index < COURSES; index += 1)
      courses.push(await createCourse(app.dataSource, { max_participants: perCourse }));
    const holdsExpireAt = new Date(Date.now() + 30 * 60_000);
    // Every seat held by an unpaid checkout with its open test-checkout session, all in one statement.
    await app.dataSource.query(
      `WITH holds AS (
         INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name, customer_email,
                               amount, original_amount, holds_seat, hold_expires_at, payment_provider, payment_session_id)
         SELECT course.id, course.title, course.date, course.start_time, course.end_time, 'Kunde ' || n, 'kunde' || n || '-' || course.id || '@example.org',
                course.gross_price, course.gross_price, true, $2, 'test', 'test_cs_scale_' || course.id || '_' || n
           FROM courses course CROSS JOIN generate_series(1, $3::int) n WHERE course.id = ANY($1::uuid[])
         RETURNING id, payment_session_id, amount, customer_email
       ), sessions AS (
         INSERT INTO test_checkout_sessions (id, idempotency_key, booking_id, amount, product_name, customer_email, success_url, cancel_url, expires_at)
         SELECT payment_session_id, payment_session_id, id, amount, 'Medizinprodukteberater', customer_email,
                'http://localhost/booking/success', 'http://localhost/booking/cancel', $2
           FROM holds RETURNING 1
       )
       UPDATE courses SET available_spots = 0 WHERE id = ANY($1::uuid[])`,
      [courses.map((course) => course.id), holdsExpireAt, perCourse],
    );
    const waiting = courses.slice(0, 2);
    for (const course of waiting) {
      for (let place = 1; place <= WAITING_PER_COURSE; place += 1)
        expect((await join(course.id, `wartend${place}-${course.id}@example.org`)).status).toBe(200);
    }

    const expiredAt = new Date(holdsExpireAt.getTime() + GRACE_SECONDS * 1000 + 1000);
    setClock(expiredAt);
    // The scheduled job and a second process's sweep at the same moment share the work.
    const [scheduled, second] = await Promise.all([
      app.worker!.get(ReleaseExpiredHoldsJob).handle(),
      app.api.get(HoldExpiryService).releaseExpiredHolds(),
    ]);

    expect(scheduled.released + second.released).toBe(HOLDS);
    const [left] = await app.dataSource.query(
      `SELECT count(*)::int AS holds FROM bookings WHERE holds_seat AND booking_status = 'pending'`,
    );
    expect(left.holds).toBe(0);
    for (const course of courses) {
      const offers = waiting.includes(course) ? WAITING_PER_COURSE : 0;
      expect(await spotsOf(app.dataSource, course.id)).toBe(perCourse - offers);
      await expectSeatsAccountedFor(course.id);
    }
    for (const course of waiting)
      expect((await entries(course.id)).every(([, , status]) => status === 'offered')).toBe(true);
  }, 240_000);
});
