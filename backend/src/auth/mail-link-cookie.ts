import { MAIL_LINK_COOKIE_MINUTES } from '@mpb/domain';
import type { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../core/config/app-config';

/**
 * The booking mail's link a browser opened while signed in as someone else (its question's
 * answer needs it) or after it was used (a fresh link goes to its address). Sent only to
 * /api/auth/mail-link, only from this site's own pages, and only for a short while.
 */
const MAIL_LINK_COOKIE_PATH = '/api/auth/mail-link';

export function mailLinkCookieName(config: AppConfig): string {
  return config.environment === 'production' ? '__Secure-mpb_mail_link' : 'mpb_mail_link';
}

function cookieOptions(config: AppConfig): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.environment === 'production',
    path: MAIL_LINK_COOKIE_PATH,
  };
}

export function readMailLinkCookie(request: Request, config: AppConfig): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[mailLinkCookieName(config)];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

export function setMailLinkCookie(response: Response, config: AppConfig, token: string) {
  response.cookie(mailLinkCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: MAIL_LINK_COOKIE_MINUTES * 60_000,
  });
}

export function clearMailLinkCookie(response: Response, config: AppConfig) {
  response.clearCookie(mailLinkCookieName(config), cookieOptions(config));
}
