import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { ApiError } from './api-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CROSS_SITE_MESSAGE = 'Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.';

/**
 * CSRF protection: a state-changing request that carries cookies must come from a page of this
 * site (Origin, or Referer when a browser sends no Origin, equal to PUBLIC_URL's origin).
 * Requests without cookies (webhooks, API clients) cannot act for a signed-in person and pass.
 */
export function refuseCrossSiteWrites(config: AppConfig, cookieNames: () => string[]) {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(request.method) || !cookieNames().some((name) => carriesCookie(request, name)))
      return next();
    const origin = request.get('origin') ?? originOf(request.get('referer'));
    if (origin && origin === originOf(config.publicUrl)) return next();
    next(ApiError.forbidden(CROSS_SITE_MESSAGE));
  };
}

function carriesCookie(request: Request, name: string): boolean {
  return (request.cookies as Record<string, unknown> | undefined)?.[name] !== undefined;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
