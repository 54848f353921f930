import { euro, lineTotalCents, shortDate } from './invoice-format';
import type { InvoiceLine, InvoiceSnapshot } from './invoice-snapshot';
import { COLORS, CONTENT_WIDTH, type Doc, font, mm, PAGE, rule } from './invoice-pdf-style';

const COLUMNS = [
  { title: 'Pos.', width: 28, align: 'left' },
  { title: 'Beschreibung', width: CONTENT_WIDTH - 28 - 40 - 84 - 84, align: 'left' },
  { title: 'Menge', width: 40, align: 'right' },
  { title: 'Einzelpreis netto', width: 84, align: 'right' },
  { title: 'Gesamt netto', width: 84, align: 'right' },
] as const;
const PADDING = 5;

/** Starts a new page when `height` does not fit below `y`; returns where to go on. */
export function ensureRoom(doc: Doc, y: number, height: number, onNewPage?: (y: number) => number): number {
  if (y + height <= PAGE.contentBottom) return y;
  doc.addPage();
  return onNewPage ? onNewPage(PAGE.top) : PAGE.top;
}

/** 'Rechnung' or 'Stornorechnung' with its number, and the sentence that opens the letter. */
export function drawHeading(doc: Doc, snapshot: InvoiceSnapshot): number {
  const { cancels } = snapshot;
  const title = snapshot.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung';
  font(doc, 'bold', 15, COLORS.navy).text(`${title} Nr. ${snapshot.number}`, PAGE.left, mm(98), {
    width: CONTENT_WIDTH,
  });
  let y = doc.y + 2;
  if (snapshot.kind === 'cancellation' && cancels) {
    const reference = `Stornorechnung zur Rechnung Nr. ${cancels.number} vom ${shortDate(cancels.issueDate)}`;
    font(doc, 'bold', 10).text(reference, PAGE.left, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }
  const intro =
    snapshot.kind === 'cancellation'
      ? 'Die oben genannte Rechnung stornieren wir mit dieser Stornorechnung in voller Höhe:'
      : 'Vielen Dank für Ihre Buchung. Wir berechnen Ihnen die folgenden Leistungen:';
  font(doc, 'regular', 9.5).text(intro, PAGE.left, y + 8, { width: CONTENT_WIDTH });
  return doc.y + 12;
}

function drawTableHeader(doc: Doc, y: number): number {
  doc.save().rect(PAGE.left, y, CONTENT_WIDTH, 18).fillColor(COLORS.band).fill().restore();
  let x = PAGE.left;
  for (const column of COLUMNS) {
    font(doc, 'bold', 8, COLORS.navy).text(column.title, x + PADDING, y + 5, {
      width: column.width - 2 * PADDING,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  return y + 18;
}

function lineDetails(line: InvoiceLine): string {
  return `Teilnehmer/in: ${line.participant} · Termin: ${shortDate(line.serviceDate)}`;
}

/** The items, one per seat; the header repeats on every page the table runs over. */
export function drawItems(doc: Doc, snapshot: InvoiceSnapshot, top: number): number {
  let y = drawTableHeader(doc, top);
  const descriptionWidth = COLUMNS[1].width - 2 * PADDING;
  snapshot.lines.forEach((line, index) => {
    font(doc, 'bold', 9);
    const titleHeight = doc.heightOfString(line.description, { width: descriptionWidth });
    font(doc, 'regular', 8);
    const height = titleHeight + doc.heightOfString(lineDetails(line), { width: descriptionWidth }) + 2 * PADDING + 2;
    y = ensureRoom(doc, y, height, (pageTop) => drawTableHeader(doc, pageTop));
    const cells = [
      String(index + 1),
      null,
      line.quantity.toLocaleString('de-DE'),
      euro(line.unitNetCents),
      euro(line.netCents),
    ];
    let x = PAGE.left;
    COLUMNS.forEach((column, columnIndex) => {
      const text = cells[columnIndex];
      if (text !== null)
        font(doc, 'regular', 9).text(text, x + PADDING, y + PADDING, {
          width: column.width - 2 * PADDING,
          align: column.align,
        });
      x += column.width;
    });
    const descriptionX = PAGE.left + COLUMNS[0].width + PADDING;
    font(doc, 'bold', 9).text(line.description, descriptionX, y + PADDING, { width: descriptionWidth });
    font(doc, 'regular', 8, COLORS.muted).text(lineDetails(line), descriptionX, doc.y + 2, {
      width: descriptionWidth,
    });
    y += height;
    rule(doc, y);
  });
  return y;
}

/** Net sum, discount, net amount, VAT (or the exemption), gross total. */
export function drawTotals(doc: Doc, snapshot: InvoiceSnapshot, top: number): number {
  const { allowance, tax } = snapshot;
  const rows: [label: string, amount: string, bold?: boolean][] = [];
  if (allowance) {
    rows.push(['Summe Positionen netto', euro(lineTotalCents(snapshot))]);
    rows.push([`abzüglich ${allowance.reason}`, `−${euro(allowance.netCents)}`]);
  }
  rows.push(['Nettobetrag', euro(snapshot.netCents)]);
  rows.push([tax.category === 'S' ? `zuzüglich USt ${tax.ratePercent} %` : 'Umsatzsteuer', euro(snapshot.taxCents)]);
  rows.push([snapshot.kind === 'cancellation' ? 'Stornobetrag' : 'Gesamtbetrag', euro(snapshot.grossCents), true]);
  const labelX = PAGE.right - mm(100);
  const labelWidth = mm(100) - 90;
  let y = ensureRoom(doc, top + 6, rows.length * 16 + 10);
  for (const [label, amount, bold] of rows) {
    if (bold) {
      rule(doc, y, labelX, PAGE.right, COLORS.ink, 0.8);
      y += 5;
    }
    const weight = bold ? 'bold' : 'regular';
    const size = bold ? 10.5 : 9;
    font(doc, weight, size).text(label, labelX, y, { width: labelWidth });
    const labelBottom = doc.y;
    font(doc, weight, size).text(amount, PAGE.right - 90, y, { width: 90 - PADDING, align: 'right' });
    y = Math.max(labelBottom, doc.y) + 4;
  }
  rule(doc, y, labelX, PAGE.right, COLORS.ink, 0.8);
  rule(doc, y + 2, labelX, PAGE.right, COLORS.ink, 0.8);
  return y + 10;
}

/** A paragraph that moves to the next page whole when it does not fit. */
export function drawParagraph(doc: Doc, text: string, top: number, weight: 'regular' | 'bold' = 'regular'): number {
  font(doc, weight, 9.5);
  const y = ensureRoom(doc, top, doc.heightOfString(text, { width: CONTENT_WIDTH }));
  font(doc, weight, 9.5).text(text, PAGE.left, y, { width: CONTENT_WIDTH });
  return doc.y + 8;
}
