import type { ApiSchema } from '../../api/types';
import { getJson, postJson } from './api';

/**
 * The next step of a booking mail's 'Meine Buchungen öffnen' link that did not sign in at once.
 * The link itself stays in an httpOnly cookie the server set; these calls only answer for it.
 */
export function loadMailLinkQuestion(): Promise<ApiSchema<'MailLinkQuestionDto'>> {
  return getJson<ApiSchema<'MailLinkQuestionDto'>>('/api/auth/mail-link');
}

export function confirmMailLink(): Promise<ApiSchema<'MailLinkSignInDto'>> {
  return postJson<ApiSchema<'MailLinkSignInDto'>>('/api/auth/mail-link/confirm', {});
}

export async function dismissMailLink(): Promise<void> {
  await fetch('/api/auth/mail-link', { method: 'DELETE', credentials: 'same-origin' });
}

export function renewMailLink(): Promise<ApiSchema<'AcceptedDto'>> {
  return postJson<ApiSchema<'AcceptedDto'>>('/api/auth/mail-link/renew', {});
}
