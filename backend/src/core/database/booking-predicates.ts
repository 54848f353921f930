import { BookingStatus, PAYMENT_MADE_STATUSES, PaymentStatus } from '@mpb/domain';

/**
 * What a booking's statuses mean in SQL, written once for every query that asks (admin list,
 * export, dashboard, metrics, hold expiry). Each takes the alias of the bookings table (or the
 * table's name). The statuses come from `@mpb/domain`, so a renamed status fails to compile.
 */
const quoted = (statuses: readonly (BookingStatus | PaymentStatus)[]) =>
  statuses.map((status) => `'${status}'`).join(', ');

/** The booking is in this status (or one of these). */
export const hasBookingStatus = (alias: string, ...statuses: [BookingStatus, ...BookingStatus[]]) =>
  statuses.length === 1
    ? `${alias}.booking_status = ${quoted(statuses)}`
    : `${alias}.booking_status IN (${quoted(statuses)})`;

/** Neither cancelled nor failed: a checkout underway or a confirmed booking. */
export const isLive = (alias: string) => hasBookingStatus(alias, 'pending', 'confirmed');

const REFUNDED_STATUSES = ['refunded', 'partially_refunded'] as const satisfies readonly PaymentStatus[];

/** The customer's money came in (refunds later or not): the checkout counts as paid. */
export const isPaid = (alias: string) => `${alias}.payment_status IN (${quoted(PAYMENT_MADE_STATUSES)})`;

/** Money went back to the customer, all of it or a part. */
const isRefunded = (alias: string) => `${alias}.payment_status IN (${quoted(REFUNDED_STATUSES)})`;

/** The customer paid and none of it went back. */
const keepsPayment = (alias: string) => `${alias}.payment_status = ${quoted(['paid'])}`;

/** No payment came in yet (a checkout underway, or a booking an admin confirmed by hand). */
export const awaitsPayment = (alias: string) => `${alias}.payment_status = ${quoted(['pending'])}`;

/** Cents received; null when nothing came in. */
const paidCents = (alias: string) =>
  `CASE WHEN ${isPaid(alias)} THEN COALESCE(${alias}.paid_amount, ${alias}.amount) END`;

/**
 * Cents refunded; null when nothing went back. A refund from before refunded_amount existed (a
 * late payment without a seat) counts in full.
 */
export const refundedCents = (alias: string) =>
  `CASE WHEN ${isRefunded(alias)} THEN COALESCE(${alias}.refunded_amount, ${alias}.paid_amount, ${alias}.amount) END`;

/** Paid minus refunded, in cents; the booking_daily_totals trigger counts the same. */
export const netRevenueCents = (alias: string) =>
  `(COALESCE(${paidCents(alias)}, 0) - COALESCE(${refundedCents(alias)}, 0))`;

/** A confirmed, listed booking: one of the course's participants. */
export const countsAsParticipant = (alias: string) =>
  `${alias}.deleted_at IS NULL AND ${hasBookingStatus(alias, 'confirmed')}`;

/** An unpaid checkout that keeps one of the course's seats until it is paid or runs out. */
export const holdsSeat = (alias: string) => `${alias}.holds_seat AND ${hasBookingStatus(alias, 'pending')}`;

/**
 * A booking made through a waitlist offer that used the offer up: still underway or confirmed, or
 * paid at some point (a refund later does not give the offer back).
 */
export const usedOffer = (alias: string) => `(${isLive(alias)} OR ${isPaid(alias)})`;

/** The person still has this booking: underway, confirmed, or paid and kept without a refund. */
export const isHeld = (alias: string) => `(${isLive(alias)} OR ${keepsPayment(alias)})`;
