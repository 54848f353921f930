import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { runWithLogContext } from '../logging/log-context';
import { LOGGER } from '../logging/logging.module';
import { JOB_HANDLER, HandlesJob } from './job-handler.decorator';
import { EVENT_ROUTES, JOBS, JobName, QUEUE_CONCURRENCY, QueueName, QUEUES, jobPayloads } from './job-names';
import { mailRetryDelay } from './mail-retry';
import type Redis from 'ioredis';
import { createRedis } from './redis';

/** Which queue each job runs on: from the event routes, plus the scheduled jobs. */
const JOB_QUEUES: Record<JobName, QueueName> = {
  [JOBS.sendEmail]: QUEUES.mail,
  [JOBS.sendBookingEmail]: QUEUES.mail,
  [JOBS.sendNewsletterEmail]: QUEUES.mail,
  [JOBS.sendMagicLinkEmail]: QUEUES.mail,
  [JOBS.scanReminders]: QUEUES.reminders,
  [JOBS.sendReminderEmail]: QUEUES.mail,
  [JOBS.sweepOwedMails]: QUEUES.mail,
  [JOBS.releaseExpiredHolds]: QUEUES.bookings,
  [JOBS.offerSeats]: QUEUES.waitlist,
  [JOBS.expireWaitlistOffers]: QUEUES.waitlist,
  [JOBS.confirmPaidSession]: QUEUES.bookings,
  [JOBS.sendCertificateEmail]: QUEUES.mail,
  [JOBS.renderInvoice]: QUEUES.bookings,
  [JOBS.renderPendingInvoices]: QUEUES.bookings,
  [JOBS.sendInvoiceEmail]: QUEUES.mail,
  [JOBS.deleteExpiredInvoices]: QUEUES.bookings,
  [JOBS.scanPaymentReminders]: QUEUES.reminders,
  [JOBS.sendPaymentReminderEmail]: QUEUES.mail,
  [JOBS.scrubGdprQueues]: QUEUES.bookings,
};

for (const route of Object.values(EVENT_ROUTES).flatMap((entry): { queue: QueueName; job: JobName }[] => entry.jobs)) {
  if (JOB_QUEUES[route.job] !== route.queue) throw new Error(`Job ${route.job} is routed to two queues`);
}

/** Per queue: 'up', or what is lost ('redis-disconnected', 'stopped'). */
export type QueueLiveness = Record<QueueName, 'up' | 'redis-disconnected' | 'stopped'>;

/**
 * Runs one BullMQ worker per queue and dispatches each job to its single handler.
 * At start-up it refuses to run unless every job has exactly one handler.
 */
@Injectable()
export class JobWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly workers: Worker[] = [];
  private readonly liveness: { queue: QueueName; worker: Worker; connection: Redis }[] = [];
  private handlers = new Map<JobName, HandlesJob<JobName>>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    this.handlers = this.collectHandlers();
    for (const queue of Object.values(QUEUES)) {
      const connection = createRedis(this.config.redis.url);
      const worker = new Worker(queue, (job) => this.process(job), {
        connection,
        prefix: this.config.redis.prefix,
        concurrency: QUEUE_CONCURRENCY[queue],
        // A killed worker's jobs run again once their lock expires (jobs are idempotent).
        lockDuration: this.config.queue.lockDurationMs,
        stalledInterval: this.config.queue.stalledIntervalMs,
        maxStalledCount: 2,
        // BullMQ asks it only for the mail jobs' own backoff type (MAIL_RETRY_BACKOFF).
        settings: {
          backoffStrategy: (attemptsMade, _type, _error, job) => mailRetryDelay(this.config.mail, attemptsMade, job),
        },
      });
      worker.on('failed', (job, error) => {
        const final =
          error instanceof UnrecoverableError ||
          !!job?.finishedOn ||
          (job && job.attemptsMade >= (job.opts.attempts ?? 1));
        this.logger[final ? 'error' : 'warn'](
          {
            queue,
            job: job?.name,
            jobId: job?.id,
            requestId: job ? requestIdOf(job.data) : undefined,
            attempt: job?.attemptsMade,
            err: error,
          },
          final ? 'job failed for good' : 'job failed; will retry',
        );
      });
      worker.on('error', (error) => this.logger.warn({ queue, err: error }, 'worker connection problem'));
      this.workers.push(worker);
      this.liveness.push({ queue, worker, connection });
    }
  }

  /** Whether each queue's BullMQ worker runs and its Redis connection is ready. */
  queueLiveness(): QueueLiveness {
    return Object.fromEntries(
      this.liveness.map(({ queue, worker, connection }) => [
        queue,
        !worker.isRunning() ? 'stopped' : connection.status !== 'ready' ? 'redis-disconnected' : 'up',
      ]),
    ) as QueueLiveness;
  }

  /** Lets active jobs finish before the process exits, then closes the connections, which BullMQ leaves to their owner. */
  async onApplicationShutdown() {
    await Promise.all(this.workers.map((worker) => worker.close()));
    for (const { connection } of this.liveness) connection.disconnect();
  }

  private async process(job: Job) {
    const name = job.name as JobName;
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${job.name}`);
    const payload = jobPayloads[name].parse(job.data);
    const requestId = requestIdOf(job.data);
    return runWithLogContext({ requestId, jobId: job.id, logger: this.logger }, async () => {
      const result = await handler.handle(payload, {
        jobId: job.id ?? '',
        attempt: job.attemptsMade + 1,
        maxAttempts: job.opts.attempts ?? 1,
      });
      this.logger[LOGGED_BY_HANDLER.has(result) ? 'debug' : 'info'](
        {
          queue: job.queueName,
          job: job.name,
          attempt: job.attemptsMade + 1,
          result: typeof result === 'string' ? result : undefined,
        },
        'job completed',
      );
      return result;
    });
  }

  private collectHandlers() {
    const found = new Map<JobName, HandlesJob<JobName>[]>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const job = this.reflector.get<JobName | undefined>(JOB_HANDLER, wrapper.metatype);
      if (job) found.set(job, [...(found.get(job) ?? []), wrapper.instance as HandlesJob<JobName>]);
    }
    const problems = Object.values(JOBS)
      .map((job) => [job, found.get(job)?.length ?? 0] as const)
      .filter(([, count]) => count !== 1)
      .map(([job, count]) => `${job}: ${count} handlers`);
    if (problems.length) throw new Error(`Every job needs exactly one handler. ${problems.join('; ')}`);
    return new Map([...found].map(([job, handlers]) => [job, handlers[0]]));
  }
}

/**
 * Results whose handler logged the outcome on a line of its own, which carries the job's id and
 * request id: a delivered mail's 'e-mail sent'. Their completion is a debug line.
 */
const LOGGED_BY_HANDLER: ReadonlySet<unknown> = new Set(['sent']);

/** The id of the request whose outbox event started the job (outbox.service.ts jobsOf), if any. */
function requestIdOf(data: unknown): string | undefined {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === 'string' ? requestId : undefined;
}
