/** Bytes written as they are anywhere in a line (RFC 2045 6.7): printable ASCII except '='. */
const LITERAL = new Uint8Array(256);
for (let byte = 0x21; byte <= 0x7e; byte += 1) LITERAL[byte] = byte === 0x3d ? 0 : 1;

const HEX = Buffer.from('0123456789ABCDEF', 'latin1');
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const EQUALS = 0x3d;
/** A line holds 76 characters, the last of a soft-broken one being its '='. */
const LINE_CHARS = 75;

/**
 * Text as a quoted-printable body, in one pass over its UTF-8 bytes. Its line breaks (LF, CRLF or
 * CR) become CRLF. Soft line breaks keep every line within 76 characters and never split an =XX
 * sequence or a character's bytes; a space or tab before a line break or the end is encoded.
 * nodemailer's encoder (qp.encode, then qp.wrap) makes strings and matches regular expressions on
 * every line, which cost a mail worker more than the rest of the message's build.
 */
export function quotedPrintable(text: string): Buffer {
  const input = Buffer.from(text, 'utf8');
  const length = input.length;
  // Each byte takes 3 characters at most; a soft break (3 more) follows at least 64 of them.
  const output = Buffer.allocUnsafe(length * 3 + Math.ceil((length * 3) / 64) * 3);
  let at = 0;
  let lineChars = 0;
  const softBreakFor = (chars: number) => {
    if (lineChars + chars <= LINE_CHARS) return;
    output[at++] = EQUALS;
    output[at++] = CR;
    output[at++] = LF;
    lineChars = 0;
  };
  /** Whether a line break, or the end of the text, follows the byte at `index`. */
  const breakAfter = (index: number) => index + 1 >= length || input[index + 1] === CR || input[index + 1] === LF;
  for (let index = 0; index < length;) {
    const byte = input[index];
    if (LITERAL[byte] === 1 || ((byte === SPACE || byte === TAB) && !breakAfter(index))) {
      softBreakFor(1);
      output[at++] = byte;
      index += 1;
      lineChars += 1;
      continue;
    }
    if (byte === CR || byte === LF) {
      index += byte === CR && index + 1 < length && input[index + 1] === LF ? 2 : 1;
      output[at++] = CR;
      output[at++] = LF;
      lineChars = 0;
      continue;
    }
    // A character of several bytes stays on one line: its lead byte is 110xxxxx, 1110xxxx or 11110xxx.
    const bytes = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    softBreakFor(bytes * 3);
    for (const end = Math.min(index + bytes, length); index < end; index += 1) {
      output[at++] = EQUALS;
      output[at++] = HEX[input[index] >> 4];
      output[at++] = HEX[input[index] & 0x0f];
      lineChars += 3;
    }
  }
  return output.subarray(0, at);
}
