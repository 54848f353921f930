import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { PAYMENT_MADE_STATUSES } from '@mpb/domain';
import { EntityManager } from 'typeorm';
import { LOGGER } from '../core/logging/logging.module';
import { Clock } from '../core/clock/clock';
import { TransactionRunner } from '../core/database/transaction';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { DiscountsService } from '../discounts/discounts.service';
import { InvoiceIssuingService } from '../invoices/invoice-issuing.service';
import type { PaymentSession } from '../payment-gateway/payment-gateway';
import { recordBookingEvent } from './booking-events';
import { BookingRefundService } from './booking-refund.service';
import { BookingsRepository } from './bookings.repository';
import { SeatInventoryService } from '../seats/seat-inventory.service';

interface PaymentReceived {
  sessionId: string;
  paymentIntentId: string | null;
  /** Cents the provider reports as paid, when known. */
  amountTotal: number | null;
}

export function paymentOf(session: PaymentSession): PaymentReceived {
  return { sessionId: session.id, paymentIntentId: session.paymentIntentId, amountTotal: session.amountTotal };
}

export type ConfirmationOutcome =
  | 'confirmed'
  /** Paid after the hold was released; a free seat was taken again. */
  | 'confirmed-late'
  /** Paid after the hold was released and the course is full: a refund is due. */
  | 'refund-required'
  | 'already-settled'
  | 'unknown-booking';

/**
 * The one idempotent way a payment turns into a booking, used by the Stripe webhook,
 * verify-payment and the test checkout. A paid customer always ends with a seat or a refund;
 * a confirmed booking gets its invoice in the same transaction, once however often this runs.
 */
@Injectable()
export class BookingConfirmationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly seats: SeatInventoryService,
    private readonly discounts: DiscountsService,
    private readonly outbox: OutboxService,
    private readonly refunds: BookingRefundService,
    private readonly invoicing: InvoiceIssuingService,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async confirm(bookingId: string, payment: PaymentReceived): Promise<ConfirmationOutcome> {
    const outcome = await this.transactions.run((manager) => this.confirmInTransaction(manager, bookingId, payment));
    await this.afterCommit(bookingId, outcome);
    return outcome;
  }

  /** Call after the transaction that ran confirmInTransaction has committed. */
  async afterCommit(bookingId: string, outcome: ConfirmationOutcome): Promise<void> {
    if (outcome === 'refund-required') await this.refunds.refundSafely(bookingId);
  }

  async confirmInTransaction(
    manager: EntityManager,
    bookingId: string,
    payment: PaymentReceived,
  ): Promise<ConfirmationOutcome> {
    const booking = await this.bookings.lockById(manager, bookingId);
    if (!booking) {
      this.logger.error({ bookingId, sessionId: payment.sessionId }, 'payment received for an unknown booking');
      return 'unknown-booking';
    }
    if ((PAYMENT_MADE_STATUSES as readonly string[]).includes(booking.payment_status)) return 'already-settled';
    // The money is there, so the booking is confirmed all the same; an operator must look at it.
    const amountMismatch = payment.amountTotal !== null && payment.amountTotal !== booking.amount;
    if (amountMismatch) {
      this.logger.error(
        { alert: 'payment_amount_mismatch', bookingId, paid: payment.amountTotal, expected: booking.amount },
        'operator alert: paid amount differs from the booking amount; booking flagged for review',
      );
    }
    const paymentFields = {
      payment_status: 'paid' as const,
      paid_amount: payment.amountTotal ?? booking.amount,
      review_reason: amountMismatch ? ('amount_mismatch' as const) : booking.review_reason,
      payment_intent_id: payment.paymentIntentId ?? booking.payment_intent_id,
      payment_session_id: booking.payment_session_id ?? payment.sessionId,
    };

    if (booking.booking_status === 'pending' && booking.holds_seat) {
      await this.bookings.update(manager, bookingId, {
        ...paymentFields,
        booking_status: 'confirmed',
        confirmed_at: this.clock.now(),
        hold_expires_at: null,
      });
      await this.discounts.redeem(manager, bookingId);
      await recordBookingEvent(this.outbox, manager, EVENTS.bookingConfirmed, {
        bookingId,
        courseId: booking.course_id,
      });
      await this.invoicing.invoiceConfirmedBooking(manager, bookingId, 'card');
      return 'confirmed';
    }

    if (booking.course_id && (await this.seats.take(manager, booking.course_id))) {
      await this.bookings.update(manager, bookingId, {
        ...paymentFields,
        booking_status: 'confirmed',
        holds_seat: true,
        confirmed_at: this.clock.now(),
        hold_expires_at: null,
      });
      if (booking.discount_code_id) {
        await this.discounts.redeemLate(manager, {
          codeId: booking.discount_code_id,
          email: booking.customer_email,
          bookingId,
        });
      }
      await recordBookingEvent(this.outbox, manager, EVENTS.bookingConfirmed, {
        bookingId,
        courseId: booking.course_id,
        reason: 'late_payment',
      });
      this.logger.info({ bookingId }, 'late payment: seat taken again');
      await this.invoicing.invoiceConfirmedBooking(manager, bookingId, 'card');
      return 'confirmed-late';
    }

    await this.bookings.update(manager, bookingId, { ...paymentFields, refund_requested_at: this.clock.now() });
    this.logger.warn({ bookingId }, 'late payment and no seat left: refund due');
    return 'refund-required';
  }
}
