import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PreparedBody } from './prepared-body';
import { requestIdOf } from './request-id.middleware';

/** What a hot read answers 200 with: a prepared body, and the page's own policy if it is an HTML page. */
export interface HotAnswer {
  body: PreparedBody;
  contentSecurityPolicy?: string;
}

/** The answer for a request path, or undefined when the path is not one of the source's. */
export type HotReadSource = (path: string) => Promise<HotAnswer> | undefined;

type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of an answer: its bytes and every header, flat as `writeHead` takes them. */
interface Variant {
  bytes: Buffer;
  etag: string;
  ok: string[];
  notModified: string[];
}

/** Distinct Accept-Encoding values remembered; browsers send a handful of them. */
const MAX_REMEMBERED_ENCODINGS = 64;
const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/i;

/**
 * The hot public reads (GET /api/courses, the prerendered pages) answered before the middleware
 * chain: their bodies are prepared in every encoding and their headers worked out once per body,
 * so a request costs a lookup, the request id and the write. The headers are the ones the chain
 * would add (security headers recorded from the same middleware, the page's CSP, X-Request-Id),
 * ETag/If-None-Match is honoured. Such reads are not access-logged and load no session: they
 * answer the same to everyone. Anything else (a query string, another method, a path no source
 * knows, a source that fails) takes the full chain, which answers it as before.
 */
export class HotReads {
  private readonly sources: HotReadSource[] = [];
  private readonly variants = new WeakMap<PreparedBody, Record<Encoding, Variant>>();
  private readonly encodings = new Map<string, Encoding>();

  constructor(private readonly commonHeaders: readonly (readonly [string, string])[]) {}

  add(source: HotReadSource) {
    this.sources.push(source);
  }

  readonly handle: RequestHandler = (request: Request, response: Response, next: NextFunction) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.url.includes('?') ||
      // The chain refuses a NUL character in a cookie (nul-characters.middleware.ts).
      request.headers.cookie?.includes('%00')
    )
      return next();
    const answer = this.answerFor(request.url);
    if (!answer) return next();
    answer.then(
      (found) => this.send(request, response, found),
      () => next(),
    );
  };

  private answerFor(path: string): Promise<HotAnswer> | undefined {
    for (const source of this.sources) {
      const answer = source(path);
      if (answer) return answer;
    }
    return undefined;
  }

  private send(request: Request, response: Response, answer: HotAnswer) {
    const variant = this.variantsOf(answer)[this.encodingOf(request)];
    const fresh = isFresh(request, variant.etag);
    const headers = [
      ...(fresh ? variant.notModified : variant.ok),
      'X-Request-Id',
      requestIdOf(request.headers['x-request-id']),
    ];
    response.writeHead(fresh ? 304 : 200, headers);
    response.end(fresh || request.method === 'HEAD' ? undefined : variant.bytes);
  }

  private encodingOf(request: Request): Encoding {
    const header = request.headers['accept-encoding'] ?? '';
    let encoding = this.encodings.get(header);
    if (!encoding) {
      const accepted = request.acceptsEncodings('br', 'gzip', 'identity');
      encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
      if (this.encodings.size >= MAX_REMEMBERED_ENCODINGS) this.encodings.clear();
      this.encodings.set(header, encoding);
    }
    return encoding;
  }

  private variantsOf({ body, contentSecurityPolicy }: HotAnswer): Record<Encoding, Variant> {
    let variants = this.variants.get(body);
    if (!variants) {
      const common = new Map(this.commonHeaders.map(([name, value]) => [name.toLowerCase(), [name, value]]));
      if (contentSecurityPolicy)
        common.set('content-security-policy', ['Content-Security-Policy', contentSecurityPolicy]);
      const variant = (encoding: Encoding, bytes: Buffer): Variant => {
        const etag = `"${body.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
        const notModified = [
          ...[...common.values()].flat(),
          'Content-Type',
          body.contentType,
          'Cache-Control',
          'no-cache',
          'Vary',
          'Accept-Encoding',
          'ETag',
          etag,
          ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
        ];
        return { bytes, etag, notModified, ok: [...notModified, 'Content-Length', String(bytes.length)] };
      };
      variants = {
        br: variant('br', body.br),
        gzip: variant('gzip', body.gzip),
        identity: variant('identity', body.identity),
      };
      this.variants.set(body, variants);
    }
    return variants;
  }
}

/** As express's `request.fresh` for an answer with this entity tag and no Last-Modified. */
function isFresh(request: Request, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch || NO_CACHE.test(request.headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * The headers these middlewares set on every answer, recorded once: a hot read sends them without
 * running them. They must set their headers and pass on at once, as helmet's do.
 */
export function recordedHeaders(middlewares: RequestHandler[]): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), [name, String(value)]);
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase())?.[1];
    },
  };
  for (const middleware of middlewares) {
    let passed = false;
    void middleware({ method: 'GET', headers: {} } as Request, response as unknown as Response, (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('a security header middleware failed');
      passed = true;
    });
    if (!passed) throw new Error('a security header middleware did not pass the request on at once');
  }
  return [...headers.values()];
}
