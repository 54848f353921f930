import { awaitsPayment, hasBookingStatus } from '../core/database/booking-predicates';

/** What an invoice's state means in SQL, written once; each takes the alias of the invoices table. */

/** How much of the invoice cancellation invoices (one per cancelled participant, or one for all) have taken back. */
export const cancelledCents = (alias: string) =>
  `(SELECT COALESCE(sum(cancellation.gross_cents), 0)::int FROM invoices cancellation WHERE cancellation.cancels_invoice_id = ${alias}.id)`;

/** Cancellation invoices took all of it back: nothing is owed on it any more. */
export const isCancelled = (alias: string) => `${cancelledCents(alias)} >= ${alias}.gross_cents`;

/** Restricted after a GDPR deletion (DECISIONS 33): kept for the tax office, shown to nobody. */
export const isRestricted = (alias: string) =>
  `EXISTS (SELECT 1 FROM invoice_restrictions restriction WHERE restriction.invoice_id = ${alias}.id)`;

/** The seat (an alias of the bookings table) is billed by an invoice that cancellation invoices have not taken back in full. */
export const isInvoicedSeat = (alias: string) =>
  `EXISTS (SELECT 1 FROM invoice_seats seat JOIN invoices billing ON billing.id = seat.invoice_id
            WHERE seat.booking_id = ${alias}.id AND NOT ${isCancelled('billing')})`;

/**
 * A seat the invoice bills is confirmed and its fee still owed: the invoice is owed. Asked of its
 * seats, not of the booking it is filed under, whose participant may have been cancelled.
 */
export const awaitsSeatPayment = (alias: string) =>
  `EXISTS (SELECT 1 FROM invoice_seats owed_seat JOIN bookings owed ON owed.id = owed_seat.booking_id
            WHERE owed_seat.invoice_id = ${alias}.id AND ${hasBookingStatus('owed', 'confirmed')} AND ${awaitsPayment('owed')})`;
