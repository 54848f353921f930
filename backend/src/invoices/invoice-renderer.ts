import type { InvoiceSnapshot } from './invoice-snapshot';

/** The documents of one invoice: the ZUGFeRD PDF, its embedded CII XML and, for business buyers, the XRechnung. */
export interface RenderedInvoice {
  pdf: Buffer;
  xml: string;
  xrechnungXml: string | null;
}

/** Renders an invoice's documents from its frozen snapshot alone: the same snapshot always gives the same bytes. */
export interface InvoiceRenderer {
  render(snapshot: InvoiceSnapshot): Promise<RenderedInvoice>;
}

export const INVOICE_RENDERER = Symbol('INVOICE_RENDERER');
