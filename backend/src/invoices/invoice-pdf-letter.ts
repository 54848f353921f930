import { formatIban } from './invoice-settlement';
import { servicePeriodText, shortDate } from './invoice-format';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { COLORS, type Doc, font, mm, PAGE, rule } from './invoice-pdf-style';

const regionNames = new Intl.DisplayNames('de', { type: 'region' });
/** Coarse address, optional fine address, check digits: '991-01234-44', '04011000-1234512345-06'. */
const LEITWEG_ID = /^\d{2,12}(-[0-9A-Za-z]{1,30})?-\d{2}$/;

/** Seller's name and contact above the address window (DIN 5008 form B: 45 mm letterhead). */
export function drawLetterhead(doc: Doc, snapshot: InvoiceSnapshot) {
  const { seller } = snapshot;
  doc.save().rect(0, 0, PAGE.width, mm(4)).fillColor(COLORS.navy).fill().restore();
  const nameWidth = mm(105);
  font(doc, 'bold', fittingSize(doc, seller.name, nameWidth), COLORS.navy).text(seller.name, PAGE.left, mm(15), {
    width: nameWidth,
    lineBreak: false,
  });
  const contact = [
    seller.street,
    `${seller.postalCode} ${seller.city}`,
    `Telefon ${seller.phone}`,
    seller.email,
    seller.website,
  ];
  font(doc, 'regular', 8, COLORS.muted).text(contact.join('\n'), mm(125), mm(12), {
    width: PAGE.right - mm(125),
    align: 'right',
    lineGap: 1,
  });
  rule(doc, mm(38), PAGE.left, PAGE.right, COLORS.teal, 1);
}

/** The address window (form B: 45-90 mm from the top, 20 mm from the left), with the return line. */
export function drawAddress(doc: Doc, snapshot: InvoiceSnapshot) {
  const { seller, buyer } = snapshot;
  const width = mm(80);
  const returnLine = `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`;
  font(doc, 'regular', 6.5, COLORS.muted).text(returnLine, PAGE.left, mm(47), { width, lineBreak: false });
  rule(doc, mm(50.3), PAGE.left, PAGE.left + Math.min(width, doc.widthOfString(returnLine)), COLORS.muted, 0.3);
  const lines = [
    buyer.company,
    buyer.company ? `z. Hd. ${buyer.name}` : buyer.name,
    buyer.street,
    `${buyer.postalCode} ${buyer.city}`,
    buyer.country === 'DE' ? null : (regionNames.of(buyer.country) ?? buyer.country).toUpperCase(),
  ].filter((line): line is string => Boolean(line));
  font(doc, 'regular', 10).text(lines.join('\n'), PAGE.left, mm(63), { width, lineGap: 1.5 });
}

/** The information block right of the address window: number, dates, the buyer's references. */
export function drawInformation(doc: Doc, snapshot: InvoiceSnapshot) {
  const cancellation = snapshot.kind === 'cancellation';
  const rows: [string, string | null][] = [
    [cancellation ? 'Stornorechnung Nr.' : 'Rechnungsnummer', snapshot.number],
    [cancellation ? 'Datum' : 'Rechnungsdatum', shortDate(snapshot.issueDate)],
    ['Leistungsdatum', servicePeriodText(snapshot)],
    [
      'Zur Rechnung Nr.',
      snapshot.cancels ? `${snapshot.cancels.number} vom ${shortDate(snapshot.cancels.issueDate)}` : null,
    ],
    ['Ihre Bestellung', snapshot.purchaseOrderNumber],
    [
      LEITWEG_ID.test(snapshot.buyerReference ?? '') ? 'Leitweg-ID' : 'Ihr Zeichen',
      snapshot.buyerReference === snapshot.purchaseOrderNumber ? null : snapshot.buyerReference,
    ],
    ['Ihre USt-IdNr.', snapshot.buyer.vatId],
  ];
  const x = mm(125);
  const labelWidth = mm(26);
  let y = mm(50);
  for (const [label, value] of rows) {
    if (!value) continue;
    font(doc, 'regular', 8, COLORS.muted).text(label, x, y, { width: labelWidth });
    font(doc, 'regular', 8.5).text(value, x + labelWidth, y - 0.5, { width: PAGE.right - x - labelWidth });
    y = Math.max(doc.y, y + 11) + 1.5;
  }
}

/** Fold marks at 105 and 210 mm and the punch mark at 148.5 mm, as on every German business letter. */
export function drawFoldMarks(doc: Doc) {
  for (const [y, length] of [
    [mm(105), mm(5)],
    [mm(148.5), mm(7)],
    [mm(210), mm(5)],
  ])
    rule(doc, y, mm(4), mm(4) + length, COLORS.muted, 0.4);
}

/** Company details on every page (§ 35a GmbHG, § 14 UStG), the page number, and after page 1 a running head. */
export function drawFooter(doc: Doc, snapshot: InvoiceSnapshot, page: number, pages: number) {
  const { seller } = snapshot;
  if (page > 1) {
    const title = snapshot.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung';
    const head = `${seller.name} · ${title} Nr. ${snapshot.number} vom ${shortDate(snapshot.issueDate)}`;
    font(doc, 'regular', 7.5, COLORS.muted).text(head, PAGE.left, mm(12), {
      width: PAGE.right - PAGE.left,
      lineBreak: false,
    });
  }
  font(doc, 'regular', 7.5, COLORS.muted).text(`Seite ${page} von ${pages}`, PAGE.left, PAGE.footerTop - mm(6), {
    width: PAGE.right - PAGE.left,
    align: 'right',
    lineBreak: false,
  });
  rule(doc, PAGE.footerTop - mm(2));
  const columns = [
    [seller.name, seller.street, `${seller.postalCode} ${seller.city}`],
    [`Telefon ${seller.phone}`, seller.email, seller.website],
    [
      seller.registerCourt,
      seller.registerNumber,
      seller.managingDirectors ? `Geschäftsführung: ${seller.managingDirectors}` : null,
      `USt-IdNr. ${seller.vatId}`,
    ],
    seller.bank
      ? [
          seller.bank.accountHolder,
          `IBAN ${formatIban(seller.bank.iban)}`,
          seller.bank.bic ? `BIC ${seller.bank.bic}` : null,
        ]
      : [],
  ];
  const widths = [0.25, 0.23, 0.25, 0.27].map((share) => share * (PAGE.right - PAGE.left));
  let x = PAGE.left;
  columns.forEach((column, index) => {
    const text = column.filter(Boolean).join('\n');
    font(doc, 'regular', 6.5, COLORS.muted).text(text, x, PAGE.footerTop, { width: widths[index] - 6, lineGap: 0.8 });
    x += widths[index];
  });
}

/** The largest size up to 17 pt at which the seller's name fits on one line. */
function fittingSize(doc: Doc, text: string, width: number): number {
  for (let size = 17; size > 10; size -= 0.5) if (font(doc, 'bold', size).widthOfString(text) <= width) return size;
  return 10;
}
