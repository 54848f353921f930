// Invoice issuing: BENCH_INVOICES (100) paid bookings invoiced one after another through the
// product's own services, in process: the invoice written in its transaction (number from the
// locked counter, snapshot, outbox event), then rendered (Factur-X PDF/A-3 with its CII XML, and
// an XRechnung for business buyers) and stored with its hashes, as the worker does. Prints the time
// per invoice (p50, p99, mean; split into write, render and store) beside a reference measured in
// the same run and process: the participation certificate PDF, the product's other pdfkit document,
// and the ratio. Throws when the numbers are not 1..N or a stored PDF differs from a rendering
// of the same snapshot.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and removes it afterwards.
// Settings: BENCH_INVOICES, BENCH_DATABASE_ADMIN_URL.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { openBenchEnvironment, percentile } from '../lib/bench-environment.mjs';
import { insertConfirmedBookings } from '../lib/mail-bench.mjs';

export const title = 'invoice issuing (write, render PDF and XML, store)';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 100);
const WARM_UP = 5;

/** The backend's compiled modules and TypeORM, from the benchmark's build. */
function backend(environment) {
  const root = environment.workerEntry.replace(/backend\/src\/worker\.js$/, '');
  const require = createRequire(join(root, 'bench.js'));
  const load = (path) => require(join(root, 'backend/src', path));
  return {
    DataSource: require('typeorm').DataSource,
    ...load('core/config/app-config.js'),
    ...load('core/clock/clock.js'),
    ...load('core/database/data-source-options.js'),
    ...load('core/database/transaction.js'),
    ...load('core/queue/outbox-event.entity.js'),
    ...load('invoices/invoices.repository.js'),
    ...load('invoices/invoice-documents.repository.js'),
    ...load('invoices/invoice-issuing.service.js'),
    ...load('invoices/invoice-rendering.service.js'),
    ...load('invoices/pdf-invoice-renderer.js'),
    ...load('certificates/certificate-pdf.js'),
  };
}

/** p50, p99 and mean of some milliseconds, as text. */
function figures(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    p50: percentile(sorted, 0.5),
    text: `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, mean ${mean.toFixed(1)} ms`,
  };
}

const certificate = (index) => ({
  number: `MPB-2099-${String(index).padStart(5, '0')}`,
  participantName: `Teilnehmer ${index}`,
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2099-06-15',
  startTime: '08:30',
  endTime: '16:00',
  issuedOn: new Date(),
  place: 'Online (Live-Webinar)',
  trainerName: 'Dr. Beispiel',
  operator: 'Beispiel Medical Consulting GmbH, Musterstraße 1, 10115 Berlin',
  issuerName: 'Medizinprodukteberater',
  verificationUrl: `https://www.example.de/zertifikat/${index}`,
});

export async function run() {
  const environment = await openBenchEnvironment();
  const b = backend(environment);
  const config = b.loadConfig(environment.processEnv);
  // The outbox event is the one entity the issuing writes (the API loads it with its feature modules).
  const dataSource = new b.DataSource({ ...b.dataSourceOptions(config.database.url, 4), entities: [b.OutboxEvent] });
  await dataSource.initialize();
  try {
    const { bookings } = await insertConfirmedBookings(environment.db, WARM_UP + INVOICES);
    // Every other buyer a business with a VAT ID, who also gets an XRechnung.
    await environment.db.query(
      `UPDATE orders SET billing_street = 'Musterstraße 12a', billing_postal_code = '10115', billing_city = 'Berlin',
              billing_country = 'DE'`,
    );
    await environment.db.query(
      `UPDATE bookings SET customer_type = 'business', customer_company = 'Beispiel Medizintechnik GmbH'
        WHERE substring(customer_name FROM '[0-9]+$')::int % 2 = 0`,
    );
    await environment.db.query(
      `UPDATE orders o SET customer_type = 'business', buyer_company = b.customer_company, billing_vat_id = 'DE123456789'
         FROM bookings b WHERE b.order_id = o.id AND b.customer_type = 'business'`,
    );
    const invoices = new b.InvoicesRepository(dataSource);
    const documents = new b.InvoiceDocumentsRepository(dataSource);
    const issuing = new b.InvoiceIssuingService(invoices, new b.Clock(), config);
    let renderMs = 0;
    const timedRenderer = {
      async render(snapshot) {
        const started = performance.now();
        const rendered = await b.pdfInvoiceRenderer.render(snapshot);
        renderMs = performance.now() - started;
        return rendered;
      },
    };
    const rendering = new b.InvoiceRenderingService(
      new b.TransactionRunner(dataSource),
      invoices,
      documents,
      timedRenderer,
    );

    /** @type {Record<'total' | 'write' | 'render' | 'store' | 'certificate', number[]>} */
    const timings = { total: [], write: [], render: [], store: [], certificate: [] };
    /** @type {{ id: string; number: string; snapshot: unknown }[]} */
    const issued = [];
    for (const [index, booking] of bookings.entries()) {
      const started = performance.now();
      const invoice = await b.runTransaction(dataSource, (manager) =>
        issuing.invoiceConfirmedOrder(manager, booking.id, 'card'),
      );
      const written = performance.now();
      if ((await rendering.render(invoice.id)) !== 'rendered') throw new Error(`${invoice.number} was not rendered`);
      const stored = performance.now();
      // The reference, interleaved so the machine's load weighs on both alike.
      const certificateStarted = performance.now();
      await b.renderCertificatePdf(certificate(index));
      const certificateMs = performance.now() - certificateStarted;
      if (index < WARM_UP) continue;
      issued.push(invoice);
      timings.total.push(stored - started);
      timings.write.push(written - started);
      timings.render.push(renderMs);
      timings.store.push(stored - written - renderMs);
      timings.certificate.push(certificateMs);
    }

    const { rows } = await environment.db.query(`SELECT sequence FROM invoices ORDER BY sequence`);
    if (rows.some((row, index) => row.sequence !== index + 1)) throw new Error('the invoice numbers have a gap');
    for (const invoice of [issued[0], issued[issued.length - 1]]) {
      const again = await b.pdfInvoiceRenderer.render(invoice.snapshot);
      const { pdf_sha256 } = await documents.of(invoice.id);
      if (createHash('sha256').update(again.pdf).digest('hex') !== pdf_sha256)
        throw new Error(`${invoice.number}: the same snapshot gave other PDF bytes`);
    }
    const { rows: sizes } = await environment.db.query(
      `SELECT avg(length(pdf))::int AS pdf, count(xrechnung_xml)::int AS xrechnung FROM invoice_documents`,
    );

    const total = figures(timings.total);
    const reference = figures(timings.certificate);
    console.log(
      `  ${INVOICES} invoices (after ${WARM_UP} to warm up), one after another in one process; PDF ${Math.round(sizes[0].pdf / 1024)} KiB on average, ${sizes[0].xrechnung} with an XRechnung`,
    );
    console.log(`  issue an invoice:      ${total.text}`);
    console.log(`    write (transaction): ${figures(timings.write).text}`);
    console.log(`    render PDF and XML:  ${figures(timings.render).text}`);
    console.log(`    store (transaction): ${figures(timings.store).text}`);
    console.log(`  reference, certificate PDF: ${reference.text}`);
    console.log(`  ratio (p50):           ${(total.p50 / reference.p50).toFixed(2)}x the certificate PDF`);
    return { p50: total.p50, referenceP50: reference.p50 };
  } finally {
    await dataSource.destroy();
    await environment.close();
  }
}
