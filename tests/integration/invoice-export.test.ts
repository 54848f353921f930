import { parse } from 'csv-parse/sync';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { InvoiceDocumentsRepository } from '../../backend/src/invoices/invoice-documents.repository';
import type { InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { eventually } from '../support/eventually';
import {
  adminCalls,
  berlinDatePlus,
  paidBooking,
  pendingBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';
import { createCourse, payTestCheckout, sessionOf, uniqueEmail } from './helpers/booking-fixtures';

interface IssuedInvoice {
  id: string;
  kind: 'invoice' | 'cancellation';
  number: string;
  snapshot: InvoiceSnapshot;
  pdf: Buffer;
  pdf_sha256: string;
  xml_sha256: string;
  xrechnung_sha256: string | null;
}

const DATEV = {
  DATEV_CONSULTANT_NUMBER: '4711000',
  DATEV_CLIENT_NUMBER: '12345',
  DATEV_RECEIVABLES_ACCOUNT: '10000',
  DATEV_REVENUE_ACCOUNT: '8401',
  DATEV_EXEMPT_REVENUE_ACCOUNT: '8125',
};
const PERIOD_INVALID = { error: 'Bitte geben Sie einen gültigen Zeitraum an.' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const euro = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);

/** Every entry of a ZIP archive by name, read with an independent unzip library. */
function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error: Error | null, zip: ZipFile) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe("the accountant's invoice export", () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
    'invoices',
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp({ env: DATEV }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const issuedFor = (bookingId: string): Promise<IssuedInvoice[]> =>
    eventually(
      async () => {
        const rows: IssuedInvoice[] = await app.dataSource.query(
          `SELECT i.id, i.kind, i.number, i.snapshot, d.pdf, d.pdf_sha256, d.xml_sha256, d.xrechnung_sha256
             FROM invoices i LEFT JOIN invoice_documents d ON d.invoice_id = i.id
            WHERE i.booking_id = $1 ORDER BY i.issued_at, i.sequence`,
          [bookingId],
        );
        return rows.length && rows.every((row) => row.pdf) ? rows : undefined;
      },
      { what: 'invoices issued and rendered' },
    );
  const download = async (path: string, cookie = adminCookie) => {
    const response = await fetch(`${app.url}${path}`, { headers: { Cookie: cookie } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const exported = async (from: string, to: string) => {
    const answer = await download(`/api/admin/invoices/export.zip?from=${from}&to=${to}`);
    expect(answer.status, answer.bytes.toString()).toBe(200);
    return { headers: answer.headers, entries: await unzip(answer.bytes) };
  };
  const invoiceEntries = (entries: Map<string, Buffer>) =>
    [...entries.keys()].filter((name) => name.startsWith('rechnungen/')).sort();
  const journalOf = (entries: Map<string, Buffer>): Record<string, string>[] =>
    parse(entries.get('journal.csv')!, { delimiter: ';', bom: true, columns: true });

  it('holds every invoice of the period byte for byte, restricted ones too, with a journal and a DATEV Buchungsstapel', async () => {
    const business = await paidBooking(app, await createCourse(app.dataSource), {
      customerName: 'Bernd Betrieb',
      customerCompany: 'Betrieb & Söhne GmbH',
      customerType: 'business',
    });
    expect((await admin.post(`/api/admin/bookings/${business.id}/cancel`, { refundCents: 20000 })).status).toBe(200);
    const exemptCourse = await createCourse(app.dataSource, {
      gross_price: 39900,
      price: 39900,
      vat_exempt: true,
      vat_exemption_reference: 'Bescheinigung der Bezirksregierung Az. 47-11',
    });
    const exempt = await paidBooking(app, exemptCourse, { customerName: 'Frieda Frei' });
    const person = uniqueEmail('geloescht');
    const erased = await paidBooking(app, await createCourse(app.dataSource), {
      customerEmail: person,
      customerName: 'Greta Gelöscht',
    });
    expect((await admin.post(`/api/admin/bookings/${erased.id}/cancel`, { refundCents: 47481 })).status).toBe(200);

    const [businessInvoice, businessCancellation] = await issuedFor(business.id);
    const [exemptInvoice] = await issuedFor(exempt.id);
    const restricted = await issuedFor(erased.id);
    const deletion = await admin.post('/api/admin/gdpr-deletions', { email: person, reason: null });
    expect(deletion.status, JSON.stringify(deletion.body)).toBe(201);
    expect((await admin.list({ filter: { q: restricted[0].number } })).body).toEqual([]);
    const ours = [businessInvoice, businessCancellation, exemptInvoice, ...restricted];
    const today = businessInvoice.snapshot.issueDate;
    expect(ours.every((invoice) => invoice.snapshot.issueDate === today)).toBe(true);

    const { headers, entries } = await exported(today, today);
    expect(headers.get('content-type')).toBe('application/zip');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="Rechnungen-${today}-bis-${today}.zip"`);
    const everyInvoiceToday: { number: string; kind: string; gross_cents: number }[] = await app.dataSource.query(
      `SELECT number, kind, gross_cents FROM invoices WHERE (issued_at AT TIME ZONE 'Europe/Berlin')::date = $1`,
      [today],
    );
    expect(invoiceEntries(entries)).toEqual(
      everyInvoiceToday.flatMap(({ number }) => [`rechnungen/${number}.pdf`, `rechnungen/${number}.xml`]).sort(),
    );

    // The stored bytes, exactly what the downloads return; restricted invoices have no download any more.
    for (const invoice of ours) {
      const pdf = entries.get(`rechnungen/${invoice.number}.pdf`)!;
      const xml = entries.get(`rechnungen/${invoice.number}.xml`)!;
      expect(pdf.equals(invoice.pdf), invoice.number).toBe(true);
      expect(sha256(pdf)).toBe(invoice.pdf_sha256);
      expect(sha256(xml)).toBe(invoice.xrechnung_sha256 ?? invoice.xml_sha256);
      if (restricted.includes(invoice)) continue;
      expect((await download(`/api/admin/invoices/${invoice.id}.pdf`)).bytes.equals(pdf)).toBe(true);
      expect((await download(`/api/admin/invoices/${invoice.id}.xml`)).bytes.equals(xml)).toBe(true);
    }
    for (const invoice of restricted)
      expect((await download(`/api/admin/invoices/${invoice.id}.pdf`)).status, invoice.number).toBe(404);

    const journal = journalOf(entries);
    expect(entries.get('journal.csv')!.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(journal).toHaveLength(everyInvoiceToday.length);
    const signed = (row: { kind: string; gross_cents: number }) =>
      row.kind === 'cancellation' ? -row.gross_cents : row.gross_cents;
    const total = (column: string) => journal.reduce((sum, row) => sum + cents(row[column]), 0);
    expect(total('Brutto (EUR)')).toBe(everyInvoiceToday.reduce((sum, row) => sum + signed(row), 0));
    expect(total('Netto (EUR)') + total('USt (EUR)')).toBe(total('Brutto (EUR)'));
    const journalRow = (number: string) => journal.find((row) => row.Rechnungsnummer === number);
    const [year, month, day] = today.split('-');
    expect(journalRow(businessInvoice.number)).toEqual({
      Rechnungsnummer: businessInvoice.number,
      Art: 'Rechnung',
      Rechnungsdatum: `${day}.${month}.${year}`,
      Ursprungsrechnung: '',
      Name: 'Bernd Betrieb',
      Firma: 'Betrieb & Söhne GmbH',
      'Netto (EUR)': '399,00',
      'USt-Satz (%)': '19',
      'USt (EUR)': '75,81',
      'Brutto (EUR)': '474,81',
      Steuerbefreiung: '',
      Zahlungsart: 'Kreditkarte',
      Leistungsdatum: businessInvoice.snapshot.lines[0].serviceDate.split('-').reverse().join('.'),
    });
    expect(journalRow(businessCancellation.number)).toMatchObject({
      Art: 'Stornorechnung',
      Ursprungsrechnung: businessInvoice.number,
      'Netto (EUR)': '-168,07',
      'USt (EUR)': '-31,93',
      'Brutto (EUR)': '-200,00',
    });
    expect(journalRow(exemptInvoice.number)).toMatchObject({
      'USt-Satz (%)': '0',
      'USt (EUR)': '0,00',
      'Brutto (EUR)': '399,00',
      Steuerbefreiung: expect.stringContaining('§ 4 Nr. 21'),
    });
    expect(journalRow(restricted[1].number)).toMatchObject({ Name: 'Greta Gelöscht', Art: 'Stornorechnung' });

    // DATEV reads Windows-1252: 'ü' is one byte, not UTF-8's two, and there is no BOM.
    const batch = entries.get('EXTF_Buchungsstapel.csv')!;
    expect(batch.includes(Buffer.from('BU-Schl\xfcssel', 'latin1'))).toBe(true);
    expect(batch.includes(Buffer.from('ü'))).toBe(false);
    const [header, columns, ...bookings]: string[][] = parse(new TextDecoder('windows-1252').decode(batch), {
      delimiter: ';',
      relax_column_count: true,
      record_delimiter: '\r\n',
    });
    const compact = today.replaceAll('-', '');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(header[5]).toMatch(new RegExp(`^${compact}\\d{9}$`));
    expect(header.slice(10, 16)).toEqual(['4711000', '12345', `${year}0101`, '4', compact, compact]);
    expect(header[21]).toBe('EUR');
    expect(columns).toHaveLength(125);
    expect(columns.slice(0, 11)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
    ]);
    expect(bookings).toHaveLength(everyInvoiceToday.length);
    expect(bookings.every((booking) => booking.length === 125)).toBe(true);
    const field = (booking: string[], name: string) => booking[columns.indexOf(name)];
    const bookingOf = (number: string) => bookings.find((booking) => field(booking, 'Belegfeld 1') === number)!;
    const expectBooking = (invoice: IssuedInvoice, sign: 'S' | 'H', gegenkonto: string) =>
      expect(
        [
          'Umsatz (ohne Soll/Haben-Kz)',
          'Soll/Haben-Kennzeichen',
          'WKZ Umsatz',
          'Konto',
          'Gegenkonto (ohne BU-Schlüssel)',
          'BU-Schlüssel',
          'Belegdatum',
        ].map((name) => field(bookingOf(invoice.number), name)),
        invoice.number,
      ).toEqual([euro(invoice.snapshot.grossCents), sign, 'EUR', '10000', gegenkonto, '', `${day}${month}`]);
    expectBooking(businessInvoice, 'S', '8401');
    expectBooking(businessCancellation, 'H', '8401');
    expectBooking(exemptInvoice, 'S', '8125');
    expectBooking(restricted[0], 'S', '8401');
    expectBooking(restricted[1], 'H', '8401');
    expect(field(bookingOf(businessCancellation.number), 'Buchungstext')).toBe(
      `Storno zu ${businessInvoice.number}, Betrieb & Söhne GmbH`,
    );
    expect(field(bookingOf(exemptInvoice.number), 'Leistungsdatum')).toBe(
      exemptCourse.date.split('-').reverse().join(''),
    );
    const balance = bookings.reduce(
      (sum, booking) => sum + (field(booking, 'Soll/Haben-Kennzeichen') === 'S' ? 1 : -1) * cents(booking[0]),
      0,
    );
    expect(balance).toBe(total('Brutto (EUR)'));

    // The days before and after the period are not in it.
    for (const day of [berlinDatePlus(-1), berlinDatePlus(1)].filter((other) => other !== today)) {
      const outside = await exported(day, day);
      expect(invoiceEntries(outside.entries), day).toEqual([]);
      expect(journalOf(outside.entries), day).toEqual([]);
    }
  }, 180_000);

  it('answers only admins, and refuses a missing, invalid, reversed or year-spanning period in German', async () => {
    const path = '/api/admin/invoices/export.zip?from=2026-01-01&to=2026-01-31';
    expect((await call(app, 'GET', path)).status).toBe(401);
    expect((await call(app, 'GET', path, { cookie: await signIn(app, uniqueEmail('kunde')) })).status).toBe(403);

    const refused = (query: string) =>
      call(app, 'GET', `/api/admin/invoices/export.zip${query}`, { cookie: adminCookie });
    expect(await refused('')).toMatchObject({ status: 400, body: PERIOD_INVALID });
    expect(await refused('?from=2026-01-01')).toMatchObject({ status: 400, body: PERIOD_INVALID });
    expect(await refused('?from=2026-02-30&to=2026-03-31')).toMatchObject({ status: 400, body: PERIOD_INVALID });
    expect(await refused('?from=01.02.2026&to=2026-03-31')).toMatchObject({ status: 400, body: PERIOD_INVALID });
    expect(await refused('?from=2026-03-01&to=2026-02-28')).toMatchObject({
      status: 400,
      body: { error: 'Das Ende des Zeitraums liegt vor seinem Anfang.' },
    });
    expect(await refused('?from=2026-12-01&to=2027-01-31')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('in einem Kalenderjahr') },
    });
  });

  it('refuses the export while an invoice of the period still waits for its documents', async () => {
    await app.stopWorker();
    try {
      const booking = await pendingBooking(app, await createCourse(app.dataSource));
      await payTestCheckout(app.url, (await sessionOf(app.dataSource, booking.id)).id);
      const [{ issue_date }]: { issue_date: string }[] = await app.dataSource.query(
        `SELECT to_char((issued_at AT TIME ZONE 'Europe/Berlin')::date, 'YYYY-MM-DD') AS issue_date
           FROM invoices WHERE booking_id = $1`,
        [booking.id],
      );
      const answer = await call(app, 'GET', `/api/admin/invoices/export.zip?from=${issue_date}&to=${issue_date}`, {
        cookie: adminCookie,
      });
      expect(answer).toMatchObject({
        status: 409,
        body: {
          error:
            'Einige Rechnungen des Zeitraums werden gerade erstellt. Bitte versuchen Sie es in einer Minute erneut.',
        },
      });
      expect(answer.headers.get('retry-after')).toBe('60');
    } finally {
      await app.startWorker();
    }
  });

  it('breaks the download off when a document cannot be read, rather than sending an archive without it', async () => {
    const [invoice] = await issuedFor((await paidBooking(app, await createCourse(app.dataSource))).id);
    const today = invoice.snapshot.issueDate;
    const documents = app.api.get(InvoiceDocumentsRepository);
    const read = documents.of.bind(documents);
    documents.of = () => Promise.reject(new Error('connection lost'));
    try {
      const response = await fetch(`${app.url}/api/admin/invoices/export.zip?from=${today}&to=${today}`, {
        headers: { Cookie: adminCookie },
      });
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
    } finally {
      documents.of = read;
    }
    expect(invoiceEntries((await exported(today, today)).entries)).toContain(`rechnungen/${invoice.number}.pdf`);
  });
});
