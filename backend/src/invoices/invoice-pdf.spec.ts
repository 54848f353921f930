import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText, qrOnFirstPage } from '../../../tests/support/certificate-pdf';
import { INVOICE_SAMPLES } from '../../../tests/support/invoice-samples';
import { invoicePdf } from './invoice-pdf';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { invoiceXml } from './invoice-xml';

function sample(name: string): InvoiceSnapshot {
  const found = INVOICE_SAMPLES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found.snapshot;
}

async function render(snapshot: InvoiceSnapshot) {
  const xml = invoiceXml(snapshot, 'en16931');
  return { xml, pdf: await invoicePdf(snapshot, xml) };
}

async function textOf(pdf: Buffer): Promise<string> {
  return (await pdfText(pdf)).replace(/\s+/g, ' ');
}

/** The PDF's objects as text, compressed streams inflated. */
function pdfSource(pdf: Buffer): string {
  const parts = [pdf.toString('latin1')];
  for (let start = pdf.indexOf('stream\n'); start >= 0; start = pdf.indexOf('stream\n', start + 7)) {
    const end = pdf.indexOf('\nendstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // not compressed
    }
  }
  return parts.join('\n');
}

describe('invoice PDF', () => {
  it('gives the same bytes for the same snapshot, and other bytes for another number', async () => {
    const snapshot = sample('company-transfer');
    const first = await render(snapshot);
    const second = await render(snapshot);
    expect(second.pdf.equals(first.pdf)).toBe(true);
    const other = await render({ ...snapshot, number: 'RE-2026-00047' });
    expect(other.pdf.equals(first.pdf)).toBe(false);
  });

  it('shows every § 14 Abs. 4 UStG field of a card-paid invoice with a discount', async () => {
    const text = await textOf((await render(sample('card-discount'))).pdf);
    for (const expected of [
      'Beispiel Medical Consulting GmbH',
      'Musterstraße 1',
      '10115 Berlin',
      'USt-IdNr. DE123456789',
      'Dr. Sabine Schäfer',
      'Königsallee 12',
      '40212 Düsseldorf',
      'Rechnung Nr. RE-2026-00042',
      'Rechnungsdatum 20.11.2026',
      'Leistungsdatum 15.12.2026',
      'Medizinprodukteberater Basiszertifizierung, Live-Online-Seminar',
      'Teilnehmer/in: Dr. Sabine Schäfer',
      'Einzelpreis netto',
      '990,00 €',
      'abzüglich Rabattcode BLOG20 (20 %) −198,00 €',
      'Nettobetrag 792,00 €',
      'zuzüglich USt 19 % 150,48 €',
      'Gesamtbetrag 942,48 €',
      'Bezahlt per Kreditkarte am 20.11.2026.',
      'Amtsgericht Charlottenburg (Berlin)',
      'HRB 123456 B',
      'Geschäftsführung: Dr. Erika Musterfrau',
      'IBAN DE89 3704 0044 0532 0130 00',
      'Seite 1 von 1',
    ])
      expect(text).toContain(expected);
  });

  it('names the cancelled invoice on a cancellation invoice', async () => {
    const text = await textOf((await render(sample('card-cancellation'))).pdf);
    expect(text).toContain('Stornorechnung Nr. ST-2026-00003');
    expect(text).toContain('Stornorechnung zur Rechnung Nr. RE-2026-00042 vom 20.11.2026');
    expect(text).toContain('Stornobetrag 942,48 €');
    expect(text).toContain('wird auf die Kreditkarte erstattet');
  });

  it('states the exemption instead of VAT for an exempt course', async () => {
    const text = await textOf((await render(sample('vat-exempt'))).pdf);
    expect(text).toContain('Umsatzsteuerfrei gemäß § 4 Nr. 21 UStG, Bescheinigung der Senatsverwaltung');
    expect(text).toContain('Umsatzsteuer 0,00 €');
    expect(text).not.toContain('USt 19 %');
  });

  it('asks for a transfer by the due date with the invoice number, and lists every participant of a company order', async () => {
    const text = await textOf((await render(sample('company-transfer'))).pdf);
    expect(text).toContain(
      'Bitte überweisen Sie 3.534,30 € bis zum 01.12.2026 unter Angabe der Rechnungsnummer RE-2026-00044',
    );
    expect(text).toContain('Ihre Bestellung PO-2026-4711');
    expect(text).toContain('Ihre USt-IdNr. DE987654321');
    for (const participant of ['Thomas Weiß', 'Anna-Lena Öztürk', 'Dr. Jens Bergmann'])
      expect(text).toContain(`Teilnehmer/in: ${participant}`);
    expect(text).toContain('Verwendungszweck RE-2026-00044');
  });

  it('carries the transfer as a GiroCode (EPC QR code) a banking app reads', async () => {
    const { pdf } = await render(sample('company-transfer'));
    expect(qrOnFirstPage(pdf)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'COBADEFFXXX',
        'Beispiel Medical Consulting GmbH',
        'DE89370400440532013000',
        'EUR3534.30',
        '',
        '',
        'RE-2026-00044',
      ].join('\n'),
    );
  });

  it('says so for a free seat', async () => {
    const text = await textOf((await render(sample('free-seat'))).pdf);
    expect(text).toContain('Kostenlose Buchung.');
    expect(text).toContain('Gesamtbetrag 0,00 €');
  });

  it('is a PDF/A-3 Factur-X: the XML attached as factur-x.xml (Alternative), sRGB output intent, XMP, embedded fonts', async () => {
    const { xml, pdf } = await render(sample('public-buyer'));
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    const attachments = (await document.getAttachments()) as Record<string, { filename: string; content: Uint8Array }>;
    expect(Object.values(attachments).map((file) => file.filename)).toEqual(['factur-x.xml']);
    expect(Buffer.from(Object.values(attachments)[0].content).toString('utf8')).toBe(xml);

    const source = pdfSource(pdf);
    expect(source).toMatch(/^%PDF-1\.7/);
    expect(source).toContain('/AFRelationship /Alternative');
    expect(source).toContain('/Subtype /text#2Fxml');
    expect(source).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(source).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(source).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(source).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(source).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(source).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
    expect(source).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    const descriptors = source.match(/\/Type \/FontDescriptor/g) ?? [];
    expect(descriptors.length).toBeGreaterThan(0);
    expect(source.match(/\/FontFile2 /g)).toHaveLength(descriptors.length);
  });
});
