import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ApiError } from '../core/http/api-error';
import { LOGGER } from '../core/logging/logging.module';
import { isPaid, PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { BookingConfirmationService, paymentOf } from './booking-confirmation.service';
import { BookingReleaseService } from './booking-release.service';
import { Booking } from './booking.entity';
import { cancelTokenMatches } from './cancel-token';
import { INVALID_CANCEL_LINK_MESSAGE } from './dto/cancel-booking.dto';
import { closePaymentSession } from './payment-session';

export const BOOKING_NOT_FOUND_MESSAGE = 'Buchung nicht gefunden.';
const ALREADY_PAID_MESSAGE =
  'Diese Buchung ist bereits bezahlt und bestätigt und kann hier nicht storniert werden. Bitte kontaktieren Sie uns für eine Stornierung.';

/**
 * The payment cancel page (DECISIONS 6): with the booking's cancel token a pending booking is
 * cancelled, its seat and discount use come back at once and the payment session is closed.
 */
@Injectable()
export class BookingCancellationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly release: BookingReleaseService,
    private readonly confirmation: BookingConfirmationService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async cancelWithToken(bookingId: string, token: string): Promise<{ booking: Booking; changed: boolean }> {
    const booking = await this.dataSource.manager.findOneBy(Booking, { id: bookingId });
    if (!booking || booking.deleted_at) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (!cancelTokenMatches(token, booking.cancel_token_hash)) throw ApiError.forbidden(INVALID_CANCEL_LINK_MESSAGE);
    if (booking.booking_status === 'confirmed') throw new ApiError(HttpStatus.CONFLICT, ALREADY_PAID_MESSAGE);
    if (booking.booking_status !== 'pending') return { booking, changed: false };

    // Close the payment first, so the customer cannot pay for a seat that is being given back.
    const session = await closePaymentSession(this.gateway, booking, this.logger);
    if (session && isPaid(session)) {
      await this.confirmation.confirm(booking.id, paymentOf(session));
      throw new ApiError(HttpStatus.CONFLICT, ALREADY_PAID_MESSAGE);
    }
    const released = await this.release.release(booking.id, 'customer_cancelled');
    const current = released ?? (await this.dataSource.manager.findOneByOrFail(Booking, { id: bookingId }));
    if (!released && current.booking_status === 'confirmed')
      throw new ApiError(HttpStatus.CONFLICT, ALREADY_PAID_MESSAGE);
    return { booking: current, changed: Boolean(released) };
  }
}
