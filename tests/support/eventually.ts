import type { Queue } from 'bullmq';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import type { TestApp } from './app';

export interface EventuallyOptions {
  timeoutMs?: number;
  everyMs?: number;
  /** Named in the error when the time runs out. */
  what?: string;
}

/**
 * Polls `check` until it returns something other than undefined (or false) and returns that value;
 * throws when the time runs out. The one way tests wait for a real signal (a row written, a mail
 * arrived, a queue drained) instead of sleeping.
 */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  options: EventuallyOptions = {},
): Promise<T> {
  const { timeoutMs = 20_000, everyMs = 50, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// A paused queue's jobs count as waiting (BullMQ 5+ has no separate paused state).
const BUSY_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;

/** Jobs still to run, not counting the next run a job scheduler keeps delayed (ids 'repeat:...'). */
async function pendingJobs(queue: Queue): Promise<number> {
  const jobs = await queue.getJobs([...BUSY_STATES]);
  return jobs.filter((job) => job && !String(job.id).startsWith('repeat:')).length;
}

/**
 * Waits until the outbox is relayed and no queue of the app has a job waiting, delayed or
 * running: after that, nothing more happens on its own until a schedule fires.
 */
export async function queuesDrained(app: TestApp, timeoutMs = 30_000): Promise<void> {
  const queues = app.api.get(QueueRegistry).all();
  await eventually(
    async () => {
      const [{ unpublished }] = await app.dataSource.query(
        `SELECT count(*)::int AS unpublished FROM outbox_events WHERE published_at IS NULL`,
      );
      if (unpublished > 0) return false;
      const pending = await Promise.all(queues.map(pendingJobs));
      return pending.every((count) => count === 0);
    },
    { timeoutMs, what: 'queues drained' },
  );
}
