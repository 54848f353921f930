import { EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error';
import { COURSE_NOT_FOUND_MESSAGE } from '../courses/course-messages';
import { dateStates } from './date-state';
import { Participant, ParticipantList } from './dto/participants.dto';

const STARTS_AT = `((c.date + c.start_time) AT TIME ZONE 'Europe/Berlin')`;

type ParticipantCourseRow = Omit<ParticipantList['course'], 'date_state'>;

/** A course date's confirmed participants, by name, with attendance and certificate: the one in force, else the last revoked. */
export async function participantList(manager: EntityManager, courseId: string, now: Date): Promise<ParticipantList> {
  const [course] = await manager.query<ParticipantCourseRow[]>(
    `SELECT c.id, c.title, to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.start_time, 'HH24:MI') AS start_time,
            to_char(c.end_time, 'HH24:MI') AS end_time, c.location, ${STARTS_AT} <= $2::timestamptz AS attendance_open
       FROM courses c WHERE c.id = $1 AND c.deleted_at IS NULL`,
    [courseId, now],
  );
  if (!course) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
  const [participants, states] = await Promise.all([
    manager.query<Participant[]>(
      `SELECT b.id AS booking_id, b.customer_name AS name, b.customer_company AS company, b.customer_email AS email,
              b.customer_phone AS phone, b.created_at AS booked_at, b.amount, b.attendance,
              cert.number AS certificate_number, cert.issued_at AS certificate_issued_at, l.status AS certificate_mail,
              cert.revoked_at IS NOT NULL AS certificate_revoked
         FROM bookings b
         LEFT JOIN LATERAL (
           SELECT number, issued_at, mail_key, revoked_at FROM certificates
            WHERE booking_id = b.id AND replaced_at IS NULL
            ORDER BY revoked_at IS NOT NULL, issued_at DESC LIMIT 1) cert ON true
         LEFT JOIN email_log l ON l.idempotency_key = cert.mail_key
        WHERE b.course_id = $1 AND b.booking_status = 'confirmed' AND b.deleted_at IS NULL
        ORDER BY lower(b.customer_name), b.created_at, b.id`,
      [courseId],
    ),
    dateStates(manager, [courseId], now),
  ]);
  return { course: { ...course, date_state: states.get(courseId)! }, participants };
}
