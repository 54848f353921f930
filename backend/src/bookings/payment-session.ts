import { Logger } from 'pino';
import { PaymentGateway, PaymentSession } from '../payment-gateway/payment-gateway';
import { Booking } from './booking.entity';

/**
 * Closes a booking's payment session so it can no longer be paid, and returns its state then;
 * null when there is none or the provider cannot be reached (the session expires on its own, and
 * a payment that still arrives takes the late-payment path).
 */
export async function closePaymentSession(
  gateway: PaymentGateway,
  booking: Pick<Booking, 'id' | 'payment_session_id' | 'payment_provider'>,
  logger: Logger,
): Promise<PaymentSession | null> {
  if (!booking.payment_session_id || booking.payment_provider !== gateway.provider) return null;
  try {
    return await gateway.expireCheckoutSession(booking.payment_session_id);
  } catch (error) {
    logger.warn({ err: error, bookingId: booking.id }, 'could not expire the payment session');
    return null;
  }
}

/** The success page's session of a booking on invoice, which no payment provider knows. */
export function invoiceSessionId(bookingId: string): string {
  return `invoice_${bookingId}`;
}
