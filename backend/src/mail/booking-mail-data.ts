import { accessMailSentence, formatAmount, formatLongDate, formatTimeRange, type AccessMail } from '@mpb/domain';
import {
  buildCalendarEvent,
  CALENDAR_CONTENT_TYPE,
  type CourseAccess,
  type CourseSchedule,
  type PlaceholderValues,
  type SiteInfo,
} from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { MailAttachment } from './mail-transport.service';

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

/** The booking joined with its course, as PostgreSQL returns it. */
interface BookingMailRow {
  id: string;
  customer_name: string;
  customer_email: string;
  payer_name: string | null;
  payer_email: string | null;
  amount: number;
  booking_status: string;
  payment_status: string;
  confirmed_at: Date | null;
  deleted_at: Date | null;
  early_start_requested_at: Date | null;
  terms_version: string | null;
  refunded_cents: number | null;
  course_title: string;
  course_date: string;
  start_time: string;
  end_time: string;
  location: string;
  starts_at: Date;
  access_url: string | null;
  access_meeting_id: string | null;
  access_passcode: string | null;
  access_dial_in: string | null;
  access_note: string | null;
  schedule_sequence: number;
}

export async function loadBookingMailData(manager: EntityManager, bookingId: string): Promise<BookingMailData | null> {
  const [row] = await manager.query<BookingMailRow[]>(
    `SELECT b.id, b.customer_name, b.customer_email, b.payer_name, b.payer_email, b.amount, b.booking_status, b.payment_status, b.confirmed_at, b.deleted_at,
            b.early_start_requested_at, b.terms_version,
            CASE WHEN b.payment_status IN ('refunded', 'partially_refunded') THEN COALESCE(b.refunded_amount, b.paid_amount, b.amount) END AS refunded_cents,
            b.course_title,
            to_char(COALESCE(c.date, b.course_date), 'YYYY-MM-DD') AS course_date,
            to_char(COALESCE(c.start_time, b.course_start_time), 'HH24:MI') AS start_time,
            to_char(COALESCE(c.end_time, b.course_end_time), 'HH24:MI') AS end_time,
            COALESCE(c.location, 'Live Online Webinar') AS location,
            ((COALESCE(c.date, b.course_date) + COALESCE(c.start_time, b.course_start_time)) AT TIME ZONE 'Europe/Berlin') AS starts_at,
            c.access_url, c.access_meeting_id, c.access_passcode, c.access_dial_in, c.access_note,
            COALESCE(c.schedule_sequence, 0) + b.calendar_sequence_offset AS schedule_sequence
       FROM bookings b LEFT JOIN courses c ON c.id = b.course_id
      WHERE b.id = $1`,
    [bookingId],
  );
  if (!row) return null;
  return {
    id: row.id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    payerName: row.payer_name,
    payerEmail: row.payer_email,
    amountCents: row.amount,
    refundedCents: row.refunded_cents,
    bookingStatus: row.booking_status,
    paymentStatus: row.payment_status,
    confirmedAt: row.confirmed_at,
    deletedAt: row.deleted_at,
    courseTitle: row.course_title,
    courseDate: row.course_date,
    startTime: row.start_time,
    endTime: row.end_time,
    location: row.location,
    startsAt: row.starts_at,
    access: {
      url: row.access_url,
      meetingId: row.access_meeting_id,
      passcode: row.access_passcode,
      dialIn: row.access_dial_in,
      note: row.access_note,
    },
    calendarSequence: row.schedule_sequence,
    earlyStartRequestedAt: row.early_start_requested_at,
    termsVersion: row.terms_version,
  };
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
  let host = 'localhost';
  try {
    host = new URL(site.url).hostname;
  } catch {
    // keep localhost
  }
  const content = buildCalendarEvent({
    uid: `booking-${booking.id}@${host}`,
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
