import { timingSafeEqual } from 'node:crypto';
import { createSecretToken, hashSecretToken } from '../core/security/secret-token';

/** A per-booking secret for the cancel URL; only its SHA-256 is stored. */
export const createCancelToken = createSecretToken;
export const hashCancelToken = hashSecretToken;

/** Constant-time comparison of a presented token with the stored hash. */
export function cancelTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const presented = Buffer.from(hashSecretToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
