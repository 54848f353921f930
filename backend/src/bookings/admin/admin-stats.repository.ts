import { courseOfferedSql } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { joinOrder } from '../../core/database/order-buyer';
import {
  awaitsPayment,
  countsAsParticipant,
  hasBookingStatus,
  holdsSeat,
  netRevenueCents,
} from '../../core/database/booking-predicates';
import { BOOKINGS_FROM, countsOnlyStatus, DAILY_TOTALS, whereOf } from './admin-bookings.repository';
import { Statement } from '../../core/database/statement';
import { isCancelled } from '../../invoices/invoice-predicates';
import { AdminBookingFilter } from './dto/admin-booking.dto';

const WEEKS = 12;

/** The last 12 Berlin weeks, oldest first, as local week starts; `$1` is the current time. */
const WEEKS_CTE = `weeks AS (
  SELECT generate_series(date_trunc('week', ($1::timestamptz AT TIME ZONE 'Europe/Berlin')) - interval '${WEEKS - 1} weeks',
                         date_trunc('week', ($1::timestamptz AT TIME ZONE 'Europe/Berlin')), interval '1 week') AS week_start)`;

/**
 * Rows (week_start, bookings, confirmed, pending, revenue): one per week of the last 12, then
 * one with a null week_start for the whole filter. Without a filter (or with the status only)
 * they come from the per-day totals kept by the bookings triggers, otherwise from the bookings.
 * @public `npm run bench -- admin` prints its plan.
 */
export function figuresStatement(filter: AdminBookingFilter, now: Date): Statement {
  const perDay = countsOnlyStatus(filter)
    ? {
        sql: `SELECT t.day, t.booking_status, sum(t.bookings)::int AS bookings, sum(t.revenue)::bigint AS revenue
                FROM ${DAILY_TOTALS} t
               WHERE $2::text IS NULL OR t.booking_status = $2 GROUP BY 1, 2`,
        params: [now, filter.booking_status ?? null],
      }
    : (() => {
        const where = whereOf(filter, now);
        return {
          sql: `SELECT (b.created_at AT TIME ZONE 'Europe/Berlin')::date AS day, b.booking_status, count(*)::int AS bookings, COALESCE(sum(${netRevenueCents('b')}), 0)::bigint AS revenue
                  ${BOOKINGS_FROM} ${where.sql} GROUP BY 1, 2`,
          params: where.params,
        };
      })();
  return {
    sql: `WITH ${WEEKS_CTE}, per_day AS (${perDay.sql}),
               per_week AS (SELECT date_trunc('week', day::timestamp) AS week_start, sum(bookings) AS bookings, sum(revenue) AS revenue FROM per_day GROUP BY 1)
          SELECT to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start, COALESCE(w.bookings, 0)::int AS bookings, 0 AS confirmed, 0 AS pending, COALESCE(w.revenue, 0)::bigint AS revenue
            FROM weeks LEFT JOIN per_week w ON w.week_start = weeks.week_start
          UNION ALL
          SELECT NULL, COALESCE(sum(bookings), 0)::int, COALESCE(sum(bookings) FILTER (WHERE ${hasBookingStatus('per_day', 'confirmed')}), 0)::int,
                 COALESCE(sum(bookings) FILTER (WHERE ${hasBookingStatus('per_day', 'pending')}), 0)::int, COALESCE(sum(revenue), 0)::bigint
            FROM per_day
          ORDER BY 1 NULLS LAST`,
    params: perDay.params,
  };
}

/**
 * The upcoming active courses with their seats: confirmed, held, offered to the waiting list, waiting.
 * @public `npm run bench -- admin` prints its plan.
 */
export function coursesStatement(now: Date): Statement {
  return {
    sql: `SELECT c.id, c.title, to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.start_time, 'HH24:MI') AS start_time, c.status, c.max_participants, c.available_spots,
                 (SELECT count(*)::int FROM bookings b WHERE b.course_id = c.id AND ${countsAsParticipant('b')}) AS confirmed,
                 (SELECT count(*)::int FROM bookings b WHERE b.course_id = c.id AND ${holdsSeat('b')}) AS held_bookings,
                 (SELECT count(*)::int FROM waitlist_entries w WHERE w.course_id = c.id AND w.status = 'offered') AS offered,
                 (SELECT count(*)::int FROM waitlist_entries w WHERE w.course_id = c.id AND w.status = 'waiting') AS waiting
            FROM courses c
           WHERE c.status = 'active' AND ${courseOfferedSql('c', '$1')}
           ORDER BY c.date, c.start_time LIMIT 50`,
    params: [now],
  };
}

/**
 * The unpaid bookings of the courses starting on one of the `$2` days from `$1` on. Only the
 * bookings of those courses are read (through their course, or the snapshot's date once the
 * course is gone), never all confirmed ones.
 * @public `npm run bench -- admin` prints its plan.
 */
export function unpaidStatement(today: string, days: number): Statement {
  const window = `BETWEEN $1::date AND $1::date + $2::int`;
  return {
    sql: `SELECT b.id AS booking_id, i.id AS invoice_id, i.number AS invoice_number, o.buyer_name, o.buyer_company,
                 b.customer_name, COALESCE(c.title, b.course_title) AS course_title,
                 to_char(COALESCE(c.date, b.course_date), 'YYYY-MM-DD') AS course_date, b.amount,
                 i.snapshot->'payment'->>'dueDate' AS due_date
            FROM (SELECT soon.* FROM courses starting JOIN bookings soon ON soon.course_id = starting.id WHERE starting.date ${window}
                  UNION ALL
                  SELECT gone.* FROM bookings gone WHERE gone.course_id IS NULL AND gone.course_date ${window}) b
            ${joinOrder('b')}
            LEFT JOIN courses c ON c.id = b.course_id
            LEFT JOIN LATERAL (SELECT i.id, i.number, i.snapshot FROM invoices i
                                JOIN invoice_seats seat ON seat.invoice_id = i.id
                                WHERE seat.booking_id = b.id AND i.kind = 'invoice'
                                  AND NOT ${isCancelled('i')}
                                ORDER BY i.issued_at DESC LIMIT 1) i ON true
           WHERE ${hasBookingStatus('b', 'confirmed')} AND ${awaitsPayment('b')} AND b.deleted_at IS NULL
             AND COALESCE(c.date, b.course_date) ${window}
           ORDER BY COALESCE(c.date, b.course_date), b.created_at, b.customer_name`,
    params: [today, days],
  };
}

/** A row of the figures statement: one per week (bigint revenue arrives as text), the last one for the whole filter. */
export interface FiguresRow {
  week_start: string | null;
  bookings: number;
  confirmed: number;
  pending: number;
  revenue: string;
}

/** A row of the courses statement. */
export interface CourseSeatsRow {
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

/** The dashboard's figures, computed in the database for the whole filter. */
@Injectable()
export class AdminStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  weeklyFigures(filter: AdminBookingFilter, now: Date): Promise<FiguresRow[]> {
    const figures = figuresStatement(filter, now);
    return this.dataSource.query<FiguresRow[]>(figures.sql, figures.params);
  }

  upcomingCourseSeats(now: Date): Promise<CourseSeatsRow[]> {
    const courses = coursesStatement(now);
    return this.dataSource.query<CourseSeatsRow[]>(courses.sql, courses.params);
  }

  /**
   * Confirmed bookings still owing their fee by transfer whose course starts on one of the next
   * `days` days from `today` (Berlin) on, with the invoice in force and the buyer; soonest first.
   */
  unpaidBookingsStartingSoon(today: string, days: number): Promise<UnpaidBookingRow[]> {
    const unpaid = unpaidStatement(today, days);
    return this.dataSource.query<UnpaidBookingRow[]>(unpaid.sql, unpaid.params);
  }
}

/** A booking the dashboard flags: its fee unpaid shortly before the course. */
export interface UnpaidBookingRow {
  booking_id: string;
  invoice_id: string | null;
  invoice_number: string | null;
  buyer_name: string;
  buyer_company: string | null;
  customer_name: string;
  course_title: string;
  course_date: string;
  amount: number;
  due_date: string | null;
}
