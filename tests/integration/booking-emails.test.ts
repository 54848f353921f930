import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, JOBS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { SendBookingEmailJob } from '../../backend/src/mail/jobs/send-booking-email.job';
import { startTestApp, TestApp } from '../support/app';
import { queuesDrained } from '../support/eventually';
import {
  emailStatusOf,
  expectSitePage,
  bookingMailOutcome,
  insertBooking,
  insertCourse,
  linksIn,
  recordOwedMail,
  removeSiteBuildCopy,
  siteBuildOptions,
  withEvent,
} from '../support/mail-fixtures';
import { CaughtMail } from '../support/smtp-catcher';

describe('booking e-mails', () => {
  let app: TestApp;
  let outbox: OutboxService;

  beforeAll(async () => {
    app = await startTestApp(siteBuildOptions());
    outbox = app.api.get(OutboxService);
  });
  afterAll(async () => {
    await app?.close();
    removeSiteBuildCopy();
  });

  const mailTo = (address: string) => (mail: CaughtMail) => mail.to.includes(address);

  /**
   * Every link opens a page of the site (mailto and tel links aside), and the mail carries its
   * recipient's sign-in link to 'Meine Buchungen' (booking-mail-sign-in.test.ts follows it).
   */
  async function expectWorkingLinks(mail: CaughtMail) {
    const signInLinks = linksIn(mail.html).filter((link) => link.startsWith(`${app.url}/api/auth/callback?token=`));
    expect(signInLinks, 'one sign-in link to Meine Buchungen').toHaveLength(1);
    expect(mail.text).toContain('Meine Buchungen öffnen');
    const siteLinks = linksIn(mail.html).filter((link) => !/^(mailto|tel):/.test(link) && !signInLinks.includes(link));
    expect(siteLinks.length, 'links to the site in the mail').toBeGreaterThan(0);
    for (const link of siteLinks) await expectSitePage(link, app.url);
  }

  it('sends the confirmation with German date, euro amount, booking id and a calendar file', async () => {
    const course = await insertCourse(app.dataSource, { date: '2098-12-15' });
    const booking = await withEvent(
      app.dataSource,
      outbox,
      (manager) => insertBooking(manager, course, { customer_name: 'Jürgen Groß' }),
      (created) => ({ type: EVENTS.bookingConfirmed, payload: { bookingId: created.id, courseId: course.id } }),
    );

    const [mail] = await app.smtp.waitFor(1, mailTo(booking.customer_email));
    expect(mail.to).toEqual([booking.customer_email]);
    expect(mail.subject).toBe('Buchungsbestätigung: Medizinprodukteberater Basiszertifizierung am 15.12.2098');
    expect(mail.html).toContain('Montag, 15. Dezember 2098');
    expect(mail.html).toContain('08:30-16:00 Uhr');
    expect(mail.html).toContain('474,81\u00a0€');
    expect(mail.html).toContain(booking.id);
    expect(mail.html).toContain('Jürgen Groß');
    expect(mail.text).toContain('Montag, 15. Dezember 2098');
    expect(mail.text).toContain('Stornierungsbedingungen');

    const calendar = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(calendar?.filename).toBe('kurstermin.ics');
    const ics = calendar!.content.toString('utf8');
    expect(ics).toContain('DTSTART:20981215T073000Z');
    expect(ics).toContain('DTEND:20981215T150000Z');
    expect(ics).toContain(`UID:booking-${booking.id}@127.0.0.1`);
    await expectWorkingLinks(mail);

    await bookingMailOutcome(app, booking.id, 'sent');
    const log = await app.dataSource.query(
      `SELECT type, status, attempts, subject FROM email_log WHERE booking_id = $1`,
      [booking.id],
    );
    expect(log).toEqual([{ type: 'booking-confirmation', status: 'sent', attempts: 1, subject: mail.subject }]);
  });

  it('sends manual confirmation, cancellation and refund mails from their events', async () => {
    const course = await insertCourse(app.dataSource, { date: '2098-06-10', start_time: '09:00', end_time: '16:30' });
    const manual = await withEvent(
      app.dataSource,
      outbox,
      (m) => insertBooking(m, course),
      (b) => ({
        type: EVENTS.bookingManuallyConfirmed,
        payload: { bookingId: b.id, courseId: course.id },
      }),
    );
    const cancelled = await withEvent(
      app.dataSource,
      outbox,
      (m) => insertBooking(m, course, { booking_status: 'cancelled', payment_status: 'paid' }),
      (b) => ({ type: EVENTS.bookingCancelled, payload: { bookingId: b.id, courseId: course.id } }),
    );
    const refunded = await withEvent(
      app.dataSource,
      outbox,
      (m) =>
        insertBooking(m, course, {
          booking_status: 'failed',
          payment_status: 'refunded',
          confirmed_at: null,
          amount: 37985,
          discount_amount: 9496,
        }),
      (b) => ({ type: EVENTS.bookingRefunded, payload: { bookingId: b.id, courseId: course.id } }),
    );

    const [manualMail] = await app.smtp.waitFor(1, mailTo(manual.customer_email));
    expect(manualMail.subject).toBe(
      'Ihre Buchung ist bestätigt: Medizinprodukteberater Basiszertifizierung am 10.06.2098',
    );
    expect(manualMail.html).toContain('Dienstag, 10. Juni 2098');
    expect(manualMail.html).toContain('09:00-16:30 Uhr');
    expect(manualMail.attachments.some((attachment) => attachment.filename === 'kurstermin.ics')).toBe(true);

    const [cancelMail] = await app.smtp.waitFor(1, mailTo(cancelled.customer_email));
    expect(cancelMail.subject).toBe(
      'Stornierung Ihrer Buchung: Medizinprodukteberater Basiszertifizierung am 10.06.2098',
    );
    expect(cancelMail.html).toContain(cancelled.id);
    expect(cancelMail.attachments).toEqual([]);

    const [refundMail] = await app.smtp.waitFor(1, mailTo(refunded.customer_email));
    expect(refundMail.subject).toBe(
      'Rückerstattung Ihrer Zahlung: Medizinprodukteberater Basiszertifizierung am 10.06.2098',
    );
    expect(refundMail.html).toContain('379,85\u00a0€');

    for (const mail of [manualMail, cancelMail, refundMail]) await expectWorkingLinks(mail);
    for (const booking of [manual, cancelled, refunded]) {
      await bookingMailOutcome(app, booking.id, 'sent');
    }
  });

  it('sends no cancellation mail for a checkout that was never confirmed', async () => {
    const course = await insertCourse(app.dataSource);
    const abandoned = await withEvent(
      app.dataSource,
      outbox,
      (m) => insertBooking(m, course, { booking_status: 'cancelled', payment_status: 'failed', confirmed_at: null }),
      (b) => ({ type: EVENTS.bookingCancelled, payload: { bookingId: b.id, courseId: course.id } }),
    );
    const marker = await withEvent(
      app.dataSource,
      outbox,
      (m) => insertBooking(m, course),
      (b) => ({
        type: EVENTS.bookingConfirmed,
        payload: { bookingId: b.id, courseId: course.id },
      }),
    );
    await app.smtp.waitFor(1, mailTo(marker.customer_email));
    expect(app.smtp.mails.filter(mailTo(abandoned.customer_email))).toEqual([]);
    expect(await emailStatusOf(app.dataSource, abandoned.id)).toBe('nicht_gesendet');
  });

  it('mails once when the same job runs twice', async () => {
    const course = await insertCourse(app.dataSource);
    const booking = await insertBooking(app.dataSource, course);
    const job = app.worker!.get(SendBookingEmailJob);
    const payload = {
      bookingId: booking.id,
      kind: 'confirmation' as const,
      idempotencyKey: `booking-email:duplicate-${booking.id}`,
    };
    await recordOwedMail(app.dataSource, JOBS.sendBookingEmail, payload);
    const context = { attempt: 1, maxAttempts: 8 };
    const outcomes = await Promise.allSettled([job.handle(payload, context), job.handle(payload, context)]);
    // One claims the mail and sends it; the other finds it sent or, while that claim runs, is refused (and retried by BullMQ).
    const results = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value : String(outcome.reason),
    );
    expect(results.filter((result) => result === 'sent')).toHaveLength(1);
    expect(results.find((result) => result !== 'sent')).toMatch(/^already-sent$|is being sent by another attempt/);
    expect(await job.handle(payload, { attempt: 2, maxAttempts: 8 })).toBe('already-sent');
    await queuesDrained(app);
    expect(app.smtp.mails.filter(mailTo(booking.customer_email))).toHaveLength(1);
  });
});
