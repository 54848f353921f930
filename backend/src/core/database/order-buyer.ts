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
