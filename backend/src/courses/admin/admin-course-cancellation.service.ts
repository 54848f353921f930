import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { paidCents, PaidBookingCancellationService } from '../../bookings/paid-booking-cancellation.service';
import { PendingBookingClosureService } from '../../bookings/pending-booking-closure.service';
import { AdminActor } from '../../audit/admin-actor';
import { ApiError } from '../../core/http/api-error';
import { LOGGER } from '../../core/logging/logging.module';
import { CourseBookingsRepository } from './course-bookings.repository';
import { CourseCancellation } from './dto/admin-course.dto';

const COURSE_CANCELLED_NOTE =
  'Leider müssen wir diesen Kurstermin absagen. Wir bitten um Ihr Verständnis und würden uns freuen, Sie an einem anderen Termin begrüßen zu dürfen.';
const REFUND_FAILED_FALLBACK = 'Stornierung fehlgeschlagen: Unerwarteter Fehler. Bitte versuchen Sie es erneut.';

/**
 * A course cancelled by the operator (DECISIONS 23): open checkouts are closed and their holds
 * ended, then every confirmed booking is cancelled with a full refund through the shared paid-booking
 * cancellation (refund through the payment provider, or owed by transfer for a booking paid by
 * transfer; seat freed, cancellation mail stating the refund). Each booking is its own
 * transaction: a refund the provider refuses leaves that booking confirmed (its refund amount
 * recorded for the retry) and the others cancelled. Running it again retries what is left.
 */
@Injectable()
export class AdminCourseCancellationService {
  constructor(
    private readonly bookings: CourseBookingsRepository,
    private readonly pendingClosure: PendingBookingClosureService,
    private readonly bookingCancellation: PaidBookingCancellationService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async endBookings(courseId: string, actor: AdminActor): Promise<Omit<CourseCancellation, 'removedWaitlistEntries'>> {
    let endedHolds = 0;
    for (const id of await this.bookings.idsWithStatus(courseId, 'pending'))
      if ((await this.pendingClosure.endPending(id, actor)) === 'cancelled') endedHolds += 1;

    const result = {
      cancelledBookings: 0,
      refundedCents: 0,
      transferRefundCents: 0,
      endedHolds,
      failed: [] as CourseCancellation['failed'],
    };
    for (const id of await this.bookings.idsWithStatus(courseId, 'confirmed')) {
      try {
        const booking = await this.bookings.activeBooking(id);
        const { refundedCents, byTransfer } = await this.bookingCancellation.cancelAndRefund(
          id,
          { refundCents: paidCents(booking), message: COURSE_CANCELLED_NOTE },
          actor,
        );
        result.cancelledBookings += 1;
        if (byTransfer) result.transferRefundCents += refundedCents;
        else result.refundedCents += refundedCents;
      } catch (error) {
        if (!(error instanceof ApiError))
          this.logger.error(
            { err: error, courseId, bookingId: id },
            'could not cancel a booking of a cancelled course',
          );
        result.failed.push({
          bookingId: id,
          error: error instanceof ApiError ? (error.getResponse() as { error: string }).error : REFUND_FAILED_FALLBACK,
        });
      }
    }
    return result;
  }
}
