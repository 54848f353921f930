import { Inject, Injectable } from '@nestjs/common';
import type { DoublePaymentRefundProps } from '@mpb/emails';
import { Logger } from 'pino';
import { EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { TransactionRunner } from '../core/database/transaction';
import { LOGGER } from '../core/logging/logging.module';
import { EVENTS } from '../core/queue/job-names';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { Booking } from './booking.entity';
import { DoublePaymentRefundsRepository, DueDoublePaymentRefund } from './double-payment-refunds.repository';

const SWEEP_BATCH = 50;

/**
 * A card payment that arrives for a seat confirmed apart from it (an admin confirmed the seat by
 * hand while the order's checkout could not be closed) pays that seat a second time: the seat is
 * billed by an invoice to be paid by transfer, which stays as issued and is its one claim. The
 * payment's share for the seat is not owed, so it goes back to the buyer, who is told why. The
 * refund is recorded in the confirming transaction, then the provider is called with one
 * idempotency key per seat; the hold-release job retries refunds that failed.
 */
@Injectable()
export class DoublePaymentRefundService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly refunds: DoublePaymentRefundsRepository,
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * In the transaction confirming a payment, for a booking confirmed before it: whether an invoice
   * to be paid by transfer bills the seat; then the payment's share for it is recorded as due for
   * refund. Not so for a seat this payment confirmed itself (a repeated confirmation).
   */
  async recordIfInvoicedForTransfer(
    manager: EntityManager,
    booking: Booking,
    payment: { sessionId: string; paymentIntentId: string | null },
    shareCents: number,
  ): Promise<boolean> {
    const invoice = await this.invoices.inForce(manager, booking.id);
    if (invoice?.snapshot.payment.method !== 'transfer') return false;
    if (shareCents > 0) {
      await this.refunds.record(manager, {
        bookingId: booking.id,
        sessionId: payment.sessionId,
        paymentIntentId: payment.paymentIntentId,
        amountCents: shareCents,
        at: this.clock.now(),
      });
      this.logger.warn(
        { bookingId: booking.id, invoiceId: invoice.id, shareCents },
        'card payment for a seat invoiced for transfer: its share is refunded',
      );
    }
    return true;
  }

  /** After the confirming transaction: refunds what is due of the session; a failure is logged and the sweep retries. */
  async refundSessionSafely(sessionId: string): Promise<void> {
    for (const due of await this.refunds.dueOfSession(sessionId)) {
      try {
        await this.refund(due);
      } catch (error) {
        this.logger.error({ err: error, bookingId: due.booking_id }, 'double payment refund failed; will retry');
      }
    }
  }

  /** Retries every refund still due; returns how many succeeded. */
  async refundDue(): Promise<number> {
    let refunded = 0;
    for (const due of await this.refunds.due(SWEEP_BATCH)) {
      try {
        if (await this.refund(due)) refunded += 1;
      } catch (error) {
        this.logger.error({ err: error, bookingId: due.booking_id }, 'double payment refund failed again; will retry');
      }
    }
    return refunded;
  }

  /** Refunds the share and marks it refunded, with the buyer's mail; false when another caller marked it first. */
  private async refund(due: DueDoublePaymentRefund): Promise<boolean> {
    const bookingId = due.booking_id;
    if (due.payment_provider !== this.gateway.provider)
      throw new Error(
        `booking ${bookingId} was paid through ${due.payment_provider}, but ${this.gateway.provider} is configured`,
      );
    const paymentIntentId =
      due.payment_intent_id ?? (await this.gateway.retrieveCheckoutSession(due.payment_session_id)).paymentIntentId;
    if (!paymentIntentId) throw new Error(`booking ${bookingId} has no payment to refund`);
    const refund = await this.gateway.refund({
      bookingId,
      paymentIntentId,
      amount: due.amount_cents,
      idempotencyKey: `double-payment-refund-${bookingId}`,
    });
    const marked = await this.transactions.run(async (manager) => {
      if (!(await this.refunds.markRefunded(manager, bookingId, this.clock.now()))) return false;
      await this.oweMail(manager, bookingId);
      return true;
    });
    this.logger.info({ bookingId, refundId: refund.id, amount: due.amount_cents }, 'double payment refunded');
    return marked;
  }

  private async oweMail(manager: EntityManager, bookingId: string): Promise<void> {
    const row = await this.refunds.mailRowOf(manager, bookingId);
    const invoice = await this.invoices.inForce(manager, bookingId);
    if (!row || !invoice) {
      this.logger.warn(
        { bookingId },
        'double payment refunded, but the seat is no longer invoiced: no mail to the buyer',
      );
      return;
    }
    const props: DoublePaymentRefundProps = {
      buyerName: row.buyer_name,
      participantName: row.participant_name,
      orderId: row.order_id,
      amountCents: row.amount_cents,
      invoiceNumber: invoice.number,
      invoicePaid: row.seat_paid,
      courseTitle: row.course_title,
      courseDate: row.course_date,
      startTime: row.start_time,
      endTime: row.end_time,
      ...(row.location ? { location: row.location } : {}),
    };
    await recordOutboxEvent(manager, EVENTS.emailRequested, {
      idempotencyKey: `double-payment-refund:${bookingId}`,
      to: row.buyer_email,
      bookingId,
      message: { type: 'double-payment-refund', props },
    });
  }
}
