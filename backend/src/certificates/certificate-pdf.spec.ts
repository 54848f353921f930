import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { newCertificateNumber, CERTIFICATE_NUMBER } from './certificate-number';
import { renderCertificatePdf } from './certificate-pdf';

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
  writeFileSync(join(dir, 'c.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '150', '-singlefile', join(dir, 'c.pdf'), join(dir, 'page')]);
  const { width, height, rgba } = readPpm(readFileSync(join(dir, 'page.ppm')));
  return jsQR(rgba, width, height)?.data ?? null;
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

describe('certificate PDF', () => {
  const content = {
    number: newCertificateNumber(),
    participantName: 'Jürgen Müller-Lüdenscheidt',
    courseTitle: 'Medizinprodukteberater Basiszertifizierung',
    courseDate: '2026-12-15',
    startTime: '08:30:00',
    endTime: '16:00:00',
    issuedOn: new Date('2026-12-16T10:00:00Z'),
    place: 'Berlin',
    trainerName: 'Dr. Erika Musterfrau',
    operator: 'Beispiel Medical Consulting GmbH, Musterstraße 1, 10115 Berlin',
    issuerName: 'Medizinprodukteberater Zertifizierung',
    verificationUrl: '',
  };
  content.verificationUrl = `https://www.example.de/zertifikat/${content.number}`;

  it('numbers certificates with 80 random bits', () => {
    const numbers = new Set(Array.from({ length: 1000 }, newCertificateNumber));
    expect(numbers.size).toBe(1000);
    for (const number of numbers) expect(number).toMatch(CERTIFICATE_NUMBER);
  });

  it('reads back name, course, date, duration, topics, trainer, place and number; the QR code is the verification URL', async () => {
    const pdf = await renderCertificatePdf(content);
    if (process.env.CERTIFICATE_PDF_OUT) writeFileSync(process.env.CERTIFICATE_PDF_OUT, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'Teilnahmezertifikat',
      'Jürgen Müller-Lüdenscheidt',
      'Medizinprodukteberater Basiszertifizierung',
      'Dienstag, 15. Dezember 2026',
      '7,5 Stunden',
      'Qualitätsmanagement und Vigilanz',
      'Produktklassifizierung und Risikoklassen I, IIa, IIb, III',
      'Dr. Erika Musterfrau',
      'Berlin, 16.12.2026',
      content.number,
    ])
      expect(text).toContain(expected);
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
    expect(qrOnFirstPage(pdf)).toBe(content.verificationUrl);
  }, 30_000);
});
