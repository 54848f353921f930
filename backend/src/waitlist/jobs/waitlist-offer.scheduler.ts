import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Logger } from 'pino';
import { LOGGER } from '../../core/logging/logging.module';
import { JOBS, QUEUES } from '../../core/queue/job-names';
import { QueueRegistry } from '../../core/queue/queue-registry.service';

export const WAITLIST_OFFER_SCHEDULER_ID = 'expire-waitlist-offers-every-minute';
const EVERY_MS = 60_000;
const RETRY_MS = 5_000;

/** Registers the minute sweep from the worker; upsert keeps one schedule however many workers start. */
@Injectable()
export class WaitlistOfferScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly queues: QueueRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    await this.schedule();
  }

  onApplicationShutdown() {
    clearTimeout(this.retry);
  }

  private async schedule(): Promise<void> {
    try {
      await this.queues.get(QUEUES.waitlist).upsertJobScheduler(
        WAITLIST_OFFER_SCHEDULER_ID,
        { every: EVERY_MS },
        { name: JOBS.expireWaitlistOffers, data: {}, opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } } },
      );
    } catch (error) {
      this.logger.error({ err: error }, 'could not schedule the waitlist offer sweep; retrying');
      this.retry = setTimeout(() => void this.schedule(), RETRY_MS);
    }
  }
}
