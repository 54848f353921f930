import { randomInt } from 'node:crypto';
import { keyedHash } from '../../core/security/keyed-hash';

export const RECOVERY_CODE_COUNT = 10;

/** Lower-case letters and digits without the ones easily mistaken for each other (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;
const HASH_PURPOSE = 'totp-recovery-code';

/** Ten fresh codes, written as 'xxxx-xxxx-xx' (about 49 random bits each). */
export function createRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    codes.add(`${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`);
  }
  return [...codes];
}

/** The code as typed (any case, with or without dashes and spaces), or null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  return code.length === CODE_LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** Keyed with SESSION_SECRET: a copy of the table alone does not allow guessing the codes offline. */
export function hashRecoveryCode(secret: string, userId: string, code: string): string {
  return keyedHash(secret, HASH_PURPOSE, `${userId}:${normaliseRecoveryCode(code) ?? code}`);
}
