/** Form session and submission limits of 000 §5; the server enforces its own limits too. */
const SESSION_EXPIRED_MESSAGE = 'Sitzung abgelaufen. Bitte laden Sie die Seite neu.';
const TOO_MANY_REQUESTS_MESSAGE = 'Zu viele Anfragen. Bitte warten Sie einen Moment.';

const SESSION_VALID_MS = 60 * 60_000;
const RATE_LIMIT_COUNT = 3;
const RATE_LIMIT_WINDOW_MS = 60_000;

const submissions = new Map<string, number[]>();

/** A form opened more than an hour ago may show stale prices and seats. */
function isFormSessionExpired(openedAt: number, now = Date.now()): boolean {
  return now - openedAt >= SESSION_VALID_MS;
}

/**
 * Counts a submission for `key` and says whether it may go out: at most 3 within 60 seconds.
 * Only requests that actually reach the server should be counted.
 */
function allowSubmission(key: string, now = Date.now()): boolean {
  const recent = (submissions.get(key) ?? []).filter((time) => now - time < RATE_LIMIT_WINDOW_MS);
  if (recent.length >= RATE_LIMIT_COUNT) {
    submissions.set(key, recent);
    return false;
  }
  recent.push(now);
  submissions.set(key, recent);
  return true;
}

/** Returns the message that stops a submission, or null when it may go out (and counts it). */
export function submissionBlocker(key: string, openedAt: number): string | null {
  if (isFormSessionExpired(openedAt)) return SESSION_EXPIRED_MESSAGE;
  return allowSubmission(key) ? null : TOO_MANY_REQUESTS_MESSAGE;
}
