import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import Stripe from 'stripe';
import { BookingConfirmationService, paymentOf } from '../bookings/booking-confirmation.service';
import { Booking } from '../bookings/booking.entity';
import { invoiceSessionId } from '../bookings/payment-session';
import { BookingsRepository } from '../bookings/bookings.repository';
import { PaidSessionRetryService } from '../bookings/paid-session-retry.service';
import { toBookingView } from '../bookings/dto/booking-view.dto';
import { Clock } from '../core/clock/clock';
import { LOGGER } from '../core/logging/logging.module';
import { VerifyPaymentResponseDto } from './dto/verify-payment.dto';
import {
  isPaid,
  PAYMENT_GATEWAY,
  PaymentGateway,
  PaymentSession,
  PaymentSessionNotFoundError,
} from '../payment-gateway/payment-gateway';

export const VERIFY_MESSAGES = {
  notFound: 'Buchung nicht gefunden.',
  sessionMismatch: 'Diese Zahlung gehört nicht zu dieser Buchung.',
  unavailable: 'Die Zahlung konnte gerade nicht geprüft werden. Bitte laden Sie die Seite in einigen Minuten neu.',
  pending: 'Die Zahlung ist noch nicht abgeschlossen. Bitte laden Sie die Seite in einigen Sekunden neu.',
  notSuccessful: 'Zahlung war nicht erfolgreich',
  confirming:
    'Ihre Zahlung ist eingegangen. Ihre Buchung wird gerade bestätigt, die Bestätigung erhalten Sie in Kürze per E-Mail.',
  refunded:
    'Der Kurs war bei Ihrem Zahlungseingang leider bereits ausgebucht. Ihre Zahlung wird vollständig erstattet.',
} as const;

/** How long a fresh confirmation waits for its e-mail, so the success page can say it was sent. */
const EMAIL_WAIT_MS = 2500;
const EMAIL_POLL_MS = 250;
const FRESH_CONFIRMATION_MS = 60_000;

/**
 * verify-payment for the success page: confirms through the same idempotent confirmBooking when
 * the provider says the session is paid. A session of another booking is refused.
 */
@Injectable()
export class PaymentVerificationService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly confirmation: BookingConfirmationService,
    private readonly retries: PaidSessionRetryService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async verify(sessionId: string, bookingId: string): Promise<VerifyPaymentResponseDto> {
    try {
      return await this.verifyFromRecords(sessionId, bookingId);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      this.logger.warn({ err: error, sessionId, bookingId }, 'verify-payment could not read or write the booking');
      if (await this.paidWhileRecordsUnavailable(sessionId, bookingId)) {
        return { success: false, confirming: true, booking: null, emailSent: false, error: VERIFY_MESSAGES.confirming };
      }
      throw verificationFailure(HttpStatus.SERVICE_UNAVAILABLE, VERIFY_MESSAGES.unavailable);
    }
  }

  private async verifyFromRecords(sessionId: string, bookingId: string): Promise<VerifyPaymentResponseDto> {
    let booking = await this.load(bookingId);
    if (booking.payment_session_id && booking.payment_session_id !== sessionId)
      throw verificationFailure(HttpStatus.FORBIDDEN, VERIFY_MESSAGES.sessionMismatch);

    const onInvoice = booking.payment_session_id === invoiceSessionId(booking.id);
    if (!onInvoice && (booking.payment_status === 'pending' || booking.payment_status === 'failed')) {
      const session = await this.retrieve(sessionId);
      if (session.bookingId !== booking.id)
        throw verificationFailure(HttpStatus.FORBIDDEN, VERIFY_MESSAGES.sessionMismatch);
      if (isPaid(session)) await this.confirmation.confirm(booking.id, paymentOf(session));
      booking = await this.load(bookingId);
    }
    if (booking.booking_status === 'confirmed') booking = await this.waitForEmail(booking);
    return toResponse(booking, onInvoice);
  }

  /**
   * The database failed us: the payment still counts as received when its confirmation is already
   * queued, or the provider (reachable without our database) reports this booking's session paid;
   * then the confirmation is queued to run as soon as the database answers.
   */
  private async paidWhileRecordsUnavailable(sessionId: string, bookingId: string): Promise<boolean> {
    try {
      if (await this.retries.isScheduled(sessionId, bookingId)) return true;
      const session = await this.gateway.retrieveCheckoutSession(sessionId);
      if (!isPaid(session) || session.bookingId !== bookingId) return false;
      await this.retries.schedule(sessionId, bookingId);
      return true;
    } catch (error) {
      this.logger.warn(
        { err: error, sessionId, bookingId },
        'payment state unknown while the booking records are unavailable',
      );
      return false;
    }
  }

  private async load(bookingId: string): Promise<Booking> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking || booking.deleted_at) throw verificationFailure(HttpStatus.NOT_FOUND, VERIFY_MESSAGES.notFound);
    return booking;
  }

  private async retrieve(sessionId: string): Promise<PaymentSession> {
    try {
      return await this.gateway.retrieveCheckoutSession(sessionId);
    } catch (error) {
      if (error instanceof PaymentSessionNotFoundError || error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw verificationFailure(HttpStatus.FORBIDDEN, VERIFY_MESSAGES.sessionMismatch);
      }
      this.logger.warn({ err: error, sessionId }, 'payment provider unreachable during verify-payment');
      throw verificationFailure(HttpStatus.SERVICE_UNAVAILABLE, VERIFY_MESSAGES.unavailable);
    }
  }

  private async waitForEmail(booking: Booking): Promise<Booking> {
    const fresh =
      booking.confirmed_at && this.clock.now().getTime() - booking.confirmed_at.getTime() < FRESH_CONFIRMATION_MS;
    const deadline = Date.now() + EMAIL_WAIT_MS;
    let current = booking;
    while (
      fresh &&
      (current.email_status === 'nicht_gesendet' || current.email_status === 'sending') &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, EMAIL_POLL_MS));
      current = (await this.bookings.findById(booking.id)) ?? current;
    }
    return current;
  }
}

function toResponse(booking: Booking, onInvoice: boolean): VerifyPaymentResponseDto {
  const view = toBookingView(booking);
  const base = { booking: view, emailSent: booking.email_status === 'sent', emailStatus: booking.email_status };
  // Booked on invoice, or confirmed by an admin before any payment: its invoice asks for a transfer
  // (a card payment that still came is refunded for it).
  if (booking.booking_status === 'confirmed' && (onInvoice || booking.payment_status === 'pending'))
    return { success: true, ...base, paymentMethod: 'invoice', error: null };
  if (booking.booking_status === 'confirmed' && booking.payment_status === 'paid')
    return { success: true, ...base, paymentMethod: 'card', error: null };
  if (booking.refund_requested_at || booking.payment_status === 'refunded')
    return { success: false, ...base, emailSent: false, error: VERIFY_MESSAGES.refunded };
  if (booking.booking_status === 'pending')
    return { success: false, ...base, emailSent: false, error: VERIFY_MESSAGES.pending };
  return { success: false, ...base, emailSent: false, error: VERIFY_MESSAGES.notSuccessful };
}

/** The error shape of verify-payment: the spec's response fields with success false. */
export function verificationFailure(status: HttpStatus, error: string) {
  return new HttpException({ success: false, booking: null, emailSent: false, error }, status);
}
