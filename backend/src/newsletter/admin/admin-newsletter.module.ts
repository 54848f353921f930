import { Module } from '@nestjs/common';
import { AdminNewsletterExportService } from './admin-newsletter-export.service';
import { AdminNewsletterController } from './admin-newsletter.controller';
import { AdminNewsletterService } from './admin-newsletter.service';
import { AdminNewsletterSubscribersRepository } from './admin-newsletter-subscribers.repository';

/** The admin newsletter tab (API side): subscribers, counts, removal and CSV export. */
@Module({
  controllers: [AdminNewsletterController],
  providers: [AdminNewsletterService, AdminNewsletterExportService, AdminNewsletterSubscribersRepository],
})
export class AdminNewsletterModule {}
