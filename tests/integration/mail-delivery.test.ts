import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MagicLinkMailer } from '../../backend/src/auth/magic-link.mailer';
import { EVENTS, JOBS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { APP_CONFIG } from '../../backend/src/core/config/app-config';
import { LOGGER } from '../../backend/src/core/logging/logging.module';
import { dataSourceOptions } from '../../backend/src/core/database/data-source-options';
import { DeliveredMailStore } from '../../backend/src/mail/delivered-mails';
import { EmailLogRepository } from '../../backend/src/mail/email-log.repository';
import { SendBookingEmailJob } from '../../backend/src/mail/jobs/send-booking-email.job';
import { startTestApp, TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import {
  emailStatusOf,
  insertBooking,
  insertCourse,
  linksIn,
  recordOwedMail,
  withEvent,
} from '../support/mail-fixtures';

describe('mail delivery', () => {
  let app: TestApp;
  let outbox: OutboxService;

  beforeAll(async () => {
    app = await startTestApp();
    outbox = app.api.get(OutboxService);
  });
  afterEach(() => {
    app.smtp.rejectWith = undefined;
  });
  afterAll(async () => {
    await app?.close();
  });

  const statusSequence = async (bookingId: string, until: string) => {
    const seen: string[] = [];
    await eventually(
      async () => {
        const status = await emailStatusOf(app.dataSource, bookingId);
        if (seen.at(-1) !== status) seen.push(status);
        return status === until ? status : undefined;
      },
      { timeoutMs: 30_000, everyMs: 20, what: `e-mail status ${until}` },
    );
    return seen;
  };

  /** The store of kept deliveries as another worker process would open it. */
  const deliveredMailStore = (emailLog = app.worker!.get(EmailLogRepository)) =>
    new DeliveredMailStore(emailLog, app.worker!.get(APP_CONFIG), app.worker!.get(LOGGER));

  async function confirmedBooking() {
    const course = await insertCourse(app.dataSource);
    return withEvent(
      app.dataSource,
      outbox,
      (m) => insertBooking(m, course),
      (b) => ({
        type: EVENTS.bookingConfirmed,
        payload: { bookingId: b.id, courseId: course.id },
      }),
    );
  }

  it('retries a mail the server defers, shows sending meanwhile, then sent', async () => {
    app.smtp.rejectWith = { code: 451, message: 'Temporärer Fehler' };
    const booking = await confirmedBooking();
    const sending = await statusSequence(booking.id, 'sending');
    // Ends in 'sending' by construction; what matters is that nothing else came before it.
    expect([['sending'], ['nicht_gesendet', 'sending']]).toContainEqual(sending);
    // A claim counts the attempt before delivery: wait for the refusal to be recorded.
    await eventually(
      async () => {
        const [row] = await app.dataSource.query(`SELECT attempts, error FROM email_log WHERE booking_id = $1`, [
          booking.id,
        ]);
        return row?.attempts >= 1 && row.error?.includes('Temporärer Fehler');
      },
      { what: 'a deferred attempt' },
    );
    // Watch from before the server accepts again: still 'sending' after the refusal, then 'sent'.
    const delivered = statusSequence(booking.id, 'sent');
    app.smtp.rejectWith = undefined;
    await app.smtp.waitFor(1, (mail) => mail.to.includes(booking.customer_email), 30_000);
    expect(await delivered).toEqual(['sending', 'sent']);
    const [log] = await app.dataSource.query(`SELECT status, attempts, error FROM email_log WHERE booking_id = $1`, [
      booking.id,
    ]);
    expect(log).toMatchObject({ status: 'sent', error: null });
    expect(log.attempts).toBeGreaterThanOrEqual(2);
  });

  it('gives up at once, visibly, when the server refuses the mail for good', async () => {
    app.smtp.rejectWith = { code: 550, message: 'Postfach existiert nicht' };
    const booking = await confirmedBooking();
    const failing = await statusSequence(booking.id, 'failed');
    expect(failing).not.toContain('sent');
    const [log] = await app.dataSource.query(`SELECT status, attempts, error FROM email_log WHERE booking_id = $1`, [
      booking.id,
    ]);
    expect(log).toMatchObject({ status: 'failed', attempts: 1 });
    expect(log.error).toContain('Postfach existiert nicht');
  });

  it('marks a deferred mail failed only on its last try', async () => {
    const course = await insertCourse(app.dataSource);
    const booking = await insertBooking(app.dataSource, course);
    const job = app.worker!.get(SendBookingEmailJob);
    const payload = {
      bookingId: booking.id,
      kind: 'confirmation' as const,
      idempotencyKey: `booking-email:last-try-${booking.id}`,
    };
    await recordOwedMail(app.dataSource, JOBS.sendBookingEmail, payload);
    app.smtp.rejectWith = { code: 421, message: 'Dienst nicht verfügbar' };
    await expect(job.handle(payload, { attempt: 7, maxAttempts: 8 })).rejects.toThrow(/421/);
    expect(await emailStatusOf(app.dataSource, booking.id)).toBe('sending');
    await expect(job.handle(payload, { attempt: 8, maxAttempts: 8 })).rejects.toThrow(/421/);
    expect(await emailStatusOf(app.dataSource, booking.id)).toBe('failed');
    const [log] = await app.dataSource.query(`SELECT status, attempts FROM email_log WHERE idempotency_key = $1`, [
      payload.idempotencyKey,
    ]);
    expect(log).toEqual({ status: 'failed', attempts: 2 });
  });

  it('records a mail an earlier attempt delivered but could not record, without sending it again', async () => {
    const course = await insertCourse(app.dataSource);
    const booking = await insertBooking(app.dataSource, course);
    const payload = {
      bookingId: booking.id,
      kind: 'confirmation' as const,
      idempotencyKey: `booking-email:kept-${booking.id}`,
    };
    await recordOwedMail(app.dataSource, JOBS.sendBookingEmail, payload);
    // The earlier attempt ran in a worker that died since: its claim ran out, its delivery is kept in Redis.
    await app.dataSource.query(
      `UPDATE email_log SET status = 'sending', attempts = 1, lease_until = now() - interval '1 second' WHERE idempotency_key = $1`,
      [payload.idempotencyKey],
    );
    const diedWorker = deliveredMailStore();
    await diedWorker.keep(payload.idempotencyKey, {
      messageId: '<kept@example.de>',
      subject: 'Buchungsbestätigung',
      templateId: null,
      unknownPlaceholders: [],
    });
    await diedWorker.onApplicationShutdown();

    const job = app.worker!.get(SendBookingEmailJob);
    await expect(job.handle(payload, { attempt: 2, maxAttempts: 8 })).resolves.toBe('sent');
    const [log] = await app.dataSource.query(
      `SELECT status, attempts, message_id FROM email_log WHERE idempotency_key = $1`,
      [payload.idempotencyKey],
    );
    expect(log).toEqual({ status: 'sent', attempts: 2, message_id: '<kept@example.de>' });
    expect(await emailStatusOf(app.dataSource, booking.id)).toBe('sent');
    expect(app.smtp.mails.filter((mail) => mail.to.includes(booking.customer_email))).toEqual([]);

    // Once recorded, the kept delivery is deleted from Redis, where any worker would find it.
    const laterWorker = deliveredMailStore();
    await eventually(async () => (await laterWorker.find(payload.idempotencyKey)) === null, {
      what: 'the kept delivery deleted',
    });
    await laterWorker.onApplicationShutdown();
  });

  it('keeps a delivery in Redis while the database cannot confirm that its recorded result is on disk', async () => {
    // A worker whose database went away right after it recorded the mail.
    const awayDatabase = new DataSource(dataSourceOptions(app.worker!.get(APP_CONFIG).database.url, 1));
    await awayDatabase.initialize();
    await awayDatabase.destroy();
    const idempotencyKey = `booking-email:unflushed-${randomUUID()}`;
    const cutOff = deliveredMailStore(new EmailLogRepository(awayDatabase));
    await cutOff.keep(idempotencyKey, {
      messageId: '<unflushed@example.de>',
      subject: 'Buchungsbestätigung',
      templateId: null,
      unknownPlaceholders: [],
    });
    cutOff.forget(idempotencyKey);
    await cutOff.onApplicationShutdown();

    const laterWorker = deliveredMailStore();
    await expect(laterWorker.find(idempotencyKey)).resolves.toMatchObject({ messageId: '<unflushed@example.de>' });
    await laterWorker.onApplicationShutdown();
  });

  it('sends any template from an email.requested event, and refuses to record an unknown type', async () => {
    const to = `warteliste-${randomUUID().slice(0, 8)}@example.de`;
    const unknown = { to, message: { type: 'gibt-es-nicht', props: {} } } as never;
    await expect(
      app.dataSource.transaction((manager) => outbox.record(manager, EVENTS.emailRequested, unknown)),
    ).rejects.toThrow(/unknown e-mail type/);
    await app.dataSource.transaction(async (manager) => {
      await outbox.record(manager, EVENTS.emailRequested, {
        to,
        idempotencyKey: `waitlist-joined:${to}`,
        message: {
          type: 'waitlist-joined',
          props: {
            courseTitle: 'Medizinprodukteberater Basiszertifizierung',
            courseDate: '2098-12-15',
            startTime: '08:30',
            endTime: '16:00',
            position: 2,
            unsubscribeUrl: `${app.url}/waitlist-unsubscribe?token=abc`,
          },
        },
      });
    });
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(to));
    expect(mail.subject).toBe('Warteliste: Medizinprodukteberater Basiszertifizierung am 15.12.2098 (Position 2)');
    await queuesDrained(app);
    expect(app.smtp.mails.filter((caught) => caught.to.includes(to))).toHaveLength(1);
  });

  it('mails a sign-in link whose token matches the stored hash, and never stores the token readable', async () => {
    const email = `anmeldung-${randomUUID().slice(0, 8)}@example.de`;
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const mailer = app.api.get(MagicLinkMailer);
    await app.dataSource.transaction(async (manager) => {
      const expiresAt = new Date(Date.now() + 15 * 60_000);
      await manager.query(`INSERT INTO magic_link_tokens (email, token_hash, expires_at) VALUES ($1, $2, $3)`, [
        email,
        tokenHash,
        expiresAt,
      ]);
      await mailer.send(manager, { email: email.toUpperCase(), token, expiresAt });
    });
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email));
    expect(mail.subject).toBe('Ihr Anmeldelink für die Medizinprodukteberater Zertifizierung');
    const link = new URL(linksIn(mail.html).find((href) => href.includes('/api/auth/callback'))!);
    expect(link.origin).toBe(app.url);
    expect(createHash('sha256').update(link.searchParams.get('token')!).digest('hex')).toBe(tokenHash);
    const stored = await app.dataSource.query(
      `SELECT payload::text AS payload FROM outbox_events WHERE payload->>'email' = $1`,
      [email],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].payload).not.toContain(token);
  });

  it('drops a sign-in mail whose link expired before it could be sent', async () => {
    const email = `spaet-${randomUUID().slice(0, 8)}@example.de`;
    const marker = `puenktlich-${randomUUID().slice(0, 8)}@example.de`;
    const mailer = app.api.get(MagicLinkMailer);
    await app.dataSource.transaction(async (manager) => {
      await mailer.send(manager, { email, token: 'abgelaufen', expiresAt: new Date(Date.now() - 1000) });
      await mailer.send(manager, { email: marker, token: 'gueltig', expiresAt: new Date(Date.now() + 60_000) });
    });
    await app.smtp.waitFor(1, (caught) => caught.to.includes(marker));
    await queuesDrained(app);
    expect(app.smtp.mails.filter((caught) => caught.to.includes(email))).toEqual([]);
  });
});
