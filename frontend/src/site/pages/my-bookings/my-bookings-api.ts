import type { ApiSchema } from '../../../api/types';
import { api } from '../../../api/client';
import { call } from '../../lib/api';

/** One booking of 'Meine Buchungen' with what the terms allow today (GET /api/me/bookings). */
export type MyBooking = ApiSchema<'MyBookingDto'>;
export type MyBookingCancelResult = ApiSchema<'MyBookingCancelResponseDto'>;

export async function loadMyBookings(signal?: AbortSignal): Promise<MyBooking[]> {
  return (await call((abort) => api.GET('/api/me/bookings', { signal: abort }), { signal })).bookings;
}

/** Every confirmed seat of the buyer's order, each by the terms. */
export function cancelMyOrder(orderId: string): Promise<MyBookingCancelResult> {
  return call(
    (signal) => api.POST('/api/me/orders/{id}/cancel', { params: { path: { id: orderId } }, body: {}, signal }),
    { timeoutMs: 60_000 },
  );
}

export function cancelMyBooking(bookingId: string): Promise<MyBookingCancelResult> {
  return call(
    (signal) => api.POST('/api/me/bookings/{id}/cancel', { params: { path: { id: bookingId } }, body: {}, signal }),
    { timeoutMs: 30_000 },
  );
}
