import { Module } from '@nestjs/common';
import { WaitlistOffersModule } from '../waitlist/waitlist-offers.module';
import { GdprDeletionService } from './gdpr-deletion.service';
import { GdprDeletionsController } from './gdpr-deletions.controller';
import { QueueScrubber } from './queue-scrubber';

/** The admin's GDPR tab (API side): preview, delete, log. */
@Module({
  imports: [WaitlistOffersModule],
  controllers: [GdprDeletionsController],
  providers: [GdprDeletionService, QueueScrubber],
})
export class GdprModule {}
