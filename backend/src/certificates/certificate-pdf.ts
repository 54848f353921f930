import { COURSE_TOPICS, formatDuration, formatLongDate, formatShortDate, formatTimeRange } from '@mpb/domain';
import QRCode from 'qrcode';
import { A4, a4Document, PDF_COLOURS } from '../core/pdf/pdf-document';

/** What a certificate shows; everything is already decided (number, issue date, trainer). */
export interface CertificateContent {
  number: string;
  participantName: string;
  courseTitle: string;
  /** 'yyyy-MM-dd' */
  courseDate: string;
  startTime: string;
  endTime: string;
  issuedOn: Date;
  place: string;
  trainerName: string;
  /** Operator line, e.g. 'Beispiel Medical Consulting GmbH, Musterstraße 1, 10115 Berlin'. */
  operator: string;
  /** Product / issuer name shown as the letterhead. */
  issuerName: string;
  verificationUrl: string;
}

const { navy: NAVY, blue: BLUE, teal: TEAL, ink: INK, muted: MUTED, line: LINE } = PDF_COLOURS;
const PAGE = A4;
const MARGIN = 62;

/**
 * Renders the participation certificate as a one-page A4 PDF with DejaVu Sans embedded (so every
 * umlaut shows in any viewer) and a QR code of the verification URL.
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verificationUrl, { errorCorrectionLevel: 'M', margin: 0, scale: 8 });
  const { doc, bytes } = a4Document({
    margin: MARGIN,
    info: {
      Title: `Teilnahmezertifikat ${content.number}`,
      Author: content.issuerName,
      Subject: content.courseTitle,
    },
  });

  drawFrame(doc);
  drawLetterhead(doc, content);
  drawBody(doc, content);
  drawSignatures(doc, content);
  drawVerification(doc, content, qr);

  doc.end();
  return bytes;
}

const contentWidth = PAGE.width - 2 * MARGIN;

function drawFrame(doc: PDFKit.PDFDocument) {
  doc.save();
  doc
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .lineWidth(2.2)
    .strokeColor(NAVY)
    .stroke();
  doc
    .rect(30, 30, PAGE.width - 60, PAGE.height - 60)
    .lineWidth(0.6)
    .strokeColor(BLUE)
    .stroke();
  doc
    .rect(30.3, 30.3, PAGE.width - 60.6, 5)
    .fillColor(TEAL)
    .fill();
  doc.restore();
}

function drawLetterhead(doc: PDFKit.PDFDocument, content: CertificateContent) {
  const top = 64;
  doc.font('Sans-Bold').fontSize(10).fillColor(NAVY);
  doc.text(content.issuerName.toUpperCase(), MARGIN, top, { width: contentWidth * 0.6, characterSpacing: 1.2 });
  doc.font('Sans').fontSize(8).fillColor(MUTED);
  doc.text('Zertifikatsnummer', MARGIN, top, { width: contentWidth, align: 'right' });
  doc.font('Sans-Bold').fontSize(10).fillColor(INK);
  doc.text(content.number, MARGIN, top + 11, { width: contentWidth, align: 'right', characterSpacing: 0.5 });
  doc
    .moveTo(MARGIN, top + 34)
    .lineTo(PAGE.width - MARGIN, top + 34)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
}

function drawBody(doc: PDFKit.PDFDocument, content: CertificateContent) {
  let y = 160;
  doc.font('Sans-Light').fontSize(34).fillColor(NAVY);
  doc.text('Teilnahmezertifikat', MARGIN, y, { width: contentWidth, align: 'center', characterSpacing: 1 });
  y += 56;
  doc
    .moveTo(PAGE.width / 2 - 40, y)
    .lineTo(PAGE.width / 2 + 40, y)
    .lineWidth(1.5)
    .strokeColor(TEAL)
    .stroke();
  y += 30;

  doc.font('Sans').fontSize(11.5).fillColor(MUTED);
  doc.text('Hiermit wird bestätigt, dass', MARGIN, y, { width: contentWidth, align: 'center' });
  y += 30;

  const nameSize = fittingSize(doc, 'Sans-Bold', content.participantName, contentWidth, 26, 14);
  doc.font('Sans-Bold').fontSize(nameSize).fillColor(INK);
  doc.text(content.participantName, MARGIN, y, { width: contentWidth, align: 'center' });
  y += nameSize + 22;

  doc.font('Sans').fontSize(11.5).fillColor(MUTED);
  doc.text('am Live-Online-Seminar', MARGIN, y, { width: contentWidth, align: 'center' });
  y += 22;
  doc.font('Sans-Bold').fontSize(15).fillColor(NAVY);
  doc.text(content.courseTitle, MARGIN, y, { width: contentWidth, align: 'center' });
  y = doc.y + 10;
  doc.font('Sans').fontSize(11.5).fillColor(INK);
  const when = `am ${formatLongDate(content.courseDate)}, ${formatTimeRange(content.startTime, content.endTime)}`;
  doc.text(`${when} (${formatDuration(content.startTime, content.endTime)})`, MARGIN, y, {
    width: contentWidth,
    align: 'center',
  });
  y = doc.y + 4;
  doc.fillColor(MUTED).text('teilgenommen hat.', MARGIN, y, { width: contentWidth, align: 'center' });
  y = doc.y + 34;

  const boxX = MARGIN + 28;
  const boxWidth = contentWidth - 56;
  const boxTop = y;
  doc.font('Sans-Bold').fontSize(9).fillColor(BLUE);
  doc.text('INHALTE DES SEMINARS', boxX + 18, boxTop + 16, { characterSpacing: 1.2 });
  let itemY = boxTop + 36;
  doc.font('Sans').fontSize(10.5).fillColor(INK);
  for (const topic of COURSE_TOPICS) {
    doc
      .circle(boxX + 22, itemY + 6, 2)
      .fillColor(TEAL)
      .fill();
    doc.fillColor(INK).text(topic, boxX + 32, itemY, { width: boxWidth - 50 });
    itemY = doc.y + 6;
  }
  const boxHeight = itemY - boxTop + 10;
  doc.save();
  doc.rect(boxX, boxTop, 3, boxHeight).fillColor(TEAL).fill();
  doc.rect(boxX, boxTop, boxWidth, boxHeight).lineWidth(0.5).strokeColor(LINE).stroke();
  doc.restore();
}

function drawSignatures(doc: PDFKit.PDFDocument, content: CertificateContent) {
  const lineY = 640;
  const columnWidth = (contentWidth - 60) / 2;
  const right = MARGIN + columnWidth + 60;
  doc.font('Sans').fontSize(11).fillColor(INK);
  doc.text(`${content.place}, ${formatShortDate(content.issuedOn)}`, MARGIN, lineY - 18, { width: columnWidth });
  doc.text(content.trainerName, right, lineY - 18, { width: columnWidth });
  doc.lineWidth(0.6).strokeColor(MUTED);
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(MARGIN + columnWidth, lineY)
    .stroke();
  doc
    .moveTo(right, lineY)
    .lineTo(right + columnWidth, lineY)
    .stroke();
  doc.font('Sans').fontSize(8.5).fillColor(MUTED);
  doc.text('Ort, Datum der Ausstellung', MARGIN, lineY + 5, { width: columnWidth });
  doc.text('Referentin / Referent', right, lineY + 5, { width: columnWidth });
}

function drawVerification(doc: PDFKit.PDFDocument, content: CertificateContent, qr: Buffer) {
  const size = 74;
  const top = PAGE.height - 62 - size;
  doc
    .moveTo(MARGIN, top - 16)
    .lineTo(PAGE.width - MARGIN, top - 16)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.image(qr, PAGE.width - MARGIN - size, top, { width: size, height: size });
  const textWidth = contentWidth - size - 20;
  doc.font('Sans-Bold').fontSize(8.5).fillColor(NAVY);
  doc.text('Echtheit prüfen', MARGIN, top + 2, { width: textWidth });
  doc.font('Sans').fontSize(8).fillColor(MUTED);
  doc.text(
    `Die Echtheit dieses Zertifikats lässt sich unter der folgenden Adresse oder über den QR-Code prüfen:`,
    MARGIN,
    doc.y + 2,
    { width: textWidth },
  );
  doc.font('Sans').fontSize(8).fillColor(BLUE);
  doc.text(content.verificationUrl, MARGIN, doc.y + 2, { width: textWidth, link: content.verificationUrl });
  doc.font('Sans').fontSize(7.5).fillColor(MUTED);
  doc.text(content.operator, MARGIN, top + size - 9, { width: textWidth, lineBreak: false });
}

/** The largest size from `max` down to `min` at which the text fits on one line. */
function fittingSize(doc: PDFKit.PDFDocument, font: string, text: string, width: number, max: number, min: number) {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    if (doc.fontSize(size).widthOfString(text) <= width) return size;
  }
  return min;
}
