import type { ApiSchema } from '../../api/types';
import { SITE_PARAMETERS, SITE_PATHS } from '@mpb/domain';
import { getJson, postJson } from '../../site/lib/api';
import type { SessionUser } from '../../site/lib/visitor-session';

export type { SessionUser };

/** `recoveryCodes` are shown only now; each works once instead of a TOTP code. */
export type TotpEnrolment = ApiSchema<'TotpEnrolmentDto'>;
type Accepted = ApiSchema<'AcceptedDto'>;

export async function fetchSessionUser(): Promise<SessionUser | null> {
  return (await getJson<ApiSchema<'SessionDto'>>('/api/auth/session')).user ?? null;
}

/** The admin area may be entered: an admin who passed the second factor (or needs none). */
export function mayEnterAdmin(user: SessionUser | null): boolean {
  return !!user && user.isAdmin && (user.secondFactor === 'ok' || user.secondFactor === 'not_required');
}

export function startTotpEnrolment(): Promise<TotpEnrolment> {
  return postJson<TotpEnrolment>('/api/auth/totp/enrol', {});
}

/** A TOTP code or a recovery code; on success the server renews the session cookie. */
export function verifyTotpCode(code: string): Promise<Accepted> {
  return postJson<Accepted>('/api/auth/totp/verify', { code } satisfies ApiSchema<'TotpCodeDto'>);
}

/** A lost or replaced phone: a valid code drops the old authenticator and recovery codes; enrolment follows. */
export function resetSecondFactor(code: string): Promise<Accepted> {
  return postJson<Accepted>('/api/auth/totp/reset', { code } satisfies ApiSchema<'TotpCodeDto'>);
}

export async function signOutAdmin(): Promise<void> {
  await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

/** Where to go after sign-in: /admin/queues when the queue dashboard sent the person here. */
export function afterSignInPath(): string {
  const next = new URLSearchParams(window.location.search).get(SITE_PARAMETERS.adminNext);
  return next === SITE_PATHS.adminQueues ? next : SITE_PATHS.admin;
}
