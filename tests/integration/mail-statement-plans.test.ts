import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../../backend/src/core/database/data-source-options';
import { JOBS } from '../../backend/src/core/queue/job-names';
import { prepareBookingMailLink } from '../../backend/src/auth/booking-mail-link';
import { BookingMailRepository } from '../../backend/src/mail/booking-mail.repository';
import { EmailLogRepository } from '../../backend/src/mail/email-log.repository';
import { createIsolatedDatabase } from '../support/isolated-database';
import { insertBooking, insertCourse, recordOwedMail } from '../support/mail-fixtures';

/**
 * The statements every mail runs are planned once per connection, not once per mail: planning the
 * mail's read cost PostgreSQL more than running it. One connection, so the statements this test
 * runs are the ones pg_prepared_statements lists.
 */
describe('the statements of every mail', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource(dataSourceOptions(await createIsolatedDatabase(), 1));
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  const plans = async () =>
    new Map(
      (
        await dataSource.query<{ name: string; generic_plans: number }[]>(
          `SELECT name, generic_plans FROM pg_prepared_statements`,
        )
      ).map((row) => [row.name, Number(row.generic_plans)]),
    );

  it('keep one plan for reading, claiming with its sign-in link and recording a mail, and answer as before', async () => {
    const course = await insertCourse(dataSource);
    const bookings = await Promise.all(Array.from({ length: 8 }, () => insertBooking(dataSource, course)));
    const mails = new BookingMailRepository(dataSource);
    const emailLog = new EmailLogRepository(dataSource);

    for (const booking of bookings) {
      const idempotencyKey = `plan-test:${randomUUID()}`;
      await recordOwedMail(dataSource, JOBS.sendBookingEmail, { idempotencyKey, bookingId: booking.id });

      const data = await mails.bookingEmailData(booking.id, 'confirmation');
      expect(data?.booking).toMatchObject({ id: booking.id, customerEmail: booking.customer_email });
      expect(data?.accessDataSentAt).toBeNull();

      const token = randomUUID();
      const link = prepareBookingMailLink('https://www.example.de', {
        email: booking.customer_email,
        courseStartsAt: new Date('2099-06-15T06:30:00Z'),
      });
      expect(link.url).toMatch(/^https:\/\/www\.example\.de\//);
      const claimed = await emailLog.claim({
        ...claimRequest(idempotencyKey, token, booking.customer_email),
        statusOfBookingId: booking.id,
        writeWithClaim: link.write,
      });
      expect(claimed).toMatchObject({ attempts: 1, retry_window_ended: false });
      const recorded = await emailLog.recordResult({
        idempotencyKey,
        token,
        status: 'sent',
        error: null,
        messageId: `<${randomUUID()}@example.de>`,
        subject: 'Buchungsbestätigung',
        templateId: null,
        unknownPlaceholders: [],
        bookingId: booking.id,
        statusOfBookingId: booking.id,
      });
      expect(recorded).toEqual({ attempts: 1 });
    }

    const statuses = await dataSource.query<{ email_status: string }[]>(
      `SELECT email_status FROM bookings WHERE id = ANY($1::uuid[])`,
      [bookings.map((booking) => booking.id)],
    );
    expect(statuses.map((row) => row.email_status)).toEqual(bookings.map(() => 'sent'));
    const links = await dataSource.query<{ email: string; valid_until: string }[]>(
      `SELECT email, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS valid_until FROM magic_link_tokens WHERE purpose = 'booking-mail'`,
    );
    expect(links.map((row) => row.email).sort()).toEqual(
      bookings.map((booking) => booking.customer_email.toLowerCase()).sort(),
    );
    expect(new Set(links.map((row) => row.valid_until))).toEqual(new Set(['2099-07-15']));
    const kept = await plans();
    for (const name of ['booking-email-data', 'email-log-claim+booking-mail-link', 'email-log-record-result'])
      expect(kept.get(name), name).toBeGreaterThan(0);
  });

  it('writes a sign-in link only with a claim that takes the mail', async () => {
    const emailLog = new EmailLogRepository(dataSource);
    const idempotencyKey = `plan-test:${randomUUID()}`;
    const email = 'einmal@example.de';
    await recordOwedMail(dataSource, JOBS.sendEmail, { idempotencyKey });
    const claimWithLink = () =>
      emailLog.claim({
        ...claimRequest(idempotencyKey, randomUUID(), email),
        writeWithClaim: prepareBookingMailLink('https://www.example.de', { email }).write,
      });

    expect(await claimWithLink()).toMatchObject({ attempts: 1 });
    // Refused: the first claim's lease runs.
    expect(await claimWithLink()).toBeNull();
    const links = await dataSource.query<{ email: string }[]>(`SELECT email FROM magic_link_tokens WHERE email = $1`, [
      email,
    ]);
    expect(links).toEqual([{ email }]);
  });
});

function claimRequest(idempotencyKey: string, token: string, recipient: string) {
  return {
    idempotencyKey,
    token,
    leaseSeconds: 60,
    type: 'booking-confirmation',
    recipient,
    windowSeconds: 3600,
    now: new Date(),
    statusOfBookingId: null,
  };
}
