import type { NextFunction, Request, Response } from 'express';
import { Histogram, Registry } from 'prom-client';
import type { HotReadTimer } from '../core/http/hot-reads';

/** Buckets in seconds: the API answers in milliseconds, a slow checkout or export in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function httpDurationHistogram(registry: Registry) {
  return new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route template and status code.',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers: [registry],
  });
}

/**
 * The matched route's template (e.g. /api/bookings/:id/cancel), never the raw URL, so a label
 * value cannot be made up by a client; requests no route matched (static files, 404s) share one.
 */
function routeTemplate(request: Request): string {
  // Express types the matched route as any; Nest registers its routes with string paths.
  const route = request.route as { path: string } | undefined;
  const path = route?.path;
  if (path === undefined) return 'unmatched';
  return `${request.baseUrl ?? ''}${String(path)}`;
}

export function measureHttpRequests(histogram: Histogram<'method' | 'route' | 'status'>) {
  return (request: Request, response: Response, next: NextFunction) => {
    const stop = histogram.startTimer();
    response.once('finish', () =>
      stop({ method: request.method, route: routeTemplate(request), status: String(response.statusCode) }),
    );
    next();
  };
}

/** The same histogram for the reads answered ahead of express (hot-reads.ts), labelled by their route. */
export function timeHotReads(histogram: Histogram<'method' | 'route' | 'status'>): HotReadTimer {
  return (method: string, route: string) => {
    const stop = histogram.startTimer();
    return (status: number) => stop({ method, route, status: String(status) });
  };
}
