import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { ApiError } from '../core/http/api-error';
import { LOGGER } from '../core/logging/logging.module';
import { isPaid, PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { BookingConfirmationService, paymentOf } from './booking-confirmation.service';
import { BookingReleaseService } from './booking-release.service';
import { Booking } from './booking.entity';
import { BookingsRepository } from './bookings.repository';
import { cancelTokenMatches } from './cancel-token';
import { INVALID_CANCEL_LINK_MESSAGE } from './dto/cancel-booking.dto';
import { DISCARD_PAID_MESSAGE, INVALID_DISCARD_LINK_MESSAGE } from './dto/discard-checkout.dto';
import { closePaymentSession } from './payment-session';

export const BOOKING_NOT_FOUND_MESSAGE = 'Buchung nicht gefunden.';
const ALREADY_PAID_MESSAGE =
  'Diese Buchung ist bereits bezahlt und bestätigt und kann hier nicht storniert werden. Bitte kontaktieren Sie uns für eine Stornierung.';

/**
 * The payment cancel page (DECISIONS 6) and the discard link mailed to a checkout's address
 * (DECISIONS 22): with the booking's token a pending booking is cancelled, its seat (waitlist
 * first) and discount use come back at once and the payment session is closed.
 */
@Injectable()
export class BookingCancellationService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly release: BookingReleaseService,
    private readonly confirmation: BookingConfirmationService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async cancelWithToken(bookingId: string, token: string): Promise<{ booking: Booking; changed: boolean }> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking || booking.deleted_at) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (!cancelTokenMatches(token, booking.cancel_token_hash)) throw ApiError.forbidden(INVALID_CANCEL_LINK_MESSAGE);
    return this.cancelUnpaid(booking, ALREADY_PAID_MESSAGE);
  }

  /** An unknown booking and a wrong token get the same answer: the link tells nothing about other bookings. */
  async discardWithToken(bookingId: string, token: string): Promise<{ changed: boolean }> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking || booking.deleted_at || !cancelTokenMatches(token, booking.discard_token_hash))
      throw ApiError.forbidden(INVALID_DISCARD_LINK_MESSAGE);
    const { changed } = await this.cancelUnpaid(booking, DISCARD_PAID_MESSAGE);
    return { changed };
  }

  private async cancelUnpaid(booking: Booking, paidMessage: string): Promise<{ booking: Booking; changed: boolean }> {
    if (booking.booking_status === 'confirmed') throw new ApiError(HttpStatus.CONFLICT, paidMessage);
    if (booking.booking_status !== 'pending') return { booking, changed: false };

    // Close the payment first, so nobody can pay for a seat that is being given back.
    const session = await closePaymentSession(this.gateway, booking, this.logger);
    if (session && isPaid(session)) {
      await this.confirmation.confirm(booking.id, paymentOf(session));
      throw new ApiError(HttpStatus.CONFLICT, paidMessage);
    }
    const released = await this.release.release(booking.id, 'customer_cancelled');
    const current = released ?? (await this.bookings.getById(booking.id));
    if (!released && current.booking_status === 'confirmed') throw new ApiError(HttpStatus.CONFLICT, paidMessage);
    return { booking: current, changed: Boolean(released) };
  }
}
