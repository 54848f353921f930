import { Module } from '@nestjs/common';
import { GdprQueueScrubsRepository } from './gdpr-queue-scrubs.repository';
import { ScrubGdprQueuesJob } from './jobs/scrub-gdpr-queues.job';
import { QueueScrubber } from './queue-scrubber';

/** Worker only: removes from Redis the queued jobs naming a person whose data was deleted. */
@Module({
  providers: [GdprQueueScrubsRepository, QueueScrubber, ScrubGdprQueuesJob],
})
export class GdprWorkerModule {}
