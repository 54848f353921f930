import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts a secret (a one-time sign-in token, a TOTP secret, what a GDPR deletion still has to find) so
 * neither the database nor Redis holds it readable. AES-256-GCM, key derived from SESSION_SECRET.
 */
export class TokenSealer {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(`sealed-token:${purpose}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
  }

  /** Throws when the value was not sealed with this key or was altered. */
  unseal(sealed: string): string {
    const data = Buffer.from(sealed, 'base64url');
    if (data.length <= IV_BYTES + TAG_BYTES) throw new Error('sealed token too short');
    const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, IV_BYTES));
    decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

export const MAGIC_LINK_SEAL_PURPOSE = 'magic-link-mail';
