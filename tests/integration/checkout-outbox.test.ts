import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { checkoutBody, createCourse, outboxEventsFor, postJson, SOLD_OUT } from './helpers/booking-fixtures';

/**
 * A checkout records its booking.created event before it takes the seat. Holding the course row
 * stops the checkout between the two, so another connection can look at what it has written so far.
 */
describe('the outbox event of a checkout shares its transaction', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Locks the course row in an open transaction, leaving `spots` free once it commits. */
  const holdCourse = async (courseId: string, spots: number): Promise<QueryRunner> => {
    const holder = app.dataSource.createQueryRunner();
    await holder.startTransaction();
    await holder.query(`UPDATE courses SET available_spots = $2 WHERE id = $1`, [courseId, spots]);
    return holder;
  };

  /** Resolves once a checkout waits for the holder's lock: it has written everything before the seat. */
  const checkoutWaitsFor = async (holder: QueryRunner) => {
    const [{ pid }] = (await holder.query(`SELECT pg_backend_pid() AS pid`)) as { pid: number }[];
    await eventually(
      async () => {
        const [{ waiting }] = await app.dataSource.query<{ waiting: number }[]>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`,
          [pid],
        );
        return waiting === 1;
      },
      { what: 'checkout waiting for the course row' },
    );
  };

  const courseEvents = async (courseId: string) =>
    app.dataSource.query<{ type: string }[]>(`SELECT type FROM outbox_events WHERE payload ->> 'courseId' = $1`, [
      courseId,
    ]);

  it('is visible to other connections only together with the committed booking', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 3 });
    const holder = await holdCourse(course.id, 3);
    try {
      const checkout = postJson(`${app.url}/api/checkout`, checkoutBody(course));
      await checkoutWaitsFor(holder);
      expect(await courseEvents(course.id)).toEqual([]);
      expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id })).toBe(0);

      await holder.commitTransaction();
      const response = await checkout;
      expect(response.status).toBe(200);
      const events = await outboxEventsFor(app.dataSource, response.body.bookingId);
      expect(events.map((event) => event.type)).toEqual([EVENTS.bookingCreated]);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  });

  it('is rolled back with a checkout that loses the last seat while it waits', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    // Another booking takes the last seat while this checkout waits for the row.
    const holder = await holdCourse(course.id, 0);
    try {
      const checkout = postJson(`${app.url}/api/checkout`, checkoutBody(course));
      await checkoutWaitsFor(holder);
      await holder.commitTransaction();

      expect(await checkout).toMatchObject({ status: 409, body: { error: SOLD_OUT } });
      expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id })).toBe(0);
      expect(await courseEvents(course.id)).toEqual([]);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  });
});
