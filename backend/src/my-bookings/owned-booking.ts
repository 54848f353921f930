import { PAYER_ONLY_MESSAGES, paidBySomeoneElse } from '@mpb/domain';
import type { Request } from 'express';
import { EntityManager } from 'typeorm';
import { getAuthSession } from '../auth/auth-session';
import { Booking } from '../bookings/booking.entity';
import { ApiError } from '../core/http/api-error';

/** The same answer for a booking that does not exist and one of another address: it reveals nothing. */
export const NOT_YOUR_BOOKING_MESSAGE = 'Diese Buchung wurde nicht gefunden.';

/** The address signed in on this request ('Meine Buchungen' needs a session); 401 otherwise. */
export function signedInEmail(request: Request): string {
  const session = getAuthSession(request);
  if (!session) throw ApiError.unauthorized();
  return session.email.trim().toLowerCase();
}

/**
 * SQL condition for 'this booking is managed by $n': its participant, or the payer who named a
 * substitute (DECISIONS 31). Anonymised and soft-deleted bookings belong to nobody.
 */
export function ownedByCondition(alias: string, parameter: string): string {
  return `(lower(${alias}.customer_email) = ${parameter} OR lower(${alias}.payer_email) = ${parameter}) AND ${alias}.deleted_at IS NULL`;
}

/** The booking if the address manages it, locked for update when asked; 404 for everything else. */
export async function ownedBooking(
  manager: EntityManager,
  bookingId: string,
  email: string,
  lock = false,
): Promise<Booking> {
  const query = manager
    .createQueryBuilder(Booking, 'booking')
    .where('booking.id = :bookingId', { bookingId })
    .andWhere(ownedByCondition('booking', ':email'), { email });
  if (lock) query.setLock('pessimistic_write');
  const booking = await query.getOne();
  if (!booking) throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
  return booking;
}

/** Whether the address paid for the booking: its participant when nobody else paid, or the payer who named a substitute. */
export async function paidForBy(manager: EntityManager, bookingId: string, email: string): Promise<boolean> {
  const booking = await manager
    .createQueryBuilder(Booking, 'booking')
    .where('booking.id = :bookingId', { bookingId })
    .andWhere(ownedByCondition('booking', ':email'), { email })
    .getOne();
  return booking !== null && !paidBySomeoneElse(booking.payer_email, email);
}

/** The OpenAPI description of the refusal a substitute gets. */
export const PAYER_ONLY = (message: string) => ({ description: `'${message}' (angemeldet als Ersatzperson)` });

/**
 * The booking if the address paid for it, as its participant or as the payer who named a
 * substitute; 404 as ownedBooking, and 403 with `refusal` for the substitute, who only takes part.
 */
export async function payersBooking(
  manager: EntityManager,
  bookingId: string,
  email: string,
  { lock = false, refusal = PAYER_ONLY_MESSAGES.change }: { lock?: boolean; refusal?: string } = {},
): Promise<Booking> {
  const booking = await ownedBooking(manager, bookingId, email, lock);
  if (paidBySomeoneElse(booking.payer_email, email)) throw ApiError.forbidden(refusal);
  return booking;
}
