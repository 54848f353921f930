const FONT_DIR = `${require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, '')}ttf/`;

export const FONTS = {
  regular: `${FONT_DIR}DejaVuSansCondensed.ttf`,
  bold: `${FONT_DIR}DejaVuSansCondensed-Bold.ttf`,
};

export const COLORS = {
  navy: '#072f44',
  teal: '#0f766e',
  ink: '#13222d',
  muted: '#4b5d6b',
  rule: '#b9c9d4',
  band: '#e8f0f4',
};

const MM = 72 / 25.4;

export function mm(millimetres: number): number {
  return millimetres * MM;
}

/** A4 portrait with the DIN 5008 (form B) grid: margins, address window, information block. */
export const PAGE = {
  width: mm(210),
  height: mm(297),
  left: mm(25),
  right: mm(190),
  top: mm(20),
  /** Where the footer with the company details starts. */
  footerTop: mm(297 - 24),
  /** Content ends here; what does not fit goes on the next page. */
  contentBottom: mm(297 - 34),
};

export const CONTENT_WIDTH = PAGE.right - PAGE.left;

export type Doc = PDFKit.PDFDocument;

export function font(doc: Doc, weight: 'regular' | 'bold', size: number, color: string = COLORS.ink): Doc {
  return doc.font(weight).fontSize(size).fillColor(color);
}

export function rule(doc: Doc, y: number, from = PAGE.left, to = PAGE.right, color = COLORS.rule, width = 0.5) {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke().restore();
}
