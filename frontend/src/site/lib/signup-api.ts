import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import { call } from './api';

/** join-waitlist / waitlist-subscribe (000 §7): one endpoint for both. */
export type WaitlistRequest = ApiSchema<'JoinWaitlistDto'>;
export type WaitlistResult = ApiSchema<'JoinWaitlistResultDto'>;

export function joinWaitlist(request: WaitlistRequest): Promise<WaitlistResult> {
  return call((signal) => api.POST('/api/waitlist', { body: request, signal }));
}

export type NewsletterResult = ApiSchema<'NewsletterSignupResultDto'>;

/** newsletter-subscribe (000 §7), double opt-in: the address is active once the mailed link is used. */
export function subscribeNewsletter(request: ApiSchema<'NewsletterSignupDto'>): Promise<NewsletterResult> {
  return call((signal) => api.POST('/api/newsletter', { body: request, signal }));
}

export const WAITLIST_ERROR_MESSAGE = 'Es ist ein Fehler beim Hinzufügen zur Warteliste aufgetreten.';
export const ALREADY_ON_WAITLIST_MESSAGE = 'Sie stehen bereits auf der Warteliste für diesen Kurs.';
export const UNKNOWN_ERROR_MESSAGE = 'Ein unbekannter Fehler ist aufgetreten';
export const MAIL_NOT_SENT_NOTE =
  'Die Bestätigungs-E-Mail konnte gerade nicht zugestellt werden. Wir versuchen es automatisch weiter; bitte prüfen Sie später auch Ihren Spam-Ordner.';
