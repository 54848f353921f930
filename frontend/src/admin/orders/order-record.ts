import type { ApiSchema } from '../../api/types';

/** One order of /api/admin/orders/:id (snake_case as stored). */
export type AdminOrder = ApiSchema<'AdminOrderDto'>;
export type AdminOrderBooking = AdminOrder['bookings'][number];
export type AdminOrderInvoice = AdminOrder['invoices'][number];

/** The order's short number, as the list and the detail name it: the first eight characters of its id. */
export const shortOrderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** The bookings list showing exactly this order's bookings (react-admin reads its filter from the query). */
export const orderBookingsQuery = (orderId: string) =>
  `?filter=${encodeURIComponent(JSON.stringify({ orderId }))}&sort=order_id&order=DESC`;

export const PAYMENT_METHOD_LABELS: Record<AdminOrder['payment_method'], string> = {
  card: 'Kreditkarte',
  invoice: 'Auf Rechnung',
};
