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
import { Booking } from './booking.entity';
import { DoublePaymentRefundService } from './double-payment-refund.service';
import { OrderConfirmationMail } from './order-confirmation-mail';
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
  /** Confirmed before, apart from this payment, and invoiced for transfer: this payment's share for it is refunded. */
  | 'paid-apart'
  | 'already-settled'
  | 'unknown-booking';

/** When the bookings paid together end differently, the outcome that needs the most follow-up. */
const OUTCOME_WEIGHT: Record<ConfirmationOutcome, number> = {
  'unknown-booking': 0,
  'already-settled': 1,
  'paid-apart': 2,
  confirmed: 3,
  'confirmed-late': 4,
  'refund-required': 5,
};

/** The outcomes in which this payment confirmed a seat or found none: the buyer's mail and the invoice follow. */
const SETTLED_BY_THIS_PAYMENT: ReadonlySet<ConfirmationOutcome> = new Set([
  'confirmed',
  'confirmed-late',
  'refund-required',
]);

/**
 * The one idempotent way a payment turns into bookings, used by the Stripe webhook,
 * verify-payment and the test checkout. One payment settles every booking of its order: a paid
 * participant always ends with a seat or a refund, and the seats it confirms get their invoice in
 * the same transaction, once however often this runs. A seat confirmed before, apart from this
 * payment, keeps its one seat and its invoice; when that invoice asks for a transfer, this
 * payment's share for the seat is refunded (DoublePaymentRefundService).
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
    private readonly doublePayments: DoublePaymentRefundService,
    private readonly invoicing: InvoiceIssuingService,
    private readonly orderMail: OrderConfirmationMail,
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
    if (outcome === 'unknown-booking' || outcome === 'already-settled') return;
    const booking = await this.bookings.findById(bookingId);
    const sessionId = booking?.payment_session_id;
    if (sessionId) await this.doublePayments.refundSessionSafely(sessionId);
    if (outcome !== 'refund-required') return;
    const paidTogether = sessionId ? await this.bookings.idsInSession(sessionId) : [bookingId];
    for (const id of paidTogether) await this.refunds.refundSafely(id);
  }

  /** Confirms every booking the payment of `bookingId`'s order settles, in the caller's transaction. */
  async confirmInTransaction(
    manager: EntityManager,
    bookingId: string,
    payment: PaymentReceived,
  ): Promise<ConfirmationOutcome> {
    const paidTogether = await this.bookings.lockPaidTogether(manager, bookingId);
    if (!paidTogether.length) {
      this.logger.error({ bookingId, sessionId: payment.sessionId }, 'payment received for an unknown booking');
      return 'unknown-booking';
    }
    const expected = paidTogether.reduce((sum, booking) => sum + booking.amount, 0);
    // The money is there, so the bookings are confirmed all the same; an operator must look at them.
    const amountMismatch = payment.amountTotal !== null && payment.amountTotal !== expected;
    if (amountMismatch) {
      this.logger.error(
        { alert: 'payment_amount_mismatch', bookingId, paid: payment.amountTotal, expected },
        'operator alert: paid amount differs from the booking amount; booking flagged for review',
      );
    }
    const paidAlone = paidTogether.length === 1;
    const seatsTakenAgain = await this.takeSeatsAgain(manager, paidTogether);
    let outcome: ConfirmationOutcome = 'already-settled';
    for (const booking of paidTogether) {
      const paidAmount = paidAlone ? (payment.amountTotal ?? booking.amount) : booking.amount;
      const one = await this.confirmOne(manager, booking, payment, {
        paidAmount,
        amountMismatch,
        seatTakenAgain: seatsTakenAgain.has(booking.id),
      });
      if (OUTCOME_WEIGHT[one] > OUTCOME_WEIGHT[outcome]) outcome = one;
    }
    // The buyer's mail and the invoice name whichever of them found a seat.
    if (SETTLED_BY_THIS_PAYMENT.has(outcome)) {
      await this.orderMail.owe(manager, bookingId);
      await this.invoicing.invoiceConfirmedOrder(manager, bookingId, 'card');
    }
    return outcome;
  }

  /**
   * Paid after its hold ran out: the bookings of the order get their seats back together when the
   * course has room for all of them, or none does and the payment goes back (DECISIONS 34).
   */
  private async takeSeatsAgain(manager: EntityManager, paidTogether: Booking[]): Promise<Set<string>> {
    const late = paidTogether.filter(lostItsSeat);
    const taken = new Set<string>();
    for (const courseId of new Set(late.map((booking) => booking.course_id))) {
      const ofCourse = late.filter((booking) => booking.course_id === courseId);
      if (courseId && (await this.seats.take(manager, courseId, ofCourse.length)))
        for (const booking of ofCourse) taken.add(booking.id);
    }
    return taken;
  }

  private async confirmOne(
    manager: EntityManager,
    booking: Booking,
    payment: PaymentReceived,
    {
      paidAmount,
      amountMismatch,
      seatTakenAgain,
    }: { paidAmount: number; amountMismatch: boolean; seatTakenAgain: boolean },
  ): Promise<ConfirmationOutcome> {
    const bookingId = booking.id;
    // Its seat is held already: this payment never takes a second one, and never pays a seat invoiced for transfer.
    if (booking.booking_status === 'confirmed') {
      const apart = await this.doublePayments.recordIfInvoicedForTransfer(manager, booking, payment, paidAmount);
      return apart ? 'paid-apart' : 'already-settled';
    }
    if ((PAYMENT_MADE_STATUSES as readonly string[]).includes(booking.payment_status)) return 'already-settled';
    const paymentFields = {
      payment_status: 'paid' as const,
      paid_amount: paidAmount,
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
      return 'confirmed';
    }

    if (seatTakenAgain) {
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
      return 'confirmed-late';
    }

    await this.bookings.update(manager, bookingId, { ...paymentFields, refund_requested_at: this.clock.now() });
    this.logger.warn({ bookingId }, 'late payment and no seat left: refund due');
    return 'refund-required';
  }
}

/** Neither confirmed nor paid, and its hold has run out: the payment comes too late for the seat it held. */
function lostItsSeat(booking: Booking): boolean {
  return (
    booking.booking_status !== 'confirmed' &&
    !(PAYMENT_MADE_STATUSES as readonly string[]).includes(booking.payment_status) &&
    !(booking.booking_status === 'pending' && booking.holds_seat)
  );
}
