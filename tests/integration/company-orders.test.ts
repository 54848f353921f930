import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, seatsLeftMessage } from '@mpb/domain';
import { ReleaseExpiredHoldsJob } from '../../backend/src/bookings/jobs/release-expired-holds.job';
import type { InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type RefundRequest,
} from '../../backend/src/payment-gateway/payment-gateway';
import { validateInvoices } from '../support/einvoice-validator';
import { eventually, queuesDrained } from '../support/eventually';
import { adminCalls, berlinDatePlus, startAdminApp } from './helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  createCourse,
  createDiscountCode,
  discountState,
  payTestCheckout,
  postJson,
  sessionIdOfCheckoutUrl,
  spotsOf,
  uniqueEmail,
} from './helpers/booking-fixtures';
import type { TestApp } from '../support/app';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const PRICE = 47481;
const BUSINESS = {
  customerType: 'business',
  customerCompany: 'Muster Medical GmbH',
  customerName: 'Erika Einkauf',
  purchaseOrderNumber: 'PO-2026-117',
};

interface BookingRow {
  id: string;
  order_id: string;
  customer_name: string;
  customer_email: string;
  customer_company: string | null;
  booking_status: string;
  payment_status: string;
  amount: number;
  payment_session_id: string | null;
}

describe('company orders: several participants in one order (DECISIONS 34)', () => {
  let app: TestApp;
  let cookie: string;
  let refunds: RefundRequest[];
  const admin = adminCalls(
    () => app,
    () => cookie,
  );
  const adminInvoices = adminCalls(
    () => app,
    () => cookie,
    'invoices',
  );

  beforeAll(async () => {
    ({ app, cookie, refunds } = await startAdminApp({
      env: PAY_ON_INVOICE_ENV,
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const colleagues = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      name: ['Jonas Weber', 'Aylin Demir', 'Ida Krause', 'Paul Schmitt'][index % 4],
      email: uniqueEmail(`kollege${index}`),
    }));
  /** A checkout of the participants given, at the list price of each seat unless the body says otherwise. */
  const order = (course: { id: string; gross_price: number }, body: Record<string, unknown>) => {
    const seats = Array.isArray(body.participants) ? body.participants.length : 1;
    const list = { selectedPrice: seats * course.gross_price, originalAmount: seats * course.gross_price };
    return postJson(`${app.url}/api/checkout`, checkoutBody(course, { ...list, ...body }));
  };
  const bookingsOf = (orderId: string): Promise<BookingRow[]> =>
    app.dataSource.query(
      `SELECT id, order_id, customer_name, customer_email, customer_company, booking_status, payment_status, amount,
              payment_session_id
         FROM bookings WHERE order_id = $1 ORDER BY id <> order_id, customer_name`,
      [orderId],
    );
  const invoicesOf = (
    orderId: string,
    kind: 'invoice' | 'cancellation' = 'invoice',
  ): Promise<{ id: string; number: string; cancels_invoice_id: string | null; snapshot: InvoiceSnapshot }[]> =>
    app.dataSource.query(
      `SELECT i.id, i.number, i.cancels_invoice_id, i.snapshot FROM invoices i JOIN bookings b ON b.id = i.booking_id
        WHERE b.order_id = $1 AND i.kind = $2 ORDER BY i.issued_at, i.sequence`,
      [orderId, kind],
    );
  /** An admin's 'Bestätigen' of one seat, as when its participant paid another way. */
  const confirmByHand = async (bookingId: string) =>
    expect((await admin.post(`/api/admin/bookings/${bookingId}/confirm`)).status).toBe(200);
  /** 'Bestätigen' while the payment provider cannot be reached: the order's checkout stays open and payable. */
  async function confirmByHandWhileProviderDown(bookingId: string) {
    const gateway = app.api.get<PaymentGateway>(PAYMENT_GATEWAY);
    const unreachable = vi
      .spyOn(gateway, 'expireCheckoutSession')
      .mockRejectedValue(new Error('connect ECONNREFUSED payment provider'));
    try {
      await confirmByHand(bookingId);
    } finally {
      unreachable.mockRestore();
    }
  }
  const refundsOf = (bookingId: string) =>
    refunds
      .filter((refund) => refund.bookingId === bookingId)
      .map(({ amount, idempotencyKey }) => ({ amount, idempotencyKey }));
  const paymentStates = async (invoiceIds: string[]) =>
    ((await adminInvoices.list({ filter: { id: invoiceIds } })).body as { id: string; payment_state: string }[])
      .sort((a, b) => invoiceIds.indexOf(a.id) - invoiceIds.indexOf(b.id))
      .map((row) => row.payment_state);
  /**
   * A card order of three colleagues whose first seats (one unless told) an admin confirmed by hand
   * while its checkout could not be closed: each with an invoice to pay by transfer.
   */
  async function orderWithSeatsConfirmedBeforePayment(buyer: string, confirmed = 1) {
    const course = await createCourse(app.dataSource, { max_participants: 5 });
    const answer = await order(course, { ...BUSINESS, customerEmail: buyer, participants: colleagues(3) });
    expect(answer.status, answer.text).toBe(200);
    const orderId = answer.body.orderId as string;
    const sessionId = sessionIdOfCheckoutUrl(answer.body.url as string);
    const bookings = await bookingsOf(orderId);
    for (const booking of bookings.slice(0, confirmed)) await confirmByHandWhileProviderDown(booking.id);
    const [{ status }] = await app.dataSource.query(`SELECT status FROM test_checkout_sessions WHERE id = $1`, [
      sessionId,
    ]);
    expect(status).toBe('open');
    const transferInvoices = await invoicesOf(orderId);
    expect(transferInvoices.map((invoice) => [invoice.snapshot.grossCents, invoice.snapshot.payment.method])).toEqual(
      Array(confirmed).fill([PRICE, 'transfer']),
    );
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    return { course, orderId, sessionId, bookings, transferInvoices };
  }
  const doublePaymentMails = (buyer: string) =>
    app.smtp.mails.filter(
      (mail) => mail.to.includes(buyer) && mail.subject.startsWith('Erstattung einer doppelten Zahlung'),
    );

  it('takes a seat per participant, pays them with one session and confirms them all with one invoice', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 5 });
    const buyer = uniqueEmail('einkauf');
    const participants = [{ name: 'Erika Einkauf', email: buyer }, ...colleagues(2)];
    const answer = await order(course, {
      ...BUSINESS,
      customerEmail: buyer,
      participants,
    });
    expect(answer.status, answer.text).toBe(200);
    const { orderId, bookingIds, bookingId } = answer.body as {
      orderId: string;
      bookingIds: string[];
      bookingId: string;
    };
    expect(bookingIds).toHaveLength(3);
    expect(bookingId).toBe(orderId);
    expect(bookingIds[0]).toBe(orderId);
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);

    const pending = await bookingsOf(orderId);
    expect(pending.map((booking) => booking.customer_email).sort()).toEqual(participants.map((p) => p.email).sort());
    expect(pending.every((booking) => booking.customer_company === 'Muster Medical GmbH')).toBe(true);
    expect(new Set(pending.map((booking) => booking.payment_session_id)).size).toBe(1);

    const sessionId = sessionIdOfCheckoutUrl(answer.body.url as string);
    const [session] = await app.dataSource.query(
      `SELECT amount, product_name FROM test_checkout_sessions WHERE id = $1`,
      [sessionId],
    );
    expect(session.amount).toBe(3 * PRICE);
    expect(session.product_name).toMatch(/^3 × /);

    expect((await payTestCheckout(app.url, sessionId)).status).toBe(303);
    const confirmed = await bookingsOf(orderId);
    expect(confirmed.map((booking) => [booking.booking_status, booking.payment_status])).toEqual([
      ['confirmed', 'paid'],
      ['confirmed', 'paid'],
      ['confirmed', 'paid'],
    ]);

    const [invoice, ...others] = await invoicesOf(orderId);
    expect(others).toEqual([]);
    expect(invoice.snapshot.grossCents).toBe(3 * PRICE);
    expect(invoice.snapshot.purchaseOrderNumber).toBe('PO-2026-117');
    expect(invoice.snapshot.buyer).toMatchObject({
      name: 'Erika Einkauf',
      company: 'Muster Medical GmbH',
      email: buyer,
    });
    expect(invoice.snapshot.lines.map((line) => line.participant).sort()).toEqual(
      participants.map((p) => p.name).sort(),
    );

    // The buyer: the order confirmation naming everyone, their own booking confirmation, the invoice.
    const [orderMail] = await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(buyer) && mail.subject.startsWith('Bestellbestätigung'),
    );
    const orderText = orderMail.text.replace(/\s+/g, ' ');
    for (const participant of participants) expect(orderText).toContain(`${participant.name} (${participant.email})`);
    expect(orderText).toContain('3 × 474,81 €');
    expect(orderText).toContain('1.424,43 €');
    await app.smtp.waitFor(1, (mail) => mail.to.includes(buyer) && mail.subject.includes(invoice.number));

    // Each colleague: their own confirmation, naming the buyer, without any price.
    for (const colleague of participants.slice(1)) {
      const [mail] = await app.smtp.waitFor(
        1,
        (caught) => caught.to.includes(colleague.email) && caught.subject.startsWith('Buchungsbestätigung'),
      );
      const text = mail.text.replace(/\s+/g, ' ');
      expect(text).toContain('Erika Einkauf hat Sie angemeldet');
      expect(text).not.toMatch(/€|Rechnung/);
      expect(mail.attachments.map((attachment) => attachment.filename)).toContain('kurstermin.ics');
    }
  });

  it('invoices each seat of a card order once when an admin confirms its seats one at a time, leaving issued invoices as they are', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 5 });
    const buyer = uniqueEmail('einzeln');
    const participants = colleagues(3);
    const answer = await order(course, { ...BUSINESS, customerEmail: buyer, participants });
    expect(answer.status, answer.text).toBe(200);
    const orderId = answer.body.orderId as string;
    const [first, ...later] = await bookingsOf(orderId);

    // Paid another way for the first participant: the admin confirms that seat alone.
    await confirmByHand(first.id);
    const [firstInvoice, ...none] = await invoicesOf(orderId);
    expect(none).toEqual([]);
    expect(firstInvoice.snapshot.lines.map((line) => line.participant)).toEqual([first.customer_name]);
    expect(firstInvoice.snapshot).toMatchObject({ grossCents: PRICE, payment: { method: 'transfer' } });

    for (const booking of later) await confirmByHand(booking.id);
    expect((await bookingsOf(orderId)).map((booking) => booking.booking_status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    const invoices = await invoicesOf(orderId);
    expect(invoices[0]).toEqual(firstInvoice);
    const invoiced = invoices.flatMap((invoice) => invoice.snapshot.lines.map((line) => line.participant));
    expect(invoiced.sort()).toEqual(participants.map((p) => p.name).sort());
    expect(invoices.reduce((sum, invoice) => sum + invoice.snapshot.grossCents, 0)).toBe(3 * PRICE);
    expect(invoices.every((invoice) => invoice.snapshot.payment.method === 'transfer')).toBe(true);

    // The admin's order lists each invoice, and the buyer is mailed each.
    const detail = await admin.get(`/api/admin/orders/${orderId}`);
    expect((detail.body as { invoices: { number: string }[] }).invoices.map((invoice) => invoice.number)).toEqual(
      invoices.map((invoice) => invoice.number),
    );
    for (const invoice of invoices)
      await app.smtp.waitFor(1, (mail) => mail.to.includes(buyer) && mail.subject.includes(invoice.number));
  });

  it('settles and cancels a seat confirmed apart on the invoice that bills it, not on another of the order', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 5 });
    const answer = await order(course, {
      ...BUSINESS,
      customerEmail: uniqueEmail('getrennt'),
      participants: colleagues(3),
    });
    expect(answer.status, answer.text).toBe(200);
    const orderId = answer.body.orderId as string;
    const [first, second, third] = await bookingsOf(orderId);
    for (const booking of [first, second, third]) await confirmByHand(booking.id);
    const [firstInvoice, secondInvoice, thirdInvoice] = await invoicesOf(orderId);

    // The first participant's transfer arrives: their seat alone is paid, the other invoices stay open.
    const paid = await adminInvoices.post(`/api/admin/invoices/${firstInvoice.id}/mark-paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await bookingsOf(orderId)).map((booking) => booking.payment_status)).toEqual([
      'paid',
      'pending',
      'pending',
    ]);
    const listed = await adminInvoices.list({ filter: { id: [secondInvoice.id, thirdInvoice.id] } });
    expect((listed.body as { payment_state: string }[]).map((row) => row.payment_state)).toEqual(['open', 'open']);

    // The second participant is cancelled: the cancellation invoice takes back the invoice of that seat.
    expect((await admin.post(`/api/admin/bookings/${second.id}/cancel`, {})).status).toBe(200);
    const [cancellation, ...more] = await invoicesOf(orderId, 'cancellation');
    expect(more).toEqual([]);
    expect(cancellation.cancels_invoice_id).toBe(secondInvoice.id);
    expect(cancellation.snapshot).toMatchObject({ grossCents: PRICE, cancels: { number: secondInvoice.number } });
    expect(cancellation.snapshot.lines.map((line) => line.participant)).toEqual([second.customer_name]);

    // The third invoice is still owed and settles the third seat.
    expect((await adminInvoices.post(`/api/admin/invoices/${thirdInvoice.id}/mark-paid`)).status).toBe(200);
    expect((await bookingsOf(orderId)).map((booking) => [booking.booking_status, booking.payment_status])).toEqual([
      ['confirmed', 'paid'],
      ['cancelled', 'pending'],
      ['confirmed', 'paid'],
    ]);
  });

  it("takes no second seat when the order's card payment arrives after an admin confirmed one of its seats, and refunds that seat's share", async () => {
    const buyer = uniqueEmail('spaet');
    const { course, orderId, sessionId, bookings, transferInvoices } =
      await orderWithSeatsConfirmedBeforePayment(buyer);
    const [first, ...later] = bookings;
    const [transferInvoice] = transferInvoices;

    // The buyer pays the whole order by card after all.
    expect((await payTestCheckout(app.url, sessionId)).status).toBe(303);

    // Each participant holds one seat; the first still owes its transfer invoice, the others are paid by card.
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    expect((await bookingsOf(orderId)).map((booking) => [booking.booking_status, booking.payment_status])).toEqual([
      ['confirmed', 'pending'],
      ['confirmed', 'paid'],
      ['confirmed', 'paid'],
    ]);
    const [stillTransfer, cardInvoice, ...none] = await invoicesOf(orderId);
    expect(none).toEqual([]);
    expect(stillTransfer).toEqual(transferInvoice);
    expect(cardInvoice.snapshot).toMatchObject({ grossCents: 2 * PRICE, payment: { method: 'card' } });
    expect(cardInvoice.snapshot.lines.map((line) => line.participant).sort()).toEqual(
      later.map((booking) => booking.customer_name).sort(),
    );
    expect(await invoicesOf(orderId, 'cancellation')).toEqual([]);
    expect(await paymentStates([transferInvoice.id, cardInvoice.id])).toEqual(['open', 'paid']);

    // The card paid the first seat a second time: that share goes back, once, and the buyer is told why.
    expect(refundsOf(first.id)).toEqual([{ amount: PRICE, idempotencyKey: `double-payment-refund-${first.id}` }]);
    const [mail] = await app.smtp.waitFor(1, (caught) => doublePaymentMails(buyer).includes(caught));
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain(first.customer_name);
    expect(text).toContain(transferInvoice.number);
    expect(text).toContain('474,81 €');
    // The refund is recorded once and for good.
    const refused = /Erstattungen doppelter Zahlungen sind unveränderlich/;
    await expect(
      app.dataSource.query(`UPDATE double_payment_refunds SET amount_cents = 1 WHERE booking_id = $1`, [first.id]),
    ).rejects.toThrow(refused);
    await expect(
      app.dataSource.query(`UPDATE double_payment_refunds SET refunded_at = now() WHERE booking_id = $1`, [first.id]),
    ).rejects.toThrow(refused);
    await expect(
      app.dataSource.query(`DELETE FROM double_payment_refunds WHERE booking_id = $1`, [first.id]),
    ).rejects.toThrow(refused);

    // The success page asks again: nothing more is taken, invoiced or refunded; the first seat shows as booked on invoice.
    const verified = await postJson(`${app.url}/api/payments/verify`, { sessionId, bookingId: first.id });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toMatchObject({ success: true, paymentMethod: 'invoice', error: null });
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    expect(await invoicesOf(orderId)).toHaveLength(2);
    expect(bookings.flatMap((booking) => refundsOf(booking.id))).toHaveLength(1);

    // The first participant's transfer arrives: their invoice is paid once, by it.
    expect((await adminInvoices.post(`/api/admin/invoices/${transferInvoice.id}/mark-paid`)).status).toBe(200);
    expect((await bookingsOf(orderId)).map((booking) => booking.payment_status)).toEqual(['paid', 'paid', 'paid']);

    // Cancelled with its fee back, the first seat is refunded as it paid: by transfer, not from the order's card payment.
    const cancelled = await admin.post(`/api/admin/bookings/${first.id}/cancel`, { refundCents: PRICE });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(refundsOf(first.id)).toEqual([{ amount: PRICE, idempotencyKey: `double-payment-refund-${first.id}` }]);
    expect((await admin.list({ filter: { id: [first.id] } })).body).toMatchObject([
      {
        booking_status: 'cancelled',
        payment_status: 'paid',
        refunded_amount: PRICE,
        review_reason: 'refund_by_transfer',
      },
    ]);
    const [cancellation] = await app.smtp.waitFor(
      1,
      (mail) =>
        mail.to.includes(buyer) && mail.subject.startsWith(`Stornierung der Buchung für ${first.customer_name}`),
    );
    expect(cancellation.text.replace(/\s+/g, ' ')).toContain(
      'Wir überweisen Ihnen 474,81 € auf das Konto, von dem Ihre Zahlung kam.',
    );
  });

  it('refunds the whole card payment when every seat was confirmed by hand before it, one of them paid by transfer already', async () => {
    const buyer = uniqueEmail('alle');
    const { course, orderId, sessionId, bookings, transferInvoices } = await orderWithSeatsConfirmedBeforePayment(
      buyer,
      3,
    );
    expect((await adminInvoices.post(`/api/admin/invoices/${transferInvoices[0].id}/mark-paid`)).status).toBe(200);

    expect((await payTestCheckout(app.url, sessionId)).status).toBe(303);

    // Nothing is confirmed, invoiced or paid by the card payment: it all goes back, a share per seat.
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    expect((await bookingsOf(orderId)).map((booking) => [booking.booking_status, booking.payment_status])).toEqual([
      ['confirmed', 'paid'],
      ['confirmed', 'pending'],
      ['confirmed', 'pending'],
    ]);
    expect(await invoicesOf(orderId)).toEqual(transferInvoices);
    for (const booking of bookings)
      expect(refundsOf(booking.id)).toEqual([{ amount: PRICE, idempotencyKey: `double-payment-refund-${booking.id}` }]);

    // The buyer is told of each refund and what remains to be paid, and gets no order confirmation for the payment.
    await app.smtp.waitFor(3, (mail) => doublePaymentMails(buyer).includes(mail));
    await queuesDrained(app);
    const texts = doublePaymentMails(buyer).map((mail) => mail.text.replace(/\s+/g, ' '));
    expect(texts).toHaveLength(3);
    const [paid, ...open] = transferInvoices.map((invoice) => texts.find((text) => text.includes(invoice.number))!);
    expect(paid).toContain(
      `Ihre Überweisung zur Rechnung ${transferInvoices[0].number} ist bereits bei uns eingegangen`,
    );
    for (const [index, text] of open.entries())
      expect(text).toContain(`Die Rechnung ${transferInvoices[index + 1].number} bleibt bestehen`);
    expect(
      app.smtp.mails.filter((mail) => mail.to.includes(buyer) && mail.subject.startsWith('Bestellbestätigung')),
    ).toEqual([]);
  });

  it('keeps the refund of a double payment due while the provider refuses it, and makes it once on the next sweep', async () => {
    const buyer = uniqueEmail('erstattung');
    const { orderId, sessionId, bookings } = await orderWithSeatsConfirmedBeforePayment(buyer);
    const [first] = bookings;
    const refusing = vi
      .spyOn(app.api.get<PaymentGateway>(PAYMENT_GATEWAY), 'refund')
      .mockRejectedValue(new Error('connect ECONNREFUSED payment provider'));
    // Every refund the worker makes, also by its own every-minute run of the job.
    const workerRefunds = vi.spyOn(app.worker!.get<PaymentGateway>(PAYMENT_GATEWAY), 'refund');
    try {
      expect((await payTestCheckout(app.url, sessionId)).status).toBe(303);
    } finally {
      refusing.mockRestore();
    }
    const refundRow = () =>
      app.dataSource.query(`SELECT amount_cents, refunded_at FROM double_payment_refunds WHERE booking_id = $1`, [
        first.id,
      ]);
    expect(await refundRow()).toEqual([{ amount_cents: PRICE, refunded_at: null }]);
    expect((await bookingsOf(orderId)).map((booking) => booking.payment_status)).toEqual(['pending', 'paid', 'paid']);

    // The worker's hold-release job retries it.
    const sweep = () => app.worker!.get(ReleaseExpiredHoldsJob).handle();
    try {
      await sweep();
      expect(await refundRow()).toEqual([{ amount_cents: PRICE, refunded_at: expect.any(Date) }]);
      await sweep();
      // One refund, under one idempotency key (a run of the job alongside may ask again; the provider refunds once per key).
      const asked = new Set(
        workerRefunds.mock.calls.map(([{ amount, idempotencyKey }]) => `${amount} ${idempotencyKey}`),
      );
      expect([...asked]).toEqual([`${PRICE} double-payment-refund-${first.id}`]);
    } finally {
      workerRefunds.mockRestore();
    }
    await app.smtp.waitFor(1, (mail) => doublePaymentMails(buyer).includes(mail));
    await queuesDrained(app);
    expect(doublePaymentMails(buyer)).toHaveLength(1);
    expect(refundsOf(first.id)).toEqual([]);
  });

  it('takes every seat or none: an order larger than the seats left is refused and changes nothing', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const buyer = uniqueEmail('zuviele');
    const answer = await order(course, {
      customerEmail: buyer,
      participants: [{ name: 'Erika Einkauf', email: buyer }, ...colleagues(2)],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(seatsLeftMessage(2));
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM bookings WHERE course_id = $1`, [
      course.id,
    ]);
    expect(count).toBe(0);

    // Two fit.
    const fitting = await order(course, {
      customerEmail: buyer,
      participants: colleagues(2),
    });
    expect(fitting.status, fitting.text).toBe(200);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
  });

  it('refuses the same address twice, more than 20 participants and a price for the wrong number of seats, in German', async () => {
    const course = await createCourse(app.dataSource);
    const same = uniqueEmail('doppelt');
    const twice = await order(course, {
      participants: [
        { name: 'Jonas Weber', email: same },
        { name: 'Jonas Zwei', email: same.toUpperCase() },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'participants.1.email': ORDER_MESSAGES.sameEmailTwice });

    const many = await order(course, {
      participants: Array.from({ length: 21 }, (_, index) => ({ name: 'Jonas Weber', email: `p${index}@beispiel.de` })),
      selectedPrice: 21 * PRICE,
    });
    expect(many.status).toBe(400);
    expect(many.body.fields).toMatchObject({ participants: ORDER_MESSAGES.tooManyParticipants });

    const waitlistSeat = await order(course, { participants: colleagues(2), waitlistOfferToken: 'angebot' });
    expect(waitlistSeat.status).toBe(400);
    expect(waitlistSeat.body.fields).toMatchObject({
      participants: expect.stringMatching(/^Ein Platz von der Warteliste/),
    });

    const none = await order(course, { participants: [], selectedPrice: 0 });
    expect(none.status).toBe(400);
    expect(none.body.fields).toMatchObject({ participants: ORDER_MESSAGES.noParticipant });

    const onePrice = await order(course, { participants: colleagues(2), selectedPrice: PRICE, originalAmount: PRICE });
    expect(onePrice.status).toBe(409);
    expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants);
  });

  it('applies a discount code to each seat and reserves a use per participant', async () => {
    const course = await createCourse(app.dataSource);
    const code = await createDiscountCode(app.dataSource, { discount_value: 20 });
    const perSeat = PRICE - Math.round(PRICE * 0.2);
    const answer = await order(course, {
      participants: colleagues(3),
      discountCode: code.code,
      selectedPrice: 3 * perSeat,
      originalAmount: 3 * PRICE,
      discountAmount: 3 * (PRICE - perSeat),
    });
    expect(answer.status, answer.text).toBe(200);
    const bookings = await bookingsOf(answer.body.orderId as string);
    expect(bookings.map((booking) => booking.amount)).toEqual([perSeat, perSeat, perSeat]);
    const state = await discountState(app.dataSource, code.id);
    expect(state.currentUses).toBe(3);
    expect(state.usages.map((usage) => usage.status)).toEqual(['reserved', 'reserved', 'reserved']);
  });

  it('books an order on invoice for colleagues at once, with one invoice listing them that passes the official rules', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(40) });
    const buyer = uniqueEmail('rechnung');
    const participants = colleagues(2);
    const answer = await order(course, {
      ...BUSINESS,
      customerEmail: buyer,
      paymentMethod: 'invoice',
      participants,
    });
    expect(answer.status, answer.text).toBe(200);
    const orderId = answer.body.orderId as string;
    expect((await bookingsOf(orderId)).map((booking) => booking.booking_status)).toEqual(['confirmed', 'confirmed']);

    const [invoice] = await eventually(async () => {
      const rows = await invoicesOf(orderId);
      return rows.length ? rows : undefined;
    });
    expect(invoice.snapshot.lines.map((line) => line.participant).sort()).toEqual(
      participants.map((p) => p.name).sort(),
    );
    expect(invoice.snapshot.payment.method).toBe('transfer');

    const [orderMail] = await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(buyer) && mail.subject.startsWith('Bestellbestätigung'),
    );
    expect(orderMail.text.replace(/\s+/g, ' ')).toContain('Sie zahlen auf Rechnung per Überweisung');
    for (const participant of participants)
      await app.smtp.waitFor(
        1,
        (mail) => mail.to.includes(participant.email) && mail.subject.startsWith('Buchungsbestätigung'),
      );

    const [documents] = await eventually(async () => {
      const rows = await app.dataSource.query(`SELECT pdf, xml FROM invoice_documents WHERE invoice_id = $1`, [
        invoice.id,
      ]);
      return rows.length ? rows : undefined;
    });
    const directory = await mkdtemp(join(tmpdir(), 'company-order-'));
    await writeFile(join(directory, 'invoice.pdf'), documents.pdf);
    await writeFile(join(directory, 'invoice.xml'), documents.xml);
    const validation = await validateInvoices([join(directory, 'invoice.pdf'), join(directory, 'invoice.xml')]);
    expect(validation.failures, validation.output).toEqual([]);
    for (const participant of participants) expect(documents.xml).toContain(participant.name);
  });

  it('releases every seat of an unpaid order when its hold runs out', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 4 });
    const answer = await order(course, { participants: colleagues(3) });
    expect(answer.status, answer.text).toBe(200);
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
    await app.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 hour' WHERE order_id = $1`, [
      answer.body.orderId,
    ]);
    await app.worker!.get(ReleaseExpiredHoldsJob).handle();
    expect((await bookingsOf(answer.body.orderId as string)).map((booking) => booking.booking_status)).toEqual([
      'failed',
      'failed',
      'failed',
    ]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(4);
  });
});
