import QRCode from 'qrcode';
import { decimal, euro, shortDate } from './invoice-format';
import { formatIban, type Settlement } from './invoice-settlement';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { COLORS, CONTENT_WIDTH, type Doc, font, mm, PAGE } from './invoice-pdf-style';
import { ensureRoom } from './invoice-pdf-items';

/** The EPC QR code ('GiroCode', EPC069-12 version 002) a banking app reads the transfer from. */
function giroCode(snapshot: InvoiceSnapshot, bank: NonNullable<Settlement['creditTransfer']>): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    bank.bic ?? '',
    bank.accountHolder.slice(0, 70),
    bank.iban.replace(/\s+/g, ''),
    `EUR${decimal(snapshot.grossCents)}`,
    '',
    '',
    snapshot.payment.reference.slice(0, 140),
  ].join('\n');
}

/** Drawn as squares, not as an image: sharp at any zoom, nothing for PDF/A to object to. */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
  doc.fill().restore();
}

/** The transfer details beside the GiroCode, for an invoice paid on invoice. */
export function drawTransferBox(doc: Doc, snapshot: InvoiceSnapshot, paid: Settlement, top: number): number {
  const bank = paid.creditTransfer;
  if (!bank || snapshot.grossCents === 0) return top;
  const code = mm(30);
  const height = code + 30;
  const codeX = PAGE.right - 12 - code;
  const y = ensureRoom(doc, top, height);
  doc.save().rect(PAGE.left, y, CONTENT_WIDTH, height).lineWidth(0.5).strokeColor(COLORS.rule).stroke().restore();
  drawQrCode(doc, giroCode(snapshot, bank), codeX, y + 10, code);
  const rows: [string, string][] = [
    ['Empfänger', bank.accountHolder],
    ['IBAN', formatIban(bank.iban)],
    ...(bank.bic ? ([['BIC', bank.bic]] as [string, string][]) : []),
    ['Betrag', euro(snapshot.grossCents)],
    ['Verwendungszweck', snapshot.payment.reference],
    ['Fällig am', paid.dueDate ? shortDate(paid.dueDate) : ''],
  ];
  font(doc, 'bold', 8.5, COLORS.navy).text('Zahlung per Überweisung', PAGE.left + 10, y + 10);
  let rowY = doc.y + 4;
  for (const [label, value] of rows) {
    font(doc, 'regular', 8.5, COLORS.muted).text(label, PAGE.left + 10, rowY, { width: mm(30), lineBreak: false });
    font(doc, 'regular', 8.5).text(value, PAGE.left + 10 + mm(30), rowY, { width: mm(80), lineBreak: false });
    rowY += 11.5;
  }
  font(doc, 'regular', 6.5, COLORS.muted).text('GiroCode für die Banking-App', codeX - 10, y + 12 + code, {
    width: code + 20,
    align: 'center',
    lineBreak: false,
  });
  return y + height + 10;
}
