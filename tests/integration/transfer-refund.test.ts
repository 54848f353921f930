import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundRequest } from '../../backend/src/payment-gateway/payment-gateway';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { camt053, uploadStatement } from '../support/camt053';
import { eventually } from '../support/eventually';
import { euro } from '../support/money';
import {
  ADMIN,
  adminCalls,
  auditRows,
  berlinDatePlus,
  orderOnInvoice,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';
import { createCourse, spotsOf } from './helpers/booking-fixtures';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const PRICE = 47481;
const NO_TRANSFER_REFUND = 'Für diese Buchung ist keine Erstattung per Überweisung offen.';
const REFUND_OWED =
  'Für eine Buchung dieser Person ist noch eine Erstattung per Überweisung offen. Überweisen Sie sie zuerst und bestätigen Sie das in der Buchungsliste mit „Erstattung überwiesen“; danach lassen sich die Daten löschen.';
/** The account the demo bank statement's credits come from. */
const PAYER_IBAN = 'DE02120300000000202051';
const BY_TRANSFER = (cents: number) =>
  `Wir überweisen Ihnen ${euro(cents).replace(/\s/g, ' ')} auf das Konto, von dem Ihre Zahlung kam.`;

interface AdminRow {
  id: string;
  booking_status: string;
  payment_status: string;
  refunded_amount: number | null;
  review_reason: string | null;
  refund_iban: string | null;
}

describe('an order paid on invoice and then by bank transfer is refunded by transfer when cancelled', () => {
  let app: TestApp;
  let adminCookie: string;
  let refunds: RefundRequest[];
  const callsOn = (resource?: string) =>
    adminCalls(
      () => app,
      () => adminCookie,
      resource,
    );
  const [admin, courses, invoices] = [callsOn(), callsOn('courses'), callsOn('invoices')];

  beforeAll(async () => {
    ({
      app,
      cookie: adminCookie,
      refunds,
    } = await startAdminApp({
      env: PAY_ON_INVOICE_ENV,
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function payByStatement(invoiceNumber: string, cents: number): Promise<void> {
    const statement = camt053('001.08', berlinDatePlus(0), [
      { cents, bankReference: `T${Date.now()}${invoiceNumber}`, debtor: 'Muster Medical GmbH', text: invoiceNumber },
    ]);
    const imported = await uploadStatement(app, adminCookie, statement);
    expect(imported.status).toBe(200);
    expect(imported.body.matched).toHaveLength(1);
  }

  const adminRow = async (id: string): Promise<AdminRow> =>
    ((await admin.list({ filter: { id: [id] } })).body as AdminRow[])[0];
  const cancellationInvoices = async (orderId: string): Promise<number> =>
    (
      await app.dataSource.query(
        `SELECT i.id FROM invoices i JOIN bookings b ON b.id = i.booking_id WHERE b.order_id = $1 AND i.kind = 'cancellation'`,
        [orderId],
      )
    ).length;
  const mailText = async (email: string, subject: string): Promise<string> => {
    const [mail] = await app.smtp.waitFor(1, (sent) => sent.to.includes(email) && sent.subject.startsWith(subject));
    return mail.text.replace(/\s+/g, ' ');
  };

  it('cancels a participant and then the order without the card gateway, and shows the admin what to transfer back', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const order = await orderOnInvoice(app, course);
    await payByStatement(order.invoice.number, 2 * PRICE);
    const cookie = await signIn(app, order.buyer);

    const one = await call(app, 'POST', `/api/me/bookings/${order.jonasId}/cancel`, { cookie, body: {} });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toMatchObject({ refundedCents: PRICE });
    expect((one.body as { message: string }).message.replace(/\s+/g, ' ')).toContain(BY_TRANSFER(PRICE));
    expect(await spotsOf(app.dataSource, course.id)).toBe(4);
    expect(await eventually(async () => ((await cancellationInvoices(order.orderId)) === 1 ? true : undefined))).toBe(
      true,
    );
    expect(await mailText(order.buyer, 'Stornierung der Buchung für Jonas Weber:')).toContain(BY_TRANSFER(PRICE));
    const toJonas = await mailText(order.jonas, 'Stornierung Ihrer Buchung:');
    expect(toJonas).not.toMatch(/erstatt|überweis|Zahlung/i);

    const whole = await call(app, 'POST', `/api/me/orders/${order.orderId}/cancel`, { cookie, body: {} });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body).toMatchObject({ refundedCents: PRICE });
    expect(await spotsOf(app.dataSource, course.id)).toBe(5);
    expect(await eventually(async () => ((await cancellationInvoices(order.orderId)) === 2 ? true : undefined))).toBe(
      true,
    );
    expect(await mailText(order.buyer, 'Stornierung Ihrer Buchung:')).toContain(BY_TRANSFER(PRICE));
    expect(refunds.filter((refund) => [order.erikaId, order.jonasId].includes(refund.bookingId))).toEqual([]);

    // Nothing went back yet: still paid, the amount owed, flagged with the account it came from.
    for (const id of [order.erikaId, order.jonasId])
      expect(await adminRow(id)).toMatchObject({
        booking_status: 'cancelled',
        payment_status: 'paid',
        refunded_amount: PRICE,
        review_reason: 'refund_by_transfer',
        refund_iban: PAYER_IBAN,
      });
  });

  it('knows no account when the admin marked the invoice paid by hand', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const order = await orderOnInvoice(app, course);
    expect((await admin.post(`/api/admin/invoices/${order.invoice.id}/mark-paid`)).status).toBe(200);
    const cookie = await signIn(app, order.buyer);

    const whole = await call(app, 'POST', `/api/me/orders/${order.orderId}/cancel`, { cookie, body: {} });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body).toMatchObject({ refundedCents: 2 * PRICE });
    expect(await spotsOf(app.dataSource, course.id)).toBe(5);
    expect(refunds.filter((refund) => [order.erikaId, order.jonasId].includes(refund.bookingId))).toEqual([]);
    expect(await adminRow(order.jonasId)).toMatchObject({
      payment_status: 'paid',
      refunded_amount: PRICE,
      review_reason: 'refund_by_transfer',
      refund_iban: null,
    });

    // The admin transfers it back and says so: only now is the booking refunded, and its review done.
    const done = await admin.post(`/api/admin/bookings/${order.jonasId}/refund-transferred`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ payment_status: 'refunded', refunded_amount: PRICE, review_reason: null });
    const again = await admin.post(`/api/admin/bookings/${order.jonasId}/refund-transferred`);
    expect(again).toMatchObject({ status: 409, body: { error: NO_TRANSFER_REFUND } });
    expect(await admin.post(`/api/admin/bookings/${order.erikaId}/refund-transferred`)).toMatchObject({ status: 200 });
    expect((await auditRows(app, order.jonasId)).at(-1)).toMatchObject({
      action: 'booking.refund_transferred',
      actor_email: ADMIN,
    });
  });

  it("still matches the buyer's transfer and shows the invoice open until then when the participant it is filed under was cancelled", async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const order = await orderOnInvoice(app, course);
    const cookie = await signIn(app, order.buyer);
    const cancelled = await call(app, 'POST', `/api/me/bookings/${order.erikaId}/cancel`, { cookie, body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await eventually(async () => ((await cancellationInvoices(order.orderId)) === 1 ? true : undefined))).toBe(
      true,
    );
    const paymentState = async () =>
      ((await invoices.list({ filter: { id: [order.invoice.id] } })).body as { payment_state: string }[])[0]
        .payment_state;
    expect(await paymentState()).toBe('open');

    // Jonas's seat is what is left to pay: the statement's credit for it settles the invoice.
    await payByStatement(order.invoice.number, PRICE);
    expect(await adminRow(order.jonasId)).toMatchObject({ booking_status: 'confirmed', payment_status: 'paid' });
    expect(await paymentState()).toBe('paid');
  });

  it('tells the admin who cancels a course which refunds are still to transfer', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const order = await orderOnInvoice(app, course);
    await payByStatement(order.invoice.number, 2 * PRICE);

    const cancelled = await courses.put(`/api/admin/courses/${course.id}`, { status: 'cancelled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      cancellation: { cancelledBookings: 2, refundedCents: 0, transferRefundCents: 2 * PRICE, failed: [] },
    });
    expect(refunds.filter((refund) => [order.erikaId, order.jonasId].includes(refund.bookingId))).toEqual([]);
    for (const id of [order.erikaId, order.jonasId])
      expect(await adminRow(id)).toMatchObject({ refunded_amount: PRICE, review_reason: 'refund_by_transfer' });
  });

  it("keeps a person's data while a refund of their order is still to transfer, and deletes it once transferred", async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const order = await orderOnInvoice(app, course);
    await payByStatement(order.invoice.number, 2 * PRICE);
    expect((await courses.put(`/api/admin/courses/${course.id}`, { status: 'cancelled' })).status).toBe(200);

    // The buyer, to whom the money goes back, and the colleague, whose booking would lose its button.
    for (const email of [order.buyer, order.jonas])
      expect(await admin.post('/api/admin/gdpr-deletions', { email })).toMatchObject({
        status: 409,
        body: { error: REFUND_OWED },
      });
    expect(await adminRow(order.jonasId)).toMatchObject({
      customer_email: order.jonas,
      buyer_name: 'Erika Einkauf',
      review_reason: 'refund_by_transfer',
    });

    expect((await admin.post(`/api/admin/bookings/${order.jonasId}/refund-transferred`)).status).toBe(200);
    expect((await admin.post('/api/admin/gdpr-deletions', { email: order.jonas })).status).toBe(201);
    // Erika's own seat still waits for its refund.
    expect((await admin.post('/api/admin/gdpr-deletions', { email: order.buyer })).status).toBe(409);
    expect((await admin.post(`/api/admin/bookings/${order.erikaId}/refund-transferred`)).status).toBe(200);
    expect((await admin.post('/api/admin/gdpr-deletions', { email: order.buyer })).status).toBe(201);
    expect(await adminRow(order.erikaId)).toMatchObject({ anonymised: true, payment_status: 'refunded' });
  });

  it('refuses to mark a refund transferred that no booking paid by transfer owes', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const order = await orderOnInvoice(app, course);
    // Confirmed and not yet paid: nothing to transfer back.
    const refused = await admin.post(`/api/admin/bookings/${order.jonasId}/refund-transferred`);
    expect(refused).toMatchObject({ status: 409, body: { error: NO_TRANSFER_REFUND } });
    expect(await adminRow(order.jonasId)).toMatchObject({ booking_status: 'confirmed', payment_status: 'pending' });
  });
});
