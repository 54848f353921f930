import type { ApiSchema } from '../../../api/types';
import { getJson, postJson } from '../../lib/api';

/** One booking of 'Meine Buchungen' with what the terms allow today (GET /api/me/bookings). */
export type MyBooking = ApiSchema<'MyBookingDto'>;
export type MyBookingCancelResult = ApiSchema<'MyBookingCancelResponseDto'>;

export async function loadMyBookings(signal?: AbortSignal): Promise<MyBooking[]> {
  return (await getJson<ApiSchema<'MyBookingsDto'>>('/api/me/bookings', { signal })).bookings;
}

export function cancelMyBooking(bookingId: string): Promise<MyBookingCancelResult> {
  return postJson<MyBookingCancelResult>(
    `/api/me/bookings/${encodeURIComponent(bookingId)}/cancel`,
    {} satisfies ApiSchema<'MyBookingCancelRequestDto'>,
    { timeoutMs: 30_000 },
  );
}
