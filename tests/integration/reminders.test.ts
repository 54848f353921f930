import { berlinInstant } from '@mpb/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUES } from '../../backend/src/core/queue/job-names';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { Clock } from '../../backend/src/core/clock/clock';
import { ScanRemindersJob } from '../../backend/src/reminders/jobs/scan-reminders.job';
import { JobSchedulerService } from '../../backend/src/core/queue/job-scheduler.service';
import { JOB_SCHEDULES } from '../../backend/src/core/queue/job-schedules';

const REMINDER_SCHEDULER_ID = JOB_SCHEDULES.scanReminders.id;
import { startTestApp, TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import { BookingFixture, CourseFixture, insertBooking, insertCourse } from '../support/mail-fixtures';
import { CaughtMail } from '../support/smtp-catcher';

const HOUR = 3600_000;
const ACCESS_URL = 'https://meet.example.de/mpb-reminder-test';
const SCAN_INTERVAL_MS = 400;

describe('reminders 24 hours before course start', () => {
  let app: TestApp;
  let clock: Clock;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        REMINDER_SCAN_INTERVAL_MS: String(SCAN_INTERVAL_MS),
      },
    });
    clock = app.worker!.get(Clock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  const startOf = (course: CourseFixture) => berlinInstant(course.date, course.start_time);
  const remindersTo = (booking: BookingFixture) => (mail: CaughtMail) =>
    mail.to.includes(booking.customer_email) && mail.subject.startsWith('Erinnerung:');
  const reminderCount = (booking: BookingFixture) => app.smtp.mails.filter(remindersTo(booking)).length;

  /** Sets the worker's clock and runs one scan now (the scheduler may run more; that must not matter). */
  async function scanAt(now: Date) {
    vi.spyOn(clock, 'now').mockReturnValue(now);
    await app.worker!.get(ScanRemindersJob).handle();
  }

  /** Scheduled scans that started after `since` and have finished. */
  const scansFinishedSince = async (since: number) => {
    const finished = await app.api.get(QueueRegistry).get(QUEUES.reminders).getJobs(['completed'], 0, 9, false);
    return finished.filter((job) => (job.processedOn ?? 0) > since).length;
  };

  /** Until two scheduled scans ran after this point and every mail they or the test queued went out. */
  const settle = async () => {
    const since = Date.now();
    await eventually(async () => (await scansFinishedSince(since)) >= 2, {
      timeoutMs: 10_000,
      what: 'two scheduled scans',
    });
    await queuesDrained(app);
  };

  it('keeps a job scheduler for the scan, also after Redis lost it', async () => {
    const queue = app.api.get(QueueRegistry).get(QUEUES.reminders);
    expect(await queue.getJobScheduler(REMINDER_SCHEDULER_ID)).toMatchObject({ every: SCAN_INTERVAL_MS });
    await queue.removeJobScheduler(REMINDER_SCHEDULER_ID);
    await app.worker!.get(JobSchedulerService).ensureScheduled();
    expect(await queue.getJobScheduler(REMINDER_SCHEDULER_ID)).toMatchObject({ every: SCAN_INTERVAL_MS });
  });

  it('reminds every confirmed participant once, 24 hours before start in Berlin time', async () => {
    const course = await insertCourse(app.dataSource, {
      date: '2097-03-25',
      start_time: '08:30',
      end_time: '16:00',
      access_url: ACCESS_URL,
      access_passcode: '482 913',
    });
    const start = startOf(course);
    expect(start.toISOString()).toBe('2097-03-25T07:30:00.000Z');
    const first = await insertBooking(app.dataSource, course, { customer_name: 'Anna Berger' });
    const second = await insertBooking(app.dataSource, course);
    const cancelled = await insertBooking(app.dataSource, course, { booking_status: 'cancelled' });
    const deleted = await insertBooking(app.dataSource, course, { deleted_at: new Date() });
    const pending = await insertBooking(app.dataSource, course, {
      booking_status: 'pending',
      payment_status: 'pending',
      confirmed_at: null,
    });

    await scanAt(new Date(start.getTime() - 24 * HOUR - 60_000));
    await settle();
    expect(reminderCount(first) + reminderCount(second)).toBe(0);

    await scanAt(new Date(start.getTime() - 24 * HOUR + 60_000));
    const [mail] = await app.smtp.waitFor(1, remindersTo(first));
    await app.smtp.waitFor(1, remindersTo(second));
    expect(mail.subject).toBe('Erinnerung: Medizinprodukteberater Basiszertifizierung am 25.03.2097 um 08:30 Uhr');
    expect(mail.html).toContain('Montag, 25. März 2097');
    expect(mail.html).toContain('08:30-16:00 Uhr');
    expect(mail.html).toContain('Anna Berger');
    expect(mail.html).toContain(`href="${ACCESS_URL}"`);
    expect(mail.html).toContain('482 913');

    await scanAt(new Date(start.getTime() - 23 * HOUR));
    await scanAt(new Date(start.getTime() - 60_000));
    await settle();
    for (const booking of [first, second]) expect(reminderCount(booking)).toBe(1);
    for (const booking of [cancelled, deleted, pending]) expect(reminderCount(booking)).toBe(0);
  });

  it('catches up after downtime while the course has not started, and not after', async () => {
    const late = await insertCourse(app.dataSource, { date: '2097-05-12', start_time: '08:30', end_time: '16:00' });
    const lateBooking = await insertBooking(app.dataSource, late);
    await scanAt(new Date(startOf(late).getTime() - 2 * HOUR));
    await app.smtp.waitFor(1, remindersTo(lateBooking));

    const begun = await insertCourse(app.dataSource, { date: '2097-05-19', start_time: '08:30', end_time: '16:00' });
    const begunBooking = await insertBooking(app.dataSource, begun);
    await scanAt(new Date(startOf(begun).getTime() + 60_000));
    await settle();
    expect(reminderCount(begunBooking)).toBe(0);
  });

  it('follows a moved course: a new reminder for the new date, none for the old one', async () => {
    const course = await insertCourse(app.dataSource, { date: '2097-09-08', start_time: '08:30', end_time: '16:00' });
    const remindedBefore = await insertBooking(app.dataSource, course);
    await scanAt(new Date(startOf(course).getTime() - 23 * HOUR));
    await app.smtp.waitFor(1, remindersTo(remindedBefore));

    const other = await insertCourse(app.dataSource, { date: '2097-09-09', start_time: '08:30', end_time: '16:00' });
    const movedEarly = await insertBooking(app.dataSource, other);
    await app.dataSource.query(`UPDATE courses SET date = '2097-09-15' WHERE id = ANY($1::uuid[])`, [
      [course.id, other.id],
    ]);

    await scanAt(new Date(berlinInstant('2097-09-09', '08:30').getTime() - 23 * HOUR));
    await settle();
    expect(reminderCount(movedEarly)).toBe(0);
    expect(reminderCount(remindedBefore)).toBe(1);

    await scanAt(new Date(berlinInstant('2097-09-15', '08:30').getTime() - 20 * HOUR));
    const mails = await app.smtp.waitFor(2, remindersTo(remindedBefore));
    expect(mails[1].subject).toContain('am 15.09.2097 um 08:30 Uhr');
    await app.smtp.waitFor(1, remindersTo(movedEarly));
    await settle();
    expect(reminderCount(remindedBefore)).toBe(2);
    expect(reminderCount(movedEarly)).toBe(1);
  });

  it('sends nothing for a cancelled course', async () => {
    const course = await insertCourse(app.dataSource, {
      date: '2097-11-03',
      start_time: '08:30',
      end_time: '16:00',
      status: 'cancelled',
    });
    const booking = await insertBooking(app.dataSource, course);
    // A running course at the same time shows the scan did run and its mails went out.
    const running = await insertCourse(app.dataSource, { date: '2097-11-03', start_time: '08:30', end_time: '16:00' });
    const control = await insertBooking(app.dataSource, running);
    await scanAt(new Date(startOf(course).getTime() - 12 * HOUR));
    await app.smtp.waitFor(1, remindersTo(control));
    await settle();
    expect(reminderCount(booking)).toBe(0);
  });

  it('runs the scan on its schedule without being called', async () => {
    const course = await insertCourse(app.dataSource, { date: '2097-12-01', start_time: '09:00', end_time: '17:00' });
    const booking = await insertBooking(app.dataSource, course);
    vi.spyOn(clock, 'now').mockReturnValue(new Date(startOf(course).getTime() - 10 * HOUR));
    const [mail] = await app.smtp.waitFor(1, remindersTo(booking), 10_000);
    expect(mail.subject).toContain('um 09:00 Uhr');
  });
});
