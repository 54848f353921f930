import { Module } from '@nestjs/common';
import { BookingsModule } from './bookings.module';
import { ReleaseExpiredHoldsJob } from './jobs/release-expired-holds.job';

/** Only in the worker: the minute job that releases expired holds and retries refunds. */
@Module({
  imports: [BookingsModule],
  providers: [ReleaseExpiredHoldsJob],
})
export class BookingsWorkerModule {}
