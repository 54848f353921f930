import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { TransactionRunner } from '../core/database/transaction';
import { LOGGER } from '../core/logging/logging.module';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService, recordOutboxEvent } from '../core/queue/outbox.service';
import { PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { recordBookingEvent } from './booking-events';
import { Booking } from './booking.entity';
import { BookingsRepository } from './bookings.repository';

const SWEEP_BATCH = 50;

/**
 * Refunds payments that found no seat. The request is recorded first (refund_requested_at), then
 * the provider is called with an idempotency key per booking, so retries never refund twice.
 * The hold-release job retries refunds that failed.
 */
@Injectable()
export class BookingRefundService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly outbox: OutboxService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Refunds a booking whose refund is due; throws when the provider fails. */
  async refund(bookingId: string): Promise<'refunded' | 'not-due'> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking?.refund_requested_at || booking.refunded_at) return 'not-due';
    if (booking.payment_provider !== this.gateway.provider) {
      throw new Error(
        `booking ${bookingId} was paid through ${booking.payment_provider}, but ${this.gateway.provider} is configured`,
      );
    }
    const paymentIntentId = booking.payment_intent_id ?? (await this.paymentIntentOf(booking));
    if (!paymentIntentId) throw new Error(`booking ${bookingId} has no payment to refund`);

    const refund = await this.gateway.refund({
      bookingId,
      paymentIntentId,
      amount: booking.paid_amount ?? booking.amount,
      idempotencyKey: `refund-${bookingId}`,
    });
    await this.transactions.once(async (manager) => {
      if (await this.bookings.markRefunded(manager, bookingId)) {
        await recordBookingEvent(this.outbox, manager, EVENTS.bookingRefunded, {
          bookingId,
          courseId: booking.course_id,
          reason: 'late_payment_no_seat',
        });
        // Someone else paid (a colleague's seat in a company order): the refund is theirs, so they are told.
        if ((await this.bookings.withPayer(booking, manager)).payer_email)
          await recordOutboxEvent(manager, EVENTS.bookingEmailRequested, { bookingId, kind: 'payer-refund' });
      }
    });
    this.logger.info({ bookingId, refundId: refund.id }, 'payment refunded: course was full');
    return 'refunded';
  }

  /** Like refund, but a failure is only logged: the job tries again. */
  async refundSafely(bookingId: string): Promise<void> {
    try {
      await this.refund(bookingId);
    } catch (error) {
      this.logger.error({ err: error, bookingId }, 'refund failed; will retry');
    }
  }

  /** Retries every refund still due; returns how many succeeded. */
  async refundDue(): Promise<number> {
    const due = await this.bookings.findDueRefundIds(SWEEP_BATCH);
    let refunded = 0;
    for (const id of due) {
      try {
        if ((await this.refund(id)) === 'refunded') refunded += 1;
      } catch (error) {
        this.logger.error({ err: error, bookingId: id }, 'refund failed again; will retry');
      }
    }
    return refunded;
  }

  private async paymentIntentOf(booking: Booking): Promise<string | null> {
    if (!booking.payment_session_id) return null;
    return (await this.gateway.retrieveCheckoutSession(booking.payment_session_id)).paymentIntentId;
  }
}
