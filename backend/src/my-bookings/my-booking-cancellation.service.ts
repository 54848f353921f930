import { Injectable } from '@nestjs/common';
import { formatAmount, selfCancellationRefund } from '@mpb/domain';
import { SelfServiceActor } from '../audit/self-service-actor';
import {
  paidCents,
  PaidBookingCancellationService,
  RefundRefusedError,
} from '../bookings/paid-booking-cancellation.service';
import { Clock } from '../core/clock/clock';
import { ApiError } from '../core/http/api-error';
import { MyBookingCancelResponseDto } from './dto/my-booking.dto';
import { cancellable, REFUND_REFUSED_NOTICE, selfServiceOf } from './my-booking-view';
import { MyBookingsRepository } from './my-bookings.repository';
import { payersBooking, payersConfirmedSeats } from './owned-booking';

const NOT_CANCELLABLE_MESSAGE =
  'Diese Buchung kann nicht mehr storniert werden: Nur bestätigte Buchungen vor Kursbeginn lassen sich hier stornieren. Bitte kontaktieren Sie uns.';
const ORDER_CANCELLED_MESSAGE =
  'Diese Bestellung kann nicht mehr storniert werden: Alle ihre Plätze sind bereits storniert.';
const REFUND_REFUSED_MESSAGE =
  'Die Erstattung konnte nicht ausgeführt werden: Der Zahlungsanbieter hat sie abgelehnt. Ihre Buchung bleibt bestehen; unser Team wurde informiert und meldet sich bei Ihnen.';

/**
 * 'Stornieren' in 'Meine Buchungen' (DECISIONS 31), for whoever paid (a substitute gets 403): the
 * refund the terms give today (or the withdrawal's full amount) is computed here, then the shared
 * paid-booking cancellation runs it: refund through the provider (or owed by transfer for an
 * order paid on invoice), seat to the waitlist first, cancellation mail stating the amount, audit
 * entry with the payer as actor. A refused refund keeps the booking and flags it for the office.
 */
@Injectable()
export class MyBookingCancellationService {
  constructor(
    private readonly bookings: MyBookingsRepository,
    private readonly cancellation: PaidBookingCancellationService,
    private readonly clock: Clock,
  ) {}

  /**
   * 'Ganze Bestellung stornieren' (DECISIONS 34): every confirmed seat of the buyer's order, each by
   * the terms as above. Refused before anything changes when one of them cannot be cancelled, and
   * with 409, not 404, when all of them are cancelled already: the order is the buyer's to see.
   */
  async cancelOrder(orderId: string, actor: SelfServiceActor): Promise<MyBookingCancelResponseDto> {
    const ids = await payersConfirmedSeats(this.bookings, orderId, actor.email, {
      allCancelled: ApiError.conflict(ORDER_CANCELLED_MESSAGE),
      noneConfirmed: ApiError.conflict(NOT_CANCELLABLE_MESSAGE),
    });
    const now = this.clock.now();
    const rows = new Map((await this.bookings.rows(actor.email, now)).map((row) => [row.id, row]));
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || !cancellable(row, now)) throw ApiError.conflict(NOT_CANCELLABLE_MESSAGE);
    }
    let refundedCents = 0;
    let byTransfer = false;
    for (const id of ids) {
      const cancelled = await this.cancelSeat(id, actor);
      refundedCents += cancelled.refundedCents;
      byTransfer ||= cancelled.byTransfer;
    }
    const seats = ids.length === 1 ? 'Ihre Buchung wurde' : `Alle ${ids.length} Plätze Ihrer Bestellung wurden`;
    return {
      message: `${seats} storniert. ${refundSentence(refundedCents, byTransfer)} Eine Bestätigung folgt per E-Mail.`,
      refundedCents,
    };
  }

  async cancel(bookingId: string, actor: SelfServiceActor): Promise<MyBookingCancelResponseDto> {
    const { refundedCents, byTransfer } = await this.cancelSeat(bookingId, actor);
    return {
      message: `Ihre Buchung wurde storniert. ${refundSentence(refundedCents, byTransfer)} Eine Bestätigung folgt per E-Mail.`,
      refundedCents,
    };
  }

  private async cancelSeat(
    bookingId: string,
    actor: SelfServiceActor,
  ): Promise<{ refundedCents: number; byTransfer: boolean }> {
    const booking = await payersBooking(this.bookings, bookingId, actor.email);
    const now = this.clock.now();
    const [row] = await this.bookings.rows(actor.email, now, booking.id);
    if (row?.review_reason === 'refund_refused') throw ApiError.conflict(REFUND_REFUSED_NOTICE);
    if (!row || !cancellable(row, now)) throw ApiError.conflict(NOT_CANCELLABLE_MESSAGE);
    const refund = selfCancellationRefund(selfServiceOf(row), paidCents(booking), now);
    try {
      return await this.cancellation.cancelAndRefund(
        booking.id,
        { refundCents: refund.refundCents, refundBasis: refund.basis },
        actor,
      );
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) throw error;
      await this.cancellation.recordRefusedRefund(booking.id, refund.refundCents, refund.basis, actor);
      throw ApiError.conflict(REFUND_REFUSED_MESSAGE);
    }
  }
}

function refundSentence(refundedCents: number, byTransfer: boolean): string {
  if (refundedCents <= 0) return 'Nach unseren Teilnahmebedingungen wird kein Betrag erstattet.';
  return byTransfer
    ? `Wir überweisen Ihnen ${formatAmount(refundedCents)} auf das Konto, von dem Ihre Zahlung kam.`
    : `Wir erstatten Ihnen ${formatAmount(refundedCents)} auf das ursprünglich verwendete Zahlungsmittel.`;
}
