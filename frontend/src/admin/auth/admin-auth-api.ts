import type { ApiSchema } from '../../api/types';
import { SITE_PARAMETERS, SITE_PATHS } from '@mpb/domain';
import { api } from '../../api/client';
import { call } from '../../site/lib/api';
import type { SessionUser } from '../../site/lib/visitor-session';

export type { SessionUser };

/** `recoveryCodes` are shown only now; each works once instead of a TOTP code. */
export type TotpEnrolment = ApiSchema<'TotpEnrolmentDto'>;
type Accepted = ApiSchema<'AcceptedDto'>;

export async function fetchSessionUser(): Promise<SessionUser | null> {
  return (await call((signal) => api.GET('/api/auth/session', { signal }))).user ?? null;
}

/** The admin area may be entered: an admin who passed the second factor (or needs none). */
export function mayEnterAdmin(user: SessionUser | null): boolean {
  return !!user && user.isAdmin && (user.secondFactor === 'ok' || user.secondFactor === 'not_required');
}

export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return call((signal) => api.POST('/api/auth/totp/enrol', { signal }));
}

/** A TOTP code or a recovery code; on success the server renews the session cookie. */
export function verifyTotpCode(code: string): Promise<Accepted> {
  return call((signal) => api.POST('/api/auth/totp/verify', { body: { code }, signal }));
}

/** A lost or replaced phone: a valid code drops the old authenticator and recovery codes; enrolment follows. */
export function resetSecondFactor(code: string): Promise<Accepted> {
  return call((signal) => api.POST('/api/auth/totp/reset', { body: { code }, signal }));
}

export async function signOutAdmin(): Promise<void> {
  await api.POST('/api/auth/logout').catch(() => undefined);
}

/** Where to go after sign-in: /admin/queues when the queue dashboard sent the person here. */
export function afterSignInPath(): string {
  const next = new URLSearchParams(window.location.search).get(SITE_PARAMETERS.adminNext);
  return next === SITE_PATHS.adminQueues ? next : SITE_PATHS.admin;
}
