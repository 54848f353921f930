import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { startTestApp, TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import { BookingFixture, insertBooking, insertCourse } from '../support/mail-fixtures';
import { PrivatePostgres } from '../support/private-postgres';
import { CaughtMail } from '../support/smtp-catcher';

const MAILS = 300;
/** Mails one worker sends at once (QUEUE_CONCURRENCY.mail). */
const CONCURRENT_SENDS = 10;

describe('PostgreSQL restarted during a burst of mails', () => {
  let app: TestApp;
  let postgres: PrivatePostgres;

  beforeAll(async () => {
    postgres = await PrivatePostgres.create();
    const databaseUrl = await postgres.migratedDatabase('mpb_restart');
    // Leases (twice the SMTP timeout) and retry delays short enough that a second send would show within the test.
    app = await startTestApp({
      env: {
        DATABASE_URL: databaseUrl,
        MAIL_SEND_TIMEOUT_MS: '5000',
        MAIL_RETRY_BASE_DELAY_MS: '200',
        MAIL_RETRY_MAX_DELAY_MS: '2000',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await postgres?.start().catch(() => undefined);
    await app?.close();
    await postgres?.remove();
  });

  /** MAILS confirmed bookings of one course, their outbox events committed at once. */
  async function confirmationBurst() {
    const course = await insertCourse(app.dataSource, { max_participants: MAILS, available_spots: 0 });
    const outbox = app.api.get(OutboxService);
    const bookings = await app.dataSource.transaction(async (manager) => {
      const created: BookingFixture[] = [];
      for (let index = 0; index < MAILS; index += 1) {
        const booking = await insertBooking(manager, course, { customer_name: `Teilnehmer ${index}` });
        await outbox.record(manager, EVENTS.bookingConfirmed, { bookingId: booking.id, courseId: course.id });
        created.push(booking);
      }
      return created;
    });
    const ours = new Set(bookings.map((booking) => booking.customer_email));
    return {
      ids: bookings.map((booking) => booking.id),
      isOurs: (mail: CaughtMail) => mail.to.some((address) => ours.has(address)),
    };
  }

  const sentCount = async (ids: string[]) => {
    const rows = await app.dataSource
      .query(`SELECT count(*)::int AS sent FROM email_log WHERE booking_id = ANY($1::uuid[]) AND status = 'sent'`, [
        ids,
      ])
      .catch(() => [{ sent: -1 }]);
    return rows[0].sent as number;
  };

  it(`sends each of ${MAILS} mails exactly once when the database restarts while mails are being delivered`, async () => {
    // Every concurrent send waits mid-delivery; the database goes down; then the server accepts them all.
    app.smtp.hold();
    const { ids, isOurs } = await confirmationBurst();
    await eventually(() => app.smtp.heldCount >= CONCURRENT_SENDS, {
      timeoutMs: 60_000,
      everyMs: 10,
      what: 'concurrent sends held',
    });
    await postgres.stop();
    app.smtp.release();
    await app.smtp.waitFor(CONCURRENT_SENDS, isOurs, 30_000);
    await postgres.start();

    await eventually(async () => (await sentCount(ids)) === MAILS, {
      timeoutMs: 120_000,
      everyMs: 250,
      what: `${MAILS} mails recorded sent`,
    });
    await queuesDrained(app, 60_000);

    const ourMails = app.smtp.mails.filter(isOurs);
    const messageIds = ourMails.map((mail) => mail.parsed.messageId);
    expect(new Set(messageIds).size).toBe(MAILS);
    expect(messageIds).toHaveLength(MAILS);
  }, 240_000);
});
