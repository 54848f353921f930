import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseExpiredHoldsJob } from '../../backend/src/bookings/jobs/release-expired-holds.job';
import { startTestApp, TestApp } from '../support/app';
import { createCourse, SOLD_OUT, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { waitlistFixtures } from './helpers/waitlist-fixtures';

const ROUNDS = 20;
const STRANGERS = 10;

describe('a freed seat goes to the waitlist first (DECISIONS 20)', () => {
  let app: TestApp;
  const { join, entries, expectSeatsAccountedFor, checkout, cancelCheckout } = waitlistFixtures(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A course whose only seat is held by an unpaid checkout, with one person waiting. */
  async function fullCourseWithOneWaiting() {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const holder = await checkout(course);
    expect(holder.status).toBe(200);
    const waiting = uniqueEmail('wartend');
    expect((await join(course.id, waiting)).body).toMatchObject({ position: 1, alreadyOnWaitlist: false });
    return { course, holderBookingId: holder.body.bookingId as string, waiting };
  }

  it(`gives the seat of a cancelled checkout to the waiting person while strangers fire checkouts, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { course, holderBookingId, waiting } = await fullCourseWithOneWaiting();
      const [cancelled, ...strangers] = await Promise.all([
        cancelCheckout(holderBookingId),
        ...Array.from({ length: STRANGERS }, () => checkout(course)),
      ]);
      expect(cancelled.status, `round ${round}`).toBe(200);
      expect(
        strangers.map((response) => response.status),
        `round ${round}`,
      ).toEqual(Array(STRANGERS).fill(409));
      for (const response of strangers) expect(response.body).toEqual({ error: SOLD_OUT });
      expect(await entries(course.id), `round ${round}`).toEqual([[waiting, 1, 'offered']]);
      expect(await spotsOf(app.dataSource, course.id)).toBe(0);
      await expectSeatsAccountedFor(course.id);
    }
  });

  it('hands the seat of an expired hold to the waiting person in the release itself', async () => {
    const { course, holderBookingId, waiting } = await fullCourseWithOneWaiting();
    await app.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 hour' WHERE id = $1`, [
      holderBookingId,
    ]);
    await app.worker!.get(ReleaseExpiredHoldsJob).handle();

    expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    expect((await checkout(course)).status).toBe(409);
    await expectSeatsAccountedFor(course.id);
  });

  it('raises available_spots only when nobody waits', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const holder = await checkout(course);
    expect((await cancelCheckout(holder.body.bookingId)).status).toBe(200);
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
    expect(await entries(course.id)).toEqual([]);
    expect((await checkout(course)).status).toBe(200);
  });
});
