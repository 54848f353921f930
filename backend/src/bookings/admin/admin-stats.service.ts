import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock';
import { BOOKINGS_FROM, whereOf } from './admin-booking-query';
import { AdminBookingFilter } from './dto/admin-booking.dto';
import { AdminStats } from './dto/admin-stats.dto';
import { daysBeforeStart } from './refund-policy';

const WEEKS = 12;
const MIN_PARTICIPANTS = 3;
const CANCELLATION_CHECK_DAYS = 14;

/** Paid minus refunded, per booking, in cents (late-payment refunds before refunded_amount existed count in full). */
const NET_REVENUE = `(CASE WHEN b.payment_status IN ('paid', 'refunded', 'partially_refunded') THEN COALESCE(b.paid_amount, b.amount) ELSE 0 END
  - CASE WHEN b.payment_status IN ('refunded', 'partially_refunded') THEN COALESCE(b.refunded_amount, b.paid_amount, b.amount) ELSE 0 END)`;

/** The dashboard figures, computed in the database for the whole filter (never from a page of rows). */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async stats(filter: AdminBookingFilter): Promise<AdminStats> {
    const now = this.clock.now();
    const where = whereOf(filter, now);
    const [[totals], weekly, courses] = await Promise.all([
      this.dataSource.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE b.booking_status = 'confirmed')::int AS confirmed,
                count(*) FILTER (WHERE b.booking_status = 'pending')::int AS pending, COALESCE(sum(${NET_REVENUE}), 0)::bigint AS revenue
           ${BOOKINGS_FROM} ${where.sql}`,
        where.params,
      ),
      this.dataSource.query(
        `WITH weeks AS (
           SELECT generate_series(date_trunc('week', ($1::timestamptz AT TIME ZONE 'Europe/Berlin')) - interval '${WEEKS - 1} weeks',
                                  date_trunc('week', ($1::timestamptz AT TIME ZONE 'Europe/Berlin')), interval '1 week') AS week_start)
         SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start, count(b.id)::int AS bookings, COALESCE(sum(${NET_REVENUE}), 0)::bigint AS revenue
           FROM weeks LEFT JOIN (SELECT b.* ${BOOKINGS_FROM} ${where.sql}) b
             ON date_trunc('week', b.created_at AT TIME ZONE 'Europe/Berlin') = weeks.week_start
          GROUP BY weeks.week_start ORDER BY weeks.week_start`,
        where.params,
      ),
      this.dataSource.query(
        `SELECT c.id, c.title, to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.start_time, 'HH24:MI') AS start_time, c.max_participants, c.available_spots,
                (SELECT count(*)::int FROM bookings b WHERE b.course_id = c.id AND b.deleted_at IS NULL AND b.booking_status = 'confirmed') AS confirmed,
                (SELECT count(*)::int FROM bookings b WHERE b.course_id = c.id AND b.booking_status = 'pending' AND b.holds_seat) AS held_bookings,
                (SELECT count(*)::int FROM waitlist_entries w WHERE w.course_id = c.id AND w.status = 'offered') AS offered,
                (SELECT count(*)::int FROM waitlist_entries w WHERE w.course_id = c.id AND w.status = 'waiting') AS waiting
           FROM courses c
          WHERE c.status = 'active' AND ((c.date + c.start_time) AT TIME ZONE 'Europe/Berlin') > $1
          ORDER BY c.date, c.start_time LIMIT 50`,
        [now],
      ),
    ]);
    return {
      totalBookings: totals.total,
      confirmed: totals.confirmed,
      pending: totals.pending,
      revenueCents: Number(totals.revenue),
      weekly: weekly.map((row: any) => ({ weekStart: row.week_start, bookings: row.bookings, revenueCents: Number(row.revenue) })),
      courses: courses.map((row: any) => {
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
