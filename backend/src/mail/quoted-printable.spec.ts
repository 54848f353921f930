import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { quotedPrintable } from './quoted-printable';

/** What a mail client reads of a text part with this quoted-printable body. */
async function decoded(body: Buffer): Promise<string> {
  const headers = 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n';
  const mail = await simpleParser(Buffer.concat([Buffer.from(headers), body]));
  return mail.text ?? '';
}

const TEXTS = {
  german: 'Sehr geehrte Frau Müller,\n\nIhre Buchung für „Medizinprodukteberater“ ist bestätigt: 1.190,00 €.\n',
  'long lines': `${'Größenänderungsübersicht '.repeat(12)}\n${'x'.repeat(300)}\n${'ä'.repeat(100)}`,
  'equals signs and 4-byte characters': `a=b == c =3D ${'😀'.repeat(40)} Ende`,
  'whitespace before line breaks and at the end': 'Zeile mit Leerzeichen \nund Tab\t\r\nund Ende ',
  'every line break form': 'eins\ntwo\r\ndrei\rvier\n\n',
  html: `<p style="color:#333">Ihr Link: <a href="https://www.example.de/anmelden?token=a1b2">${'Anmelden '.repeat(20)}</a></p>`,
};

/** The text a receiver should read: every line break as one break. */
const asRead = (text: string) => text.replace(/\r\n|\r|\n/g, '\n');

describe(quotedPrintable.name, () => {
  it.each(Object.entries(TEXTS))('encodes text a mail client reads back exactly: %s', async (_name, text) => {
    const body = quotedPrintable(text);

    expect(asRead(await decoded(body))).toBe(asRead(text));
  });

  it('writes printable ASCII only, in lines of at most 76 characters that end in CRLF', () => {
    for (const text of Object.values(TEXTS)) {
      const body = quotedPrintable(text).toString('latin1');

      expect(body).toMatch(/^[\x20-\x7e\t\r\n]*$/);
      expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of body.split('\r\n')) expect(line.length, line).toBeLessThanOrEqual(76);
    }
  });

  it('keeps a line break of the text as a line break, and only those', () => {
    const hard = (text: string) =>
      quotedPrintable(text)
        .toString('latin1')
        .split(/(?<!=)\r\n/).length - 1;

    expect(hard(TEXTS['every line break form'])).toBe(5);
    expect(hard(TEXTS['long lines'])).toBe(2);
  });

  it('encodes a space or tab that would end a line, and leaves the others', () => {
    const body = quotedPrintable(TEXTS['whitespace before line breaks and at the end']).toString('latin1');

    expect(body).toBe('Zeile mit Leerzeichen=20\r\nund Tab=09\r\nund Ende=20');
    for (const line of quotedPrintable(TEXTS['long lines']).toString('latin1').split('\r\n'))
      expect(line).not.toMatch(/[ \t]$/);
  });

  it('breaks a long line between characters, never inside an =XX sequence or a character of several bytes', () => {
    for (const text of Object.values(TEXTS)) {
      const lines = quotedPrintable(text).toString('latin1').split('\r\n');
      for (const line of lines) {
        expect(line.replace(/=$/, ''), line).not.toMatch(/=[0-9A-F]?$/);
        // Each line decodes to whole UTF-8 characters on its own.
        const bytes = Buffer.from(
          line
            .replace(/=$/, '')
            .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        );
        expect(bytes.toString('utf8'), line).not.toContain('\ufffd');
      }
    }
  });
});
