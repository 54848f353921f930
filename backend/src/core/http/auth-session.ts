import type { Request } from 'express';
import { AppConfig } from '../config/app-config';

/** The signed-in person behind a request's session cookie, as loaded once per request. */
export interface AuthSession {
  sessionId: string;
  userId: string;
  email: string;
  /** The user finished TOTP enrolment (confirmed with a first code). */
  totpEnrolled: boolean;
  /** The second factor was passed in this session. */
  secondFactorPassed: boolean;
}

type SecondFactorState = 'not_required' | 'enrol' | 'verify' | 'ok';

/** Why a request may not enter the admin area, or 'ok'. */
type AdminAccess = 'ok' | 'anonymous' | 'not_admin' | 'second_factor_required';

const SESSION_KEY = Symbol('authSession');

export function setAuthSession(request: Request, session: AuthSession | null) {
  (request as unknown as Record<symbol, AuthSession | null>)[SESSION_KEY] = session;
}

export function getAuthSession(request: Request): AuthSession | null {
  return (request as unknown as Record<symbol, AuthSession | null | undefined>)[SESSION_KEY] ?? null;
}

/** ADMIN_EMAILS decides, at every request; the users.role column is never trusted for this. */
export function isAdminEmail(email: string, config: AppConfig): boolean {
  return config.auth.adminEmails.includes(email.trim().toLowerCase());
}

export function secondFactorState(session: AuthSession, config: AppConfig): SecondFactorState {
  if (!config.auth.adminTotp || !isAdminEmail(session.email, config)) return 'not_required';
  if (!session.totpEnrolled) return 'enrol';
  return session.secondFactorPassed ? 'ok' : 'verify';
}

export function adminAccess(session: AuthSession | null, config: AppConfig): AdminAccess {
  if (!session) return 'anonymous';
  if (!isAdminEmail(session.email, config)) return 'not_admin';
  const secondFactor = secondFactorState(session, config);
  return secondFactor === 'ok' || secondFactor === 'not_required' ? 'ok' : 'second_factor_required';
}

export const ADMIN_ACCESS_MESSAGES: Record<Exclude<AdminAccess, 'ok'>, { status: 401 | 403; error: string }> = {
  anonymous: { status: 401, error: 'Bitte melden Sie sich an.' },
  not_admin: { status: 403, error: 'Diese E-Mail ist nicht für den Admin-Zugang berechtigt' },
  second_factor_required: {
    status: 403,
    error: 'Bitte bestätigen Sie Ihre Anmeldung mit dem Code aus Ihrer Authenticator-App.',
  },
};
