import { formatShortDateTime } from './dates';

/** The reminder with the access data goes out this many hours before the start (DECISIONS 13). */
export const ACCESS_LEAD_HOURS = 24;
/** The lead time as every text about the access data says it ('24 Stunden'). */
export const ACCESS_LEAD_TEXT = `${ACCESS_LEAD_HOURS} Stunden`;

/** From ACCESS_LEAD_HOURS before the start on, a confirmed participant is owed the access data. */
export function accessWindowOpen(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - ACCESS_LEAD_HOURS * 3_600_000;
}

/**
 * Where a participant's access data stands: to come with the reminder, due any moment (its time
 * has come, it is not out yet), sent to them at `sentAt` (ISO instant), or in the very mail that
 * says so.
 */
export type AccessMail =
  { state: 'later' } | { state: 'soon' } | { state: 'sent'; sentAt: string } | { state: 'enclosed' };

export function accessMailOf(sentAt: Date | null, windowOpen: boolean): AccessMail {
  if (sentAt) return { state: 'sent', sentAt: sentAt.toISOString() };
  return windowOpen ? { state: 'soon' } : { state: 'later' };
}

/** The one sentence mails, calendar files and 'Meine Buchungen' say about the access data. */
export function accessMailSentence(access: AccessMail): string {
  switch (access.state) {
    case 'later':
      return `Die Zugangsdaten zum Live-Webinar senden wir Ihnen ${ACCESS_LEAD_TEXT} vor Kursbeginn mit einer Erinnerung per E-Mail.`;
    case 'soon':
      return 'Die Zugangsdaten zum Live-Webinar senden wir Ihnen in Kürze per E-Mail.';
    case 'sent':
      return `Die Zugangsdaten zum Live-Webinar haben wir Ihnen am ${formatShortDateTime(access.sentAt)} per E-Mail geschickt.`;
    case 'enclosed':
      return 'Die Zugangsdaten zum Live-Webinar stehen in der E-Mail, mit der Sie diese Kalenderdatei erhalten haben.';
  }
}
