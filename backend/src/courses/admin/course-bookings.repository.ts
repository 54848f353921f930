import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { activeBooking } from '../../bookings/active-booking';
import { Booking } from '../../bookings/booking.entity';
import { countsAsParticipant, hasBookingStatus } from '../../core/database/booking-predicates';

interface CountRow {
  count: number;
}

/** A course's bookings as cancelling, deleting and changing the course reads them. */
@Injectable()
export class CourseBookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The course's bookings in a state that were not removed, oldest first. */
  async idsWithStatus(courseId: string, status: 'pending' | 'confirmed'): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings WHERE course_id = $1 AND booking_status = $2 AND deleted_at IS NULL ORDER BY created_at`,
      [courseId, status],
    );
    return rows.map((row) => row.id);
  }

  /** The course's open checkouts, removed ones included. */
  async pendingIds(courseId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings WHERE course_id = $1 AND ${hasBookingStatus('bookings', 'pending')}`,
      [courseId],
    );
    return rows.map((row) => row.id);
  }

  activeBooking(id: string): Promise<Booking> {
    return activeBooking(this.dataSource.manager, id);
  }

  async countConfirmed(manager: EntityManager, courseId: string): Promise<number> {
    const [{ count }] = await manager.query<CountRow[]>(
      `SELECT count(*)::int AS count FROM bookings WHERE course_id = $1 AND ${hasBookingStatus('bookings', 'confirmed')}`,
      [courseId],
    );
    return count;
  }

  /** The bookings of the confirmed participants, counted as confirmed_count counts them. */
  async confirmedParticipantIds(manager: EntityManager, courseId: string): Promise<string[]> {
    const bookings: { id: string }[] = await manager.query(
      `SELECT id FROM bookings
        WHERE course_id = $1 AND ${countsAsParticipant('bookings')} AND holds_seat
        ORDER BY id`,
      [courseId],
    );
    return bookings.map((booking) => booking.id);
  }
}
