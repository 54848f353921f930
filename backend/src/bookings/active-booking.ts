import { EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error';
import { BOOKING_NOT_FOUND_MESSAGE } from './booking-cancellation.service';
import { Booking } from './booking.entity';

/** A booking that was not removed, optionally locked for the transaction; 404 otherwise. */
export async function activeBooking(manager: EntityManager, id: string, lock = false): Promise<Booking> {
  return requireActive(
    await manager.findOne(Booking, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    }),
  );
}

/** The booking unless it is missing or removed; 404 otherwise. */
export function requireActive(booking: Booking | null): Booking {
  if (!booking || booking.deleted_at) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
  return booking;
}
