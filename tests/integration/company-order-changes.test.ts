import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { camt053, uploadStatement } from '../support/camt053';
import { validateInvoices } from '../support/einvoice-validator';
import { eventually } from '../support/eventually';
import { euro } from '../support/money';
import { InvoiceSeats1796640000000 } from '../../migrations/1796640000000-invoice-seats';
import { adminCalls, berlinDatePlus, startAdminApp } from './helpers/admin-bookings-fixtures';
import {
  companyOrderBody,
  createCourse,
  payTestCheckout,
  postJson,
  sessionIdOfCheckoutUrl,
  spotsOf,
  uniqueEmail,
} from './helpers/booking-fixtures';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const PRICE = 47481;
const PAYER_ONLY = 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.';
/** A seat's price as a mail's text reads it, every run of white space one space. */
const SEAT_PRICE = euro(PRICE).replace(/\s/g, ' ');
const ORDER_CANCELLED = 'Diese Bestellung kann nicht mehr storniert werden: Alle ihre Plätze sind bereits storniert.';
const ORDER_NOT_REBOOKABLE =
  'Diese Bestellung kann nicht mehr umgebucht werden: Alle ihre Plätze sind bereits storniert.';
const ORDER_NOT_FOUND = 'Diese Bestellung wurde nicht gefunden.';
const BOOKED_FOR_THEM =
  'Erika Einkauf hat die Buchung für Sie vorgenommen und erhält alle Informationen zur Abrechnung direkt von uns.';

interface MyOrder {
  id: string;
  bookings: { id: string; participantName: string; status: string; paidCents: number | null; canCancel: boolean }[];
  invoices: { id: string; number: string; kind: string; grossCents: number }[];
}

interface InvoiceRow {
  id: string;
  kind: string;
  gross_cents: number;
  cancels_invoice_id: string | null;
  snapshot: InvoiceSnapshot;
}

describe("a company order in 'Meine Buchungen': the buyer cancels one participant at a time", () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp({
      env: PAY_ON_INVOICE_ENV,
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const ordersOf = async (cookie: string): Promise<MyOrder[]> => {
    const answer = await call(app, 'GET', '/api/me/orders', { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { orders: MyOrder[] }).orders;
  };
  const invoicesOf = (orderId: string): Promise<InvoiceRow[]> =>
    app.dataSource.query(
      `SELECT i.id, i.kind, i.gross_cents, i.cancels_invoice_id, i.snapshot
         FROM invoices i JOIN bookings b ON b.id = i.booking_id
        WHERE b.order_id = $1 ORDER BY i.issued_at, i.sequence`,
      [orderId],
    );
  const documentsOf = (invoiceId: string): Promise<{ pdf: Buffer; xml: string }> =>
    eventually(async () => {
      const [row] = await app.dataSource.query(`SELECT pdf, xml FROM invoice_documents WHERE invoice_id = $1`, [
        invoiceId,
      ]);
      return row;
    });

  /** The text of the first mail to `email` whose subject starts with `subject`, every run of white space one space. */
  const mailTo = async (email: string, subject: string): Promise<string> => {
    const [mail] = await app.smtp.waitFor(1, (sent) => sent.to.includes(email) && sent.subject.startsWith(subject));
    return mail.text.replace(/\s+/g, ' ');
  };
  const participantsCancellation = (email: string) => mailTo(email, 'Stornierung Ihrer Buchung:');

  /** An order whose seats an admin confirms one at a time (each paid another way): an invoice for each seat. */
  async function orderConfirmedSeatBySeat(course: { id: string; gross_price: number }) {
    const placed = await placeOrder(course, { pay: false });
    for (const id of placed.bookingIds)
      expect((await admin.post(`/api/admin/bookings/${id}/confirm`)).status).toBe(200);
    return placed;
  }

  /**
   * A business order of Erika Einkauf for the participants (herself and two colleagues unless
   * given), paid by card unless it is on invoice or told not to pay.
   */
  async function placeOrder(
    course: { id: string; gross_price: number },
    {
      participants,
      onInvoice = false,
      pay = !onInvoice,
    }: { participants?: { name: string; email: string }[]; onInvoice?: boolean; pay?: boolean } = {},
  ) {
    const buyer = uniqueEmail('einkauf');
    const seats = participants ?? [
      { name: 'Erika Einkauf', email: buyer },
      { name: 'Jonas Weber', email: uniqueEmail('jonas') },
      { name: 'Aylin Demir', email: uniqueEmail('aylin') },
    ];
    const answer = await postJson(
      `${app.url}/api/checkout`,
      companyOrderBody(course, buyer, seats, onInvoice ? { paymentMethod: 'invoice' } : {}),
    );
    expect(answer.status, answer.text).toBe(200);
    if (pay)
      expect((await payTestCheckout(app.url, sessionIdOfCheckoutUrl(answer.body.url as string))).status).toBe(303);
    return { orderId: answer.body.orderId as string, buyer, bookingIds: answer.body.bookingIds as string[], seats };
  }

  it('refunds the seat, frees it and issues a cancellation invoice over that seat alone, each time', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const { orderId, buyer, seats } = await placeOrder(course);
    const [, jonas] = seats;

    // The buyer sees the order with all three and its invoice; a colleague sees their own seat only.
    const buyerCookie = await signIn(app, buyer);
    const [order] = await ordersOf(buyerCookie);
    expect(order.id).toBe(orderId);
    expect(order.bookings.map((booking) => booking.participantName).sort()).toEqual([
      'Aylin Demir',
      'Erika Einkauf',
      'Jonas Weber',
    ]);
    expect(order.invoices).toEqual([expect.objectContaining({ kind: 'invoice', grossCents: 3 * PRICE })]);
    const jonasCookie = await signIn(app, jonas.email);
    const [jonasOrder] = await ordersOf(jonasCookie);
    expect(jonasOrder.bookings).toEqual([
      expect.objectContaining({ participantName: 'Jonas Weber', paidCents: null, canCancel: false }),
    ]);
    expect(jonasOrder.invoices).toEqual([]);
    const jonasBooking = order.bookings.find((booking) => booking.participantName === 'Jonas Weber')!;
    const refused = await call(app, 'POST', `/api/me/bookings/${jonasBooking.id}/cancel`, {
      cookie: jonasCookie,
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: PAYER_ONLY });

    // The buyer cancels Jonas: his seat's price comes back and a cancellation invoice names him.
    const cancelled = await call(app, 'POST', `/api/me/bookings/${jonasBooking.id}/cancel`, {
      cookie: buyerCookie,
      body: {},
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ refundedCents: PRICE });
    expect(await spotsOf(app.dataSource, course.id)).toBe(3);
    const after = (await ordersOf(buyerCookie))[0];
    expect(after.bookings.map((booking) => [booking.participantName, booking.status]).sort()).toEqual([
      ['Aylin Demir', 'confirmed'],
      ['Erika Einkauf', 'confirmed'],
      ['Jonas Weber', 'cancelled'],
    ]);
    // Jonas learns his seat is cancelled but nothing of Erika's payment; Erika is told her refund.
    const toJonas = await participantsCancellation(jonas.email);
    expect(toJonas).toContain('Guten Tag Jonas Weber');
    expect(toJonas).toContain(BOOKED_FOR_THEM);
    expect(toJonas).not.toContain(SEAT_PRICE);
    expect(toJonas).not.toMatch(/erstatt|Zahlung/i);
    expect(await mailTo(buyer, 'Stornierung der Buchung für Jonas Weber:')).toContain(
      `Wir erstatten Ihnen ${SEAT_PRICE} auf das Zahlungsmittel, mit dem Sie die Buchung bezahlt haben.`,
    );

    const [original, first] = await eventually(async () => {
      const rows = await invoicesOf(orderId);
      return rows.length === 2 ? rows : undefined;
    });
    expect(first).toMatchObject({ kind: 'cancellation', gross_cents: PRICE, cancels_invoice_id: original.id });
    expect(first.snapshot.lines).toEqual([
      expect.objectContaining({ participant: 'Jonas Weber', description: expect.stringMatching(/^Teilstornierung: /) }),
    ]);
    expect(first.snapshot.buyer).toMatchObject({ name: 'Erika Einkauf', company: 'Muster Medical GmbH' });

    // Then Aylin: a second cancellation invoice names the same original, which still holds Erika's seat.
    const aylinBooking = order.bookings.find((booking) => booking.participantName === 'Aylin Demir')!;
    const second = await call(app, 'POST', `/api/me/bookings/${aylinBooking.id}/cancel`, {
      cookie: buyerCookie,
      body: {},
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const rows = await eventually(async () => {
      const found = await invoicesOf(orderId);
      return found.length === 3 ? found : undefined;
    });
    expect(rows[2]).toMatchObject({ kind: 'cancellation', gross_cents: PRICE, cancels_invoice_id: original.id });
    expect(rows[2].snapshot.lines[0].participant).toBe('Aylin Demir');

    // Both pass the official rules, as PDF and XML.
    const directory = await mkdtemp(join(tmpdir(), 'order-cancellation-'));
    const files: string[] = [];
    for (const row of rows.slice(1)) {
      const documents = await documentsOf(row.id);
      files.push(join(directory, `${row.id}.pdf`), join(directory, `${row.id}.xml`));
      await writeFile(files.at(-2)!, documents.pdf);
      await writeFile(files.at(-1)!, documents.xml);
    }
    const validation = await validateInvoices(files);
    expect(validation.failures, validation.output).toEqual([]);

    // The buyer gets the cancellation invoices.
    await app.smtp.waitFor(2, (mail) => mail.to.includes(buyer) && mail.subject.includes('Stornorechnung'));
  });

  it('rebooks the whole order to a date with a seat for each, all or none, and invoices it anew', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const tooSmall = await createCourse(app.dataSource, { date: berlinDatePlus(100), max_participants: 2 });
    const roomy = await createCourse(app.dataSource, { date: berlinDatePlus(110), max_participants: 4 });
    const { orderId, buyer, bookingIds } = await placeOrder(course);
    const cookie = await signIn(app, buyer);
    const rebook = (courseId: string) =>
      call(app, 'POST', `/api/me/orders/${orderId}/rebook`, { cookie, body: { courseId } });

    const refused = await rebook(tooSmall.id);
    expect(refused.status).toBe(409);
    expect(await spotsOf(app.dataSource, tooSmall.id)).toBe(2);
    expect(await spotsOf(app.dataSource, course.id)).toBe(2);

    const moved = await rebook(roomy.id);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const courses: { course_id: string }[] = await app.dataSource.query(
      `SELECT course_id FROM bookings WHERE order_id = $1`,
      [orderId],
    );
    expect(courses.map((row) => row.course_id)).toEqual([roomy.id, roomy.id, roomy.id]);
    expect(await spotsOf(app.dataSource, roomy.id)).toBe(1);
    expect(await spotsOf(app.dataSource, course.id)).toBe(5);

    const invoices = await invoicesOf(orderId);
    expect(invoices.map((row) => row.kind)).toEqual(['invoice', 'cancellation', 'invoice']);
    expect(invoices[1]).toMatchObject({ gross_cents: 3 * PRICE, cancels_invoice_id: invoices[0].id });
    expect(invoices[2].snapshot.lines.map((line) => line.serviceDate)).toEqual(Array(3).fill(roomy.date));

    // Only the buyer changes the order; an unknown order is not found.
    const colleagueCookie = await signIn(
      app,
      (await app.dataSource.query(`SELECT customer_email FROM bookings WHERE id = $1`, [bookingIds[1]]))[0]
        .customer_email,
    );
    const byColleague = await call(app, 'POST', `/api/me/orders/${orderId}/rebook`, {
      cookie: colleagueCookie,
      body: { courseId: course.id },
    });
    expect(byColleague.status).toBe(403);
    const cancelByColleague = await call(app, 'POST', `/api/me/orders/${orderId}/cancel`, {
      cookie: colleagueCookie,
      body: {},
    });
    expect(cancelByColleague.status).toBe(403);
    expect(cancelByColleague.body).toMatchObject({ error: PAYER_ONLY });
    const unknown = await call(app, 'POST', `/api/me/orders/${bookingIds[1]}/cancel`, { cookie, body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: ORDER_NOT_FOUND });
  });

  it('rebooks an order whose seats were invoiced apart: each invoice is cancelled and issued anew for its own seat and terms', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const target = await createCourse(app.dataSource, { date: berlinDatePlus(110), max_participants: 5 });
    const { orderId, buyer } = await orderConfirmedSeatBySeat(course);
    const originals = await invoicesOf(orderId);
    expect(originals.map((row) => row.kind)).toEqual(['invoice', 'invoice', 'invoice']);

    const cookie = await signIn(app, buyer);
    const moved = await call(app, 'POST', `/api/me/orders/${orderId}/rebook`, {
      cookie,
      body: { courseId: target.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const issued = (await invoicesOf(orderId)).slice(3);
    expect(issued.map((row) => row.kind)).toEqual([...Array(3).fill('cancellation'), ...Array(3).fill('invoice')]);
    for (const [index, original] of originals.entries()) {
      expect(issued[index]).toMatchObject({ gross_cents: PRICE, cancels_invoice_id: original.id });
      const replacement = issued[3 + index];
      expect(replacement.snapshot.lines).toEqual([
        expect.objectContaining({ participant: original.snapshot.lines[0].participant, serviceDate: target.date }),
      ]);
      expect(replacement.snapshot.payment).toMatchObject({
        method: 'transfer',
        dueDate: original.snapshot.payment.dueDate,
      });
    }
  });

  it('bills the same seats as the product wrote when the invoices issued before are migrated', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 6 });
    const target = await createCourse(app.dataSource, { date: berlinDatePlus(110), max_participants: 5 });
    const rebooked = await placeOrder(course);
    const cookie = await signIn(app, rebooked.buyer);
    const moved = await call(app, 'POST', `/api/me/orders/${rebooked.orderId}/rebook`, {
      cookie,
      body: { courseId: target.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const apart = await orderConfirmedSeatBySeat(course);
    const billed = () =>
      app.dataSource.query(
        `SELECT s.invoice_id, s.booking_id, s.reissue FROM invoice_seats s JOIN bookings b ON b.id = s.booking_id
          WHERE b.order_id = ANY($1::uuid[]) ORDER BY s.invoice_id, s.booking_id`,
        [[rebooked.orderId, apart.orderId]],
      );
    const written = await billed();
    // The rebooked order's first invoice and its replacement bill its three seats each; the other order's three invoices one each.
    expect(written.filter((row: { reissue: boolean }) => row.reissue)).toHaveLength(3);
    expect(written).toHaveLength(9);

    const migration = new InvoiceSeats1796640000000();
    const runner = app.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await billed()).toEqual(written);
  });

  it('cancels the whole order at once, each seat by the terms, with a cancellation invoice for each', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const { orderId, buyer, seats } = await placeOrder(course);
    const cookie = await signIn(app, buyer);
    const cancelled = await call(app, 'POST', `/api/me/orders/${orderId}/cancel`, { cookie, body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ refundedCents: 3 * PRICE });
    expect((cancelled.body as { message: string }).message).toMatch(
      /^Alle 3 Plätze Ihrer Bestellung wurden storniert\./,
    );
    const statuses: { booking_status: string }[] = await app.dataSource.query(
      `SELECT booking_status FROM bookings WHERE order_id = $1`,
      [orderId],
    );
    expect(statuses.map((row) => row.booking_status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await spotsOf(app.dataSource, course.id)).toBe(5);
    const invoices = await invoicesOf(orderId);
    expect(invoices.filter((row) => row.kind === 'cancellation').reduce((sum, row) => sum + row.gross_cents, 0)).toBe(
      3 * PRICE,
    );

    // Erika's own mail states her seat's refund; her colleagues' mails name no amount at all.
    expect(await participantsCancellation(buyer)).toContain(`Wir erstatten Ihnen ${SEAT_PRICE}`);
    for (const colleague of seats.slice(1)) {
      const text = await participantsCancellation(colleague.email);
      expect(text).toContain(`Guten Tag ${colleague.name}`);
      expect(text).toContain(BOOKED_FOR_THEM);
      expect(text).not.toContain(SEAT_PRICE);
      expect(text).not.toContain(euro(3 * PRICE).replace(/\s/g, ' '));
      expect(text).not.toMatch(/erstatt|Zahlung/i);
    }

    // Cancelling or rebooking it now tells the buyer it is cancelled; a colleague is refused, a stranger learns nothing of it.
    const later = await createCourse(app.dataSource, { date: berlinDatePlus(100), max_participants: 5 });
    const colleagueCookie = await signIn(app, seats[1].email);
    const strangerCookie = await signIn(app, uniqueEmail('fremd'));
    for (const [change, body, refusal] of [
      ['cancel', {}, ORDER_CANCELLED],
      ['rebook', { courseId: later.id }, ORDER_NOT_REBOOKABLE],
    ] as const) {
      const path = `/api/me/orders/${orderId}/${change}`;
      expect(await call(app, 'POST', path, { cookie, body })).toMatchObject({ status: 409, body: { error: refusal } });
      expect(await call(app, 'POST', path, { cookie: colleagueCookie, body })).toMatchObject({
        status: 403,
        body: { error: PAYER_ONLY },
      });
      expect(await call(app, 'POST', path, { cookie: strangerCookie, body })).toMatchObject({
        status: 404,
        body: { error: ORDER_NOT_FOUND },
      });
    }
    expect(await spotsOf(app.dataSource, later.id)).toBe(5);
  });

  it('refuses to cancel or rebook an order that was never paid, and changes nothing', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const later = await createCourse(app.dataSource, { date: berlinDatePlus(100), max_participants: 5 });
    const { orderId, buyer } = await placeOrder(course, { pay: false });
    const cookie = await signIn(app, buyer);

    const cancel = await call(app, 'POST', `/api/me/orders/${orderId}/cancel`, { cookie, body: {} });
    expect(cancel).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/^Diese Buchung kann nicht mehr storniert werden: Nur bestätigte/) },
    });
    const rebook = await call(app, 'POST', `/api/me/orders/${orderId}/rebook`, {
      cookie,
      body: { courseId: later.id },
    });
    expect(rebook).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/^Nur bestätigte Buchungen können umgebucht werden\. Bitte kontaktieren/) },
    });
    const statuses: { booking_status: string; course_id: string }[] = await app.dataSource.query(
      `SELECT booking_status, course_id FROM bookings WHERE order_id = $1`,
      [orderId],
    );
    expect(statuses).toEqual(Array(3).fill({ booking_status: 'pending', course_id: course.id }));
    expect(await spotsOf(app.dataSource, later.id)).toBe(5);
  });

  it('asks only for the seats left of an order on invoice once a participant is cancelled, and a statement settles it', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(90), max_participants: 5 });
    const { orderId, buyer, bookingIds } = await placeOrder(course, {
      onInvoice: true,
      participants: [
        { name: 'Jonas Weber', email: uniqueEmail('jonas') },
        { name: 'Aylin Demir', email: uniqueEmail('aylin') },
        { name: 'Ida Krause', email: uniqueEmail('ida') },
      ],
    });
    const [, ida] = bookingIds;
    const cookie = await signIn(app, buyer);
    const cancelled = await call(app, 'POST', `/api/me/bookings/${ida}/cancel`, { cookie, body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [invoice, cancellation] = await invoicesOf(orderId);
    expect(cancellation).toMatchObject({ kind: 'cancellation', gross_cents: PRICE, cancels_invoice_id: invoice.id });

    const statement = camt053('001.08', berlinDatePlus(0), [
      {
        cents: 2 * PRICE,
        bankReference: `ORDER${Date.now()}`,
        debtor: 'Muster Medical GmbH',
        text: invoice.snapshot.number,
      },
    ]);
    const imported = await uploadStatement(app, adminCookie, statement);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ matched: [expect.anything()] });
    const states: { booking_status: string; payment_status: string }[] = await app.dataSource.query(
      `SELECT booking_status, payment_status FROM bookings WHERE order_id = $1 ORDER BY booking_status`,
      [orderId],
    );
    expect(states).toEqual([
      { booking_status: 'cancelled', payment_status: 'pending' },
      { booking_status: 'confirmed', payment_status: 'paid' },
      { booking_status: 'confirmed', payment_status: 'paid' },
    ]);
  });
});
