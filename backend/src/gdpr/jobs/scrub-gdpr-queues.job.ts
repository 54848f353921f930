import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { Clock } from '../../core/clock/clock';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS } from '../../core/queue/job-names';
import { GdprQueueScrubsRepository } from '../gdpr-queue-scrubs.repository';
import { QueueScrubber } from '../queue-scrubber';
import { QueueTraces, QueueTracesSealer } from '../queue-traces';

/** Longer than a scrub takes (each running job naming the person is waited for up to 15 s). */
const LEASE_SECONDS = 300;
const BATCH_SIZE = 20;

/**
 * The Redis part of the GDPR deletions still owed: started by each deletion ('gdpr.deleted') and
 * every minute, for a deletion whose job Redis lost or that failed while Redis was away. Each
 * deletion's row is leased while it is scrubbed and deleted with the count added to its log row.
 */
@Injectable()
@JobHandler(JOBS.scrubGdprQueues)
export class ScrubGdprQueuesJob implements HandlesJob<typeof JOBS.scrubGdprQueues> {
  private readonly sealer: QueueTracesSealer;

  constructor(
    private readonly scrubs: GdprQueueScrubsRepository,
    private readonly scrubber: QueueScrubber,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.sealer = new QueueTracesSealer(config);
  }

  async handle() {
    const due = await this.scrubs.lease(this.clock.now(), LEASE_SECONDS, BATCH_SIZE);
    let scrubbed = 0;
    for (const { deletionId, sealedPerson } of due) {
      const traces = this.unsealed(deletionId, sealedPerson);
      if (!traces) continue;
      // A run that dies here leaves the deletion to a later run once its lease is over.
      const redisJobs = await this.scrubber.removeJobsHolding(traces);
      if (await this.scrubs.finish(deletionId, redisJobs)) scrubbed += 1;
      this.logger.info({ deletionId, redisJobs }, 'GDPR deletion: queued jobs scrubbed');
    }
    return { due: due.length, scrubbed };
  }

  /** Null when it cannot be read: left in the table, so the log keeps showing the scrub as pending and the office learns of it. */
  private unsealed(deletionId: string, sealedPerson: string): QueueTraces | null {
    try {
      return this.sealer.unseal(sealedPerson);
    } catch (error) {
      this.logger.error({ err: error, deletionId }, 'GDPR queue scrub cannot be read (SESSION_SECRET changed?)');
      return null;
    }
  }
}
