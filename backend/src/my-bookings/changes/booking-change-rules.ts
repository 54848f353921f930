import { HttpStatus } from '@nestjs/common';
import { Booking } from '../../bookings/booking.entity';
import { ApiError } from '../../core/http/api-error';
import { ChangeCourse } from './booking-changes.repository';

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
