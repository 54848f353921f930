import { Global, Module } from '@nestjs/common';
import type { InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';
import { INVOICE_RENDERER, InvoiceRenderer } from '../../backend/src/invoices/invoice-renderer';

/** Bytes that are no valid UTF-8, as in every real PDF: a download must return them unchanged. */
const BINARY_MARKER = Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);

/**
 * Stand-in documents for the tests, deterministic like the real renderer: the same snapshot always
 * gives the same bytes, and they carry the snapshot so a test can read what was issued.
 */
const testInvoiceRenderer: InvoiceRenderer = {
  render(snapshot: InvoiceSnapshot) {
    const data = JSON.stringify(snapshot);
    const xml = (profile: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<Rechnung profil="${profile}" nummer="${snapshot.number}">${data}</Rechnung>\n`;
    return Promise.resolve({
      pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), BINARY_MARKER, Buffer.from(`${data}\n%%EOF\n`)]),
      xml: xml('EN16931'),
      xrechnungXml: snapshot.buyer.vatId || snapshot.buyerReference ? xml('XRechnung') : null,
    });
  },
};

/** Binds the stand-in renderer for every module of the test worker. */
@Global()
@Module({ providers: [{ provide: INVOICE_RENDERER, useValue: testInvoiceRenderer }], exports: [INVOICE_RENDERER] })
export class TestInvoiceRendererModule {}

/** The snapshot a stand-in PDF carries. */
export function snapshotInPdf(pdf: Buffer): InvoiceSnapshot {
  const text = pdf.subarray(9 + BINARY_MARKER.length).toString('utf8');
  return JSON.parse(text.slice(0, text.lastIndexOf('\n%%EOF'))) as InvoiceSnapshot;
}
