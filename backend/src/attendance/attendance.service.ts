import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { AdminActor } from '../audit/admin-actor';
import { CertificateRevocationService } from '../certificates/certificate-revocation.service';
import { CertificatesRepository } from '../certificates/certificates.repository';
import { Clock } from '../core/clock/clock';
import { runTransaction } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { COURSE_NOT_FOUND_MESSAGE } from '../courses/course-messages';
import { RecordAttendanceRequest } from './dto/participants.dto';

const ATTENDANCE_BEFORE_START_MESSAGE =
  'Die Anwesenheit kann erst ab Kursbeginn erfasst werden. Der Kurs hat noch nicht begonnen.';
const PARTICIPANT_NOT_FOUND_MESSAGE = 'Teilnehmer nicht gefunden: nur bestätigte Buchungen dieses Termins.';

interface CourseStartRow {
  started: boolean;
}

/**
 * Attendance per confirmed booking, from the course's start on. Every change is audited with the
 * booking; each participant newly present without a certificate in force gets one (a new number
 * after a revoked one), mailed through the outbox in the same transaction. Marking someone absent
 * revokes their certificate and changes nothing about payment or refund: a no-show stays a
 * no-show under the terms.
 */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly certificates: CertificatesRepository,
    private readonly revocation: CertificateRevocationService,
    private readonly clock: Clock,
  ) {}

  async record(courseId: string, request: RecordAttendanceRequest, actor: AdminActor) {
    return runTransaction(this.dataSource, async (manager) => {
      const now = this.clock.now();
      const [course] = await manager.query<CourseStartRow[]>(
        `SELECT ((date + start_time) AT TIME ZONE 'Europe/Berlin') <= $2::timestamptz AS started
           FROM courses WHERE id = $1 AND deleted_at IS NULL`,
        [courseId, now],
      );
      if (!course) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
      if (!course.started) throw ApiError.conflict(ATTENDANCE_BEFORE_START_MESSAGE);

      const bookings: { id: string; attendance: string | null }[] = await manager.query(
        `SELECT id, attendance FROM bookings
          WHERE course_id = $1 AND booking_status = 'confirmed' AND deleted_at IS NULL
          ORDER BY id FOR UPDATE`,
        [courseId],
      );
      const byId = new Map(bookings.map((booking) => [booking.id, booking]));
      const wanted = request.all
        ? bookings.map((booking) => ({ bookingId: booking.id, attendance: request.all! }))
        : request.entries!;
      if (wanted.some((entry) => !byId.has(entry.bookingId))) throw ApiError.notFound(PARTICIPANT_NOT_FOUND_MESSAGE);

      let changed = 0;
      let certificatesIssued = 0;
      let certificatesRevoked = 0;
      for (const { bookingId, attendance } of wanted) {
        const before = byId.get(bookingId)!.attendance;
        if (before !== attendance) {
          await manager.query(`UPDATE bookings SET attendance = $2, attendance_recorded_at = $3 WHERE id = $1`, [
            bookingId,
            attendance,
            now,
          ]);
          await this.audit.record(
            {
              actorEmail: actor.email,
              ip: actor.ip,
              action: AUDIT_ACTIONS.bookingAttendance,
              entity: 'booking',
              entityId: bookingId,
              before: { attendance: before },
              after: { attendance },
            },
            manager,
          );
          changed += 1;
        }
        if (attendance === 'absent') {
          if (await this.revocation.revoke(manager, bookingId, 'absent', actor, now)) certificatesRevoked += 1;
          continue;
        }
        if (await this.certificates.current(manager, bookingId)) continue;
        const certificate = await this.certificates.issue(manager, bookingId);
        await this.certificates.requestMail(manager, certificate.id);
        certificatesIssued += 1;
      }
      return {
        changed,
        certificatesIssued,
        certificatesRevoked,
        message: attendanceMessage(changed, certificatesIssued, certificatesRevoked),
      };
    });
  }
}

function attendanceMessage(changed: number, issued: number, revoked: number): string {
  const parts = [changed ? 'Anwesenheit gespeichert' : 'Keine Änderungen'];
  if (issued) parts.push(`${issued} ${issued === 1 ? 'Zertifikat wird' : 'Zertifikate werden'} versendet`);
  if (revoked) parts.push(`${revoked} ${revoked === 1 ? 'Zertifikat' : 'Zertifikate'} widerrufen`);
  return parts.join(', ');
}
