import { randomInt } from 'node:crypto';
import { previewEmailMessage, PREVIEW_SITE, renderEmail } from '@mpb/emails';
import DataStream from 'nodemailer/lib/smtp-connection/data-stream';
import { describe, expect, it } from 'vitest';
import { buildMessage } from './mail-message';
import { escapeByteByByte, lineStartDots } from './smtp-data-stream';

/** What a DataStream sends for the chunks, and the byte counts it reports. */
async function sent(chunks: Buffer[], byteByByte: boolean) {
  const stream = new DataStream() as DataStream & { inByteCount: number; outByteCount: number };
  if (byteByByte) stream._transform = escapeByteByByte;
  const out: Buffer[] = [];
  stream.on('data', (piece: Buffer) => out.push(piece));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return { bytes: Buffer.concat(out).toString('latin1'), in: stream.inByteCount, out: stream.outByteCount };
}

/** Random text of letters, dots and line breaks, bare or not, cut into random chunks. */
function randomChunks(): Buffer[] {
  const pieces = ['a', 'b', '.', '\r', '\n', '\r\n', '\r\n.', '..'];
  const text = Array.from({ length: randomInt(0, 40) }, () => pieces[randomInt(pieces.length)]).join('');
  const chunks: Buffer[] = [];
  for (let at = 0; at < text.length;) {
    const length = randomInt(0, 8);
    chunks.push(Buffer.from(text.slice(at, at + length), 'latin1'));
    at += length;
  }
  return chunks;
}

describe('the SMTP data stream', () => {
  it('sends the same bytes and counts as nodemailer escaping byte by byte, for any text cut anywhere', async () => {
    for (let round = 0; round < 3000; round += 1) {
      const chunks = randomChunks();
      expect(await sent(chunks, false), JSON.stringify(chunks.map(String))).toEqual(await sent(chunks, true));
    }
  });

  it('finds the dots that start a line natively in a message buildMessage built, and leaves a bare line break to nodemailer', () => {
    const confirmation = renderEmail(previewEmailMessage('booking-confirmation'), { site: PREVIEW_SITE });
    const { raw } = buildMessage('Kurse <kurse@example.de>', { to: 'teilnehmer@example.de', ...confirmation });

    expect(lineStartDots(raw, false)).not.toBeNull();
    expect(lineStartDots(Buffer.from('.a\r\nb\r\n.c\r\n'), false)).toEqual([0, 7]);
    expect(lineStartDots(Buffer.from('.a'), 0x0a)).toEqual([0]);
    expect(lineStartDots(Buffer.from('.a'), 0x61)).toEqual([]);
    for (const [text, before] of [
      ['a\nb', false],
      ['a\rb', false],
      ['a\r.b', false],
      ['\nb', 0x61],
      ['b', 0x0d],
    ] as const)
      expect(lineStartDots(Buffer.from(text), before), JSON.stringify(text)).toBeNull();
  });
});
