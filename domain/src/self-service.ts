import { courseStartsAt, type CourseStart } from './course-offer';
import { todayInBerlin } from './dates';
import { FULL_REFUND_DAYS, refundCentsFor, refundRuleFor, type RefundRule } from './refund-terms';

/**
 * What a participant may do in 'Meine Buchungen' (DECISIONS 31, AGB): cancel by the terms or,
 * as a private customer, withdraw; rebook free of charge up to REBOOK_DEADLINE_DAYS before the
 * original start; name a substitute until the start. The server decides with these functions and
 * the page shows what they allow.
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;
export const REBOOK_DEADLINE_DAYS = FULL_REFUND_DAYS;
/** A booking mail's sign-in link to 'Meine Buchungen' works until this many days after the course. */
export const BOOKING_MAIL_LINK_DAYS = 30;

const DAY_MS = 86_400_000;

/** Calendar days from today to the course date, both in Europe/Berlin; negative once its day passed. */
export function daysBeforeCourse(courseDate: string, now: Date): number {
  const today = todayInBerlin(now);
  return Math.round((Date.parse(`${courseDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export interface SelfServiceBooking {
  customerType: 'private' | 'business';
  /** When the contract was made (the booking was created). */
  bookedAt: Date;
  course: CourseStart;
}

/** § 355 BGB: a private customer may withdraw within 14 days of booking, as long as the course has not begun. */
export function withdrawalOpen(booking: SelfServiceBooking, now: Date): boolean {
  return (
    booking.customerType === 'private' &&
    now.getTime() < booking.bookedAt.getTime() + WITHDRAWAL_PERIOD_DAYS * DAY_MS &&
    now.getTime() < courseStartsAt(booking.course).getTime()
  );
}

export type SelfCancellationBasis = 'withdrawal' | RefundRule;

/** The refund a self-service cancellation gives today: the withdrawal's full amount, else the terms' band. */
export function selfCancellationRefund(
  booking: SelfServiceBooking,
  paidCents: number,
  now: Date,
): { basis: SelfCancellationBasis; refundCents: number; daysBeforeStart: number } {
  const daysBeforeStart = daysBeforeCourse(booking.course.date, now);
  if (withdrawalOpen(booking, now)) return { basis: 'withdrawal', refundCents: paidCents, daysBeforeStart };
  const rule = refundRuleFor(daysBeforeStart);
  return { basis: rule, refundCents: refundCentsFor(rule, paidCents), daysBeforeStart };
}

/** Rebooking to another date is free up to REBOOK_DEADLINE_DAYS calendar days before the original start. */
export function rebookOpen(course: CourseStart, now: Date): boolean {
  return daysBeforeCourse(course.date, now) >= REBOOK_DEADLINE_DAYS;
}

/** A substitute can be named until the course starts. */
export function substituteOpen(course: CourseStart, now: Date): boolean {
  return now.getTime() < courseStartsAt(course).getTime();
}

/**
 * Cancelling, rebooking, naming a substitute and the receipt stay with whoever paid (DECISIONS 34:
 * the buyer manages the booking); a substitute the payer named only takes part.
 */
export const PAYER_ONLY_MESSAGES = {
  change: 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.',
  receipt: 'Den Zahlungsbeleg erhält nur die Person, die die Buchung bezahlt hat.',
} as const;

/** Whether the address takes part in a booking that someone else (its payer_email) paid for. */
export function paidBySomeoneElse(payerEmail: string | null, email: string): boolean {
  return payerEmail !== null && payerEmail.trim().toLowerCase() !== email.trim().toLowerCase();
}

/**
 * § 356 Abs. 4 BGB: a private customer booking a date that starts within the withdrawal period
 * must expressly request the early start; the booking dialog asks only then.
 */
export function earlyStartRequestNeeded(course: CourseStart, now: Date): boolean {
  return courseStartsAt(course).getTime() < now.getTime() + WITHDRAWAL_PERIOD_DAYS * DAY_MS;
}
