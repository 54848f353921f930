import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 of a value under the server secret, tagged with its purpose: entries can be matched
 * by the value (an IP address, an erased e-mail address), but the value is never readable back.
 */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex').slice(0, 32);
}
