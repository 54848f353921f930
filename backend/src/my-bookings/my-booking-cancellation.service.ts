import { Injectable } from '@nestjs/common';
import { formatAmount, selfCancellationRefund } from '@mpb/domain';
import { DataSource } from 'typeorm';
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
import { myBookingRows } from './my-bookings.query';
import { ownedBooking } from './owned-booking';

const NOT_CANCELLABLE_MESSAGE =
  'Diese Buchung kann nicht mehr storniert werden: Nur bestätigte Buchungen vor Kursbeginn lassen sich hier stornieren. Bitte kontaktieren Sie uns.';
const REFUND_REFUSED_MESSAGE =
  'Die Erstattung konnte nicht ausgeführt werden: Der Zahlungsanbieter hat sie abgelehnt. Ihre Buchung bleibt bestehen; unser Team wurde informiert und meldet sich bei Ihnen.';

/**
 * 'Stornieren' in 'Meine Buchungen' (DECISIONS 31): the refund the terms give today (or the
 * withdrawal's full amount) is computed here, then the shared paid-booking cancellation runs it: refund
 * through the provider, seat to the waitlist first, cancellation mail stating the amount, audit
 * entry with the participant as actor. A refused refund keeps the booking and flags it for the office.
 */
@Injectable()
export class MyBookingCancellationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cancellation: PaidBookingCancellationService,
    private readonly clock: Clock,
  ) {}

  async cancel(bookingId: string, actor: SelfServiceActor): Promise<MyBookingCancelResponseDto> {
    const booking = await ownedBooking(this.dataSource.manager, bookingId, actor.email);
    const now = this.clock.now();
    const [row] = await myBookingRows(this.dataSource.manager, actor.email, now, booking.id);
    if (row?.review_reason === 'refund_refused') throw ApiError.conflict(REFUND_REFUSED_NOTICE);
    if (!row || !cancellable(row, now)) throw ApiError.conflict(NOT_CANCELLABLE_MESSAGE);
    const refund = selfCancellationRefund(selfServiceOf(row), paidCents(booking), now);
    try {
      const { refundedCents } = await this.cancellation.cancelAndRefund(
        booking.id,
        { refundCents: refund.refundCents, refundBasis: refund.basis },
        actor,
      );
      // A participant who did not pay is told where the refund goes; the payer is told it is theirs.
      const otherPayer =
        booking.payer_email && booking.payer_email.toLowerCase() !== actor.email.toLowerCase()
          ? booking.payer_name
          : null;
      return { message: cancelledMessage(refundedCents, otherPayer), refundedCents };
    } catch (error) {
      if (!(error instanceof RefundRefusedError)) throw error;
      await this.cancellation.recordRefusedRefund(booking.id, refund.refundCents, refund.basis, actor);
      throw ApiError.conflict(REFUND_REFUSED_MESSAGE);
    }
  }
}

function cancelledMessage(refundedCents: number, otherPayer: string | null): string {
  const refund =
    refundedCents <= 0
      ? 'Nach unseren Teilnahmebedingungen wird kein Betrag erstattet.'
      : otherPayer
        ? `Da ${otherPayer} die Buchung bezahlt hat, erstatten wir ${formatAmount(refundedCents)} auf das bei der Zahlung verwendete Zahlungsmittel.`
        : `Wir erstatten Ihnen ${formatAmount(refundedCents)} auf das ursprünglich verwendete Zahlungsmittel.`;
  return `Ihre Buchung wurde storniert. ${refund} Eine Bestätigung folgt per E-Mail.`;
}
