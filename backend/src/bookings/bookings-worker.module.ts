import { Module } from '@nestjs/common';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { BookingsModule } from './bookings.module';
import { ConfirmPaidSessionJob } from './jobs/confirm-paid-session.job';
import { ReleaseExpiredHoldsJob } from './jobs/release-expired-holds.job';

/** Only in the worker: the minute job that releases expired holds and retries refunds, and late confirmations. */
@Module({
  imports: [BookingsModule, PaymentGatewayModule],
  providers: [ReleaseExpiredHoldsJob, ConfirmPaidSessionJob],
})
export class BookingsWorkerModule {}
