import { INVOICE_KIND_LABELS } from '@mpb/domain';
import { stringify } from 'csv-stringify/sync';
import { textForCsv } from '../../core/csv';
import { decimal, servicePeriodText, shortDate } from '../invoice-format';
import type { InvoicePayment } from '../invoice-snapshot';
import type { ExportedInvoice } from './invoice-export.repository';

const COLUMNS = [
  'Rechnungsnummer',
  'Art',
  'Rechnungsdatum',
  'Ursprungsrechnung',
  'Name',
  'Firma',
  'Netto (EUR)',
  'USt-Satz (%)',
  'USt (EUR)',
  'Brutto (EUR)',
  'Steuerbefreiung',
  'Zahlungsart',
  'Leistungsdatum',
];

const PAYMENT_METHOD_LABELS: Record<InvoicePayment['method'], string> = {
  card: 'Kreditkarte',
  transfer: 'Überweisung',
  free: 'Kostenlos',
};

/** Cents with a German decimal comma and no thousands separator, so spreadsheets read a number: -1234,50. */
export function germanDecimal(cents: number): string {
  return decimal(cents).replace('.', ',');
}

/**
 * The journal of the period for German Excel (UTF-8 with BOM, semicolons, CRLF): one row per
 * invoice; a cancellation invoice's amounts count negative, so each column sums to the period's total.
 */
export function invoiceJournal(invoices: readonly ExportedInvoice[]): Buffer {
  const rows = invoices.map(({ snapshot }) => {
    const sign = snapshot.kind === 'cancellation' ? -1 : 1;
    return [
      snapshot.number,
      INVOICE_KIND_LABELS[snapshot.kind],
      shortDate(snapshot.issueDate),
      snapshot.cancels?.number ?? '',
      textForCsv(snapshot.buyer.name),
      textForCsv(snapshot.buyer.company),
      germanDecimal(sign * snapshot.netCents),
      String(snapshot.tax.ratePercent),
      germanDecimal(sign * snapshot.taxCents),
      germanDecimal(sign * snapshot.grossCents),
      snapshot.tax.category === 'E' ? snapshot.tax.exemptionReason : '',
      PAYMENT_METHOD_LABELS[snapshot.payment.method],
      servicePeriodText(snapshot),
    ];
  });
  return Buffer.from(stringify([COLUMNS, ...rows], { delimiter: ';', bom: true, record_delimiter: 'windows' }));
}
