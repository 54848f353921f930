import type { Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { PreparedBody } from './prepared-body';
import { Encoding, preferredEncoding } from './preferred-encoding';
import { requestIdOf } from './request-id.middleware';

/** What a hot read answers 200 with: a prepared body, and the page's own policy if it is an HTML page. */
export interface HotAnswer {
  body: PreparedBody;
  contentSecurityPolicy?: string;
}

/** The answer for a request path, or undefined when the path is not one of the source's. */
export type HotReadSource = (path: string) => Promise<HotAnswer> | undefined;

/** Starts timing a hot read for the metrics; the returned function records its status. */
export type HotReadTimer = (method: string, route: string) => (status: number) => void;

/** The metrics route label of requests that match no route, as http-metrics.ts names them. */
const UNMATCHED = 'unmatched';

/** One encoding of an answer: its bytes and every header, flat as `writeHead` takes them. */
interface Variant {
  bytes: Buffer;
  etag: string;
  ok: string[];
  notModified: string[];
}

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/i;

/**
 * The hot public reads (GET /api/courses, the prerendered pages) answered before express sees the
 * request (routing it through express alone costs several times the read): their bodies are
 * prepared in every encoding and their headers worked out once per body, so a request costs a
 * lookup, the request id and the write. The headers are the ones the chain would add (security
 * headers recorded from the same middleware, the page's CSP, X-Request-Id); If-None-Match is
 * honoured. Such reads are not access-logged and load no session: they answer the same to
 * everyone. Anything else (a query string, another method, a path no source knows, a source that
 * fails) goes to express, which answers it as before.
 */
export class HotReads {
  private readonly sources: { source: HotReadSource; route: string }[] = [];
  private readonly variants = new WeakMap<PreparedBody, Record<Encoding, Variant>>();

  constructor(
    private readonly commonHeaders: readonly (readonly [string, string])[],
    private readonly timer?: HotReadTimer,
  ) {}

  /** `route`: the metrics label of the source's reads. */
  add(source: HotReadSource, route = UNMATCHED) {
    this.sources.push({ source, route });
  }

  /** Makes the server offer each request here first, before its own request listeners. */
  answerFirstOn(server: Server) {
    const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    // Else the server's later listener would answer the same requests a second time.
    if (!listeners.length) throw new Error('the server has no request listener to go ahead of');
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      this.handle(request, response, () => {
        for (const listener of listeners) listener.call(server, request, response);
      }),
    );
  }

  handle(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const path = request.url ?? '';
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      path.includes('?') ||
      // The chain refuses a NUL character in a cookie (nul-characters.middleware.ts).
      request.headers.cookie?.includes('%00')
    )
      return next();
    for (const { source, route } of this.sources) {
      const answer = source(path);
      if (!answer) continue;
      const stop = this.timer?.(request.method, route);
      answer.then(
        (found) => {
          const status = this.send(request, response, found);
          stop?.(status);
        },
        () => next(),
      );
      return;
    }
    next();
  }

  /** Returns the status sent. */
  private send(request: IncomingMessage, response: ServerResponse, answer: HotAnswer): number {
    const variant = this.variantsOf(answer)[preferredEncoding(request.headers)];
    const fresh = isFresh(request, variant.etag);
    const headers = [
      ...(fresh ? variant.notModified : variant.ok),
      'X-Request-Id',
      requestIdOf(request.headers['x-request-id']),
    ];
    response.writeHead(fresh ? 304 : 200, headers);
    response.end(fresh || request.method === 'HEAD' ? undefined : variant.bytes);
    return fresh ? 304 : 200;
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
function isFresh(request: IncomingMessage, etag: string): boolean {
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
