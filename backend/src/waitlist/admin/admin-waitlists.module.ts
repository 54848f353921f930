import { Module } from '@nestjs/common';
import { WaitlistModule } from '../waitlist.module';
import { AdminWaitlistExportService } from './admin-waitlist-export.service';
import { AdminWaitlistsController } from './admin-waitlists.controller';
import { AdminWaitlistsService } from './admin-waitlists.service';
import { AdminWaitlistsRepository } from './admin-waitlists.repository';

/** The admin waitlists tab (API side): queues of sold-out courses, removal, CSV per course. */
@Module({
  imports: [WaitlistModule],
  controllers: [AdminWaitlistsController],
  providers: [AdminWaitlistsService, AdminWaitlistExportService, AdminWaitlistsRepository],
})
export class AdminWaitlistsModule {}
