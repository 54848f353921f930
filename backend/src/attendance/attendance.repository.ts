import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Participant, ParticipantList } from './dto/participants.dto';
import { countsAsParticipant } from '../core/database/booking-predicates';
import { joinOrder } from '../core/database/order-buyer';

const STARTS_AT = `((c.date + c.start_time) AT TIME ZONE 'Europe/Berlin')`;

type ParticipantCourse = Omit<ParticipantList['course'], 'date_state'>;

/** A course date's confirmed bookings as its participant list and attendance read and write them. */
@Injectable()
export class AttendanceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The course date (not deleted), with whether attendance can be recorded at `now`. */
  async course(courseId: string, now: Date): Promise<ParticipantCourse | null> {
    const [course] = await this.dataSource.query<ParticipantCourse[]>(
      `SELECT c.id, c.title, to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.start_time, 'HH24:MI') AS start_time,
              to_char(c.end_time, 'HH24:MI') AS end_time, c.location, ${STARTS_AT} <= $2::timestamptz AS attendance_open
         FROM courses c WHERE c.id = $1 AND c.deleted_at IS NULL`,
      [courseId, now],
    );
    return course ?? null;
  }

  /**
   * Its confirmed participants, by name, with attendance and certificate: the one in force, else the last revoked.
   * Their company is their own, else their order's buyer's.
   */
  participants(courseId: string): Promise<Participant[]> {
    return this.dataSource.query<Participant[]>(
      `SELECT b.id AS booking_id, b.customer_name AS name, COALESCE(b.customer_company, o.buyer_company) AS company,
              b.customer_email AS email, b.customer_phone AS phone, b.created_at AS booked_at, b.amount, b.attendance,
              cert.number AS certificate_number, cert.issued_at AS certificate_issued_at, l.status AS certificate_mail,
              cert.revoked_at IS NOT NULL AS certificate_revoked
         FROM bookings b ${joinOrder('b')}
         LEFT JOIN LATERAL (
           SELECT number, issued_at, mail_key, revoked_at FROM certificates
            WHERE booking_id = b.id AND replaced_at IS NULL
            ORDER BY revoked_at IS NOT NULL, issued_at DESC LIMIT 1) cert ON true
         LEFT JOIN email_log l ON l.idempotency_key = cert.mail_key
        WHERE b.course_id = $1 AND ${countsAsParticipant('b')}
        ORDER BY lower(b.customer_name), b.created_at, b.id`,
      [courseId],
    );
  }

  /** Whether the course (not deleted) has started at `now`; null for none. */
  async started(manager: EntityManager, courseId: string, now: Date): Promise<boolean | null> {
    const [course] = await manager.query<{ started: boolean }[]>(
      `SELECT ((date + start_time) AT TIME ZONE 'Europe/Berlin') <= $2::timestamptz AS started
         FROM courses WHERE id = $1 AND deleted_at IS NULL`,
      [courseId, now],
    );
    return course ? course.started : null;
  }

  /** Locks the course's confirmed bookings, in id order (lock order: bookings first). */
  lockConfirmed(manager: EntityManager, courseId: string): Promise<{ id: string; attendance: string | null }[]> {
    return manager.query(
      `SELECT id, attendance FROM bookings
        WHERE course_id = $1 AND ${countsAsParticipant('bookings')}
        ORDER BY id FOR UPDATE`,
      [courseId],
    );
  }

  async setAttendance(manager: EntityManager, bookingId: string, attendance: string, at: Date): Promise<void> {
    await manager.query(`UPDATE bookings SET attendance = $2, attendance_recorded_at = $3 WHERE id = $1`, [
      bookingId,
      attendance,
      at,
    ]);
  }
}
