import { HttpStatus } from '@nestjs/common';
import { courseOfferedSql, courseStartsAtSql } from '@mpb/domain';
import { EntityManager } from 'typeorm';
import { Booking } from '../../bookings/booking.entity';
import { ApiError } from '../../core/http/api-error';

/** The operator's phone and address, as configured at run time (DECISIONS 15, 29). */
export interface ContactData {
  phone: string;
  email: string;
}

/** A change the terms do not allow online: 409, with how to reach the operator instead. */
export function contactUs(reason: string, contact: ContactData): ApiError {
  return new ApiError(
    HttpStatus.CONFLICT,
    `${reason} Bitte kontaktieren Sie uns: Telefon ${contact.phone}, E-Mail ${contact.email}.`,
  );
}

/** A course as a booking change reads it (under the caller's row lock when it holds one). */
export interface ChangeCourse {
  id: string;
  title: string;
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  gross_price: number;
  status: string;
  schedule_sequence: number;
  available_spots: number;
  starts_at: Date;
  /** Not started yet at the given time. */
  upcoming: boolean;
  access_url: string | null;
  access_meeting_id: string | null;
  access_passcode: string | null;
  access_dial_in: string | null;
  access_note: string | null;
}

export async function loadChangeCourse(
  manager: EntityManager,
  courseId: string,
  now: Date,
): Promise<ChangeCourse | null> {
  const [course] = await loadChangeCourses(manager, now, 'id = $2', [courseId]);
  return course ?? null;
}

/** The courses matching `condition` (its parameters from $2 on), by date and start time. */
export function loadChangeCourses(
  manager: EntityManager,
  now: Date,
  condition: string,
  parameters: unknown[] = [],
): Promise<ChangeCourse[]> {
  return manager.query(
    `SELECT id, title, to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start_time,
            to_char(end_time, 'HH24:MI') AS end_time, location, gross_price, status, schedule_sequence,
            available_spots, ${courseStartsAtSql()} AS starts_at, ${courseOfferedSql('', '$1')} AS upcoming,
            access_url, access_meeting_id, access_passcode, access_dial_in, access_note
       FROM courses WHERE deleted_at IS NULL AND (${condition}) ORDER BY date, start_time, id`,
    [now, ...parameters],
  );
}

/** When the booking's course starts: the course as it is now, else the booking's snapshot. */
export function courseStartOf(booking: Booking, course: ChangeCourse | null): { date: string; start_time: string } {
  return course ?? { date: booking.course_date, start_time: booking.course_start_time };
}

/** The meeting access of a course. */
export function accessOf(course: ChangeCourse) {
  return {
    url: course.access_url,
    meetingId: course.access_meeting_id,
    passcode: course.access_passcode,
    dialIn: course.access_dial_in,
    note: course.access_note,
  };
}

/** Whether the address already has a live booking (pending or confirmed) of this course, other than `exceptId`. */
export async function holdsBookingOf(
  manager: EntityManager,
  courseId: string,
  email: string,
  exceptId: string,
): Promise<boolean> {
  return (await coursesBookedBy(manager, [courseId], email, exceptId)).has(courseId);
}

/** Those of `courseIds` where the address already has a live booking (pending or confirmed), other than `exceptId`. */
export async function coursesBookedBy(
  manager: EntityManager,
  courseIds: string[],
  email: string,
  exceptId: string,
): Promise<Set<string>> {
  if (!courseIds.length) return new Set();
  const rows: { course_id: string }[] = await manager.query(
    `SELECT DISTINCT course_id FROM bookings WHERE course_id = ANY($1::uuid[]) AND lower(customer_email) = $2
        AND id <> $3 AND booking_status IN ('pending', 'confirmed') AND deleted_at IS NULL`,
    [courseIds, email.toLowerCase(), exceptId],
  );
  return new Set(rows.map((row) => row.course_id));
}
