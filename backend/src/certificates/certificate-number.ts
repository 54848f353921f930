import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new certificate number: 10 random bytes (80 bits) as 16 base32 characters in groups of four,
 * e.g. 'K3QF-9M2T-XW7A-HC4D'. Unguessable, so the public verification page reveals nothing to
 * someone trying numbers.
 */
export function newCertificateNumber(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return text.match(/.{4}/g)!.join('-');
}

/** The shape of a number, checked before any database work. */
export const CERTIFICATE_NUMBER = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
