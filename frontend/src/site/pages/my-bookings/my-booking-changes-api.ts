import type { ApiSchema } from '../../../api/types';
import { api } from '../../../api/client';
import { call } from '../../lib/api';

/** The dates a booking can move to now (GET /api/me/bookings/:id/rebook-options). */
export type RebookOptions = ApiSchema<'RebookOptionsDto'>;
export type SubstituteRequest = ApiSchema<'SubstituteRequestDto'>;
type BookingChangeResult = ApiSchema<'BookingChangeResponseDto'>;

const onBooking = (bookingId: string) => ({ path: { id: bookingId } });

export function loadRebookOptions(bookingId: string, signal?: AbortSignal): Promise<RebookOptions> {
  return call(
    (abort) => api.GET('/api/me/bookings/{id}/rebook-options', { params: onBooking(bookingId), signal: abort }),
    { signal },
  );
}

export function rebookMyBooking(bookingId: string, courseId: string): Promise<BookingChangeResult> {
  return call(
    (signal) => api.POST('/api/me/bookings/{id}/rebook', { params: onBooking(bookingId), body: { courseId }, signal }),
    { timeoutMs: 30_000 },
  );
}

/** Every confirmed seat of the buyer's order to the same new date, all or none. */
export function rebookMyOrder(orderId: string, courseId: string): Promise<BookingChangeResult> {
  return call(
    (signal) =>
      api.POST('/api/me/orders/{id}/rebook', { params: { path: { id: orderId } }, body: { courseId }, signal }),
    { timeoutMs: 60_000 },
  );
}

export function nameSubstitute(bookingId: string, substitute: SubstituteRequest): Promise<BookingChangeResult> {
  return call(
    (signal) =>
      api.POST('/api/me/bookings/{id}/substitute', { params: onBooking(bookingId), body: substitute, signal }),
    { timeoutMs: 30_000 },
  );
}
