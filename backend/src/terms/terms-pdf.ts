import {
  SITE_PATHS,
  siteUrl,
  spanText,
  type SiteSettings,
  type TermsBlock,
  type TermsDocument,
  type TermsSection,
  type TermsSpan,
} from '@mpb/domain';
import { A4, a4Document, PDF_COLOURS, PDF_FONTS } from '../core/pdf/pdf-document';

type Doc = PDFKit.PDFDocument;

/** The operator details the letterhead and footer show. */
export type TermsPdfOperator = Pick<SiteSettings, 'company' | 'address' | 'email' | 'phone' | 'url'>;

const MARGIN_X = 62;
const TOP = 100;
const BOTTOM = 84;
const WIDTH = A4.width - 2 * MARGIN_X;
const BODY = 9.5;
const { navy, teal, ink, muted, line, tint } = PDF_COLOURS;

/**
 * The terms with the withdrawal notice and the model withdrawal form as an A4 PDF: the operator's
 * letterhead and the version on every page, page numbers in the footer, the notice and the form
 * each starting a page (the form ready to print and fill in).
 */
export async function renderTermsPdf(terms: TermsDocument, operator: TermsPdfOperator): Promise<Buffer> {
  const { doc, bytes } = a4Document({
    margins: { top: TOP, bottom: BOTTOM, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: `${terms.title} mit Widerrufsbelehrung`, Author: operator.company, Subject: terms.stand },
  });

  doc.font(PDF_FONTS.bold).fontSize(19).fillColor(navy).text(terms.title, { width: WIDTH });
  doc.moveDown(0.3).font(PDF_FONTS.bold).fontSize(BODY).fillColor(teal).text(terms.stand);
  doc.moveDown(0.6).font(PDF_FONTS.regular).fontSize(BODY).fillColor(muted).text(terms.lead, { width: WIDTH });
  doc.moveDown(0.8);
  rule(doc);
  for (const section of terms.sections) writeSection(doc, section, operator, 11);

  doc.addPage();
  const notice = terms.withdrawalNotice;
  doc.font(PDF_FONTS.bold).fontSize(16).fillColor(navy).text(notice.heading, { width: WIDTH });
  for (const section of notice.sections) writeSection(doc, section, operator, 10.5);
  doc.moveDown(0.6).font(PDF_FONTS.bold).fontSize(BODY).fillColor(muted).text(notice.end, MARGIN_X, doc.y);

  doc.addPage();
  writeForm(doc, terms.withdrawalForm);

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    drawLetterhead(doc, terms, operator);
    drawFooter(doc, operator, `Seite ${index + 1} von ${pages.count}`);
  }
  doc.end();
  return bytes;
}

/** Starts a new page unless `height` more points fit above the footer. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > A4.height - BOTTOM) doc.addPage();
}

function rule(doc: Doc) {
  doc
    .moveTo(MARGIN_X, doc.y)
    .lineTo(MARGIN_X + WIDTH, doc.y)
    .lineWidth(0.5)
    .strokeColor(line)
    .stroke();
  doc.moveDown(0.8);
}

function writeSection(doc: Doc, section: TermsSection, operator: TermsPdfOperator, headingSize: number) {
  doc.moveDown(0.9);
  // A heading never ends a page: it keeps at least three lines of its text.
  keepTogether(doc, headingSize * 1.4 + BODY * 4.5);
  doc.font(PDF_FONTS.bold).fontSize(headingSize).fillColor(navy).text(section.heading, MARGIN_X, doc.y, {
    width: WIDTH,
  });
  doc.moveDown(0.35);
  for (const block of section.blocks) writeBlock(doc, block, operator);
}

function writeBlock(doc: Doc, block: TermsBlock, operator: TermsPdfOperator) {
  doc.font(PDF_FONTS.regular).fontSize(BODY).fillColor(ink);
  if (block.kind === 'address') {
    doc.text(block.lines.join('\n'), MARGIN_X + 14, doc.y, { width: WIDTH - 14, lineGap: 1.5 });
  } else if (block.kind === 'list') {
    for (const item of block.items) {
      const top = doc.y;
      doc
        .circle(MARGIN_X + 5, top + 5, 1.6)
        .fillColor(teal)
        .fill();
      doc.fillColor(ink).text(item, MARGIN_X + 16, top, { width: WIDTH - 16, lineGap: 1.5 });
      doc.moveDown(0.25);
    }
  } else if (block.tone === 'callout') {
    const text = paragraphText(block.text, operator);
    const options = { width: WIDTH - 26, lineGap: 1.5 };
    const height = doc.heightOfString(text, options) + 18;
    keepTogether(doc, height);
    const top = doc.y;
    doc.save();
    doc.rect(MARGIN_X, top, WIDTH, height).fillColor(tint).fill();
    doc.rect(MARGIN_X, top, 3, height).fillColor(teal).fill();
    doc.restore();
    doc
      .font(PDF_FONTS.regular)
      .fontSize(BODY)
      .fillColor(ink)
      .text(text, MARGIN_X + 14, top + 9, options);
    doc.y = top + height;
  } else {
    doc.text(paragraphText(block.text, operator), MARGIN_X, doc.y, { width: WIDTH, lineGap: 1.5 });
  }
  doc.moveDown(0.5);
}

/** Links read as text on paper; the privacy policy is named with its address. */
function paragraphText(spans: TermsSpan[], operator: TermsPdfOperator): string {
  return spans
    .map((span) =>
      typeof span !== 'string' && span.link.to === 'privacy'
        ? `${span.text} (${siteUrl(operator.url, SITE_PATHS.privacy)})`
        : spanText(span),
    )
    .join('');
}

/** The model form in a frame, with a line to write on after each field. */
function writeForm(doc: Doc, form: TermsDocument['withdrawalForm']) {
  doc.font(PDF_FONTS.bold).fontSize(16).fillColor(navy).text(form.heading, { width: WIDTH });
  doc.moveDown(0.8);
  const top = doc.y;
  const inner = { x: MARGIN_X + 18, width: WIDTH - 36 };
  doc.y = top + 16;
  doc.font(PDF_FONTS.regular).fontSize(BODY).fillColor(muted).text(form.intro, inner.x, doc.y, { width: inner.width });
  const [addressee, ...fields] = form.lines;
  doc.moveDown(1).fillColor(ink).text(addressee, inner.x, doc.y, { width: inner.width });
  for (const field of fields) {
    doc.moveDown(1.2).fillColor(ink).text(field, inner.x, doc.y, { width: inner.width });
    const writeOn = doc.y + 22;
    doc
      .moveTo(inner.x, writeOn)
      .lineTo(inner.x + inner.width, writeOn)
      .dash(1.5, { space: 2.5 })
      .lineWidth(0.6)
      .strokeColor(muted)
      .stroke()
      .undash();
    doc.y = writeOn + 4;
  }
  doc.moveDown(1.4).fontSize(8.5).fillColor(muted).text(form.footnote, inner.x, doc.y, { width: inner.width });
  const bottom = doc.y + 16;
  doc
    .roundedRect(MARGIN_X, top, WIDTH, bottom - top, 4)
    .lineWidth(0.8)
    .strokeColor(line)
    .stroke();
}

/** Operator name, document and version above a rule with a teal accent. */
function drawLetterhead(doc: Doc, terms: TermsDocument, operator: TermsPdfOperator) {
  const top = 40;
  doc.font(PDF_FONTS.bold).fontSize(11).fillColor(navy);
  doc.text(operator.company, MARGIN_X, top, { width: WIDTH * 0.6, lineBreak: false });
  doc.font(PDF_FONTS.regular).fontSize(8).fillColor(muted);
  doc.text('AGB und Widerrufsbelehrung', MARGIN_X, top, { width: WIDTH, align: 'right', lineBreak: false });
  doc.text(terms.stand, MARGIN_X, top + 11, { width: WIDTH, align: 'right', lineBreak: false });
  doc.text(operator.address, MARGIN_X, top + 15, { width: WIDTH * 0.6, lineBreak: false });
  const ruleY = top + 34;
  doc
    .moveTo(MARGIN_X, ruleY)
    .lineTo(MARGIN_X + WIDTH, ruleY)
    .lineWidth(0.5)
    .strokeColor(line)
    .stroke();
  doc
    .rect(MARGIN_X, ruleY - 1, 56, 2)
    .fillColor(teal)
    .fill();
}

function drawFooter(doc: Doc, operator: TermsPdfOperator, pageLabel: string) {
  const top = A4.height - 58;
  // Text below the bottom margin would otherwise start a new page.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .moveTo(MARGIN_X, top - 8)
    .lineTo(MARGIN_X + WIDTH, top - 8)
    .lineWidth(0.5)
    .strokeColor(line)
    .stroke();
  doc.font(PDF_FONTS.regular).fontSize(7.5).fillColor(muted);
  const contact = [`${operator.company} · ${operator.address}`, `${operator.email} · ${operator.phone}`];
  doc.text(contact.join('\n'), MARGIN_X, top, { width: WIDTH - 90, lineGap: 1 });
  doc.text(pageLabel, MARGIN_X, top, { width: WIDTH, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottomMargin;
}
