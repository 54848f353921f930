import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Logger } from 'pino';
import Redis from 'ioredis';
import { withinDeadline } from '../async/within-deadline';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction';
import { LOGGER } from '../logging/logging.module';
import { COURSES_CHANGED_CHANNEL, EVENT_ROUTES } from './job-names';
import { OutboxRepository, PendingOutboxEvent } from './outbox.repository';
import { jobsOf, owedMailsOf, RoutedJob } from './outbox.service';
import { QueueRegistry } from './queue-registry.service';
import { createRedis } from './redis';

const BATCH_SIZE = 200;
/** Published events carry personal data (addresses, links): keep them a week for tracing, then delete. */
const PUBLISHED_RETENTION_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const REDIS_TIMEOUT_MS = 5000;

/**
 * Moves committed outbox rows into BullMQ. Rows are locked with SKIP LOCKED so several relays can
 * run; the job id is derived from the outbox id, so publishing a row twice adds its jobs once.
 * While Redis is unreachable the rows simply wait. The e-mail log holds every mail the events owe
 * (written with the event), so a mail job Redis loses later is queued again by the mail sweep.
 */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private readonly publisher: Redis;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transactions: TransactionRunner,
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.publisher = createRedis(config.redis.url, { lazyConnect: true });
    this.publisher.on('error', () => undefined); // failures surface through publish() and are retried
  }

  onApplicationBootstrap() {
    this.running = true;
    this.loop = this.run();
  }

  async onApplicationShutdown() {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.publisher.disconnect();
  }

  private async run() {
    let failures = 0;
    let prunedAt = 0;
    while (this.running) {
      try {
        if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
          await this.prunePublished();
          prunedAt = Date.now();
        }
        const published = await this.relayBatch();
        failures = 0;
        if (published === BATCH_SIZE) continue;
      } catch (error) {
        failures += 1;
        this.logger.warn({ err: error, failures }, 'outbox relay could not publish; will retry');
      }
      await this.sleep(
        failures ? Math.min(this.config.outbox.pollMs * 2 ** failures, 10_000) : this.config.outbox.pollMs,
      );
    }
  }

  async prunePublished(): Promise<void> {
    await this.outbox.deletePublishedBefore(PUBLISHED_RETENTION_DAYS);
  }

  /** Publishes one batch; returns how many rows it published. */
  async relayBatch(): Promise<number> {
    const batch = await this.transactions.once(async (manager) => {
      const rows = await this.outbox.lockUnpublished(manager, BATCH_SIZE);
      if (!rows.length) return { count: 0, published: [] };

      let coursesChanged = false;
      const jobs: RoutedJob[] = [];
      const published: { row: PendingOutboxEvent; jobIds: string[] }[] = [];
      for (const row of rows) {
        const route = EVENT_ROUTES[row.type];
        if (!route) {
          this.logger.error(
            { outboxId: row.id, type: row.type, requestId: row.requestId ?? undefined },
            'outbox event has no route; marking published',
          );
          continue;
        }
        coursesChanged ||= route.changesCourses;
        const rowJobs = jobsOf(row);
        jobs.push(...rowJobs);
        published.push({ row, jobIds: rowJobs.map((job) => job.jobId) });
      }
      // Committed outside this transaction, before any job exists, so a worker always finds the mail
      // owed. Events recorded with recordOutboxEvent already have their rows; this covers the others.
      await this.outbox.recordOwedMails(owedMailsOf(jobs));
      for (const queue of new Set(jobs.map((job) => job.queue))) {
        const bulk = jobs
          .filter((job) => job.queue === queue)
          .map((job) => ({ name: job.name, data: job.data, opts: { jobId: job.jobId } }));
        await withinDeadline(this.queues.get(queue).addBulk(bulk), REDIS_TIMEOUT_MS, 'Redis');
      }
      if (coursesChanged) await this.announceCoursesChanged();
      await this.outbox.markPublished(
        manager,
        rows.map((row) => row.id),
      );
      return { count: rows.length, published };
    });
    for (const { row, jobIds } of batch.published) {
      this.logger.info(
        { outboxId: row.id, type: row.type, requestId: row.requestId ?? undefined, jobIds },
        'outbox event published',
      );
    }
    return batch.count;
  }

  private async announceCoursesChanged() {
    if (this.publisher.status === 'wait') await this.publisher.connect();
    await withinDeadline(
      this.publisher.publish(`${this.config.redis.prefix}:${COURSES_CHANGED_CHANNEL}`, String(Date.now())),
      REDIS_TIMEOUT_MS,
      'Redis',
    );
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
