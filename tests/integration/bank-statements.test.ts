import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { camt053, type StatementCredit, uploadStatement } from '../support/camt053';
import { eventually } from '../support/eventually';
import { adminCalls, berlinDatePlus, startAdminApp } from './helpers/admin-bookings-fixtures';
import { checkoutBody, createCourse, loadBooking, postJson, uniqueEmail } from './helpers/booking-fixtures';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const NOT_CAMT = 'Die Datei ist kein Kontoauszug im Format CAMT.053.';

interface Invoice {
  id: string;
  number: string;
  gross: number;
  bookingId: string;
}

describe("'Zahlungseingänge': bank statements settle invoices paid by transfer", () => {
  let app: TestApp;
  let cookie: string;
  const invoices = adminCalls(
    () => app,
    () => cookie,
    'invoices',
  );
  const transactions = adminCalls(
    () => app,
    () => cookie,
    'bank-transactions',
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({ env: PAY_ON_INVOICE_ENV }));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A business customer's booking on invoice, and the invoice it got. */
  async function bookedOnInvoice(): Promise<Invoice> {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(30) });
    const answer = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, {
        customerEmail: uniqueEmail('firma'),
        customerType: 'business',
        customerCompany: 'Muster Medical GmbH',
        paymentMethod: 'invoice',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bookingId = answer.body.bookingId as string;
    const row = await eventually(async () => {
      const [found] = await app.dataSource.query(`SELECT id, number, gross_cents FROM invoices WHERE booking_id = $1`, [
        bookingId,
      ]);
      return found;
    });
    return { id: row.id, number: row.number, gross: row.gross_cents, bookingId };
  }

  const upload = (file: string, name?: string) => uploadStatement(app, cookie, file, name);
  const paymentState = async (invoice: Invoice) =>
    ((await invoices.list({ filter: { id: [invoice.id] } })).body as { payment_state: string }[])[0].payment_state;
  const reference = () => `${Date.now()}${randomUUID().slice(0, 6)}`;

  it('settles exact payments named by the invoice number, in either version, and lists the rest to assign', async () => {
    const [exact, structured, partial] = [await bookedOnInvoice(), await bookedOnInvoice(), await bookedOnInvoice()];
    const spaced = exact.number.replace(/-/g, ' ').toLowerCase();
    const credits: StatementCredit[] = [
      { cents: exact.gross, bankReference: reference(), debtor: 'Muster Medical GmbH', text: `Rechnung ${spaced}` },
      { cents: partial.gross - 1900, bankReference: reference(), debtor: 'Muster Medical GmbH', text: partial.number },
      { cents: 5000, bankReference: reference(), debtor: 'Unbekannt AG', text: 'Spende' },
    ];
    const file = camt053('001.08', berlinDatePlus(0), credits);
    const imported = await upload(file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.matched).toEqual([
      expect.objectContaining({ status: 'matched', invoice_number: exact.number, amount_cents: exact.gross }),
    ]);
    expect(imported.body.unmatched).toEqual([
      expect.objectContaining({ status: 'open', invoice_id: null, reason: expect.stringContaining('Teilzahlung') }),
      expect.objectContaining({
        status: 'open',
        debtor_name: 'Unbekannt AG',
        reason: expect.stringContaining('Keine'),
      }),
    ]);
    expect(await paymentState(exact)).toBe('paid');
    expect(await loadBooking(app.dataSource, exact.bookingId)).toMatchObject({
      payment_status: 'paid',
      paid_amount: exact.gross,
    });
    expect(await paymentState(partial)).toBe('open');

    // The same statement again changes nothing.
    const again = await upload(file);
    expect(again.body).toEqual({ matched: [], unmatched: [], duplicates: 3 });

    // Version 001.02 with the number as a structured creditor reference.
    const older = await upload(
      camt053('001.02', berlinDatePlus(0), [
        {
          cents: structured.gross,
          bankReference: reference(),
          debtor: 'Nord GmbH',
          creditorReference: structured.number,
        },
      ]),
    );
    expect(older.body.matched).toEqual([expect.objectContaining({ invoice_number: structured.number })]);
    expect(await paymentState(structured)).toBe('paid');

    // The admin assigns the part payment; the rest settles the invoice when it comes.
    const [part] = imported.body.unmatched;
    const assigned = await transactions.post(`/api/admin/bank-transactions/${part.id}/assign`, {
      invoiceId: partial.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'assigned', invoice_number: partial.number });
    expect(await paymentState(partial)).toBe('open');
    const rest = await upload(
      camt053('001.08', berlinDatePlus(0), [
        { cents: 1900, bankReference: reference(), debtor: 'Muster Medical GmbH', text: `Rest ${partial.number}` },
      ]),
    );
    expect(rest.body.matched).toHaveLength(1);
    expect(await paymentState(partial)).toBe('paid');
    expect(await loadBooking(app.dataSource, partial.bookingId)).toMatchObject({ paid_amount: partial.gross });

    // The unknown credit goes back to its sender, once.
    const [, unknown] = imported.body.unmatched;
    expect((await transactions.post(`/api/admin/bank-transactions/${unknown.id}/return`)).body).toMatchObject({
      status: 'returned',
    });
    expect(await transactions.post(`/api/admin/bank-transactions/${unknown.id}/assign`, {})).toMatchObject({
      status: 409,
      body: { error: 'Dieser Zahlungseingang ist nicht mehr offen.' },
    });
    const open = (await transactions.list({ filter: { status: 'open' } })).body as { id: string }[];
    expect(open.map(({ id }) => id)).not.toContain(unknown.id);
  });

  it('counts an overpayment and a payment for a paid invoice as excess, never as a second settlement', async () => {
    const invoice = await bookedOnInvoice();
    const imported = await upload(
      camt053('001.08', berlinDatePlus(0), [
        {
          cents: invoice.gross + 1000,
          bankReference: reference(),
          debtor: 'Muster Medical GmbH',
          text: invoice.number,
        },
      ]),
    );
    expect(imported.body.matched).toEqual([]);
    expect(imported.body.unmatched).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('Überzahlung') }),
    ]);
    expect(await paymentState(invoice)).toBe('open');
  });

  it('refuses what is not a CAMT.053 statement, a missing file, and anyone but an admin', async () => {
    for (const file of ['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"/>', 'kein XML', '']) {
      const answer = await upload(file);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
    expect((await upload('kein XML')).body).toMatchObject({ error: NOT_CAMT, fields: { file: NOT_CAMT } });
    const anonymous = await fetch(`${app.url}/api/admin/bank-statements`, {
      method: 'POST',
      headers: { Origin: app.url },
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
  });
});
