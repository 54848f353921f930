import { JobsOptions, MinimalJob } from 'bullmq';
import { AppConfig } from '../config/app-config';

const MAIL_RETRY_BACKOFF = 'mail-retry';

/**
 * Mail jobs retry for a span of time (MAIL_RETRY_HOURS), not for a number of attempts: the sender
 * marks a mail failed once it has been owed longer than that. The attempt count only bounds a job
 * that keeps failing before it reaches the sender.
 */
export const MAIL_JOB_OPTIONS: JobsOptions = { attempts: 100_000, backoff: { type: MAIL_RETRY_BACKOFF } };

/** How long past the retry window a job may still fail before it is stopped (at least a full delay). */
const STOP_MARGIN_MS = 60_000;

/**
 * Doubles from the base delay up to the maximum, with jitter. The sender gives up at the first
 * failure after the retry window; a job still failing well after that (a full delay, and at least
 * a minute, so a slow last attempt still reaches the sender) never reaches the sender, so it stops
 * (-1) and the sweep marks its mail failed.
 */
export function mailRetryDelay(config: AppConfig['mail'], attemptsMade: number, job?: MinimalJob): number {
  const maximum = Math.max(config.retryBaseDelayMs, config.retryMaxDelayMs);
  if (job && Date.now() - job.timestamp >= config.retryWindowMs + Math.max(maximum, STOP_MARGIN_MS)) return -1;
  const delay = Math.min(maximum, config.retryBaseDelayMs * 2 ** Math.min(Math.max(attemptsMade - 1, 0), 30));
  return Math.round(delay * (0.5 + Math.random() * 0.5));
}
