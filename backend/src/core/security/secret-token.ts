import { createHash, randomBytes } from 'node:crypto';

/** A personal link secret: 32 random bytes for the e-mail, only its sha256 is stored. */
interface SecretToken {
  token: string;
  hash: string;
}

export function createSecretToken(): SecretToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/** The stored form of a link secret (hex sha256). */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
