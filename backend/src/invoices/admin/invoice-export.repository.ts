import { Injectable } from '@nestjs/common';
import type { InvoiceKind } from '@mpb/domain';
import { DataSource } from 'typeorm';
import type { InvoiceSnapshot } from '../invoice-snapshot';

/** An invoice as the accountant's export lists it. */
export interface ExportedInvoice {
  id: string;
  kind: InvoiceKind;
  number: string;
  issued_at: Date;
  snapshot: InvoiceSnapshot;
  documents_ready: boolean;
}

/**
 * The invoices and cancellation invoices issued in a period, by issue date in Berlin, both days
 * included, in the order of their series and numbers. Restricted invoices are in it: after a GDPR
 * deletion the accountant's export is the one place they remain (DECISIONS 33).
 */
@Injectable()
export class InvoiceExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  issuedBetween(from: string, to: string): Promise<ExportedInvoice[]> {
    return this.dataSource.query(
      `SELECT i.id, i.kind, i.number, i.issued_at, i.snapshot,
              EXISTS (SELECT 1 FROM invoice_documents d WHERE d.invoice_id = i.id) AS documents_ready
         FROM invoices i
        WHERE (i.issued_at AT TIME ZONE 'Europe/Berlin')::date BETWEEN $1::date AND $2::date
        ORDER BY i.series, i.year, i.sequence`,
      [from, to],
    );
  }
}
