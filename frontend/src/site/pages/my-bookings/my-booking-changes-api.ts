import type { ApiSchema } from '../../../api/types';
import { getJson, postJson } from '../../lib/api';

/** The dates a booking can move to now (GET /api/me/bookings/:id/rebook-options). */
export type RebookOptions = ApiSchema<'RebookOptionsDto'>;
export type SubstituteRequest = ApiSchema<'SubstituteRequestDto'>;
type BookingChangeResult = ApiSchema<'BookingChangeResponseDto'>;

const bookingPath = (bookingId: string) => `/api/me/bookings/${encodeURIComponent(bookingId)}`;

export function loadRebookOptions(bookingId: string, signal?: AbortSignal): Promise<RebookOptions> {
  return getJson<RebookOptions>(`${bookingPath(bookingId)}/rebook-options`, { signal });
}

export function rebookMyBooking(bookingId: string, courseId: string): Promise<BookingChangeResult> {
  return postJson<BookingChangeResult>(
    `${bookingPath(bookingId)}/rebook`,
    { courseId } satisfies ApiSchema<'RebookRequestDto'>,
    { timeoutMs: 30_000 },
  );
}

export function nameSubstitute(bookingId: string, substitute: SubstituteRequest): Promise<BookingChangeResult> {
  return postJson<BookingChangeResult>(`${bookingPath(bookingId)}/substitute`, substitute, { timeoutMs: 30_000 });
}
