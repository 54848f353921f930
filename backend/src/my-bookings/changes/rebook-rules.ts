import { rebookOpen, REBOOK_DEADLINE_DAYS } from '@mpb/domain';
import { Booking } from '../../bookings/booking.entity';
import { courseStartOf } from './booking-change-rules';
import { ChangeCourse } from './booking-changes.repository';

/**
 * When 'Umbuchen' is refused (DECISIONS 31). The rebooking itself and the list of dates the
 * dialog offers both decide with the functions below, so the list never offers a date the
 * rebooking would refuse (seats apart: the rebooking takes one atomically).
 */
export const REBOOK_REFUSALS = {
  notConfirmed: 'Nur bestätigte Buchungen können umgebucht werden.',
  sameCourse: 'Sie sind für diesen Termin bereits angemeldet.',
  deadline: `Eine kostenfreie Umbuchung ist nur bis ${REBOOK_DEADLINE_DAYS} Tage vor Kursbeginn möglich.`,
  notBookable: 'Dieser Termin kann nicht mehr gebucht werden.',
  otherPrice: 'Online umbuchen können Sie nur auf einen Termin zum gleichen Preis.',
  alreadyBooked: 'Für diesen Termin besteht bereits eine Buchung auf Ihre E-Mail-Adresse.',
};

/** Why the booking cannot move to any date now (not confirmed, or too close to its start); null when it can. */
export function rebookClosedReason(booking: Booking, original: ChangeCourse | null, now: Date): string | null {
  if (booking.booking_status !== 'confirmed' || !booking.holds_seat) return REBOOK_REFUSALS.notConfirmed;
  if (!rebookOpen(courseStartOf(booking, original), now)) return REBOOK_REFUSALS.deadline;
  return null;
}

/**
 * Why the booking cannot move to `target`; null when it can. `bookedCourseIds` are the courses
 * where the participant's address already holds another live booking.
 */
export function rebookTargetRefusal(
  booking: Booking,
  target: ChangeCourse | null,
  bookedCourseIds: ReadonlySet<string>,
): string | null {
  if (target && target.id === booking.course_id) return REBOOK_REFUSALS.sameCourse;
  if (!target || target.status !== 'active' || !target.upcoming) return REBOOK_REFUSALS.notBookable;
  // The booking was priced on the course's gross price then; a discount it got stays with it.
  if (target.gross_price !== booking.original_amount) return REBOOK_REFUSALS.otherPrice;
  if (bookedCourseIds.has(target.id)) return REBOOK_REFUSALS.alreadyBooked;
  return null;
}
