import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
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

/** Before mails were retried for a span of time, they were given up after this many attempts. */
const FORMER_ATTEMPTS = 8;
const RETRY_WINDOW_MS = 7200;

describe('mail server deferring mails for a long time', () => {
  let app: TestApp;

  // The 24-hour retry window shrunk to 7.2 seconds, with retry delays to match.
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        MAIL_RETRY_HOURS: String(RETRY_WINDOW_MS / 3_600_000),
        MAIL_RETRY_BASE_DELAY_MS: '20',
        MAIL_RETRY_MAX_DELAY_MS: '100',
      },
    });
  });
  afterEach(() => {
    app.smtp.rejectWith = undefined;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function confirmedBooking() {
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

  const logOf = async (booking: BookingFixture) => {
    const [row] = await app.dataSource.query(
      `SELECT status, attempts, error, extract(epoch FROM now() - created_at) * 1000 AS owed_ms FROM email_log WHERE booking_id = $1`,
      [booking.id],
    );
    return row as { status: string; attempts: number; error: string | null; owed_ms: number } | undefined;
  };
  const mailsTo = (booking: BookingFixture) =>
    app.smtp.mails.filter((mail) => mail.to.includes(booking.customer_email));

  it('keeps retrying past the former attempt limit and delivers once the server accepts again', async () => {
    app.smtp.rejectWith = { code: 451, message: 'Bitte später erneut versuchen' };
    const booking = await confirmedBooking();
    const deferred = await eventually(
      async () => {
        const log = await logOf(booking);
        return log && log.attempts > FORMER_ATTEMPTS + 2 && log.error?.includes('Bitte später') ? log : undefined;
      },
      { what: `more than ${FORMER_ATTEMPTS + 2} deferred attempts` },
    );
    expect(deferred.status).toBe('sending');
    expect(await emailStatusOf(app.dataSource, booking.id)).toBe('sending');
    expect(Number(deferred.owed_ms)).toBeLessThan(RETRY_WINDOW_MS);

    app.smtp.rejectWith = undefined;
    await app.smtp.waitFor(1, (mail) => mail.to.includes(booking.customer_email));
    await bookingMailOutcome(app, booking.id, 'sent');
    await queuesDrained(app);
    expect(mailsTo(booking)).toHaveLength(1);
    expect(await logOf(booking)).toMatchObject({ status: 'sent', error: null });
  });

  it('marks a mail failed once it has been deferred for the whole retry window, and sends it no more', async () => {
    app.smtp.rejectWith = { code: 421, message: 'Dienst vorübergehend nicht verfügbar' };
    const booking = await confirmedBooking();
    const failed = await eventually(
      async () => {
        const log = await logOf(booking);
        return log?.status === 'failed' ? log : undefined;
      },
      { timeoutMs: RETRY_WINDOW_MS + 20_000, what: 'mail failed' },
    );
    expect(Number(failed.owed_ms)).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(failed.attempts).toBeGreaterThan(FORMER_ATTEMPTS);
    expect(failed.error).toContain('Dienst vorübergehend nicht verfügbar');
    expect(await emailStatusOf(app.dataSource, booking.id)).toBe('failed');

    app.smtp.rejectWith = undefined;
    await queuesDrained(app);
    expect(mailsTo(booking)).toEqual([]);
  });
});
