import { PAYER_ONLY_MESSAGES, paidBySomeoneElse } from '@mpb/domain';
import type { Request } from 'express';
import { EntityManager } from 'typeorm';
import { getAuthSession } from '../core/http/auth-session';
import { BookingWithPayer } from '../bookings/orders.repository';
import { ApiError } from '../core/http/api-error';
import { MyBookingsRepository } from './my-bookings.repository';

/** The same answer for a booking that does not exist and one of another address: it reveals nothing. */
export const NOT_YOUR_BOOKING_MESSAGE = 'Diese Buchung wurde nicht gefunden.';
export const NOT_YOUR_ORDER_MESSAGE = 'Diese Bestellung wurde nicht gefunden.';

/** The address signed in on this request ('Meine Buchungen' needs a session); 401 otherwise. */
export function signedInEmail(request: Request): string {
  const session = getAuthSession(request);
  if (!session) throw ApiError.unauthorized();
  return session.email.trim().toLowerCase();
}

/** The booking if the address manages it (in `manager`'s transaction, locked for update when asked); 404 for everything else. */
export async function ownedBooking(
  bookings: MyBookingsRepository,
  bookingId: string,
  email: string,
  options: { manager?: EntityManager; lock?: boolean } = {},
): Promise<BookingWithPayer> {
  const booking = await bookings.managed(bookingId, email, options);
  if (!booking) throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
  return booking;
}

/** Whether the address paid for the booking: its participant when nobody else paid, or the payer who named a substitute. */
export async function paidForBy(bookings: MyBookingsRepository, bookingId: string, email: string): Promise<boolean> {
  const booking = await bookings.managed(bookingId, email);
  return booking !== null && !paidBySomeoneElse(booking.payer_email, email);
}

/** The OpenAPI description of the refusal a substitute gets. */
export const PAYER_ONLY = (message: string) => ({ description: `'${message}' (angemeldet als Ersatzperson)` });

/**
 * The booking if the address paid for it, as its participant or as the payer who named a
 * substitute; 404 as ownedBooking, and 403 with `refusal` for the substitute, who only takes part.
 */
export async function payersBooking(
  bookings: MyBookingsRepository,
  bookingId: string,
  email: string,
  {
    manager,
    lock = false,
    refusal = PAYER_ONLY_MESSAGES.change,
  }: { manager?: EntityManager; lock?: boolean; refusal?: string } = {},
): Promise<BookingWithPayer> {
  const booking = await ownedBooking(bookings, bookingId, email, { manager, lock });
  if (paidBySomeoneElse(booking.payer_email, email)) throw ApiError.forbidden(refusal);
  return booking;
}

/** The refusals of a change to a whole order none of whose seats is confirmed (409 both). */
export interface OrderChangeRefusals {
  /** Every seat is cancelled already. */
  allCancelled: ApiError;
  /** None is confirmed and some never was (an unpaid or failed checkout). */
  noneConfirmed: ApiError;
}

/**
 * The ids of the confirmed seats of the order, in id order (the lock order), if the address is its
 * buyer: 404 when the address manages none of its bookings, 403 for a colleague whose seat the buyer
 * paid, and one of `refusals` when none is confirmed, since the buyer may see the order.
 */
export async function payersConfirmedSeats(
  bookings: MyBookingsRepository,
  orderId: string,
  email: string,
  refusals: OrderChangeRefusals,
  manager?: EntityManager,
): Promise<string[]> {
  const seats = await bookings.seatsOfOrder(orderId, email, manager);
  if (!seats.length) throw ApiError.notFound(NOT_YOUR_ORDER_MESSAGE);
  if (seats.some((seat) => paidBySomeoneElse(seat.payer_email, email)))
    throw ApiError.forbidden(PAYER_ONLY_MESSAGES.change);
  const confirmed = seats.filter((seat) => seat.booking_status === 'confirmed').map((seat) => seat.id);
  if (confirmed.length) return confirmed;
  throw seats.every((seat) => seat.booking_status === 'cancelled') ? refusals.allCancelled : refusals.noneConfirmed;
}
