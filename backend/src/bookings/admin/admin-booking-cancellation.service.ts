import { Injectable } from '@nestjs/common';
import { AdminActor } from '../../audit/admin-actor';
import { Clock } from '../../core/clock/clock';
import { ApiError } from '../../core/http/api-error';
import { bookingMailKey } from '../../core/queue/outbox.service';
import { DeliveryState, MailDeliveryStatusService } from '../../mail/mail-delivery-status.service';
import { Booking } from '../booking.entity';
import { ONLY_CONFIRMED_CANCEL_MESSAGE, PaidBookingCancellationService } from '../paid-booking-cancellation.service';
import { requireActive } from '../active-booking';
import { BookingsRepository } from '../bookings.repository';
import { AdminBookingsRepository } from './admin-bookings.repository';
import { AdminBookingsService } from './admin-bookings.service';
import { refuseIfAnonymised } from './anonymised-booking';
import { AdminBookingRow } from './dto/admin-booking.dto';
import { RefundProposal, refundProposal } from './refund-policy';

/**
 * The admin's 'Stornieren' on a confirmed booking (DECISIONS 23, 31): proposes the refund the
 * participant's own cancellation would give (withdrawal or the terms' band), lets the admin choose
 * another amount and runs the shared paid-booking cancellation.
 */
@Injectable()
export class AdminBookingCancellationService {
  constructor(
    private readonly bookingRows: BookingsRepository,
    private readonly adminBookings: AdminBookingsRepository,
    private readonly bookings: AdminBookingsService,
    private readonly paidCancellation: PaidBookingCancellationService,
    private readonly mailStatus: MailDeliveryStatusService,
    private readonly clock: Clock,
  ) {}

  async proposal(id: string): Promise<RefundProposal> {
    const booking = requireActive(await this.bookingRows.findById(id));
    if (booking.booking_status !== 'confirmed') throw ApiError.conflict(ONLY_CONFIRMED_CANCEL_MESSAGE);
    refuseIfAnonymised(booking, 'cancel');
    return this.proposalFor(booking);
  }

  async cancel(
    id: string,
    request: { refundCents?: number; message?: string },
    actor: AdminActor,
  ): Promise<{ booking: AdminBookingRow; refundedCents: number; emailDelivery: DeliveryState }> {
    // Only the admin's own action: a cancelled course still ends such a booking (cancelAndRefund).
    refuseIfAnonymised(requireActive(await this.bookingRows.findById(id)), 'cancel');
    const { refundedCents, mailEventId } = await this.cancelAndRefund(id, request, actor);
    const emailDelivery = await this.mailStatus.waitForDelivery(bookingMailKey(mailEventId));
    return { booking: await this.bookings.row(id), refundedCents, emailDelivery };
  }

  /** The cancellation without waiting for the mail, by default with the proposed refund. */
  async cancelAndRefund(
    id: string,
    request: { refundCents?: number; message?: string },
    actor: AdminActor,
  ): Promise<{ refundedCents: number; mailEventId: string }> {
    const proposal = await this.proposalFor(requireActive(await this.bookingRows.findById(id)));
    const refundCents = request.refundCents ?? proposal.proposedRefundCents;
    // The basis is history only when the admin took the proposal; another amount is their own decision.
    const refundBasis = refundCents === proposal.proposedRefundCents ? proposal.basis : undefined;
    return this.paidCancellation.cancelAndRefund(id, { ...request, refundCents, refundBasis }, actor);
  }

  private async proposalFor(booking: Booking): Promise<RefundProposal> {
    const course = booking.course_id ? await this.adminBookings.findCourseStart(booking.course_id) : null;
    const start = course ?? { date: booking.course_date, start_time: booking.course_start_time };
    return refundProposal(await this.bookingRows.withPayer(booking), start, this.clock.now());
  }
}
