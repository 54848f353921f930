import { Injectable } from '@nestjs/common';
import { DateState } from '@mpb/domain';
import { DataSource, EntityManager } from 'typeorm';
import { countsAsParticipant } from '../core/database/booking-predicates';
import { Statement } from '../core/database/statement';

/**
 * Where each course date stands, from its times and its confirmed participants: before the start
 * 'upcoming', until the end 'running'; then 'attendance_open' while a participant's attendance is
 * unrecorded, 'certificates_pending' while a present participant's certificate mail has not gone
 * out, 'certificates_sent' once all have; 'finished' without anyone present. Only an ended date
 * counts its participants: CASE runs the subquery for no other.
 */
const STATE_SQL = `
  SELECT c.id,
         CASE
           WHEN $2::timestamptz < ((c.date + c.start_time) AT TIME ZONE 'Europe/Berlin') THEN 'upcoming'
           WHEN $2::timestamptz < ((c.date + c.end_time) AT TIME ZONE 'Europe/Berlin') THEN 'running'
           ELSE (
             SELECT CASE
                      WHEN count(*) FILTER (WHERE b.attendance IS NULL) > 0 THEN 'attendance_open'
                      WHEN count(*) FILTER (WHERE b.attendance = 'present' AND cert.erased_at IS NULL
                                              AND (cert.id IS NULL OR l.status IS DISTINCT FROM 'sent')) > 0
                        THEN 'certificates_pending'
                      WHEN count(*) FILTER (WHERE b.attendance = 'present') > 0 THEN 'certificates_sent'
                      ELSE 'finished'
                    END
               FROM bookings b
               LEFT JOIN certificates cert ON cert.booking_id = b.id AND cert.replaced_at IS NULL AND cert.revoked_at IS NULL
               LEFT JOIN email_log l ON l.idempotency_key = cert.mail_key
              WHERE b.course_id = c.id AND ${countsAsParticipant('b')})
         END AS state
    FROM courses c
   WHERE c.id = ANY($1::uuid[])`;

/**
 * The states of the courses `courseIds` at `now`.
 * @public `npm run bench -- admin` prints its plan.
 */
export function dateStatesStatement(courseIds: string[], now: Date): Statement {
  return { sql: STATE_SQL, params: [courseIds, now] };
}

@Injectable()
export class DateStatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The state of each course date at `now`, by course id. */
  async of(
    courseIds: string[],
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, DateState>> {
    const ids = [...new Set(courseIds)];
    if (!ids.length) return new Map();
    const statement = dateStatesStatement(ids, now);
    const rows: { id: string; state: DateState }[] = await manager.query(statement.sql, statement.params);
    return new Map(rows.map((row) => [row.id, row.state]));
  }
}
