import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newCertificateNumber, CERTIFICATE_NUMBER } from './certificate-number';
import { pdfText, qrOnFirstPage } from '../../../tests/support/certificate-pdf';
import { renderCertificatePdf } from './certificate-pdf';

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
