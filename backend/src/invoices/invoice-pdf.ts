import PDFDocument from 'pdfkit';
import { euro } from './invoice-format';
import { drawHeading, drawItems, drawParagraph, drawTotals } from './invoice-pdf-items';
import { drawAddress, drawFoldMarks, drawFooter, drawInformation, drawLetterhead } from './invoice-pdf-letter';
import { FONTS, PAGE } from './invoice-pdf-style';
import { drawTransferBox } from './invoice-pdf-transfer';
import { FACTUR_X_FILE_NAME, facturXMetadata, xmpSafe } from './invoice-pdf-xmp';
import { settlement } from './invoice-settlement';
import type { InvoiceSnapshot } from './invoice-snapshot';

/**
 * The invoice as a ZUGFeRD 2.3 / Factur-X 1.07 PDF/A-3b: the readable A4 letter, with `xml` (the
 * EN 16931 profile CII from `invoiceXml`) embedded as factur-x.xml. Deterministic: every date comes
 * from the snapshot, and pdfkit derives the file ID from the document info (number, issue date), so
 * the same snapshot gives the same bytes.
 */
export async function invoicePdf(snapshot: InvoiceSnapshot, xml: string): Promise<Buffer> {
  const issued = new Date(`${snapshot.issueDate}T00:00:00Z`);
  const title = `${snapshot.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} ${snapshot.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'de-DE',
    font: FONTS.regular,
    bufferPages: true,
    margins: { top: PAGE.top, bottom: 0, left: PAGE.left, right: PAGE.width - PAGE.right },
    info: {
      Title: xmpSafe(title),
      Author: xmpSafe(snapshot.seller.name),
      Subject: xmpSafe(`${title}, ${euro(snapshot.grossCents)}`),
      CreationDate: issued,
      Creator: 'PDFKit',
      Producer: 'PDFKit',
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => doc.on('end', resolve).on('error', reject));

  drawLetter(doc, snapshot);
  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(page);
    drawFooter(doc, snapshot, page + 1, count);
  }

  // pdfkit 0.20 writes `relationship` as the PDF/A-3 AFRelationship; its typings do not know it yet.
  const attachment = {
    name: FACTUR_X_FILE_NAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: `${title} (Factur-X/ZUGFeRD, EN 16931)`,
    creationDate: issued,
    modifiedDate: issued,
  };
  doc.file(Buffer.from(xml, 'utf8'), attachment);
  doc.appendXML(facturXMetadata());
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawLetter(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot) {
  drawLetterhead(doc, snapshot);
  drawFoldMarks(doc);
  drawAddress(doc, snapshot);
  drawInformation(doc, snapshot);
  let y = drawHeading(doc, snapshot);
  y = drawItems(doc, snapshot, y);
  y = drawTotals(doc, snapshot, y);
  if (snapshot.tax.category === 'E') y = drawParagraph(doc, snapshot.tax.exemptionReason, y, 'bold');
  const paid = settlement(snapshot, 'en16931');
  y = drawParagraph(doc, paid.text, y + 4);
  drawTransferBox(doc, snapshot, paid, y);
}
