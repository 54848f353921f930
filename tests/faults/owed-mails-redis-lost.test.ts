import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { EVENTS, JOBS, QUEUES } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { startTestApp, TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import { BookingFixture, emailStatusOf, insertBooking, insertCourse, withEvent } from '../support/mail-fixtures';
import { PrivateRedis } from '../support/private-redis';
import { CaughtMail } from '../support/smtp-catcher';

const BOOKINGS = 100;
const HOUR_MS = 3_600_000;

describe('mails owed while the mail server is down and Redis loses its jobs', () => {
  let app: TestApp;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await startTestApp({
      env: {
        REDIS_URL: redis.url,
        MAIL_SWEEP_INTERVAL_MS: '500',
        MAIL_RETRY_BASE_DELAY_MS: '200',
        MAIL_RETRY_MAX_DELAY_MS: '1000',
      },
    });
  });
  afterEach(() => {
    app.smtp.rejectWith = undefined;
    if (app.worker) app.worker.get(Clock).now = () => new Date();
  });
  afterAll(async () => {
    await redis?.start().catch(() => undefined);
    await app?.close();
    await redis?.stop();
  });

  async function confirmWithEvent(course?: { id: string }) {
    const of = course ?? (await insertCourse(app.dataSource));
    return withEvent(
      app.dataSource,
      app.api.get(OutboxService),
      (manager) => insertBooking(manager, of as never),
      (booking) => ({
        type: EVENTS.bookingConfirmed,
        payload: { bookingId: booking.id, courseId: of.id },
      }),
    );
  }

  const logsOf = (bookings: BookingFixture[]) =>
    app.dataSource.query<
      {
        status: string;
        attempts: number;
        queue: string | null;
        job_name: string | null;
        job_id: string | null;
        job_data: unknown;
      }[]
    >(
      `SELECT idempotency_key, status, attempts, queue, job_name, job_id, job_data, recipient FROM email_log WHERE recipient = ANY($1::text[])`,
      [bookings.map((booking) => booking.customer_email)],
    );

  it('records the mail owed, with its job data, in the transaction that confirms the booking', async () => {
    await app.stopWorker();
    try {
      const booking = await confirmWithEvent();
      const rows = await app.dataSource.query(
        `SELECT status, queue, job_name, job_id, job_data FROM email_log WHERE job_data->>'bookingId' = $1`,
        [booking.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'queued',
        queue: QUEUES.mail,
        job_name: JOBS.sendBookingEmail,
        job_data: { bookingId: booking.id, kind: 'confirmation' },
      });
      expect(rows[0].job_id).toEqual(expect.any(String));
    } finally {
      await app.startWorker();
    }
  });

  it(`delivers ${BOOKINGS} of ${BOOKINGS} confirmations once each when Redis restarts empty while the mail server is down`, async () => {
    app.smtp.rejectWith = { code: 421, message: 'Dienst vorübergehend nicht verfügbar' };
    const course = await insertCourse(app.dataSource, { max_participants: BOOKINGS, available_spots: 0 });
    // Paid at about the same time, each in its own transaction: the relay publishes them in a few batches.
    const bookings = await Promise.all(Array.from({ length: BOOKINGS }, () => confirmWithEvent(course)));
    await eventually(async () => (await logsOf(bookings)).filter((log) => log.attempts >= 1).length === BOOKINGS, {
      timeoutMs: 60_000,
      what: 'one attempt per mail',
    });
    // Every owed row was written with its event, none by a worker: each can be queued again.
    const rows = await logsOf(bookings);
    expect.soft(rows.filter((row) => !row.job_id || !row.job_name || !row.queue || !row.job_data)).toEqual([]);

    await redis.stop();
    await redis.start();
    app.smtp.rejectWith = undefined;

    const ours = new Set(bookings.map((booking) => booking.customer_email));
    const isOurs = (mail: CaughtMail) => mail.to.some((address) => ours.has(address));
    await app.smtp.waitFor(BOOKINGS, isOurs, 90_000);
    await queuesDrained(app, 60_000);
    const addresses = app.smtp.mails.filter(isOurs).flatMap((mail) => mail.to);
    expect(addresses).toHaveLength(BOOKINGS);
    expect(new Set(addresses).size).toBe(BOOKINGS);
    expect((await logsOf(bookings)).map((log) => log.status)).toEqual(Array(BOOKINGS).fill('sent'));
  }, 180_000);

  it('marks failed, once the retry window has passed, every owed mail that can never be sent', async () => {
    app.smtp.rejectWith = { code: 451, message: 'Bitte später erneut versuchen' };
    const deferred = await confirmWithEvent();
    // A row without job data (as workers once wrote them): nothing can queue it again.
    const orphanKey = `booking-email:orphan-${randomUUID()}`;
    await app.dataSource.query(
      `INSERT INTO email_log (idempotency_key, type, recipient) VALUES ($1, 'booking-confirmation', $2)`,
      [orphanKey, `verwaist-${randomUUID().slice(0, 8)}@example.de`],
    );
    const deferredLog = async () => (await logsOf([deferred]))[0];
    await eventually(async () => (await deferredLog())?.attempts >= 3, { what: 'deferred attempts' });
    const statusOf = async (key: string) =>
      (await app.dataSource.query(`SELECT status FROM email_log WHERE idempotency_key = $1`, [key]))[0].status;
    expect(await statusOf(orphanKey)).toBe('queued');
    expect((await deferredLog()).status).toBe('sending');

    app.worker!.get(Clock).now = () => new Date(Date.now() + 25 * HOUR_MS);
    await eventually(
      async () => (await statusOf(orphanKey)) === 'failed' && (await deferredLog()).status === 'failed',
      {
        timeoutMs: 30_000,
        what: 'owed mails failed',
      },
    );
    expect(await emailStatusOf(app.dataSource, deferred.id)).toBe('failed');

    app.smtp.rejectWith = undefined;
    await queuesDrained(app);
    expect(app.smtp.mails.filter((mail) => mail.to.includes(deferred.customer_email))).toEqual([]);
  });
});
