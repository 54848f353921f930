import { berlinInstant } from '@mpb/domain';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { ScanRemindersJob } from '../../backend/src/reminders/jobs/scan-reminders.job';
import { SendReminderEmailJob } from '../../backend/src/reminders/jobs/send-reminder-email.job';
import type { TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import {
  BookingFixture,
  CourseFixture,
  insertBooking,
  removeSiteBuildCopy,
  siteBuildOptions,
  withEvent,
} from '../support/mail-fixtures';
import { CaughtMail } from '../support/smtp-catcher';
import { adminCalls, startAdminApp } from './helpers/admin-bookings-fixtures';
import { berlinWallClock } from '../support/berlin-time';

const HOUR = 3600_000;
const DEFAULT_URL = 'https://meet.example.de/standardraum';
const ACCESS = {
  accessUrl: 'https://meet.example.de/geheim-raum-7731',
  accessMeetingId: '845 2231 9904',
  accessPasscode: 'Kenn-4829-13',
  accessDialIn: '+49 69 7104 9922',
  accessNote: 'Geheimer Hinweis: Raum öffnet 8:00 Uhr',
};
const SECRETS = Object.values(ACCESS);

interface CourseBody {
  id: string;
  date: string;
  start_time: string;
  end_time: string;
  title: string;
  accessUrl: string | null;
}

function calendarOf(mail: CaughtMail) {
  const attachment = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  expect(attachment, `calendar file in '${mail.subject}'`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}

describe('access data and schedule changes of a course date', () => {
  let app: TestApp;
  let cookie: string;
  let outbox: OutboxService;
  const { post, put } = adminCalls(
    () => app,
    () => cookie,
    'courses',
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({
      ...siteBuildOptions(),
      env: { WEBINAR_ACCESS_URL: DEFAULT_URL, WEBINAR_ACCESS_CODE: '111 222' },
    }));
    outbox = app.api.get(OutboxService);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
    removeSiteBuildCopy();
  });

  const mailsTo = (booking: BookingFixture, subject?: string) =>
    app.smtp.mails.filter(
      (mail) => mail.to.includes(booking.customer_email) && (!subject || mail.subject.startsWith(subject)),
    );
  const waitForMail = async (booking: BookingFixture, subject: string) =>
    (
      await app.smtp.waitFor(1, (mail) => mail.to.includes(booking.customer_email) && mail.subject.startsWith(subject))
    )[0];
  const fixtureOf = (course: CourseBody): CourseFixture => ({
    id: course.id,
    title: course.title,
    date: course.date,
    start_time: course.start_time,
    end_time: course.end_time,
  });
  const startOf = (course: CourseBody) => berlinInstant(course.date, course.start_time);

  async function createCourse(fields: Record<string, unknown>): Promise<CourseBody> {
    const response = await post('/api/admin/courses', {
      title: 'Medizinprodukteberater Basiszertifizierung',
      netPrice: 39900,
      grossPrice: 47481,
      ...fields,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as CourseBody;
  }

  /** Confirmed, pending and cancelled bookings of the course; the confirmed one through a real confirmation. */
  async function participants(course: CourseBody, confirmedAt = new Date()) {
    const fixture = fixtureOf(course);
    const confirmed = await withEvent(
      app.dataSource,
      outbox,
      (manager) => insertBooking(manager, fixture, { confirmed_at: confirmedAt, holds_seat: true }),
      (created) => ({ type: EVENTS.bookingConfirmed, payload: { bookingId: created.id, courseId: course.id } }),
    );
    const pending = await insertBooking(app.dataSource, fixture, {
      booking_status: 'pending',
      payment_status: 'pending',
      confirmed_at: null,
      holds_seat: true,
    });
    const cancelled = await insertBooking(app.dataSource, fixture, {
      booking_status: 'cancelled',
      payment_status: 'refunded',
      holds_seat: false,
    });
    const confirmation = await waitForMail(confirmed, 'Buchungsbestätigung');
    return { confirmed, pending, cancelled, confirmation };
  }

  /** Runs one reminder scan as if it were `now` on the worker's clock. */
  async function scanAt(now: Date) {
    vi.spyOn(app.worker!.get(Clock), 'now').mockReturnValue(now);
    await app.worker!.get(ScanRemindersJob).handle();
  }

  const owedKinds = async (booking: BookingFixture): Promise<string[]> =>
    (
      await app.dataSource.query(
        `SELECT job_data->>'kind' AS kind FROM email_log WHERE job_data->>'bookingId' = $1 ORDER BY id`,
        [booking.id],
      )
    ).map((row: { kind: string | null }) => row.kind);

  it('keeps the access data admin-only: validated, in the admin API, never in the public API or served pages', async () => {
    const refused = await post('/api/admin/courses', {
      title: 'Kurs mit falschem Link',
      date: '2096-02-10',
      netPrice: 39900,
      grossPrice: 47481,
      accessUrl: 'http://meet.example.de/unsicher',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fields: { accessUrl: 'Bitte geben Sie einen vollständigen Meeting-Link an, der mit https:// beginnt.' },
    });

    const defaulted = await createCourse({ date: '2096-02-10' });
    expect(defaulted).toMatchObject({ accessUrl: DEFAULT_URL, accessPasscode: '111 222' });

    const course = await createCourse({ date: '2096-02-11', ...ACCESS });
    expect(course).toMatchObject(ACCESS);
    const cleared = await put(`/api/admin/courses/${defaulted.id}`, { accessUrl: '', accessNote: '  ' });
    expect(cleared.body).toMatchObject({ accessUrl: null, accessNote: null });

    // The public listing is rebuilt when the change is announced: wait for it.
    const listed = await eventually(async () => {
      const body = await (await fetch(`${app.url}/api/courses`)).text();
      return body.includes(course.id) ? body : undefined;
    });
    for (const secret of [...SECRETS, DEFAULT_URL, '111 222']) expect(listed).not.toContain(secret);
    for (const name of ['access', 'Access', 'passcode', 'meeting']) expect(listed).not.toContain(name);
    // The pages that show the next dates are filled from the same list on the server.
    for (const path of siteBuildOptions().frontendDir ? ['/', '/online-seminare'] : []) {
      const page = await fetch(`${app.url}${path}`);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain('Medizinprodukteberater');
      for (const secret of [...SECRETS, DEFAULT_URL]) expect(html, path).not.toContain(secret);
    }
  });

  it('sends the access data in the reminder and a late confirmation to confirmed participants only', async () => {
    const course = await createCourse({ date: '2096-03-10', startTime: '09:00', endTime: '16:00', ...ACCESS });
    const { confirmed, pending, cancelled, confirmation } = await participants(
      course,
      new Date(startOf(course).getTime() - 5 * 24 * HOUR),
    );
    for (const secret of SECRETS) expect(confirmation.html).not.toContain(secret);
    expect(confirmation.text.replace(/\s+/g, ' ')).toContain('24 Stunden vor Kursbeginn');

    await scanAt(new Date(startOf(course).getTime() - 23 * HOUR));
    const reminder = await waitForMail(confirmed, 'Erinnerung:');
    expect(reminder.html).toContain(`href="${ACCESS.accessUrl}"`);
    for (const [label, value] of [
      ['Meeting-ID', ACCESS.accessMeetingId],
      ['Kenncode', ACCESS.accessPasscode],
      ['Einwahl per Telefon', ACCESS.accessDialIn],
    ])
      expect(reminder.text).toContain(`${label}: ${value}`);
    expect(reminder.text).toContain(ACCESS.accessNote);

    // Confirmed 3 hours before the start: the confirmation itself carries the access data.
    const late = await withEvent(
      app.dataSource,
      outbox,
      (manager) =>
        insertBooking(manager, fixtureOf(course), {
          confirmed_at: new Date(startOf(course).getTime() - 3 * HOUR),
          holds_seat: true,
        }),
      (created) => ({ type: EVENTS.bookingConfirmed, payload: { bookingId: created.id, courseId: course.id } }),
    );
    const lateConfirmation = await waitForMail(late, 'Buchungsbestätigung');
    expect(lateConfirmation.html).toContain(`href="${ACCESS.accessUrl}"`);
    expect(lateConfirmation.text).toContain(`Kenncode: ${ACCESS.accessPasscode}`);
    expect(lateConfirmation.text).not.toContain('24 Stunden vor Kursbeginn senden wir');

    await queuesDrained(app);
    for (const other of [pending, cancelled]) {
      for (const mail of mailsTo(other)) for (const secret of SECRETS) expect(mail.html).not.toContain(secret);
      expect(mailsTo(other, 'Erinnerung:')).toHaveLength(0);
    }
  });

  it("mails 'Geänderte Zugangsdaten' to confirmed participants when the access changes after the reminders", async () => {
    // A date starting in about five hours, so the admin's change falls after the reminder time.
    const soon = berlinWallClock(new Date(Date.now() + 5 * HOUR));
    const startTime = soon.time <= '22:00' ? soon.time : '23:00';
    const course = await createCourse({ date: soon.date, startTime, endTime: '23:59', ...ACCESS });
    const { confirmed, pending, cancelled } = await participants(course);

    const newUrl = 'https://meet.example.de/neuer-raum-5521';
    const saved = await put(`/api/admin/courses/${course.id}`, { ...course, accessUrl: newUrl });
    expect(saved.status).toBe(200);
    const mail = await waitForMail(confirmed, 'Geänderte Zugangsdaten:');
    expect(mail.html).toContain(`href="${newUrl}"`);
    expect(mail.html).not.toContain(`href="${ACCESS.accessUrl}"`);
    expect(mail.text).toContain(`Kenncode: ${ACCESS.accessPasscode}`);
    expect(await owedKinds(pending)).not.toContain('access-change');
    expect(await owedKinds(cancelled)).not.toContain('access-change');

    // Weeks ahead, the reminder will bring the new data: no extra mail.
    const later = await createCourse({ date: '2096-04-14', ...ACCESS });
    const { confirmed: early } = await participants(later);
    await put(`/api/admin/courses/${later.id}`, { accessUrl: newUrl });
    expect(await owedKinds(early)).not.toContain('access-change');

    await queuesDrained(app);
    expect(mailsTo(pending, 'Geänderte Zugangsdaten')).toHaveLength(0);
    expect(mailsTo(cancelled, 'Geänderte Zugangsdaten')).toHaveLength(0);
    expect(mailsTo(confirmed, 'Geänderte Zugangsdaten')).toHaveLength(1);
  });

  it("mails 'Terminänderung' with a calendar file that moves the event, and re-plans the reminder", async () => {
    const course = await createCourse({ date: '2096-05-12', startTime: '08:30', endTime: '16:00', ...ACCESS });
    const { confirmed, pending, cancelled, confirmation } = await participants(course);
    const original = calendarOf(confirmation);
    expect(original.uid).toMatch(new RegExp(`^booking-${confirmed.id}@`));

    const saved = await put(`/api/admin/courses/${course.id}`, {
      ...course,
      date: '2096-05-19',
      startTime: '09:00',
      endTime: '17:00',
    });
    expect(saved.status).toBe(200);
    const mail = await waitForMail(confirmed, 'Terminänderung:');
    expect(mail.subject).toBe(
      'Terminänderung: Medizinprodukteberater Basiszertifizierung jetzt am 19.05.2096 um 09:00 Uhr',
    );
    expect(mail.text).toContain('Samstag, 19. Mai 2096');
    expect(mail.text).toContain('09:00-17:00 Uhr');
    expect(mail.text).toContain('Bisheriger Termin: Samstag, 12. Mai 2096, 08:30-16:00 Uhr');
    for (const secret of SECRETS) expect(mail.html).not.toContain(secret);
    const moved = calendarOf(mail);
    expect(moved.uid).toBe(original.uid);
    expect(moved.sequence).toBeGreaterThan(original.sequence);
    expect(moved.method).toBe(original.method);
    expect(moved.start.toISOString()).toBe('2096-05-19T07:00:00.000Z');
    expect(moved.end.toISOString()).toBe('2096-05-19T15:00:00.000Z');

    // A second move raises the sequence again.
    await put(`/api/admin/courses/${course.id}`, { startTime: '10:00' });
    const [, second] = await app.smtp.waitFor(
      2,
      (caught) => caught.to.includes(confirmed.customer_email) && caught.subject.startsWith('Terminänderung:'),
    );
    expect(calendarOf(second).sequence).toBeGreaterThan(moved.sequence);

    // The reminder follows: none at the old time, one at the new time, and a reminder queued for the old start stays unsent.
    const oldStart = berlinInstant('2096-05-12', '08:30');
    const key = `reminder:${confirmed.id}:${oldStart.toISOString()}`;
    const stale = { bookingId: confirmed.id, courseStartsAt: oldStart.toISOString(), idempotencyKey: key };
    expect(await app.worker!.get(SendReminderEmailJob).handle(stale, { attempt: 1, maxAttempts: 1 })).toBe('skipped');
    await scanAt(new Date(oldStart.getTime() - 23 * HOUR));
    await queuesDrained(app);
    expect(mailsTo(confirmed, 'Erinnerung:')).toHaveLength(0);

    await scanAt(new Date(berlinInstant('2096-05-19', '10:00').getTime() - 23 * HOUR));
    const reminder = await waitForMail(confirmed, 'Erinnerung:');
    expect(reminder.subject).toContain('am 19.05.2096 um 10:00 Uhr');
    expect(reminder.html).toContain(`href="${ACCESS.accessUrl}"`);

    await queuesDrained(app);
    for (const other of [pending, cancelled]) expect(mailsTo(other, 'Terminänderung')).toHaveLength(0);
    expect(mailsTo(confirmed, 'Erinnerung:')).toHaveLength(1);
  });
});
