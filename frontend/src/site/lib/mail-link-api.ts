import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import { call } from './api';

/**
 * The next step of a booking mail's 'Meine Buchungen öffnen' link that did not sign in at once.
 * The link itself stays in an httpOnly cookie the server set; these calls only answer for it.
 */
export function loadMailLinkQuestion(): Promise<ApiSchema<'MailLinkQuestionDto'>> {
  return call((signal) => api.GET('/api/auth/mail-link', { signal }));
}

export function confirmMailLink(): Promise<ApiSchema<'MailLinkSignInDto'>> {
  return call((signal) => api.POST('/api/auth/mail-link/confirm', { signal }));
}

export async function dismissMailLink(): Promise<void> {
  await api.DELETE('/api/auth/mail-link');
}

export function renewMailLink(): Promise<ApiSchema<'AcceptedDto'>> {
  return call((signal) => api.POST('/api/auth/mail-link/renew', { signal }));
}
