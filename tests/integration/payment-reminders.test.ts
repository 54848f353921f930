import { addCalendarDays, ANONYMISED_EMAIL, berlinInstant, formatAmount, formatShortDate } from '@mpb/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { JOBS, QUEUES } from '../../backend/src/core/queue/job-names';
import { JOB_SCHEDULES } from '../../backend/src/core/queue/job-schedules';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import type { InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { eventually, queuesDrained } from '../support/eventually';
import type { CaughtMail } from '../support/smtp-catcher';
import {
  adminCalls,
  berlinDatePlus,
  orderOnInvoice,
  pendingBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';
import { createCourse, uniqueEmail } from './helpers/booking-fixtures';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const BANK = { ...PAY_ON_INVOICE_ENV, SITE_BANK_BIC: 'COBADEFFXXX' };
const DAY = 86_400_000;
const isCompleted = (state: string) => state === 'completed';
/** The text part on one line; no-break spaces (in amounts) stay. */
const oneLine = (text: string) => text.replace(/[ \t\r\n]+/g, ' ');

interface Invoice {
  id: string;
  number: string;
  kind: 'invoice' | 'cancellation';
  snapshot: InvoiceSnapshot;
}

describe('payment reminders for overdue transfer invoices', () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp({ env: BANK }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const invoicesOf = (bookingId: string): Promise<Invoice[]> =>
    app.dataSource.query(
      `SELECT id, number, kind, snapshot FROM invoices WHERE booking_id = $1 ORDER BY issued_at, sequence`,
      [bookingId],
    );
  const remindersOf = async (bookingId: string) => {
    const [order]: { first_reminder_sent_at: Date | null; second_reminder_sent_at: Date | null }[] =
      await app.dataSource.query(
        `SELECT o.first_reminder_sent_at, o.second_reminder_sent_at
           FROM orders o JOIN bookings b ON b.order_id = o.id WHERE b.id = $1`,
        [bookingId],
      );
    return order;
  };
  /** Reminder mails to this buyer; the invoice mail ('Ihre Rechnung …') is none. */
  const reminderMails = (buyer: string): CaughtMail[] =>
    app.smtp.mails.filter((mail) => mail.to.includes(buyer) && /^(Zweite )?Zahlungserinnerung:/.test(mail.subject));

  /** A business buyer's booking confirmed by the admin: its invoice is to be paid by transfer; once its mail went out. */
  async function confirmedOnInvoice(buyer = uniqueEmail('einkauf')) {
    const course = await createCourse(app.dataSource);
    const booking = await pendingBooking(app, course, {
      customerEmail: buyer,
      customerName: 'Bernd Besteller',
      customerType: 'business',
      customerCompany: 'Beispiel Medizintechnik GmbH',
    });
    const confirmed = await admin.post(`/api/admin/bookings/${booking.id}/confirm`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [invoice] = await invoicesOf(booking.id);
    expect(invoice.snapshot.payment.method).toBe('transfer');
    await app.smtp.waitFor(1, (mail) => mail.to.includes(buyer) && mail.subject === `Ihre Rechnung ${invoice.number}`);
    await queuesDrained(app);
    return { buyer, booking, invoice, due: invoice.snapshot.payment.dueDate! };
  }

  /** Runs the scheduled scan `times` at once, as the scheduler would, at `now` on the worker's clock; `drain`: until its mails went out. */
  async function scanAt(now: Date, { times = 1, drain = true } = {}) {
    const clock = app.worker!.get(Clock);
    clock.now = () => now;
    try {
      const queue = app.api.get(QueueRegistry).get(QUEUES.reminders);
      const jobs = await Promise.all(
        Array.from({ length: times }, () =>
          queue.add(JOBS.scanPaymentReminders, {}, { jobId: `test-payment-reminders-${randomUUID()}` }),
        ),
      );
      await eventually(async () => (await Promise.all(jobs.map((job) => job.getState()))).every(isCompleted), {
        what: 'payment reminder scans',
      });
      if (drain) await queuesDrained(app);
    } finally {
      clock.now = () => new Date();
    }
  }

  it('scans hourly on the reminders queue', async () => {
    const queue = app.api.get(QueueRegistry).get(QUEUES.reminders);
    expect(await queue.getJobScheduler(JOB_SCHEDULES.scanPaymentReminders.id)).toMatchObject({
      every: 3_600_000,
      name: JOBS.scanPaymentReminders,
    });
  });

  it('reminds the buyer the day after the due date, once, and a second time 7 days later, never a third', async () => {
    const { buyer, booking, invoice, due } = await confirmedOnInvoice();

    await scanAt(berlinInstant(due, '23:30'));
    expect(reminderMails(buyer)).toEqual([]);

    const firstAt = berlinInstant(addCalendarDays(due, 1), '00:30');
    await scanAt(firstAt);
    const [first, ...more] = reminderMails(buyer);
    expect(more).toEqual([]);
    expect(first.to).toEqual([buyer]);
    expect(first.subject).toBe(`Zahlungserinnerung: Rechnung ${invoice.number}`);
    for (const text of [oneLine(first.text), first.html.replaceAll('<!-- -->', '')]) {
      expect(text).toContain(`seit dem ${formatShortDate(due)} fällig`);
      expect(text).toContain(formatAmount(invoice.snapshot.grossCents));
      expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
      expect(text).toContain(`Verwendungszweck: ${invoice.number}`);
      expect(text).not.toContain('stornieren');
    }
    expect(first.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`Rechnung-${invoice.number}.pdf`, 'application/pdf'],
    ]);
    expect(await remindersOf(booking.id)).toEqual({ first_reminder_sent_at: firstAt, second_reminder_sent_at: null });

    await scanAt(firstAt);
    await scanAt(new Date(firstAt.getTime() + 6 * DAY));
    await scanAt(new Date(firstAt.getTime() + 7 * DAY - 60_000));
    expect(reminderMails(buyer)).toHaveLength(1);

    const secondAt = new Date(firstAt.getTime() + 7 * DAY);
    await scanAt(secondAt);
    const [, second, ...third] = reminderMails(buyer);
    expect(third).toEqual([]);
    expect(second.subject).toBe(`Zweite Zahlungserinnerung: Rechnung ${invoice.number}`);
    expect(oneLine(second.text)).toContain('Eine Buchung, die vor Kursbeginn nicht bezahlt ist');
    expect(await remindersOf(booking.id)).toEqual({
      first_reminder_sent_at: firstAt,
      second_reminder_sent_at: secondAt,
    });

    await scanAt(new Date(secondAt.getTime() + 7 * DAY));
    await scanAt(new Date(secondAt.getTime() + 30 * DAY));
    expect(reminderMails(buyer)).toHaveLength(2);
  });

  it('reminds nobody whose booking was cancelled or paid, whose invoice was cancelled by a rebooking, or who was erased', async () => {
    const open = await confirmedOnInvoice();
    const cancelled = await confirmedOnInvoice();
    const paid = await confirmedOnInvoice();
    const rebooked = await confirmedOnInvoice();
    const erased = await confirmedOnInvoice();

    const cancel = await admin.post(`/api/admin/bookings/${cancelled.booking.id}/cancel`, { refundCents: 0 });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await admin.post(`/api/admin/invoices/${paid.invoice.id}/mark-paid`)).status).toBe(200);
    const target = await createCourse(app.dataSource);
    const moved = await call(app, 'POST', `/api/me/bookings/${rebooked.booking.id}/rebook`, {
      cookie: await signIn(app, rebooked.buyer),
      body: { courseId: target.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [original, , replacement] = await invoicesOf(rebooked.booking.id);
    expect(replacement).toMatchObject({ kind: 'invoice', snapshot: { payment: { method: 'transfer' } } });

    const deletion = await admin.post('/api/admin/gdpr-deletions', { email: erased.buyer, reason: null });
    expect(deletion.status, JSON.stringify(deletion.body)).toBe(201);

    // The scan skips a booking another transaction holds: let the rebooking's and deletion's work finish first.
    await queuesDrained(app);
    await scanAt(berlinInstant(addCalendarDays(open.due, 1), '09:00'));
    expect(reminderMails(open.buyer)).toHaveLength(1);
    expect(reminderMails(cancelled.buyer)).toEqual([]);
    expect(reminderMails(paid.buyer)).toEqual([]);
    expect(reminderMails(rebooked.buyer).map((mail) => mail.subject)).toEqual([
      `Zahlungserinnerung: Rechnung ${replacement.number}`,
    ]);
    expect(reminderMails(rebooked.buyer)[0].text).not.toContain(original.number);
    expect(reminderMails(erased.buyer)).toEqual([]);
    expect(reminderMails(ANONYMISED_EMAIL)).toEqual([]);
    expect(await remindersOf(erased.booking.id)).toMatchObject({ first_reminder_sent_at: null });
  });

  it('reminds the buyer of what is left of an order on invoice whose participant the invoice is filed under was cancelled', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(60) });
    const { buyer, erikaId, invoice } = await orderOnInvoice(app, course);
    const cancelled = await call(app, 'POST', `/api/me/bookings/${erikaId}/cancel`, {
      cookie: await signIn(app, buyer),
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await queuesDrained(app);

    await scanAt(berlinInstant(addCalendarDays(invoice.due_date, 1), '09:00'));
    const [reminder, ...more] = reminderMails(buyer);
    expect(more).toEqual([]);
    expect(reminder.subject).toBe(`Zahlungserinnerung: Rechnung ${invoice.number}`);
    expect(oneLine(reminder.text)).toContain(formatAmount(course.gross_price));
  });

  it('leaves a reminder another worker is claiming to it, and two scans at once send it once', async () => {
    const { buyer, booking, due } = await confirmedOnInvoice();
    const at = berlinInstant(addCalendarDays(due, 1), '09:00');

    const other = app.dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.startTransaction();
      await other.query(`SELECT id FROM bookings WHERE id = $1 FOR UPDATE`, [booking.id]);
      await scanAt(at);
      expect(reminderMails(buyer)).toEqual([]);
      expect(await remindersOf(booking.id)).toMatchObject({ first_reminder_sent_at: null });
    } finally {
      await other.rollbackTransaction();
      await other.release();
    }

    await scanAt(at, { times: 2 });
    expect(reminderMails(buyer)).toHaveLength(1);
  });

  it('sends no reminder for an invoice paid after the scan owed it', async () => {
    const { buyer, booking, invoice, due } = await confirmedOnInvoice();
    const mailQueue = app.api.get(QueueRegistry).get(QUEUES.mail);
    await mailQueue.pause();
    try {
      await scanAt(berlinInstant(addCalendarDays(due, 1), '09:00'), { drain: false });
      expect(await remindersOf(booking.id)).toMatchObject({ first_reminder_sent_at: expect.any(Date) });
      // The transfer came in meanwhile.
      expect((await admin.post(`/api/admin/invoices/${invoice.id}/mark-paid`)).status).toBe(200);
    } finally {
      await mailQueue.resume();
    }
    await queuesDrained(app);
    expect(reminderMails(buyer)).toEqual([]);
  });
});
