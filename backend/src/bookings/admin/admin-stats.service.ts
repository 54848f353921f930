import { Injectable } from '@nestjs/common';
import { cancellationCheckDue, todayInBerlin, unpaidNeedsDecision } from '@mpb/domain';
import { Clock } from '../../core/clock/clock';
import { AdminBookingsRepository } from './admin-bookings.repository';
import { AdminStatsRepository, FiguresRow } from './admin-stats.repository';
import { AdminBookingFilter } from './dto/admin-booking.dto';
import { AdminStats } from './dto/admin-stats.dto';
import { daysBeforeStart } from './refund-policy';

/** Enough calendar days to hold 3 working days and a weekend; unpaidNeedsDecision picks the ones due. */
const UNPAID_LOOKAHEAD_DAYS = 7;

/** Every figures row but the last is a week's, so it has its start. */
type WeekFiguresRow = FiguresRow & { week_start: string };

/** The dashboard figures, computed in the database for the whole filter (never from a page of rows). */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly adminStats: AdminStatsRepository,
    private readonly adminBookings: AdminBookingsRepository,
    private readonly clock: Clock,
  ) {}

  async stats(filter: AdminBookingFilter): Promise<AdminStats> {
    const now = this.clock.now();
    // The figures read totals and unfolded changes in one snapshot, so folding alongside cannot change them.
    const today = todayInBerlin(now);
    const [rows, courseRows, unpaidRows] = await Promise.all([
      this.adminStats.weeklyFigures(filter, now),
      this.adminStats.upcomingCourseSeats(now),
      this.adminStats.unpaidBookingsStartingSoon(today, UNPAID_LOOKAHEAD_DAYS),
      this.adminBookings.foldDailyTotals(),
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
      unpaidBeforeStart: unpaidRows
        .filter((row) => unpaidNeedsDecision(today, row.course_date))
        .map((row) => ({
          bookingId: row.booking_id,
          invoiceId: row.invoice_id,
          invoiceNumber: row.invoice_number,
          buyerName: row.buyer_name,
          buyerCompany: row.buyer_company,
          participantName: row.customer_name,
          courseTitle: row.course_title,
          courseDate: row.course_date,
          amountCents: row.amount,
          dueDate: row.due_date,
        })),
    };
  }
}
