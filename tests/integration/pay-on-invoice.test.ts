import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSuccessUrl, PAYMENT_METHOD_MESSAGES, transferDueDate, workingDaysBefore } from '@mpb/domain';
import { Clock } from '../../backend/src/core/clock/clock';
import type { InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';
import { startTestApp, type TestApp } from '../support/app';
import { validateInvoices } from '../support/einvoice-validator';
import { eventually } from '../support/eventually';
import { adminCalls, berlinDatePlus, startAdminApp } from './helpers/admin-bookings-fixtures';
import { checkoutBody, createCourse, loadBooking, postJson, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const BANK = { ...PAY_ON_INVOICE_ENV, SITE_BANK_BIC: 'COBADEFFXXX' };
const BUSINESS = {
  customerType: 'business',
  customerCompany: 'Muster Medical GmbH',
  paymentMethod: 'invoice',
};

interface InvoiceRow {
  id: string;
  number: string;
  gross_cents: number;
  snapshot: InvoiceSnapshot;
}

describe('paying on invoice (DECISIONS 35)', () => {
  let app: TestApp;
  let cookie: string;
  const admin = adminCalls(
    () => app,
    () => cookie,
    'invoices',
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({ env: BANK }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const bookings = adminCalls(
    () => app,
    () => cookie,
  );
  const checkout = (course: { id: string; gross_price: number }, overrides: Record<string, unknown> = {}) =>
    postJson(`${app.url}/api/checkout`, checkoutBody(course, { ...BUSINESS, ...overrides }));
  const invoiceOf = async (bookingId: string): Promise<InvoiceRow> =>
    eventually(async () => {
      const [row] = await app.dataSource.query(
        `SELECT id, number, gross_cents, snapshot FROM invoices WHERE booking_id = $1 AND kind = 'invoice'`,
        [bookingId],
      );
      return row;
    });

  it('books a business customer at once, takes the seat, and sends the confirmation and the invoice with its due date', async () => {
    const date = berlinDatePlus(30);
    const course = await createCourse(app.dataSource, { date });
    const email = uniqueEmail('einkauf');
    const answer = await checkout(course, { customerEmail: email });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bookingId = answer.body.bookingId as string;
    expect(answer.body.url).toBe(
      checkoutSuccessUrl(app.config.publicUrl, bookingId).replace('{CHECKOUT_SESSION_ID}', `invoice_${bookingId}`),
    );
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'pending',
      holds_seat: true,
      hold_expires_at: null,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants - 1);
    const [order] = await app.dataSource.query(`SELECT payment_method FROM orders WHERE id = $1`, [
      answer.body.orderId,
    ]);
    expect(order.payment_method).toBe('invoice');

    const invoice = await invoiceOf(bookingId);
    expect(invoice.snapshot.payment).toEqual({
      method: 'transfer',
      paidDate: null,
      dueDate: transferDueDate(invoice.snapshot.issueDate, date),
      reference: invoice.number,
    });
    const [confirmation] = await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Buchungsbestätigung'),
    );
    const text = confirmation.text.replace(/\s+/g, ' ');
    expect(text).toContain('Sie zahlen auf Rechnung per Überweisung');
    expect(text).not.toContain('Ihre Zahlung ist eingegangen');
    const [invoiceMail] = await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(email) && mail.subject.includes(invoice.number),
    );
    expect(invoiceMail.text.replace(/\s+/g, ' ')).toContain(`die Rechnungsnummer ${invoice.number}`);

    // The success page learns the booking is binding and the invoice follows by mail.
    const verified = await postJson(`${app.url}/api/payments/verify`, {
      sessionId: `invoice_${bookingId}`,
      bookingId,
    });
    expect(verified.body).toMatchObject({ success: true, paymentMethod: 'invoice', error: null });

    // The document passes the official rules with the transfer, the account and the due date.
    const [documents] = await eventually(async () => {
      const rows = await app.dataSource.query(`SELECT pdf, xml FROM invoice_documents WHERE invoice_id = $1`, [
        invoice.id,
      ]);
      return rows.length ? rows : undefined;
    });
    const directory = await mkdtemp(join(tmpdir(), 'pay-on-invoice-'));
    await writeFile(join(directory, 'invoice.pdf'), documents.pdf);
    await writeFile(join(directory, 'invoice.xml'), documents.xml);
    const validation = await validateInvoices([join(directory, 'invoice.pdf'), join(directory, 'invoice.xml')]);
    expect(validation.failures, validation.output).toEqual([]);
    expect(documents.xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    expect(documents.xml).toContain('DE89370400440532013000');
  });

  it('refuses a private customer, a date less than 14 days ahead and an unknown method, in German on the field', async () => {
    const soon = await createCourse(app.dataSource, { date: berlinDatePlus(13) });
    const later = await createCourse(app.dataSource, { date: berlinDatePlus(20) });
    const cases: [Record<string, unknown>, { id: string; gross_price: number }, string][] = [
      [{ customerType: 'private', customerCompany: undefined }, later, PAYMENT_METHOD_MESSAGES.businessOnly],
      [{}, soon, PAYMENT_METHOD_MESSAGES.tooSoon],
      [{ paymentMethod: 'cheque' }, later, 'Bitte wählen Sie eine gültige Zahlungsart.'],
    ];
    for (const [overrides, course, message] of cases) {
      const answer = await checkout(course, { customerEmail: uniqueEmail('abgelehnt'), ...overrides });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.fields).toMatchObject({ paymentMethod: message });
    }
    for (const course of [soon, later]) expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants);
  });

  it('takes no seat of a full course', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(30), max_participants: 1 });
    expect((await checkout(course, { customerEmail: uniqueEmail('erste') })).status).toBe(200);
    const second = await checkout(course, { customerEmail: uniqueEmail('zweite') });
    expect(second.status).toBe(409);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
  });

  it('marks an open invoice paid by hand, once, and never a cancelled one', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(40) });
    const answer = await checkout(course, { customerEmail: uniqueEmail('ueberweisung') });
    const bookingId = answer.body.bookingId as string;
    const invoice = await invoiceOf(bookingId);
    expect((await admin.list({ filter: { id: [invoice.id] } })).body).toEqual([
      expect.objectContaining({ id: invoice.id, payment_state: 'open' }),
    ]);

    const paid = await admin.post(`/api/admin/invoices/${invoice.id}/mark-paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ id: invoice.id, payment_state: 'paid' });
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      payment_status: 'paid',
      paid_amount: invoice.gross_cents,
    });
    const [audit] = await app.dataSource.query(
      `SELECT actor_email, after FROM audit_log WHERE action = 'invoice.mark_paid' AND entity_id = $1`,
      [invoice.id],
    );
    expect(audit).toMatchObject({ after: { payment_status: 'paid', paid_cents: invoice.gross_cents, via: 'by_hand' } });
    expect(await admin.post(`/api/admin/invoices/${invoice.id}/mark-paid`)).toMatchObject({
      status: 409,
      body: { error: 'Für diese Rechnung ist keine Zahlung offen.' },
    });

    const other = await checkout(course, { customerEmail: uniqueEmail('storniert') });
    const otherInvoice = await invoiceOf(other.body.bookingId as string);
    expect((await bookings.post(`/api/admin/bookings/${other.body.bookingId}/cancel`, { refundCents: 0 })).status).toBe(
      200,
    );
    expect(await admin.post(`/api/admin/invoices/${otherInvoice.id}/mark-paid`)).toMatchObject({
      status: 409,
      body: { error: 'Diese Rechnung ist storniert; es ist nichts mehr zu zahlen.' },
    });
    expect((await admin.post(`/api/admin/invoices/00000000-0000-4000-8000-000000000000/mark-paid`)).status).toBe(404);
  });

  it('flags every unpaid participant of an order on the dashboard from 3 working days before its course, until it is paid', async () => {
    const date = berlinDatePlus(45);
    const course = await createCourse(app.dataSource, { date });
    const buyer = uniqueEmail('spaetzahler');
    const answer = await checkout(course, {
      customerEmail: buyer,
      customerName: 'Paula Spät',
      participants: [
        { name: 'Paula Spät', email: buyer },
        { name: 'Jonas Weber', email: uniqueEmail('jonas') },
      ],
      selectedPrice: 2 * course.gross_price,
      originalAmount: 2 * course.gross_price,
    });
    expect(answer.status, answer.text).toBe(200);
    const bookingIds = answer.body.bookingIds as string[];
    // Filed under Paula's booking, the one invoice bills Jonas's seat too.
    const invoice = await invoiceOf(bookingIds[0]);
    const clock = app.api.get(Clock);
    const flaggedOn = async (day: string) => {
      clock.now = () => new Date(`${day}T10:00:00+01:00`);
      try {
        const stats = await admin.get('/api/admin/stats');
        expect(stats.status).toBe(200);
        const { unpaidBeforeStart } = stats.body as { unpaidBeforeStart: { bookingId: string }[] };
        return unpaidBeforeStart.filter((row) => bookingIds.includes(row.bookingId));
      } finally {
        clock.now = () => new Date();
      }
    };
    const decisionDay = workingDaysBefore(date, 3);
    // In the bookings list the fee is late (yellow) only after the invoice's due date, not after 24 hours.
    const lateOn = async (day: string) => {
      clock.now = () => new Date(`${day}T10:00:00+01:00`);
      try {
        const list = await bookings.list({ filter: { id: bookingIds } });
        return (list.body as { id: string; payment_overdue: boolean }[])
          .sort((one, other) => bookingIds.indexOf(one.id) - bookingIds.indexOf(other.id))
          .map((row) => row.payment_overdue);
      } finally {
        clock.now = () => new Date();
      }
    };
    const due = invoice.snapshot.payment.dueDate!;
    expect(await lateOn(due)).toEqual([false, false]);
    expect(await lateOn(workingDaysBefore(date, 4))).toEqual([true, true]);
    expect(await flaggedOn(workingDaysBefore(date, 4))).toEqual([]);
    expect(await flaggedOn(decisionDay)).toEqual(
      // An order's participants in the order of their names.
      ['Jonas Weber', 'Paula Spät'].map((participant) =>
        expect.objectContaining({
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          buyerName: 'Paula Spät',
          participantName: participant,
          courseDate: date,
          amountCents: course.gross_price,
        }),
      ),
    );
    expect((await admin.post(`/api/admin/invoices/${invoice.id}/mark-paid`)).status).toBe(200);
    expect(await flaggedOn(decisionDay)).toEqual([]);
  });

  it('offers no payment on invoice unless the operator enabled it', async () => {
    const plain = await startTestApp({ shareWith: app });
    try {
      const course = await createCourse(plain.dataSource, { date: berlinDatePlus(30) });
      const answer = await postJson(
        `${plain.url}/api/checkout`,
        checkoutBody(course, { ...BUSINESS, customerEmail: uniqueEmail('aus') }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toMatchObject({ paymentMethod: PAYMENT_METHOD_MESSAGES.unavailable });
    } finally {
      await plain.close();
    }
  });
});
