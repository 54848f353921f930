import { Inject, Injectable } from '@nestjs/common';
import { Job, JobType, Queue } from 'bullmq';
import Redis from 'ioredis';
import { setTimeout as delay } from 'node:timers/promises';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { QueueRegistry } from '../core/queue/queue-registry.service';
import { createRedis } from '../core/queue/redis';
import { holdsFreeText } from './json-scrub';
import { QueueTraces } from './queue-traces';

const JOB_STATES: JobType[] = [
  'waiting',
  'delayed',
  'prioritized',
  'waiting-children',
  'active',
  'completed',
  'failed',
];
const FINISHED: JobType[] = ['completed', 'failed'];
const PAGE = 1000;
/** How long a deletion waits for a running job to end before reporting it instead of removing it. */
const ACTIVE_WAIT_MS = 15_000;
const ACTIVE_POLL_MS = 100;

/**
 * Removes from Redis what BullMQ keeps of a person after a GDPR deletion: queued and finished jobs
 * whose data, result or failure holds their address, name or phone number, and jobs about their
 * records (by id) that are finished or carry an admin's free text; and the queue event-stream
 * entries that name them. A job still to run that only refers to a record by id (a released seat
 * to offer) stays: it holds nothing personal and its work must happen. Runs in the worker after the
 * deletion's commit (ScrubGdprQueuesJob); an active job cannot be removed and is reported.
 */
@Injectable()
export class QueueScrubber {
  constructor(
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Returns how many jobs were removed. */
  async removeJobsHolding(traces: QueueTraces): Promise<number> {
    const names = new RegExp(traces.pattern, 'i');
    let removed = 0;
    for (const queue of this.queues.all()) {
      for (const job of await this.jobsAbout(queue, traces, names))
        if (await this.removeOnceIdle(queue, job)) removed += 1;
    }
    await this.scrubEvents(names);
    return removed;
  }

  /**
   * A job a worker is running right now (a mail being retried) cannot be removed; it ends within
   * moments (its mail is 'skipped' by now), so it is removed once it has.
   */
  private async removeOnceIdle(queue: Queue, job: Job): Promise<boolean> {
    const deadline = Date.now() + ACTIVE_WAIT_MS;
    for (;;) {
      try {
        await job.remove();
        return true;
      } catch (error) {
        if ((await job.getState()) === 'unknown') return false; // gone meanwhile (removeOnComplete)
        if (Date.now() >= deadline) {
          this.logger.warn(
            { err: error, queue: queue.name, jobId: job.id },
            'GDPR deletion: a running job naming the person could not be removed',
          );
          return false;
        }
        await delay(ACTIVE_POLL_MS);
      }
    }
  }

  /** Each job once: one that ends while the states are read (active, then completed) is listed in both. */
  private async jobsAbout(queue: Queue, traces: QueueTraces, names: RegExp): Promise<Job[]> {
    const found = new Map<string, Job>();
    for (const state of JOB_STATES) {
      for (let start = 0; ; start += PAGE) {
        const jobs = await queue.getJobs(state, start, start + PAGE - 1);
        for (const job of jobs) {
          // Every stored job has an id; one without is no job to remove.
          if (!job?.id) continue;
          const text = JSON.stringify([job.data, job.returnvalue, job.failedReason, job.stacktrace]);
          const aboutRecord =
            traces.ids.some((id) => text.includes(id)) && (FINISHED.includes(state) || holdsFreeText(job.data));
          if (names.test(text) || aboutRecord) found.set(job.id, job);
        }
        if (jobs.length < PAGE) break;
      }
    }
    return [...found.values()];
  }

  /** Entries of the queues' event streams (a failed job's reason, for one) that name the person. */
  private async scrubEvents(holds: RegExp): Promise<void> {
    const redis: Redis = createRedis(this.config.redis.url, { lazyConnect: true });
    try {
      for (const queue of this.queues.all()) {
        const entries = await redis.xrange(queue.keys.events, '-', '+');
        const ids = entries.filter(([, fields]) => holds.test(fields.join(' '))).map(([id]) => id);
        if (ids.length) await redis.xdel(queue.keys.events, ...ids);
      }
    } finally {
      redis.disconnect();
    }
  }
}
