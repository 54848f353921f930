import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The smallest encoding the request accepts. Browsers give br and gzip the same weight and name
 * gzip first (Chrome: 'gzip, deflate, br, zstd'): express's acceptsEncodings takes the first named
 * and would send gzip, a third larger than brotli for a page.
 */
export function preferredEncoding(headers: IncomingHttpHeaders): Encoding {
  const encoding = new Negotiator({ headers }).encoding(ENCODINGS, { preferred: ENCODINGS });
  return encoding === 'br' || encoding === 'gzip' ? encoding : 'identity';
}
