import { Injectable } from '@nestjs/common';
import { withinDeadline } from '../core/async/within-deadline';
import { JobPayload, JOBS, QUEUES } from '../core/queue/job-names';
import { QueueRegistry } from '../core/queue/queue-registry.service';

const RETRY_EVERY_MS = 5000;
/** Half an hour of retries; after that the hold sweep still confirms the paid session. */
const ATTEMPTS = 360;

/** The customer's success page waits no longer for a Redis that is connected but does not answer. */
const REDIS_DEADLINE_MS = 2000;

const jobIdOf = (sessionId: string) => `confirm-paid-session-${sessionId}`;

/**
 * Remembers, in Redis, a payment whose confirmation could not be written (the database was
 * unreachable), so it is confirmed within seconds of the database coming back and the success
 * page can tell the customer so meanwhile. Its calls run while the database is away; while Redis
 * is lost too they fail at once, and while it does not answer they fail after REDIS_DEADLINE_MS,
 * instead of holding the customer's success page until it is back.
 */
@Injectable()
export class PaidSessionRetryService {
  constructor(private readonly queues: QueueRegistry) {}

  schedule(sessionId: string, bookingId: string): Promise<void> {
    return withinDeadline(this.add(sessionId, bookingId), REDIS_DEADLINE_MS, 'Redis');
  }

  /** Whether a confirmation of this booking's paid session is still waiting to be written. */
  isScheduled(sessionId: string, bookingId: string): Promise<boolean> {
    return withinDeadline(this.isWaiting(sessionId, bookingId), REDIS_DEADLINE_MS, 'Redis');
  }

  private async add(sessionId: string, bookingId: string): Promise<void> {
    await this.queues.ping();
    await this.queues.get(QUEUES.bookings).add(
      JOBS.confirmPaidSession,
      { sessionId, bookingId },
      {
        jobId: jobIdOf(sessionId),
        attempts: ATTEMPTS,
        backoff: { type: 'fixed', delay: RETRY_EVERY_MS },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  private async isWaiting(sessionId: string, bookingId: string): Promise<boolean> {
    await this.queues.ping();
    const job = await this.queues.get(QUEUES.bookings).getJob(jobIdOf(sessionId));
    // The payload is the one schedule() wrote.
    if (!job || (job.data as JobPayload<typeof JOBS.confirmPaidSession>).bookingId !== bookingId) return false;
    const state = await job.getState();
    return state !== 'completed' && state !== 'failed';
  }
}
