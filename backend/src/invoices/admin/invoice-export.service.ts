import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { ZipFile } from 'yazl';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { InvoiceDocuments, InvoiceDocumentsRepository } from '../invoice-documents.repository';
import { invoicePdfFile, invoiceXmlFile } from '../invoice-files';
import { datevBookingBatch } from './datev-booking-batch';
import type { InvoiceExportPeriod } from './dto/invoice-export-period.dto';
import { ExportedInvoice, InvoiceExportRepository } from './invoice-export.repository';
import { invoiceJournal } from './invoice-journal';

export const EXPORT_NOT_READY_MESSAGE =
  'Einige Rechnungen des Zeitraums werden gerade erstellt. Bitte versuchen Sie es in einer Minute erneut.';

/**
 * The accountant's export of a period as one ZIP: every invoice's stored PDF and XML, exactly the
 * bytes the downloads return, the journal and the DATEV Buchungsstapel. The documents are read
 * from the database one invoice at a time, as the archive reaches them.
 */
@Injectable()
export class InvoiceExportService {
  constructor(
    private readonly invoices: InvoiceExportRepository,
    private readonly documents: InvoiceDocumentsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The period's invoices, or null while one of them still waits for its documents: an export is complete or none. */
  async invoicesOf(period: InvoiceExportPeriod): Promise<ExportedInvoice[] | null> {
    const invoices = await this.invoices.issuedBetween(period.from, period.to);
    return invoices.every((invoice) => invoice.documents_ready) ? invoices : null;
  }

  async write(invoices: ExportedInvoice[], period: InvoiceExportPeriod, output: Writable): Promise<void> {
    const zip = new ZipFile();
    // A document that cannot be read breaks the download off: a truncated archive, never a partial one taken for whole.
    zip.on('error', (error: Error) => {
      this.logger.error({ err: error }, 'invoice export failed');
      (zip.outputStream as Readable).destroy(error);
    });
    const now = this.clock.now();
    zip.addBuffer(invoiceJournal(invoices), 'journal.csv', { mtime: now });
    zip.addBuffer(datevBookingBatch(invoices, period, this.config.datev, now), 'EXTF_Buchungsstapel.csv', {
      mtime: now,
    });
    for (const invoice of invoices) {
      // Read once for both entries, and let go once the XML is written.
      let stored: Promise<InvoiceDocuments> | undefined;
      const documents = () => (stored ??= this.storedDocuments(invoice.id));
      const options = { mtime: invoice.issued_at };
      addLazily(
        zip,
        `rechnungen/${invoice.number}.pdf`,
        options,
        async () => invoicePdfFile(invoice, await documents()).body,
      );
      addLazily(zip, `rechnungen/${invoice.number}.xml`, options, async () => {
        const body = invoiceXmlFile(invoice, await documents()).body;
        stored = undefined;
        return body;
      });
    }
    zip.end();
    // Rejects when the archive failed (logged above) or the admin left the download: nothing more to answer either way.
    await pipeline(zip.outputStream, output).catch(() => undefined);
  }

  private async storedDocuments(invoiceId: string): Promise<InvoiceDocuments> {
    const documents = await this.documents.of(invoiceId);
    if (!documents) throw new Error(`Invoice ${invoiceId} lost its documents during the export`);
    return documents;
  }
}

/** An entry whose bytes are loaded only when the archive writes it. */
function addLazily(zip: ZipFile, name: string, options: { mtime: Date }, load: () => Promise<Buffer>): void {
  zip.addReadStreamLazy(name, options, (done) => {
    load().then(
      (body) => done(null, Readable.from([body])),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
}
