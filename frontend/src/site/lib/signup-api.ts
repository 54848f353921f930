import { postJson } from './api';
import type { Course } from './courses';

/** join-waitlist / waitlist-subscribe (000 §7): one endpoint for both. */
export interface WaitlistRequest {
  courseId: Course['id'];
  customerEmail: string;
  customerName: string | null;
  customerPhone: string | null;
  customerCompany?: string | null;
  customerComments?: string | null;
}

export interface WaitlistResult {
  position: number;
  alreadyOnWaitlist: boolean;
  email_sent: boolean;
}

export function joinWaitlist(request: WaitlistRequest): Promise<WaitlistResult> {
  return postJson<WaitlistResult>('/api/waitlist', request);
}

type NewsletterSource = 'website' | 'warteliste';

export interface NewsletterResult {
  alreadySubscribed: boolean;
  email_sent: boolean;
}

/** newsletter-subscribe (000 §7), double opt-in: the address is active once the mailed link is used. */
export function subscribeNewsletter(request: {
  customerName: string | null;
  customerEmail: string;
  source?: NewsletterSource;
}): Promise<NewsletterResult> {
  return postJson<NewsletterResult>('/api/newsletter', request);
}

export const WAITLIST_ERROR_MESSAGE = 'Es ist ein Fehler beim Hinzufügen zur Warteliste aufgetreten.';
export const ALREADY_ON_WAITLIST_MESSAGE = 'Sie stehen bereits auf der Warteliste für diesen Kurs.';
export const UNKNOWN_ERROR_MESSAGE = 'Ein unbekannter Fehler ist aufgetreten';
export const MAIL_NOT_SENT_NOTE =
  'Die Bestätigungs-E-Mail konnte gerade nicht zugestellt werden. Wir versuchen es automatisch weiter; bitte prüfen Sie später auch Ihren Spam-Ordner.';
