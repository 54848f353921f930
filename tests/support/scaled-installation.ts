import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { loadConfig } from '../../backend/src/core/config/app-config';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { dataSourceOptions } from '../../backend/src/core/database/data-source-options';
import { Course } from '../../backend/src/courses/course.entity';
import { DiscountCode } from '../../backend/src/discounts/discount-code.entity';
import { OutboxEvent } from '../../backend/src/core/queue/outbox-event.entity';
import { createLogger } from '../../backend/src/core/logging/logger';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { ApiProcess } from './api-process';
import { eventually } from './eventually';
import { createIsolatedDatabase } from './isolated-database';
import { SmtpCatcher } from './smtp-catcher';
import { compiledWorkerEntry, WorkerProcess } from './worker-process';

export interface InstallationOptions {
  /** A migrated database; a fresh copy of the run's template when not given. */
  databaseUrl?: string;
  apis?: number;
  workers?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
}

// A paused queue's jobs count as waiting (BullMQ 5+ has no separate paused state).
const BUSY_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;

/** Waits for every start; when one fails, ends the processes that did start and throws. */
async function startAll<T extends { kill(signal: NodeJS.Signals): Promise<unknown> }>(
  starts: Promise<T>[],
): Promise<T[]> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed) return results.map((result) => (result as PromiseFulfilledResult<T>).value);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value as T] : []));
  await Promise.all(started.map((process) => process.kill('SIGKILL')));
  throw failed.reason;
}

/**
 * One installation scaled out as in production: several API processes and several worker
 * processes of the compiled backend on one PostgreSQL database and one Redis key prefix, with
 * one SMTP catcher for all of them. The test reads the database and the queues on its own.
 */
export class ScaledInstallation {
  private constructor(
    readonly apis: ApiProcess[],
    readonly workers: WorkerProcess[],
    readonly smtp: SmtpCatcher,
    readonly dataSource: DataSource,
    readonly queues: QueueRegistry,
    readonly env: Record<string, string>,
  ) {}

  static async start(options: InstallationOptions = {}): Promise<ScaledInstallation> {
    compiledWorkerEntry();
    const smtp = new SmtpCatcher();
    const smtpPort = await smtp.start();
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl ?? (await createIsolatedDatabase()),
      // Four processes on a shared server: small pools keep them well below its connection limit.
      DATABASE_POOL_SIZE: '8',
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: `${inject('redisPrefix')}_${randomBytes(3).toString('hex')}`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      OUTBOX_POLL_MS: '50',
      RATE_LIMIT_PER_MINUTE: '100000',
      MAX_OPEN_HOLDS_PER_IP: '100000',
      MAX_STREAMS_PER_IP: '100000',
      ...options.env,
    };
    // Generous start-up times: four Node processes starting at once on a busy two-core machine.
    const apis = await startAll(Array.from({ length: options.apis ?? 2 }, () => ApiProcess.start(env, 120_000)));
    const workers = await startAll(
      Array.from({ length: options.workers ?? 2 }, () =>
        WorkerProcess.start({ ...env, PUBLIC_URL: apis[0].url }, 120_000),
      ),
    ).catch(async (error: unknown) => {
      await Promise.all(apis.map((api) => api.kill('SIGKILL')));
      throw error;
    });
    // The test's own connection: the entities the shared fixtures read and write (the processes load all of theirs).
    const dataSource = new DataSource({
      ...dataSourceOptions(env.DATABASE_URL, 4),
      entities: [Booking, Course, DiscountCode, OutboxEvent],
    });
    await dataSource.initialize();
    const queues = new QueueRegistry(loadConfig(env), createLogger('silent', 'test'));
    return new ScaledInstallation(apis, workers, smtp, dataSource, queues, env);
  }

  /** Waits until every outbox event is relayed and no queue has a job waiting, delayed or running. */
  async drained(timeoutMs = 60_000): Promise<void> {
    await eventually(
      async () => {
        const [{ unpublished }] = await this.dataSource.query(
          `SELECT count(*)::int AS unpublished FROM outbox_events WHERE published_at IS NULL`,
        );
        if (unpublished > 0) return false;
        for (const queue of this.queues.all()) {
          const jobs = await queue.getJobs([...BUSY_STATES]);
          // The next run a job scheduler keeps delayed (ids 'repeat:...') is not work left to do.
          if (jobs.some((job) => job && !String(job.id).startsWith('repeat:'))) return false;
        }
        return true;
      },
      { timeoutMs, everyMs: 100, what: 'queues drained' },
    );
  }

  /** Output of every process, for a failure message. */
  logs(): string {
    return [...this.apis, ...this.workers].map((process) => process.log.slice(-3000)).join('\n---\n');
  }

  async stop(): Promise<void> {
    // Stopped as an orchestrator does: SIGTERM, and SIGKILL for a process still running after the grace.
    await Promise.all(
      [...this.apis, ...this.workers].map(async (process) => {
        const grace = new Promise((resolve) => setTimeout(resolve, 15_000).unref());
        await Promise.race([process.kill('SIGTERM'), grace]);
        await process.kill('SIGKILL');
      }),
    );
    await this.queues.onApplicationShutdown();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.smtp.stop();
  }
}
