import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { formatAmount } from '@mpb/domain';
import { Logger } from 'pino';
import { AdminActor } from '../audit/admin-actor';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { CertificateRevocationService } from '../certificates/certificate-revocation.service';
import { Clock } from '../core/clock/clock';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { LOGGER } from '../core/logging/logging.module';
import { EVENTS } from '../core/queue/job-names';
import { InvoiceIssuingService } from '../invoices/invoice-issuing.service';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import { PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { WaitlistOffersService } from '../waitlist/waitlist-offers.service';
import { requireActive } from './active-booking';
import { auditView, bookingAudit } from './admin/admin-booking-events';
import { Booking, PaymentStatus } from './booking.entity';
import { BookingsRepository } from './bookings.repository';

export const ONLY_CONFIRMED_CANCEL_MESSAGE =
  'Stornierung fehlgeschlagen: Nur bestätigte Buchungen können storniert werden.';
const REFUND_FAILED_MESSAGE =
  'Stornierung fehlgeschlagen: Der Zahlungsanbieter hat die Erstattung nicht ausgeführt. Bitte versuchen Sie es erneut.';
const NO_PAYMENT_MESSAGE =
  'Stornierung fehlgeschlagen: Zu dieser Buchung ist keine Zahlung beim Zahlungsanbieter hinterlegt.';

/** The payment provider refused or could not take the refund: the booking stays confirmed. */
export class RefundRefusedError extends ApiError {}

/** What the customer paid and has not had back, in cents. */
export function paidCents(booking: Pick<Booking, 'payment_status' | 'paid_amount' | 'amount'>): number {
  return booking.payment_status === 'paid' ? (booking.paid_amount ?? booking.amount) : 0;
}

/**
 * Cancelling a confirmed booking with a refund (DECISIONS 23, 31), one path for the admin, a
 * cancelled course and the participant in 'Meine Buchungen': refunds the given amount through
 * the provider, cancels, revokes a certificate already issued, hands the seat to the waitlist
 * first (DECISIONS 20), audits and owes the cancellation mail stating the refund (to the
 * participant and, when someone else paid, to the payer, who gets the refund) and issues the
 * cancellation invoice over what is no longer kept (DECISIONS 32). The refund is
 * recorded before the provider is called and uses one idempotency key per booking, so a retry
 * never refunds twice. A booking paid on invoice came in by bank transfer (DECISIONS 35): no
 * provider holds that money, so its refund is recorded as owed (refunded_amount, still 'paid')
 * and flagged 'refund_by_transfer' for the admin, who transfers it back and then marks it refunded.
 */
@Injectable()
export class PaidBookingCancellationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly bookings: BookingsRepository,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly audit: AuditLogService,
    private readonly certificates: CertificateRevocationService,
    private readonly invoicing: InvoiceIssuingService,
    private readonly clock: Clock,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The cancellation itself, without waiting for the mail. */
  async cancelAndRefund(
    id: string,
    request: { refundCents: number; message?: string; refundBasis?: string },
    actor: AdminActor,
  ): Promise<{ refundedCents: number; byTransfer: boolean; mailEventId: string }> {
    // The status is checked under the row lock, in refund() and again in the cancelling transaction.
    const booking = requireActive(await this.bookings.findById(id));
    const paid = paidCents(booking);
    const refund = request.refundCents;
    if (refund > paid) {
      throw ApiError.badRequest('Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.', {
        refundCents: `Der Erstattungsbetrag darf den bezahlten Betrag von ${formatAmount(paid)} nicht übersteigen.`,
      });
    }
    const byTransfer = refund > 0 && (await this.bookings.paidByTransfer(id));
    if (refund > 0 && !byTransfer) await this.refund(booking, refund);
    const refundedNow = refund > 0 && !byTransfer;

    const mailEventId = await this.transactions.run(async (manager) => {
      const locked = requireActive(await this.bookings.lockById(manager, id));
      if (locked.booking_status !== 'confirmed') throw ApiError.conflict(ONLY_CONFIRMED_CANCEL_MESSAGE);
      const paymentStatus: PaymentStatus = !refundedNow
        ? locked.payment_status
        : refund === paid
          ? 'refunded'
          : 'partially_refunded';
      await this.bookings.update(manager, id, {
        booking_status: 'cancelled',
        payment_status: paymentStatus,
        refunded_amount: refund > 0 ? refund : null,
        refunded_at: refundedNow ? this.clock.now() : null,
        holds_seat: false,
        hold_expires_at: null,
        // A refused self-service refund that the cancellation now settles needs no more review.
        review_reason: byTransfer
          ? 'refund_by_transfer'
          : locked.review_reason === 'refund_refused'
            ? null
            : locked.review_reason,
      });
      await this.certificates.revoke(manager, id, 'cancelled', actor, this.clock.now());
      // Lock order: the booking row above, then the course inside seatsFreed.
      if (locked.holds_seat && locked.course_id) await this.waitlistOffers.seatsFreed(manager, locked.course_id);
      const after = requireActive(await this.bookings.findByIdIn(manager, id));
      await this.audit.record(
        bookingAudit(
          actor,
          actor.selfService ? AUDIT_ACTIONS.bookingSelfCancel : AUDIT_ACTIONS.bookingCancel,
          id,
          auditView(locked),
          {
            ...auditView(after),
            message: request.message ?? null,
            ...(request.refundBasis ? { refund_basis: request.refundBasis } : {}),
          },
        ),
        manager,
      );
      if (locked.holds_seat)
        await recordOutboxEvent(manager, EVENTS.seatsReleased, { bookingId: id, courseId: locked.course_id, seats: 1 });
      else await recordOutboxEvent(manager, EVENTS.courseChanged, { courseId: locked.course_id });
      const customMessage = request.message ? { customMessage: request.message } : {};
      // Someone else paid (a substitute took the seat): the refund goes back to them, so they are told too.
      if ((await this.bookings.withPayer(locked, manager)).payer_email)
        await recordOutboxEvent(manager, EVENTS.bookingEmailRequested, {
          bookingId: id,
          kind: 'payer-cancellation',
          ...customMessage,
        });
      const cancellationMailId = await recordOutboxEvent(manager, EVENTS.bookingEmailRequested, {
        bookingId: id,
        kind: 'cancellation',
        ...customMessage,
      });
      await this.invoicing.cancelInvoiceOf(manager, id, paidCents(locked) - refund);
      return cancellationMailId;
    });
    return { refundedCents: refund, byTransfer, mailEventId };
  }

  /**
   * A self-service refund the provider refused: the booking stays confirmed, is marked for review
   * ('Prüfen nötig' in the admin list) and the refusal is in its history.
   */
  async recordRefusedRefund(id: string, requestedCents: number, refundBasis: string, actor: AdminActor): Promise<void> {
    this.logger.warn({ bookingId: id, requestedCents }, 'self-service refund refused; booking marked for review');
    await this.transactions.run(async (manager) => {
      const locked = requireActive(await this.bookings.lockById(manager, id));
      if (locked.booking_status !== 'confirmed') return;
      await this.bookings.update(manager, id, { review_reason: 'refund_refused' });
      await this.audit.record(
        bookingAudit(actor, AUDIT_ACTIONS.bookingRefundRefused, id, auditView(locked), {
          ...auditView(locked),
          requested_refund: requestedCents,
          refund_basis: refundBasis,
        }),
        manager,
      );
    });
  }

  /** Records the refund request, then asks the provider; the same amount and key on every retry. */
  private async refund(booking: Booking, amount: number): Promise<void> {
    if (booking.payment_provider !== this.gateway.provider)
      throw new RefundRefusedError(HttpStatus.CONFLICT, NO_PAYMENT_MESSAGE);
    const paymentIntentId =
      booking.payment_intent_id ??
      (booking.payment_session_id
        ? (await this.gateway.retrieveCheckoutSession(booking.payment_session_id)).paymentIntentId
        : null);
    if (!paymentIntentId) throw new RefundRefusedError(HttpStatus.CONFLICT, NO_PAYMENT_MESSAGE);
    await this.transactions.run(async (manager) => {
      const locked = requireActive(await this.bookings.lockById(manager, booking.id));
      if (locked.booking_status !== 'confirmed') throw ApiError.conflict(ONLY_CONFIRMED_CANCEL_MESSAGE);
      if (locked.refunded_amount !== null && locked.refunded_amount !== amount) {
        throw ApiError.conflict(
          `Stornierung fehlgeschlagen: Für diese Buchung wurde bereits eine Erstattung über ${formatAmount(locked.refunded_amount)} angefordert. Bitte stornieren Sie mit diesem Betrag.`,
        );
      }
      await this.bookings.update(manager, booking.id, { refunded_amount: amount, payment_intent_id: paymentIntentId });
    });
    try {
      await this.gateway.refund({
        bookingId: booking.id,
        paymentIntentId,
        amount,
        idempotencyKey: `admin-refund-${booking.id}`,
      });
    } catch (error) {
      this.logger.error({ err: error, bookingId: booking.id, amount }, 'admin refund failed at the payment provider');
      throw new RefundRefusedError(HttpStatus.CONFLICT, REFUND_FAILED_MESSAGE);
    }
  }
}
