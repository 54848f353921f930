import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import type { InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { eventually, queuesDrained } from '../support/eventually';
import type { CaughtMail } from '../support/smtp-catcher';
import { adminCalls, paidBooking, pendingBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  createCourse,
  createDiscountCode,
  payTestCheckout,
  postJson,
  sessionOf,
  uniqueEmail,
} from './helpers/booking-fixtures';

interface InvoiceRow {
  id: string;
  kind: 'invoice' | 'cancellation';
  number: string;
  booking_id: string;
  cancels_invoice_id: string | null;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
  snapshot: InvoiceSnapshot;
}

const YEAR = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date());
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const NOT_FOUND = { error: 'Diese Rechnung wurde nicht gefunden.' };

describe('invoices', () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
    'invoices',
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  const invoicesOf = (bookingId: string): Promise<InvoiceRow[]> =>
    app.dataSource.query(
      `SELECT id, kind, number, booking_id, cancels_invoice_id, net_cents, tax_cents, gross_cents, snapshot
         FROM invoices WHERE booking_id = $1 ORDER BY issued_at, sequence`,
      [bookingId],
    );
  const storedDocuments = async (invoiceId: string) => {
    const [row]: { pdf: Buffer; xml: string; pdf_sha256: string; xml_sha256: string }[] = await app.dataSource.query(
      `SELECT pdf, xml, pdf_sha256, xml_sha256 FROM invoice_documents WHERE invoice_id = $1`,
      [invoiceId],
    );
    return row;
  };
  /** The invoice mail with this number, once the worker has rendered and sent it. */
  const invoiceMail = async (email: string, number: string): Promise<CaughtMail> => {
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email) && caught.subject.includes(number));
    return mail;
  };
  const download = async (path: string, cookie?: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('invoices a paid booking once, mails the stored PDF and lets the buyer and the admin download the very same bytes', async () => {
    const buyer = uniqueEmail('rechnung');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, {
      customerEmail: buyer,
      customerName: 'Rita Rechnung',
      customerCompany: 'Rechnung & Co. KG',
      customerType: 'business',
    });
    const [invoice] = await eventually(async () => {
      const rows = await invoicesOf(booking.id);
      return rows.length ? rows : undefined;
    });
    expect(invoice.number).toMatch(new RegExp(`^RE-${YEAR()}-\\d{5}$`));
    expect(invoice).toMatchObject({ kind: 'invoice', gross_cents: 47481, net_cents: 39900, tax_cents: 7581 });
    expect(invoice.snapshot).toMatchObject({
      buyer: {
        name: 'Rita Rechnung',
        company: 'Rechnung & Co. KG',
        email: buyer,
        street: 'Musterstraße 12a',
        country: 'DE',
      },
      seller: { name: app.config.site.settings.company, vatId: app.config.site.settings.vatId },
      lines: [{ serviceDate: course.date, participant: 'Rita Rechnung', quantity: 1, netCents: 39900 }],
      tax: { category: 'S', ratePercent: 19 },
      payment: { method: 'card', reference: invoice.number },
    });

    const mail = await invoiceMail(buyer, invoice.number);
    expect(mail.subject).toBe(`Ihre Rechnung ${invoice.number}`);
    const [attachment] = mail.attachments.filter((file) => file.contentType === 'application/pdf');
    expect(attachment.filename).toBe(`Rechnung-${invoice.number}.pdf`);
    const stored = await storedDocuments(invoice.id);
    expect(attachment.content.equals(stored.pdf)).toBe(true);
    expect(stored.pdf_sha256).toBe(sha256(attachment.content));

    const cookie = await signIn(app, buyer);
    const mine = await download(`/api/me/invoices/${invoice.id}.pdf`, cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="Rechnung-${invoice.number}.pdf"`);
    expect(sha256(mine.bytes)).toBe(stored.pdf_sha256);
    const adminPdf = await download(`/api/admin/invoices/${invoice.id}.pdf`, adminCookie);
    expect(adminPdf.status).toBe(200);
    expect(adminPdf.bytes.equals(attachment.content)).toBe(true);
    const xml = await download(`/api/me/invoices/${invoice.id}.xml`, cookie);
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sha256(xml.bytes)).toBe(stored.xml_sha256);
    expect((await download(`/api/admin/invoices/${invoice.id}.xml`, adminCookie)).bytes.equals(xml.bytes)).toBe(true);

    const listed = await call(app, 'GET', '/api/me/bookings', { cookie });
    expect((listed.body as { bookings: { id: string; invoices: unknown[] }[] }).bookings).toEqual([
      expect.objectContaining({
        id: booking.id,
        invoices: [
          { id: invoice.id, number: invoice.number, kind: 'invoice', issuedAt: expect.any(String), grossCents: 47481 },
        ],
      }),
    ]);

    // Someone else's invoice is not found, whoever asks; without a session the answer is 401.
    const stranger = await signIn(app, uniqueEmail('fremd'));
    expect(await call(app, 'GET', `/api/me/invoices/${invoice.id}.pdf`, { cookie: stranger })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect((await call(app, 'GET', `/api/me/invoices/${invoice.id}.pdf`)).status).toBe(401);
    expect((await call(app, 'GET', `/api/me/invoices/kein-uuid.pdf`, { cookie })).status).toBe(404);
    expect((await call(app, 'GET', `/api/admin/invoices/${invoice.id}.pdf`, { cookie })).status).toBe(403);
  });

  it('issues no second invoice when the payment is confirmed again, and none for a free booking', async () => {
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course);
    const session = await sessionOf(app.dataSource, booking.id);
    const again = await postJson(`${app.url}/api/payments/verify`, { sessionId: session.id, bookingId: booking.id });
    expect(again.status).toBe(200);
    expect(await invoicesOf(booking.id)).toHaveLength(1);

    const code = await createDiscountCode(app.dataSource, { discount_type: 'percentage', discount_value: 100 });
    const free = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, {
        discountCode: code.code,
        discountAmount: course.gross_price,
        selectedPrice: 0,
        earlyStartRequested: true,
      }),
    );
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    expect(await invoicesOf(free.body.bookingId as string)).toEqual([]);
  });

  it('shows the discount as an allowance and keeps net plus tax equal to the gross to the cent', async () => {
    const code = await createDiscountCode(app.dataSource, { discount_type: 'percentage', discount_value: 20 });
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, {
      discountCode: code.code,
      discountAmount: 9496,
      selectedPrice: 37985,
    });
    const [invoice] = await invoicesOf(booking.id);
    expect(invoice.snapshot).toMatchObject({
      grossCents: 37985,
      netCents: 31920,
      taxCents: 6065,
      lines: [{ unitNetCents: 39900, netCents: 39900 }],
      allowance: { reason: `Rabatt (Code ${code.code})`, netCents: 7980 },
    });
  });

  it('cancels the invoice with a cancellation invoice naming its number, for the refunded part only', async () => {
    const buyer = uniqueEmail('storno');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: buyer });
    const [original] = await invoicesOf(booking.id);

    expect((await admin.post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 20000 })).status).toBe(200);
    const [, cancellation] = await invoicesOf(booking.id);
    expect(cancellation.number).toMatch(new RegExp(`^ST-${YEAR()}-\\d{5}$`));
    expect(cancellation).toMatchObject({
      kind: 'cancellation',
      cancels_invoice_id: original.id,
      gross_cents: 20000,
      net_cents: 16807,
      tax_cents: 3193,
    });
    expect(cancellation.snapshot).toMatchObject({
      cancels: { number: original.number, issueDate: original.snapshot.issueDate },
      lines: [{ description: `Teilstornierung: ${original.snapshot.lines[0].description}`, netCents: 16807 }],
      allowance: null,
    });
    const mail = await invoiceMail(buyer, cancellation.number);
    expect(mail.subject).toBe(`Ihre Stornorechnung ${cancellation.number} zur Rechnung ${original.number}`);
    expect(mail.attachments.map((file) => file.filename)).toContain(`Stornorechnung-${cancellation.number}.pdf`);

    // A cancellation that refunds nothing keeps the invoice as it is.
    const kept = await paidBooking(app, course);
    expect((await admin.post(`/api/admin/bookings/${kept.id}/cancel`, { refundCents: 0 })).status).toBe(200);
    expect((await invoicesOf(kept.id)).map((row) => row.kind)).toEqual(['invoice']);
  });

  it('invoices a booking confirmed by hand for transfer within 14 days and lists it open, then overdue', async () => {
    const course = await createCourse(app.dataSource);
    const booking = await pendingBooking(app, course);
    expect((await admin.post(`/api/admin/bookings/${booking.id}/confirm`)).status).toBe(200);
    const [invoice] = await invoicesOf(booking.id);
    const { issueDate, payment } = invoice.snapshot;
    const due = new Date(Date.parse(`${issueDate}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(payment).toEqual({ method: 'transfer', paidDate: null, dueDate: due, reference: invoice.number });

    const listed = async () => {
      const answer = await admin.list({ filter: { q: invoice.number } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as { payment_state: string; due_date: string }[];
    };
    expect(await listed()).toEqual([expect.objectContaining({ payment_state: 'open', due_date: due })]);
    const clock = app.api.get(Clock);
    const now = clock.now.bind(clock);
    clock.now = () => new Date(now().getTime() + 15 * 86_400_000);
    try {
      expect(await listed()).toEqual([expect.objectContaining({ payment_state: 'overdue' })]);
    } finally {
      clock.now = now;
    }

    // Cancelled before it was paid: a cancellation invoice over all of it, and nothing is owed any more.
    expect((await admin.post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 0 })).status).toBe(200);
    const [, cancellation] = await invoicesOf(booking.id);
    expect(cancellation).toMatchObject({ kind: 'cancellation', gross_cents: invoice.gross_cents });
    expect(await listed()).toEqual([expect.objectContaining({ payment_state: 'paid' })]);
  });

  it('lists invoices for the admin by period, kind, payment state and number or buyer', async () => {
    const buyer = uniqueEmail('liste');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: buyer, customerName: 'Lisa Listenreich' });
    expect((await admin.post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 47481 })).status).toBe(200);
    const [invoice, cancellation] = await invoicesOf(booking.id);
    const today = invoice.snapshot.issueDate;

    const answer = await admin.list({ filter: { q: 'listenreich' }, sort: ['number', 'ASC'] });
    expect(answer.headers.get('content-range')).toBe('invoices 0-1/2');
    expect(answer.body).toEqual([
      expect.objectContaining({
        id: invoice.id,
        number: invoice.number,
        kind: 'invoice',
        issue_date: today,
        buyer_name: 'Lisa Listenreich',
        net_cents: 39900,
        tax_cents: 7581,
        gross_cents: 47481,
        payment_state: 'paid',
        cancels_number: null,
        documents_ready: expect.any(Boolean),
      }),
      expect.objectContaining({ id: cancellation.id, kind: 'cancellation', cancels_number: invoice.number }),
    ]);
    const ids = async (filter: object) =>
      ((await admin.list({ filter: { q: buyer, ...filter } })).body as { id: string }[]).map((row) => row.id);
    expect(await ids({ kind: 'cancellation' })).toEqual([cancellation.id]);
    expect(await ids({ q: invoice.number })).toEqual([invoice.id]);
    expect(await ids({ from: today, to: today })).toHaveLength(2);
    expect(await ids({ to: '2020-12-31' })).toEqual([]);
    expect(await ids({ payment_state: 'open' })).toEqual([]);
    expect(await admin.list({ filter: { from: '2026-02-30' } })).toMatchObject({
      status: 400,
      body: { fields: { 'filter.from': 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.' } },
    });
  });

  it('cancels the invoice of a rebooked seat and invoices the new date with the same payment', async () => {
    const buyer = uniqueEmail('umbuchung');
    const course = await createCourse(app.dataSource);
    const target = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: buyer });
    const cookie = await signIn(app, buyer);
    const answer = await call(app, 'POST', `/api/me/bookings/${booking.id}/rebook`, {
      cookie,
      body: { courseId: target.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [original, cancellation, replacement] = await invoicesOf(booking.id);
    expect(cancellation).toMatchObject({ kind: 'cancellation', cancels_invoice_id: original.id, gross_cents: 47481 });
    expect(cancellation.snapshot).toMatchObject({
      cancels: { number: original.number },
      lines: original.snapshot.lines,
      netCents: 39900,
      taxCents: 7581,
    });
    expect(replacement).toMatchObject({ kind: 'invoice', gross_cents: 47481 });
    expect(replacement.snapshot).toMatchObject({
      lines: [{ serviceDate: target.date }],
      payment: { method: 'card', paidDate: original.snapshot.payment.paidDate, reference: replacement.number },
    });
    const listed = await call(app, 'GET', '/api/me/bookings', { cookie });
    const [mine] = (listed.body as { bookings: { invoices: { number: string; kind: string }[] }[] }).bookings;
    expect(mine.invoices.map(({ number, kind }) => [number, kind])).toEqual([
      [original.number, 'invoice'],
      [cancellation.number, 'cancellation'],
      [replacement.number, 'invoice'],
    ]);
    await invoiceMail(buyer, replacement.number);
  });

  it("names the business buyer's billing address, VAT ID and Leitweg-ID, and offers them the XRechnung", async () => {
    const buyer = uniqueEmail('behoerde');
    const course = await createCourse(app.dataSource);
    const booking = await pendingBooking(app, course, {
      customerEmail: buyer,
      customerType: 'business',
      customerCompany: 'Landesamt für Beispiele',
    });
    await app.dataSource.query(
      `UPDATE orders SET billing_street = 'Amtsweg 3', billing_postal_code = '20095', billing_city = 'Hamburg',
              billing_country = 'DE', billing_vat_id = 'DE123456789', purchase_order_number = 'BE-4711',
              leitweg_id = '04011000-1234512345-06'
        WHERE id = (SELECT order_id FROM bookings WHERE id = $1)`,
      [booking.id],
    );
    await payTestCheckout(app.url, (await sessionOf(app.dataSource, booking.id)).id);
    const [invoice] = await eventually(async () => {
      const rows = await invoicesOf(booking.id);
      return rows.length ? rows : undefined;
    });
    expect(invoice.snapshot).toMatchObject({
      buyer: { street: 'Amtsweg 3', postalCode: '20095', city: 'Hamburg', country: 'DE', vatId: 'DE123456789' },
      buyerReference: '04011000-1234512345-06',
      purchaseOrderNumber: 'BE-4711',
    });
    await invoiceMail(buyer, invoice.number);
    const xml = await download(`/api/me/invoices/${invoice.id}.xml`, await signIn(app, buyer));
    expect(xml.headers.get('content-disposition')).toBe(
      `attachment; filename="Rechnung-${invoice.number}-XRechnung.xml"`,
    );
    const [{ xrechnung_sha256 }]: { xrechnung_sha256: string }[] = await app.dataSource.query(
      `SELECT xrechnung_sha256 FROM invoice_documents WHERE invoice_id = $1`,
      [invoice.id],
    );
    expect(sha256(xml.bytes)).toBe(xrechnung_sha256);
  });

  it('keeps the invoices of a person erased under the GDPR byte for byte, out of every admin list, and says until when', async () => {
    const person = uniqueEmail('geloescht');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: person, customerName: 'Greta Gelöscht' });
    expect((await admin.post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 47481 })).status).toBe(200);
    const issued = await invoicesOf(booking.id);
    const stored = await Promise.all(
      issued.map((invoice) => eventually(() => storedDocuments(invoice.id), { what: 'documents stored' })),
    );
    // One more is issued while the worker is away: it is rendered after the deletion, but not mailed.
    await app.stopWorker();
    const late = await pendingBooking(app, course, { customerEmail: person });
    await payTestCheckout(app.url, (await sessionOf(app.dataSource, late.id)).id);
    const [lateInvoice] = await invoicesOf(late.id);

    const deleted = await admin.post('/api/admin/gdpr-deletions', { email: person, reason: null });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    expect(deleted.body).toMatchObject({ invoices_kept: 3, invoices_kept_until: `${Number(YEAR()) + 8}-12-31` });
    await app.startWorker();
    await eventually(() => storedDocuments(lateInvoice.id), { what: 'late invoice rendered' });
    await queuesDrained(app, 120_000);
    expect(app.smtp.mails.filter((mail) => mail.subject.includes(lateInvoice.number))).toEqual([]);

    expect(await invoicesOf(booking.id)).toEqual(issued);
    for (const [index, invoice] of issued.entries()) {
      expect((await storedDocuments(invoice.id)).pdf.equals(stored[index].pdf)).toBe(true);
      expect((await download(`/api/admin/invoices/${invoice.id}.pdf`, adminCookie)).status).toBe(404);
    }
    for (const q of [person, 'Greta', issued[0].number, lateInvoice.number])
      expect((await admin.list({ filter: { q } })).body, q).toEqual([]);
    expect((await admin.list({ filter: { id: issued.map((invoice) => invoice.id) } })).body).toEqual([]);
  }, 180_000);

  it('refuses every change and deletion of an issued invoice, its documents, its seats and its restriction', async () => {
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course);
    const [invoice] = await invoicesOf(booking.id);
    await eventually(() => storedDocuments(invoice.id), { what: 'documents stored' });
    const refused = /Ausgestellte Rechnungen sind unveränderlich/;
    await expect(
      app.dataSource.query(`UPDATE invoices SET issued_at = issued_at WHERE id = $1`, [invoice.id]),
    ).rejects.toThrow(refused);
    await expect(app.dataSource.query(`DELETE FROM invoices WHERE id = $1`, [invoice.id])).rejects.toThrow(refused);
    await expect(
      app.dataSource.query(`UPDATE invoice_documents SET pdf = '\\x00' WHERE invoice_id = $1`, [invoice.id]),
    ).rejects.toThrow(refused);
    await expect(
      app.dataSource.query(`DELETE FROM invoice_documents WHERE invoice_id = $1`, [invoice.id]),
    ).rejects.toThrow(refused);
    await expect(app.dataSource.query(`TRUNCATE invoice_documents`)).rejects.toThrow(refused);
    await app.dataSource.query(
      `INSERT INTO invoice_restrictions (invoice_id, restricted_at, retain_until) VALUES ($1, now(), '2099-12-31')`,
      [invoice.id],
    );
    await expect(
      app.dataSource.query(`DELETE FROM invoice_restrictions WHERE invoice_id = $1`, [invoice.id]),
    ).rejects.toThrow(refused);
    // The seats an invoice bills are written once, and a seat's first invoice is its only one.
    await expect(
      app.dataSource.query(`UPDATE invoice_seats SET reissue = true WHERE invoice_id = $1`, [invoice.id]),
    ).rejects.toThrow(refused);
    await expect(app.dataSource.query(`DELETE FROM invoice_seats WHERE invoice_id = $1`, [invoice.id])).rejects.toThrow(
      refused,
    );
    const [other] = await invoicesOf((await paidBooking(app, course)).id);
    await expect(
      app.dataSource.query(`INSERT INTO invoice_seats (invoice_id, booking_id, reissue) VALUES ($1, $2, false)`, [
        other.id,
        booking.id,
      ]),
    ).rejects.toThrow(/invoice_seats_first_invoice/);
    // The stored hash must match the bytes: no row can claim another document's hash.
    await expect(
      app.dataSource.query(
        `INSERT INTO invoice_documents (invoice_id, pdf, xml, pdf_sha256, xml_sha256)
         SELECT $1, '\\x01', 'x', pdf_sha256, xml_sha256 FROM invoice_documents WHERE invoice_id = $1`,
        [invoice.id],
      ),
    ).rejects.toThrow(/invoice_documents_pdf_hash/);
  });
});
