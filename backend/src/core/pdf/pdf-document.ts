import PDFDocument from 'pdfkit';

const FONT_DIR = `${require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, '')}ttf/`;

/** The embedded fonts every PDF of the product uses: DejaVu Sans shows every umlaut in any viewer. */
export const PDF_FONTS = { regular: 'Sans', bold: 'Sans-Bold', light: 'Sans-Light' } as const;

/** The house colours of the product's documents (certificate, terms). */
export const PDF_COLOURS = {
  navy: '#072f44',
  blue: '#0b4f71',
  teal: '#0f766e',
  ink: '#13222d',
  muted: '#4b5d6b',
  line: '#b9c9d4',
  tint: '#eef5f4',
} as const;

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** An A4 document with DejaVu Sans registered under PDF_FONTS, and its bytes once `end()` is called. */
export function a4Document(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont(PDF_FONTS.regular, `${FONT_DIR}DejaVuSans.ttf`);
  doc.registerFont(PDF_FONTS.bold, `${FONT_DIR}DejaVuSans-Bold.ttf`);
  doc.registerFont(PDF_FONTS.light, `${FONT_DIR}DejaVuSans-ExtraLight.ttf`);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))).on('error', reject),
  );
  return { doc, bytes };
}
