import { INVOICE_KIND_LABELS } from '@mpb/domain';
import type { InvoiceDocuments } from './invoice-documents.repository';
import type { InvoiceRecord } from './invoices.repository';

/** A stored document as a download or a mail attachment carries it: the stored bytes, unchanged. */
export interface InvoiceFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

const fileName = (invoice: Pick<InvoiceRecord, 'kind' | 'number'>, suffix: string) =>
  `${INVOICE_KIND_LABELS[invoice.kind]}-${invoice.number}${suffix}`;

/** The ZUGFeRD PDF, e.g. 'Rechnung-RE-2026-00042.pdf'. */
export function invoicePdfFile(
  invoice: Pick<InvoiceRecord, 'kind' | 'number'>,
  documents: InvoiceDocuments,
): InvoiceFile {
  return { filename: fileName(invoice, '.pdf'), contentType: 'application/pdf', body: documents.pdf };
}

/** The XRechnung for a business buyer, otherwise the CII XML the PDF embeds (factur-x.xml). */
export function invoiceXmlFile(
  invoice: Pick<InvoiceRecord, 'kind' | 'number'>,
  documents: InvoiceDocuments,
): InvoiceFile {
  const xrechnung = documents.xrechnung_xml;
  return {
    filename: fileName(invoice, xrechnung === null ? '.xml' : '-XRechnung.xml'),
    contentType: 'application/xml; charset=utf-8',
    body: Buffer.from(xrechnung ?? documents.xml, 'utf8'),
  };
}

/** The file as a mail attachment, its bytes unchanged. */
export function mailAttachment(file: InvoiceFile) {
  return {
    filename: file.filename,
    content: file.body.toString('base64'),
    encoding: 'base64' as const,
    contentType: file.contentType,
  };
}
