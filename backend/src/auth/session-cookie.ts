import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../core/config/app-config';

/** In production the __Host- prefix makes the browser insist on Secure, Path=/ and no Domain. */
export function sessionCookieName(config: AppConfig): string {
  return config.environment === 'production' ? '__Host-mpb_session' : 'mpb_session';
}

function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.environment === 'production', path: '/' };
}

export function readSessionCookie(request: Request, config: AppConfig): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[sessionCookieName(config)];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

export function setSessionCookie(response: Response, config: AppConfig, token: string) {
  // The server ends the session earlier when it is idle; the cookie only needs to outlive it.
  response.cookie(sessionCookieName(config), token, { ...cookieOptions(config), maxAge: config.auth.sessionMaxMs });
}

export function clearSessionCookie(response: Response, config: AppConfig) {
  response.clearCookie(sessionCookieName(config), cookieOptions(config));
}
