import { formatAmount } from './money';
/**
 * A booking's states as the database stores them (bookings.booking_status, payment_status,
 * email_status; their CHECK constraints list the same values) and the API returns them.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'failed'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export const EMAIL_STATUSES = ['nicht_gesendet', 'sending', 'sent', 'failed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The payment states in which the customer's money came in (refunds not subtracted). */
export const PAYMENT_MADE_STATUSES = [
  'paid',
  'refunded',
  'partially_refunded',
] as const satisfies readonly PaymentStatus[];

/** German labels of a booking's states (001 §4), as the dashboard, its filters and the CSV export show them. */
export const BOOKING_STATUS_LABELS: Record<string, string> = {
  confirmed: 'Bestätigt',
  pending: 'Ausstehend',
  cancelled: 'Storniert',
  failed: 'Fehlgeschlagen',
} satisfies Record<BookingStatus, string>;

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  paid: 'Bezahlt',
  pending: 'Ausstehend',
  failed: 'Fehlgeschlagen',
  refunded: 'Erstattet',
  partially_refunded: 'Teilweise erstattet',
} satisfies Record<PaymentStatus, string>;

export const EMAIL_STATUS_LABELS: Record<string, string> = {
  nicht_gesendet: 'Nicht gesendet',
  sending: 'Wird gesendet',
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
} satisfies Record<EmailStatus, string>;

/** Who booked, as the booking dialog offers it and the admin's cancel dialog names it. */
export const CUSTOMER_TYPE_LABELS: Record<'private' | 'business', string> = {
  private: 'Privatkunde',
  business: 'Firmenkunde',
};
/** A booking with nothing to pay (a 100 % code): confirmed without a payment, and no invoice follows. */
export const FREE_BOOKING_LABEL = 'Kostenlose Buchung';
export function freeBookingAmount(): string {
  return `${formatAmount(0)}, keine Zahlung nötig`;
}

/** A confirmed booking whose payment has not come in (confirmed by hand): the customer still owes it. */
export const PAYMENT_DUE_LABEL = 'Zahlung ausstehend';

export function isPaymentDue(booking: { booking_status: string; payment_status: string }): boolean {
  return booking.booking_status === 'confirmed' && booking.payment_status === 'pending';
}
