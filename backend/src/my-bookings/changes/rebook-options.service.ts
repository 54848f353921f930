import { Injectable } from '@nestjs/common';
import { Clock } from '../../core/clock/clock';
import { MyBookingsRepository } from '../my-bookings.repository';
import { payersBooking } from '../owned-booking';
import { BookingChangesRepository } from './booking-changes.repository';
import { RebookOptions } from './dto/booking-changes.dto';
import { rebookClosedReason, rebookTargetRefusal } from './rebook-rules';

/** The dates the 'Umbuchen' dialog offers: those the rebooking would accept now and that have a free seat. */
@Injectable()
export class RebookOptionsService {
  constructor(
    private readonly bookings: MyBookingsRepository,
    private readonly changes: BookingChangesRepository,
    private readonly clock: Clock,
  ) {}

  async options(bookingId: string, email: string): Promise<RebookOptions> {
    const now = this.clock.now();
    const booking = await payersBooking(this.bookings, bookingId, email);
    const original = booking.course_id ? await this.changes.course(booking.course_id, now) : null;
    const closedReason = rebookClosedReason(booking, original, now);
    if (closedReason) return { options: [], closedReason };

    // Dates that have begun never qualify; the rules decide about the rest.
    const upcoming = await this.changes.upcomingCourses(now);
    const booked = await this.changes.coursesBookedBy(
      upcoming.map((course) => course.id),
      booking.customer_email,
      booking.id,
    );
    const options = upcoming
      .filter((course) => course.available_spots > 0 && !rebookTargetRefusal(booking, course, booked))
      .map((course) => ({
        courseId: course.id,
        title: course.title,
        date: course.date,
        startTime: course.start_time,
        endTime: course.end_time,
        availableSpots: course.available_spots,
      }));
    return { options, closedReason: null };
  }
}
