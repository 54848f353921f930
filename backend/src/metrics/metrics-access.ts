import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares digests, so neither the token's length nor its content leaks through timing. */
export function presentsMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/**
 * Answers a scrape with the bearer token; anyone else is passed on as if /metrics did not exist
 * (the 404 the rest of the app gives), so the endpoint is not advertised.
 */
export function serveMetrics(registry: Registry, token: string | undefined) {
  return async (request: Request, response: Response, next: NextFunction) => {
    if (!presentsMetricsToken(request.headers.authorization, token)) return next();
    try {
      const body = await registry.metrics();
      response.setHeader('Cache-Control', 'no-store');
      response.type(registry.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
