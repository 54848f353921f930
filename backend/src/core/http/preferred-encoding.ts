import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Distinct Accept-Encoding values remembered; browsers send a handful of them. */
const MAX_REMEMBERED = 64;
const remembered = new Map<string, Encoding>();

/**
 * The smallest encoding the request accepts. Browsers give br and gzip the same weight and name
 * gzip first (Chrome: 'gzip, deflate, br, zstd'): express's acceptsEncodings takes the first named
 * and would send gzip, a third larger than brotli for a page. Worked out once per header value.
 */
export function preferredEncoding(headers: IncomingHttpHeaders): Encoding {
  const header = headers['accept-encoding'] ?? '';
  let encoding = remembered.get(header);
  if (!encoding) {
    const chosen = new Negotiator({ headers }).encoding(ENCODINGS, { preferred: ENCODINGS });
    encoding = chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, encoding);
  }
  return encoding;
}
