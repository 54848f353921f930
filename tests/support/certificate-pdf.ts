import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';

/** The text of every page, as a PDF reader extracts it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** Renders the first page with pdftoppm (poppler-utils) and decodes the QR code on it. */
export function qrOnFirstPage(pdf: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'zertifikat-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-singlefile', join(dir, 'c.pdf'), join(dir, 'page')]);
    const { width, height, rgba } = readPpm(readFileSync(join(dir, 'page.ppm')));
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A binary PPM (P6, what pdftoppm writes by default) as RGBA pixels. */
function readPpm(file: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('not a PPM file');
  const [whole, width, height] = header;
  const pixels = file.subarray(whole.length);
  const rgba = new Uint8ClampedArray(Number(width) * Number(height) * 4);
  for (let source = 0, target = 0; target < rgba.length; source += 3, target += 4) {
    rgba[target] = pixels[source];
    rgba[target + 1] = pixels[source + 1];
    rgba[target + 2] = pixels[source + 2];
    rgba[target + 3] = 255;
  }
  return { width: Number(width), height: Number(height), rgba };
}
