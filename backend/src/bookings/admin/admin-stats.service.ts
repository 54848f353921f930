import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock';
import { FOLD_TOTALS } from './admin-booking-query';
import { coursesStatement, figuresStatement } from './admin-stats-query';
import { AdminBookingFilter } from './dto/admin-booking.dto';
import { AdminStats } from './dto/admin-stats.dto';
import { daysBeforeStart } from './refund-policy';

const MIN_PARTICIPANTS = 3;
const CANCELLATION_CHECK_DAYS = 14;

/** The dashboard figures, computed in the database for the whole filter (never from a page of rows). */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async stats(filter: AdminBookingFilter): Promise<AdminStats> {
    const now = this.clock.now();
    const figures = figuresStatement(filter, now);
    const courses = coursesStatement(now);
    // The figures read totals and unfolded changes in one snapshot, so folding alongside cannot change them.
    const [rows, courseRows] = await Promise.all([
      this.dataSource.query(figures.sql, figures.params),
      this.dataSource.query(courses.sql, courses.params),
      this.dataSource.query(FOLD_TOTALS),
    ]);
    const totals = rows.at(-1);
    const weekly = rows.slice(0, -1);
    return {
      totalBookings: totals.bookings,
      confirmed: totals.confirmed,
      pending: totals.pending,
      revenueCents: Number(totals.revenue),
      weekly: weekly.map((row: any) => ({
        weekStart: row.week_start,
        bookings: row.bookings,
        revenueCents: Number(row.revenue),
      })),
      courses: courseRows.map((row: any) => {
        const days = daysBeforeStart(row.date, now);
        return {
          courseId: row.id,
          title: row.title,
          date: row.date,
          startTime: row.start_time,
          maxParticipants: row.max_participants,
          confirmed: row.confirmed,
          held: row.held_bookings + row.offered,
          free: row.available_spots,
          waiting: row.waiting,
          daysBeforeStart: days,
          cancellationCheck: row.confirmed < MIN_PARTICIPANTS && days <= CANCELLATION_CHECK_DAYS,
        };
      }),
    };
  }
}
