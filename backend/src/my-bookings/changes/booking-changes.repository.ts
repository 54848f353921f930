import { Injectable } from '@nestjs/common';
import { courseOfferedSql, courseStartsAtSql } from '@mpb/domain';
import { DataSource, EntityManager } from 'typeorm';
import { Booking } from '../../bookings/booking.entity';
import { isLive } from '../../core/database/booking-predicates';

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

/**
 * What rebooking and naming a substitute read and write. Methods with an optional manager run in
 * the caller's transaction when given one.
 */
@Injectable()
export class BookingChangesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async course(
    courseId: string,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ChangeCourse | null> {
    const [course] = await this.courses(manager, now, 'id = $2', [courseId]);
    return course ?? null;
  }

  /** The dates that have not begun at `now`. */
  upcomingCourses(now: Date): Promise<ChangeCourse[]> {
    return this.courses(this.dataSource.manager, now, courseOfferedSql('', '$1'));
  }

  /** The courses matching `condition` (its parameters from $2 on), by date and start time. */
  private courses(
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

  /** Both course rows of a rebooking, by id (lock order: after the booking). */
  async lockCourses(manager: EntityManager, courseIds: string[]): Promise<void> {
    await manager.query(`SELECT id FROM courses WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [courseIds]);
  }

  /** Whether the address already has a live booking (pending or confirmed) of this course, other than `exceptId`. */
  async holdsBookingOf(manager: EntityManager, courseId: string, email: string, exceptId: string): Promise<boolean> {
    return (await this.coursesBookedBy([courseId], email, exceptId, manager)).has(courseId);
  }

  /** Those of `courseIds` where the address already has a live booking (pending or confirmed), other than `exceptId`. */
  async coursesBookedBy(
    courseIds: string[],
    email: string,
    exceptId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Set<string>> {
    if (!courseIds.length) return new Set();
    const rows: { course_id: string }[] = await manager.query(
      `SELECT DISTINCT course_id FROM bookings WHERE course_id = ANY($1::uuid[]) AND lower(customer_email) = $2
          AND id <> $3 AND ${isLive('bookings')} AND deleted_at IS NULL`,
      [courseIds, email.toLowerCase(), exceptId],
    );
    return new Set(rows.map((row) => row.course_id));
  }

  /** The booking's new course or participant. */
  async updateBooking(manager: EntityManager, bookingId: string, changes: Partial<Booking>): Promise<void> {
    await manager.update(Booking, { id: bookingId }, changes);
  }
}
