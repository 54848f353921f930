import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import { call } from './api';

export type SessionUser = NonNullable<ApiSchema<'SessionDto'>['user']>;

type VisitorSession = { status: 'unknown' } | { status: 'known'; user: SessionUser | null };

const UNKNOWN: VisitorSession = { status: 'unknown' };
let current: VisitorSession = UNKNOWN;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: VisitorSession) {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the API once per page load who is signed in (the cookie is httpOnly). */
function load(): Promise<void> {
  loading ??= call((signal) => api.GET('/api/auth/session', { signal }))
    .then((answer) => publish({ status: 'known', user: answer.user ?? null }))
    .catch(() => publish({ status: 'known', user: null }));
  return loading;
}

/** The optional visitor sign-in (DECISIONS 1), shared by the page and its lazily loaded dialogs. */
export function useVisitorSession(): VisitorSession {
  const session = useSyncExternalStore(
    subscribe,
    () => current,
    () => UNKNOWN,
  );
  useEffect(() => {
    void load();
  }, []);
  return session;
}

/** The signed-in visitor's address, to prefill forms; null while unknown or signed out. */
export function useSignedInEmail(): string | null {
  const session = useVisitorSession();
  return session.status === 'known' ? (session.user?.email ?? null) : null;
}

/**
 * Hands the signed-in visitor's address to `prefill` each time it becomes known, for a form to
 * fill an empty field. Runs while rendering, as React adjusts state to a changed input.
 */
export function usePrefillWithSignedInEmail(prefill: (email: string) => void): void {
  const signedInEmail = useSignedInEmail();
  const [prefilledWith, setPrefilledWith] = useState<string | null>(null);
  if (signedInEmail !== prefilledWith) {
    setPrefilledWith(signedInEmail);
    if (signedInEmail) prefill(signedInEmail);
  }
}

export function requestMagicLink(email: string, redirect: string): Promise<ApiSchema<'AcceptedDto'>> {
  return call((signal) => api.POST('/api/auth/magic-link', { body: { email, redirect }, signal }));
}

export async function signOut(): Promise<void> {
  await api.POST('/api/auth/logout');
  loading = Promise.resolve();
  publish({ status: 'known', user: null });
}
