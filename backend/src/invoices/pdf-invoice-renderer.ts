import type { InvoiceRenderer } from './invoice-renderer';
import { invoicePdf } from './invoice-pdf';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { invoiceXml } from './invoice-xml';

/**
 * The invoice as issued: a Factur-X PDF/A-3 with its EN 16931 XML embedded, and for a business
 * buyer who gave a VAT ID, an order number or a Leitweg-ID the XRechnung their accounts department
 * may want instead.
 */
export const pdfInvoiceRenderer: InvoiceRenderer = {
  async render(snapshot: InvoiceSnapshot) {
    const xml = invoiceXml(snapshot, 'en16931');
    return {
      pdf: await invoicePdf(snapshot, xml),
      xml,
      xrechnungXml: snapshot.buyer.vatId || snapshot.buyerReference ? invoiceXml(snapshot, 'xrechnung') : null,
    };
  },
};
