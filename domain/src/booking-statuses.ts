/** German labels of a booking's three states (001 §4), as the dashboard, its filters and the CSV export show them. */
export const BOOKING_STATUS_LABELS: Record<string, string> = {
  confirmed: 'Bestätigt',
  pending: 'Ausstehend',
  cancelled: 'Storniert',
  failed: 'Fehlgeschlagen',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  paid: 'Bezahlt',
  pending: 'Ausstehend',
  failed: 'Fehlgeschlagen',
  refunded: 'Erstattet',
  partially_refunded: 'Teilweise erstattet',
};

export const EMAIL_STATUS_LABELS: Record<string, string> = {
  nicht_gesendet: 'Nicht gesendet',
  sending: 'Wird gesendet',
  sent: 'Gesendet',
  failed: 'Fehlgeschlagen',
};

/** A confirmed booking whose payment has not come in (confirmed by hand): the customer still owes it. */
export const PAYMENT_DUE_LABEL = 'Zahlung ausstehend';

export function isPaymentDue(booking: { booking_status: string; payment_status: string }): boolean {
  return booking.booking_status === 'confirmed' && booking.payment_status === 'pending';
}
