import { TransformCallback } from 'node:stream';
import DataStream from 'nodemailer/lib/smtp-connection/data-stream';

const CR = 0x0d;
const LF = 0x0a;
const DOT = 0x2e;
const SECOND_DOT = Buffer.from('.');

/**
 * The dots that start a line in a chunk of a message, by offset; null if the chunk has a line
 * break that is not a CRLF. `before` is the byte before the chunk, false at the start of the
 * message. Found with indexOf, which runs natively.
 */
export function lineStartDots(chunk: Buffer, before: number | false): number[] | null {
  if (before === CR && chunk[0] !== LF) return null;
  const dots = chunk[0] === DOT && (before === false || before === LF) ? [0] : [];
  for (let at = chunk.indexOf(CR); at !== -1; at = chunk.indexOf(CR, at + 1))
    if (at + 1 < chunk.length && chunk[at + 1] !== LF) return null;
  for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) {
    if ((at > 0 ? chunk[at - 1] : before) !== CR) return null;
    if (chunk[at + 1] === DOT) dots.push(at + 1);
  }
  return dots;
}

interface DataStreamState {
  inByteCount: number;
  outByteCount: number;
  lastByte: number | false;
}
type TransformStep = (
  this: DataStream & DataStreamState,
  chunk: Buffer | string,
  encoding: BufferEncoding,
  done: TransformCallback,
) => void;

/** nodemailer's own step: looks at every byte in JavaScript, repairing line breaks and doubling dots. */
// eslint-disable-next-line @typescript-eslint/unbound-method -- only ever called with a DataStream as `this`
export const escapeByteByByte = DataStream.prototype._transform as TransformStep;

function withSecondDots(chunk: Buffer, dots: number[]): Buffer {
  if (!dots.length) return chunk;
  const pieces: Buffer[] = [];
  let from = 0;
  for (const dot of dots) {
    pieces.push(chunk.subarray(from, dot), SECOND_DOT);
    from = dot;
  }
  pieces.push(chunk.subarray(from));
  return Buffer.concat(pieces);
}

/**
 * The SMTP connection sends every message through a DataStream, which doubles a dot that starts a
 * line (RFC 5321, 4.5.2) and turns a bare CR or LF into a CRLF, looking at each byte in a
 * JavaScript loop: about a tenth of the worker's work for a confirmation with its terms PDF. A
 * message buildMessage built has CRLF line breaks only; for such a chunk the dots are found
 * natively and doubled here. Any other chunk goes through nodemailer's own step. Either way the
 * stream sends the same bytes and keeps the same counts.
 */
const doubleDotsOrEscape: TransformStep = function (chunk, encoding, done) {
  if (typeof chunk === 'string' || !chunk.length) return escapeByteByByte.call(this, chunk, encoding, done);
  const dots = lineStartDots(chunk, this.lastByte);
  if (!dots) return escapeByteByByte.call(this, chunk, encoding, done);
  const escaped = withSecondDots(chunk, dots);
  this.inByteCount += chunk.length;
  this.outByteCount += escaped.length;
  this.push(escaped);
  this.lastByte = chunk[chunk.length - 1];
  done();
};
DataStream.prototype._transform = doubleDotsOrEscape;
