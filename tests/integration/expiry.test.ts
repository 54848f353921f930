import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldExpiryService } from '../../backend/src/bookings/hold-expiry.service';
import { JOB_SCHEDULES } from '../../backend/src/core/queue/job-schedules';
import { ReleaseExpiredHoldsJob } from '../../backend/src/bookings/jobs/release-expired-holds.job';
import { EVENTS, JOBS, QUEUES } from '../../backend/src/core/queue/job-names';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { startTestApp, TestApp } from '../support/app';
import {
  checkoutBody,
  createCourse,
  createDiscountCode,
  discountState,
  loadBooking,
  outboxEventsFor,
  postJson,
  sessionOf,
  spotsOf,
} from './helpers/booking-fixtures';

describe('expired seat holds', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { CHECKOUT_RELEASE_GRACE_SECONDS: '120' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function pendingBooking(overrides: Record<string, unknown> = {}) {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course, overrides));
    expect(response.status).toBe(200);
    return { course, bookingId: response.body.bookingId as string };
  }

  const ageHold = (bookingId: string, seconds: number) =>
    app.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - make_interval(secs => $2) WHERE id = $1`, [
      bookingId,
      seconds,
    ]);
  const runJob = () => app.worker!.get(ReleaseExpiredHoldsJob).handle();

  it('schedules the release job every minute on the bookings queue', async () => {
    const queue: Queue = app.worker!.get(QueueRegistry).get(QUEUES.bookings);
    const scheduler = await queue.getJobScheduler(JOB_SCHEDULES.releaseExpiredHolds.id);
    expect(scheduler).toMatchObject({ name: JOBS.releaseExpiredHolds, every: 60_000 });
  });

  it('releases the seat and discount use of a hold past its expiry plus grace, and closes the session', async () => {
    const code = await createDiscountCode(app.dataSource, { discount_value: 10, max_uses: 1 });
    const { course, bookingId } = await pendingBooking({
      discountCode: code.code,
      selectedPrice: 42733,
      discountAmount: 4748,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
    await ageHold(bookingId, 121);

    // The worker's own once-a-minute run may release it first; either way it is released once.
    await runJob();
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'failed',
      payment_status: 'failed',
      holds_seat: false,
      hold_expires_at: null,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    expect(await discountState(app.dataSource, code.id)).toEqual({ currentUses: 0, usages: [] });
    expect((await sessionOf(app.dataSource, bookingId)).row.status).toBe('expired');
    expect((await outboxEventsFor(app.dataSource, bookingId)).map((event) => [event.type, event.payload])).toEqual([
      [EVENTS.bookingCreated, { bookingId, courseId: course.id }],
      [EVENTS.bookingExpired, { bookingId, courseId: course.id, reason: 'hold_expired' }],
      [EVENTS.seatsReleased, { bookingId, courseId: course.id, reason: 'hold_expired', seats: 1 }],
    ]);

    await runJob();
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    expect(await outboxEventsFor(app.dataSource, bookingId)).toHaveLength(3);
  });

  it('keeps holds that are not yet past the grace period', async () => {
    const { course, bookingId } = await pendingBooking();
    await ageHold(bookingId, 60);
    await app.worker!.get(HoldExpiryService).releaseExpiredHolds();
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({ booking_status: 'pending', holds_seat: true });
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
  });

  it('confirms instead of releasing when the session was paid at the last second', async () => {
    const { course, bookingId } = await pendingBooking();
    const session = await sessionOf(app.dataSource, bookingId);
    await app.dataSource.query(
      `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid', payment_intent_id = 'test_pi_last_second' WHERE id = $1`,
      [session.id],
    );
    await ageHold(bookingId, 300);
    await runJob();
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      holds_seat: true,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
  });

  it('lets the worker announce the released seat on the course stream', async () => {
    const { course, bookingId } = await pendingBooking();
    await ageHold(bookingId, 500);
    await runJob();
    await expect
      .poll(
        async () => {
          const [row] = await app.dataSource.query(
            `SELECT bool_and(published_at IS NOT NULL) AS published FROM outbox_events WHERE payload ->> 'bookingId' = $1`,
            [bookingId],
          );
          return row.published;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
  });
});
