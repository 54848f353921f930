import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoicesModule } from '../invoices/invoices.module';
import { WaitlistOffersModule } from '../waitlist/waitlist-offers.module';
import { GdprDeletionLogRepository } from './gdpr-deletion-log.repository';
import { GdprDeletionService } from './gdpr-deletion.service';
import { GdprDeletionsController } from './gdpr-deletions.controller';
import { PersonalDataRepository } from './personal-data.repository';
import { GdprQueueScrubsRepository } from './gdpr-queue-scrubs.repository';
import { GdprDeletion } from './gdpr-deletion.entity';

/** The admin's GDPR tab (API side): preview, delete, log. */
@Module({
  imports: [TypeOrmModule.forFeature([GdprDeletion]), WaitlistOffersModule, InvoicesModule],
  controllers: [GdprDeletionsController],
  providers: [GdprDeletionService, PersonalDataRepository, GdprDeletionLogRepository, GdprQueueScrubsRepository],
})
export class GdprModule {}
