import { accessMailSentence, formatAmount, formatLongDate, formatTimeRange, type AccessMail } from '@mpb/domain';
import {
  buildCalendarEvent,
  CALENDAR_CONTENT_TYPE,
  type CourseAccess,
  type CourseSchedule,
  type PlaceholderValues,
  type SiteInfo,
} from '@mpb/emails';
import { MailAttachment } from './mail-message';
import { siteHostname } from './site-hostname';

/** What a booking e-mail shows. Date and times come from the course as it is now (it may have moved). */
export interface BookingMailData extends Required<CourseSchedule> {
  id: string;
  customerName: string;
  customerEmail: string;
  /** Who booked and paid, when a substitute took the seat (bookings.payer_*); null when the participant paid. */
  payerName?: string | null;
  payerEmail?: string | null;
  amountCents: number;
  /** Refunded in cents once a refund went through (all or part of the payment); null when none. */
  refundedCents?: number | null;
  /** An order paid on invoice: the refund owed (or made) by bank transfer in cents; null when none. */
  transferRefundCents?: number | null;
  bookingStatus: string;
  paymentStatus: string;
  confirmedAt: Date | null;
  deletedAt: Date | null;
  /** The course start as it is now (Europe/Berlin wall clock), as an instant. */
  startsAt?: Date;
  /** The course date's meeting access; only mailed to a confirmed participant. */
  access?: CourseAccess;
  /** The course's schedule revision, the calendar file's SEQUENCE. */
  calendarSequence?: number;
  /** A private customer's express request to start within the withdrawal period (§ 356 Abs. 4 BGB). */
  earlyStartRequestedAt?: Date | null;
  /** The terms version accepted at checkout; null for bookings made before it was recorded. */
  termsVersion?: string | null;
}

export function courseSchedule(booking: BookingMailData): CourseSchedule {
  const { courseTitle, courseDate, startTime, endTime, location } = booking;
  return { courseTitle, courseDate, startTime, endTime, location };
}

/**
 * The values for an admin template's `{{placeholders}}`. There is no self-service cancel page for
 * a paid booking (AGB: cancellations by e-mail), so cancel_url opens a prefilled e-mail.
 */
export function placeholderValues(booking: BookingMailData, site: SiteInfo): PlaceholderValues {
  return {
    customer_name: booking.customerName,
    booking_id: booking.id,
    course_title: booking.courseTitle,
    course_date: formatLongDate(booking.courseDate),
    course_time: formatTimeRange(booking.startTime, booking.endTime),
    course_location: booking.location,
    amount: formatAmount(booking.amountCents),
    cancel_url: cancelRequestUrl(site, booking.id),
  };
}

/** A prefilled e-mail asking to cancel the booking. */
export function cancelRequestUrl(site: SiteInfo, bookingId: string): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(`Stornierung Buchung ${bookingId}`)}`;
}

/**
 * The same .ics the React confirmation attaches (same UID, so calendars update rather than
 * duplicate), saying where the participant's access data stands.
 */
export function courseCalendarAttachment(booking: BookingMailData, site: SiteInfo, access: AccessMail): MailAttachment {
  const content = buildCalendarEvent({
    uid: `booking-${booking.id}@${siteHostname(site.url)}`,
    title: booking.courseTitle,
    date: booking.courseDate,
    startTime: booking.startTime,
    endTime: booking.endTime,
    location: booking.location,
    description: [
      `${booking.courseTitle}, ${formatLongDate(booking.courseDate)}, ${formatTimeRange(booking.startTime, booking.endTime)}`,
      `Buchungsnummer: ${booking.id}`,
      accessMailSentence(access),
      `Kontakt: ${site.phone}, ${site.email}`,
    ].join('\n'),
    url: site.url,
    organizer: { name: 'Medizinprodukteberater Zertifizierung', email: site.email },
    sequence: booking.calendarSequence,
  });
  return { filename: 'kurstermin.ics', content, contentType: CALENDAR_CONTENT_TYPE };
}
