import { Injectable } from '@nestjs/common';
import { cancellationCheckDue } from '@mpb/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock';
import { FOLD_TOTALS } from './admin-booking-query';
import { coursesStatement, figuresStatement } from './admin-stats-query';
import { AdminBookingFilter } from './dto/admin-booking.dto';
import { AdminStats } from './dto/admin-stats.dto';
import { daysBeforeStart } from './refund-policy';

/** A row of the figures statement: one per week (bigint revenue arrives as text), the last one for the whole filter. */
interface FiguresRow {
  week_start: string | null;
  bookings: number;
  confirmed: number;
  pending: number;
  revenue: string;
}

/** Every figures row but the last is a week's, so it has its start. */
type WeekFiguresRow = FiguresRow & { week_start: string };

/** A row of the courses statement. */
interface CourseSeatsRow {
  id: string;
  title: string;
  date: string;
  start_time: string;
  status: string;
  max_participants: number;
  available_spots: number;
  confirmed: number;
  held_bookings: number;
  offered: number;
  waiting: number;
}

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
      this.dataSource.query<FiguresRow[]>(figures.sql, figures.params),
      this.dataSource.query<CourseSeatsRow[]>(courses.sql, courses.params),
      this.dataSource.query(FOLD_TOTALS),
    ]);
    const totals = rows[rows.length - 1];
    const weekly = rows.slice(0, -1) as WeekFiguresRow[];
    return {
      totalBookings: totals.bookings,
      confirmed: totals.confirmed,
      pending: totals.pending,
      revenueCents: Number(totals.revenue),
      weekly: weekly.map((row) => ({
        weekStart: row.week_start,
        bookings: row.bookings,
        revenueCents: Number(row.revenue),
      })),
      courses: courseRows.map((row) => {
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
          cancellationCheck: cancellationCheckDue(row, now),
        };
      }),
    };
  }
}
