import { Inject, Injectable } from '@nestjs/common';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JobPayload, JOBS } from '../../core/queue/job-names';
import { isPaid, PAYMENT_GATEWAY, PaymentGateway } from '../../payment-gateway/payment-gateway';
import { BookingConfirmationService, paymentOf } from '../booking-confirmation.service';

/** Confirms a paid session whose first confirmation failed; throws (and is retried) while the database is away. */
@Injectable()
@JobHandler(JOBS.confirmPaidSession)
export class ConfirmPaidSessionJob implements HandlesJob<typeof JOBS.confirmPaidSession> {
  constructor(
    private readonly confirmation: BookingConfirmationService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async handle({ sessionId, bookingId }: JobPayload<typeof JOBS.confirmPaidSession>) {
    const session = await this.gateway.retrieveCheckoutSession(sessionId);
    if (!isPaid(session) || session.bookingId !== bookingId) return { outcome: 'not-paid' };
    return { outcome: await this.confirmation.confirm(bookingId, paymentOf(session)) };
  }
}
