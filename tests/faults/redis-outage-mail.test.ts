import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, QUEUES } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { startTestApp, TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import {
  BookingFixture,
  bookingMailOutcome,
  emailStatusOf,
  insertBooking,
  insertCourse,
  withEvent,
} from '../support/mail-fixtures';
import { PrivateRedis } from '../support/private-redis';

describe('Redis stopped or emptied while bookings are confirmed', () => {
  let app: TestApp;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${redis.port}`, MAIL_SWEEP_INTERVAL_MS: '500' } });
  });
  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    await app?.close();
    await redis?.stop();
  });

  async function confirmWithEvent() {
    const course = await insertCourse(app.dataSource);
    return withEvent(
      app.dataSource,
      app.api.get(OutboxService),
      (manager) => insertBooking(manager, course),
      (booking) => ({
        type: EVENTS.bookingConfirmed,
        payload: { bookingId: booking.id, courseId: course.id },
      }),
    );
  }

  const mailsTo = (booking: BookingFixture) =>
    app.smtp.mails.filter((mail) => mail.to.includes(booking.customer_email));
  const outboxCount = async (bookings: BookingFixture[], published: boolean) => {
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox_events WHERE (published_at IS NOT NULL) = $2 AND payload->>'bookingId' = ANY($1::text[])`,
      [bookings.map((booking) => booking.id), published],
    );
    return count as number;
  };

  /** Whether another transaction (the relay, publishing) holds the bookings' outbox rows. */
  const outboxRowsLocked = async (bookings: BookingFixture[]) => {
    try {
      await app.dataSource.transaction((manager) =>
        manager.query(`SELECT id FROM outbox_events WHERE payload->>'bookingId' = ANY($1::text[]) FOR UPDATE NOWAIT`, [
          bookings.map((booking) => booking.id),
        ]),
      );
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') return true;
      throw error;
    }
  };

  it('loses no event and mails every confirmation once Redis is back', async () => {
    const before = await confirmWithEvent();
    await app.smtp.waitFor(1, (mail) => mail.to.includes(before.customer_email));

    await redis.stop();
    const during: BookingFixture[] = [];
    for (let index = 0; index < 5; index += 1) during.push(await confirmWithEvent());
    // The relay tries to publish them and gives up when Redis does not answer.
    await eventually(() => outboxRowsLocked(during), { what: 'relay publishing' });
    await eventually(async () => !(await outboxRowsLocked(during)), {
      timeoutMs: 20_000,
      everyMs: 10,
      what: 'relay giving up',
    });

    expect(await outboxCount(during, false)).toBe(5);
    for (const booking of during) {
      expect(mailsTo(booking)).toEqual([]);
      expect(await emailStatusOf(app.dataSource, booking.id)).toBe('nicht_gesendet');
    }

    await redis.start();
    for (const booking of during) await app.smtp.waitFor(1, (mail) => mail.to.includes(booking.customer_email), 60_000);
    for (const booking of during) {
      await bookingMailOutcome(app, booking.id, 'sent');
    }
    expect(await outboxCount(during, true)).toBe(5);

    await queuesDrained(app);
    for (const booking of [before, ...during]) expect(mailsTo(booking)).toHaveLength(1);
  });

  it('sends, from the database, the queued confirmations Redis lost', async () => {
    const mailQueue = app.api.get(QueueRegistry).get(QUEUES.mail);
    await mailQueue.pause();
    const queued: BookingFixture[] = [];
    for (let index = 0; index < 5; index += 1) queued.push(await confirmWithEvent());
    await eventually(async () => (await outboxCount(queued, true)) === 5, { what: 'confirmations queued' });
    expect((await mailQueue.getJobCounts('waiting')).waiting).toBeGreaterThanOrEqual(5);
    for (const booking of queued) expect(mailsTo(booking)).toEqual([]);

    // Redis restarts without its data: the queued jobs, the pause and the job schedules are gone.
    await redis.stop();
    await redis.start();

    for (const booking of queued) await app.smtp.waitFor(1, (mail) => mail.to.includes(booking.customer_email), 60_000);
    for (const booking of queued) {
      await bookingMailOutcome(app, booking.id, 'sent');
    }
    await queuesDrained(app);
    for (const booking of queued) expect(mailsTo(booking)).toHaveLength(1);
  });
});
