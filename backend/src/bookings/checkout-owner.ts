import type { CookieOptions, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../core/config/app-config';
import { hashSecretToken } from '../core/security/secret-token';

/** What a checkout request shows of who is asking: its resume cookies and its signed-in address. */
export interface CheckoutOwnerProof {
  resumeToken: (bookingId: string) => string | undefined;
  sessionEmail: string | null;
}

const COOKIE_PREFIX = 'mpb_checkout_';
/** Only POST /api/checkout needs it back. */
const COOKIE_PATH = '/api/checkout';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The browser that opened the checkout (its resume cookie) or a session signed in with the address. */
export function isCheckoutOwner(
  hold: { id: string; resume_token_hash: string | null },
  customerEmail: string,
  proof: CheckoutOwnerProof,
): boolean {
  if (proof.sessionEmail && proof.sessionEmail.trim().toLowerCase() === customerEmail.trim().toLowerCase()) return true;
  const token = proof.resumeToken(hold.id);
  if (!token || !hold.resume_token_hash) return false;
  const given = Buffer.from(hashSecretToken(token));
  const stored = Buffer.from(hold.resume_token_hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function checkoutOwnerProof(request: Request, sessionEmail: string | null): CheckoutOwnerProof {
  const cookies = (request.cookies ?? {}) as Record<string, unknown>;
  return {
    sessionEmail,
    resumeToken: (bookingId) => {
      const value = cookies[`${COOKIE_PREFIX}${bookingId}`];
      return typeof value === 'string' && TOKEN_SHAPE.test(value) ? value : undefined;
    },
  };
}

function cookieOptions(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.environment === 'production', path: COOKIE_PATH };
}

/** One cookie per checkout, so a browser may hold several (other courses, a colleague's address). */
export function setResumeCookie(
  response: Response,
  config: AppConfig,
  bookingId: string,
  token: string,
  maxAgeMs: number,
) {
  response.cookie(`${COOKIE_PREFIX}${bookingId}`, token, { ...cookieOptions(config), maxAge: maxAgeMs });
}
