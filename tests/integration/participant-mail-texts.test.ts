import { courseStartsAt, formatShortDateTime } from '@mpb/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { reminderKey } from '../../backend/src/mail/access-mails.repository';
import { ScanRemindersJob } from '../../backend/src/reminders/jobs/scan-reminders.job';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { pdfText } from '../support/certificate-pdf';
import { eventually } from '../support/eventually';
import type { CaughtMail } from '../support/smtp-catcher';
import { uniqueEmail } from './helpers/booking-fixtures';
import {
  adminCalls,
  berlinDatePlus,
  createCourse,
  insertBooking,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';
import { berlinWallClock } from '../support/berlin-time';

const HOUR = 3_600_000;
const CHANGES_OFFERED = /stornieren, umbuchen|Ersatzperson benennen/;
const BEFORE_THE_WINDOW = '24 Stunden vor Kursbeginn';

interface MyBooking {
  id: string;
  accessNote: string | null;
  certificate: { number: string; downloadUrl: string } | null;
}

describe("what participants' mails and 'Meine Buchungen' say about access data, changes and the certificate", () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp());
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  const mailTo = async (email: string, subject: string, count = 1) =>
    (await app.smtp.waitFor(count, (mail) => mail.to.includes(email) && mail.subject.startsWith(subject)))[count - 1];
  const readable = (text: string) => text.replace(/\s+/g, ' ');
  const calendarText = (mail: CaughtMail) =>
    mail.attachments
      .find((file) => file.filename === 'kurstermin.ics')!
      .content.toString('utf8')
      .replace(/\r\n[ \t]/g, '')
      .replace(/\\,/g, ',');
  const myBookings = async (cookie: string) => {
    const answer = await call(app, 'GET', '/api/me/bookings', { cookie });
    expect(answer.status).toBe(200);
    return (answer.body as { bookings: MyBooking[] }).bookings;
  };
  /** Both processes read the time from their clock: the API for 'Meine Buchungen', the worker for mails and reminders. */
  const setNow = (now: Date) => {
    vi.spyOn(app.api.get(Clock), 'now').mockReturnValue(now);
    vi.spyOn(app.worker!.get(Clock), 'now').mockReturnValue(now);
  };
  async function courseWithAccess() {
    const course = await createCourse(app.dataSource);
    await app.dataSource.query(`UPDATE courses SET access_url = 'https://meet.example.de/raum-9' WHERE id = $1`, [
      course.id,
    ]);
    return course;
  }
  /** The reminder's delivery as the e-mail log records it, once stored. */
  const reminderSentAt = (bookingId: string, courseStartsAt: Date): Promise<Date> =>
    eventually(
      async () =>
        (
          await app.dataSource.query<{ sent_at: Date }[]>(
            `SELECT sent_at FROM email_log WHERE idempotency_key = $1 AND status = 'sent'`,
            [reminderKey(bookingId, courseStartsAt)],
          )
        )[0]?.sent_at,
      { what: 'reminder recorded as sent' },
    );

  it('says when the access data was sent once the reminder went out: resent confirmation, its calendar file, the calendar download and Meine Buchungen', async () => {
    const course = await courseWithAccess();
    const email = uniqueEmail('zugang');
    const booking = await paidBooking(app, course, { customerEmail: email });
    const cookie = await signIn(app, email);
    const start = courseStartsAt(course);
    expect(readable((await mailTo(email, 'Buchungsbestätigung')).text)).toContain(BEFORE_THE_WINDOW);
    expect((await myBookings(cookie))[0].accessNote).toContain(BEFORE_THE_WINDOW);

    setNow(new Date(start.getTime() - 23 * HOUR));
    await app.worker!.get(ScanRemindersJob).handle();
    await mailTo(email, 'Erinnerung:');
    const sent = `Die Zugangsdaten zum Live-Webinar haben wir Ihnen am ${formatShortDateTime(await reminderSentAt(booking.id, start))} per E-Mail geschickt.`;

    setNow(new Date(start.getTime() - 22 * HOUR));
    await admin.post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'confirmation' });
    const resent = await mailTo(email, 'Buchungsbestätigung', 2);
    expect(readable(resent.text)).toContain(`Zugangsdaten: ${sent}`);
    expect(readable(resent.text)).not.toContain(BEFORE_THE_WINDOW);
    expect(calendarText(resent)).toContain(sent);
    expect(calendarText(resent)).not.toContain(BEFORE_THE_WINDOW);

    expect((await myBookings(cookie))[0].accessNote).toBe(sent);
    const download = await fetch(`${app.url}/api/me/bookings/${booking.id}/calendar.ics`, {
      headers: { Cookie: cookie },
    });
    expect((await download.text()).replace(/\r\n[ \t]/g, '').replace(/\\,/g, ',')).toContain(sent);
  });

  it('says the access data follows shortly when a confirmation is sent within 24 hours of the start, before the reminder', async () => {
    const course = await createCourse(app.dataSource);
    const email = uniqueEmail('kurzfristig');
    const booking = await paidBooking(app, course, { customerEmail: email });
    setNow(new Date(courseStartsAt(course).getTime() - 10 * HOUR));
    await admin.post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'confirmation' });
    const resent = await mailTo(email, 'Buchungsbestätigung', 2);
    expect(readable(resent.text)).toContain(
      'Zugangsdaten: Die Zugangsdaten zum Live-Webinar senden wir Ihnen in Kürze per E-Mail.',
    );
    expect(readable(resent.text)).not.toContain(BEFORE_THE_WINDOW);
  });

  it('counts only access data the participant received: the reminder that went to the payer is not their substitute’s', async () => {
    // A date starting in a few hours of real time: the e-mail log records deliveries in real time.
    const start = berlinWallClock(new Date(Date.now() + 6 * HOUR));
    const course = await createCourse(app.dataSource, {
      date: start.date,
      start_time: start.time < '23:00' ? start.time : '23:00',
      end_time: '23:59',
    });
    await app.dataSource.query(`UPDATE courses SET access_url = 'https://meet.example.de/raum-9' WHERE id = $1`, [
      course.id,
    ]);
    const payer = uniqueEmail('zuerst');
    const substitute = uniqueEmail('kurzfristig-ersatz');
    const booking = await paidBooking(app, course, { customerEmail: payer });
    const payerCookie = await signIn(app, payer);
    const substituteCookie = await signIn(app, substitute);
    await app.worker!.get(ScanRemindersJob).handle();
    await mailTo(payer, 'Erinnerung:');
    await reminderSentAt(booking.id, courseStartsAt(course));

    // Named hours before the start: until their registration is delivered, nothing has reached them.
    app.smtp.hold();
    try {
      const named = await call(app, 'POST', `/api/me/bookings/${booking.id}/substitute`, {
        cookie: payerCookie,
        body: { name: 'Kurt Kurzfristig', email: substitute },
      });
      expect(named.status, JSON.stringify(named.body)).toBe(200);
      expect((await myBookings(substituteCookie))[0].accessNote).toBe(
        'Die Zugangsdaten zum Live-Webinar senden wir Ihnen in Kürze per E-Mail.',
      );
    } finally {
      app.smtp.release();
    }
    const registration = readable((await mailTo(substitute, 'Sie wurden als Teilnehmer/in angemeldet')).text);
    expect(registration).toContain('https://meet.example.de/raum-9');
    expect(registration).toContain('Dort finden Sie Ihren Termin, die Kalenderdatei und die Zugangsdaten.');
    expect(registration).not.toContain(BEFORE_THE_WINDOW);
    const registeredAt = await eventually(
      async () =>
        (
          await app.dataSource.query<{ sent_at: Date }[]>(
            `SELECT sent_at FROM email_log WHERE type = 'substitute-registered' AND recipient = $1 AND status = 'sent'`,
            [substitute],
          )
        )[0]?.sent_at,
      { what: 'registration recorded as sent' },
    );
    expect((await myBookings(substituteCookie))[0].accessNote).toBe(
      `Die Zugangsdaten zum Live-Webinar haben wir Ihnen am ${formatShortDateTime(registeredAt)} per E-Mail geschickt.`,
    );
  });

  it("offers a substitute no changes in the reminder, the access change and the schedule change: the payer's link alone does", async () => {
    const course = await courseWithAccess();
    const payer = uniqueEmail('zahlt');
    const substitute = uniqueEmail('ersatz');
    const booking = await paidBooking(app, course, { customerEmail: payer });
    const named = await call(app, 'POST', `/api/me/bookings/${booking.id}/substitute`, {
      cookie: await signIn(app, payer),
      body: { name: 'Rita Ersatz', email: substitute },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const registered = readable((await mailTo(substitute, 'Sie wurden als Teilnehmer/in angemeldet')).text);
    expect(registered).not.toMatch(CHANGES_OFFERED);
    expect(registered).toContain('ab 24 Stunden vor Beginn die Zugangsdaten');
    // Named weeks ahead, their registration brought no access data: the reminder will.
    await eventually(
      async () =>
        (
          await app.dataSource.query(
            `SELECT 1 FROM email_log WHERE type = 'substitute-registered' AND recipient = $1 AND status = 'sent'`,
            [substitute],
          )
        ).length > 0,
      { what: 'registration recorded as sent' },
    );
    expect((await myBookings(await signIn(app, substitute)))[0].accessNote).toContain(BEFORE_THE_WINDOW);

    const start = courseStartsAt(course);
    setNow(new Date(start.getTime() - 23 * HOUR));
    await app.worker!.get(ScanRemindersJob).handle();
    const reminder = readable((await mailTo(substitute, 'Erinnerung:')).text);
    expect(reminder).toContain('Dort finden Sie Ihren Termin, die Kalenderdatei und die Zugangsdaten.');
    expect(reminder).not.toMatch(CHANGES_OFFERED);

    expect(
      (await admin.put(`/api/admin/courses/${course.id}`, { accessUrl: 'https://meet.example.de/neu' })).status,
    ).toBe(200);
    const accessChange = readable((await mailTo(substitute, 'Geänderte Zugangsdaten:')).text);
    expect(accessChange).toContain('Dort finden Sie Ihren Termin, die Kalenderdatei und die Zugangsdaten.');
    expect(accessChange).not.toMatch(CHANGES_OFFERED);

    expect((await admin.put(`/api/admin/courses/${course.id}`, { startTime: '09:00' })).status).toBe(200);
    const moved = readable((await mailTo(substitute, 'Terminänderung:')).text);
    expect(moved).toContain('Dort finden Sie Ihren Termin, die Kalenderdatei');
    expect(moved).not.toMatch(CHANGES_OFFERED);
  });

  it("points the certificate mail to the certificate in 'Meine Buchungen', where it downloads as the same PDF", async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(-1) });
    const email = uniqueEmail('zertifikat');
    const booking = await insertBooking(app, course, {
      booking_status: 'confirmed',
      payment_status: 'paid',
      customer_email: email,
      customer_name: 'Zoë Übermann',
    });
    const saved = await admin.put(`/api/admin/courses/${course.id}/attendance`, {
      entries: [{ bookingId: booking.id, attendance: 'present' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mail = await mailTo(email, 'Ihr Zertifikat');
    expect(readable(mail.text)).toContain('Dort können Sie Ihr Zertifikat jederzeit als PDF herunterladen.');
    expect(readable(mail.text)).not.toMatch(CHANGES_OFFERED);

    const cookie = await signIn(app, email);
    const certificate = (await myBookings(cookie))[0].certificate!;
    expect(certificate.downloadUrl).toBe(`/api/me/bookings/${booking.id}/certificate.pdf`);
    const download = await fetch(`${app.url}${certificate.downloadUrl}`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Teilnahmezertifikat-${certificate.number}.pdf"`,
    );
    const attached = mail.attachments.find((file) => file.contentType === 'application/pdf')!.content;
    const downloaded = Buffer.from(await download.arrayBuffer());
    expect(await pdfText(downloaded)).toBe(await pdfText(attached));
    expect(await pdfText(downloaded)).toContain('Zoë Übermann');

    const stranger = await signIn(app, uniqueEmail('fremd'));
    expect((await call(app, 'GET', certificate.downloadUrl, { cookie: stranger })).status).toBe(404);
  });
});
