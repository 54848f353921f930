import { Injectable } from '@nestjs/common';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS } from '../../core/queue/job-names';
import { BookingRefundService } from '../booking-refund.service';
import { DoublePaymentRefundService } from '../double-payment-refund.service';
import { HoldExpiryService } from '../hold-expiry.service';

/** Every minute: give back seats of expired checkouts and retry refunds that are still due. */
@Injectable()
@JobHandler(JOBS.releaseExpiredHolds)
export class ReleaseExpiredHoldsJob implements HandlesJob<typeof JOBS.releaseExpiredHolds> {
  constructor(
    private readonly holds: HoldExpiryService,
    private readonly refunds: BookingRefundService,
    private readonly doublePayments: DoublePaymentRefundService,
  ) {}

  async handle() {
    const holds = await this.holds.releaseExpiredHolds();
    const refunded = (await this.refunds.refundDue()) + (await this.doublePayments.refundDue());
    return { ...holds, refunded };
  }
}
