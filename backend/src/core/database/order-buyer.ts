/**
 * A booking's buyer in SQL, written once for every feature that reads it: the buyer of the
 * booking's order (migration 1796600000000), who is its payer when someone else takes part.
 */

/** `JOIN orders o` for the bookings table `alias`. */
export const joinOrder = (alias: string, order = 'o') => `JOIN orders ${order} ON ${order}.id = ${alias}.order_id`;

/** The buyer of order `order` is someone else than the participant of booking `alias`. */
const boughtBySomeoneElse = (alias: string, order: string) =>
  `lower(${order}.buyer_email) <> lower(${alias}.customer_email)`;

/** payer_name, payer_email and payer_company of booking `alias` (joined with joinOrder): null when the participant bought. */
export const payerColumns = (alias: string, order = 'o') =>
  (['name', 'email', 'company'] as const)
    .map((field) => `CASE WHEN ${boughtBySomeoneElse(alias, order)} THEN ${order}.buyer_${field} END AS payer_${field}`)
    .join(', ');

/** Booking `alias` belongs to an order bought by `$n` (a lower-case address). */
export const boughtBy = (alias: string, parameter: string) =>
  `${alias}.order_id IN (SELECT id FROM orders WHERE lower(buyer_email) = ${parameter})`;

/**
 * The money of booking `alias` (joined with joinOrder) came by bank transfer, so a refund goes
 * back by transfer: its order was on invoice, or an admin confirmed the seat apart from the order's
 * card payment and its invoice asks for a transfer (a card payment for the seat is refunded as paid twice).
 */
export const paidByTransfer = (alias: string, order = 'o') =>
  `(${order}.payment_method = 'invoice' OR EXISTS (
     SELECT 1 FROM invoice_seats seat JOIN invoices seat_invoice ON seat_invoice.id = seat.invoice_id
      WHERE seat.booking_id = ${alias}.id AND seat_invoice.kind = 'invoice'
        AND seat_invoice.snapshot->'payment'->>'method' = 'transfer'))`;
