import { Injectable } from '@nestjs/common';
import { ACCESS_LEAD_HOURS, berlinInstantSql } from '@mpb/domain';
import { DataSource } from 'typeorm';
import { reminderKey } from '../mail/access-mails.repository';
import { countsAsParticipant } from '../core/database/booking-predicates';

interface DueReminder {
  bookingId: string;
  courseStartsAt: Date;
  idempotencyKey: string;
}

// The course as it is now (it may have moved), else the booking's snapshot; wall-clock time in Berlin.
const COURSE_STARTS_AT = berlinInstantSql(
  'COALESCE(c.date, b.course_date)',
  'COALESCE(c.start_time, b.course_start_time)',
);

/** The bookings due a reminder, and the reminders the e-mail log already holds. */
@Injectable()
export class ReminderRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Confirmed, not deleted bookings whose course starts within the next 24 hours and has not
   * started yet, without a reminder for that start. Running late (worker down at the 24-hour
   * mark) still finds them, as long as the course has not begun.
   */
  async findDue(now: Date): Promise<DueReminder[]> {
    const rows: { booking_id: string; starts_at: Date }[] = await this.dataSource.query(
      `SELECT b.id AS booking_id, ${COURSE_STARTS_AT} AS starts_at
         FROM bookings b LEFT JOIN courses c ON c.id = b.course_id
        WHERE ${countsAsParticipant('b')}
          AND (c.id IS NULL OR c.status <> 'cancelled')
          AND ${COURSE_STARTS_AT} > $1
          AND ${COURSE_STARTS_AT} <= $1 + make_interval(hours => $2)
        ORDER BY starts_at, b.id`,
      [now, ACCESS_LEAD_HOURS],
    );
    const candidates = rows.map((row) => ({
      bookingId: row.booking_id,
      courseStartsAt: row.starts_at,
      idempotencyKey: reminderKey(row.booking_id, row.starts_at),
    }));
    if (!candidates.length) return [];
    const handled: { idempotency_key: string }[] = await this.dataSource.query(
      `SELECT idempotency_key FROM email_log WHERE idempotency_key = ANY($1::text[])`,
      [candidates.map((candidate) => candidate.idempotencyKey)],
    );
    const done = new Set(handled.map((row) => row.idempotency_key));
    return candidates.filter((candidate) => !done.has(candidate.idempotencyKey));
  }

  /** The booking's course start now, or null when it no longer gets reminders (cancelled, deleted). */
  async currentCourseStart(bookingId: string): Promise<Date | null> {
    const [row]: { starts_at: Date }[] = await this.dataSource.query(
      `SELECT ${COURSE_STARTS_AT} AS starts_at
         FROM bookings b LEFT JOIN courses c ON c.id = b.course_id
        WHERE b.id = $1 AND ${countsAsParticipant('b')}
          AND (c.id IS NULL OR c.status <> 'cancelled')`,
      [bookingId],
    );
    return row?.starts_at ?? null;
  }
}
