import { Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { AdminActor } from '../audit/admin-actor';
import { CertificateRevocationService } from '../certificates/certificate-revocation.service';
import { CertificatesRepository } from '../certificates/certificates.repository';
import { Clock } from '../core/clock/clock';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { COURSE_NOT_FOUND_MESSAGE } from '../courses/course-messages';
import { AttendanceRepository } from './attendance.repository';
import { DateStatesRepository } from '../courses/date-states.repository';
import { ParticipantList, RecordAttendanceRequest } from './dto/participants.dto';

const ATTENDANCE_BEFORE_START_MESSAGE =
  'Die Anwesenheit kann erst ab Kursbeginn erfasst werden. Der Kurs hat noch nicht begonnen.';
const PARTICIPANT_NOT_FOUND_MESSAGE = 'Teilnehmer nicht gefunden: nur bestätigte Buchungen dieses Termins.';

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
    private readonly attendance: AttendanceRepository,
    private readonly dateStates: DateStatesRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditLogService,
    private readonly certificates: CertificatesRepository,
    private readonly revocation: CertificateRevocationService,
    private readonly clock: Clock,
  ) {}

  /** A course date's confirmed participants, by name, with attendance and certificate; 404 for an unknown date. */
  async participantList(courseId: string): Promise<ParticipantList> {
    const now = this.clock.now();
    const course = await this.attendance.course(courseId, now);
    if (!course) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
    const [participants, states] = await Promise.all([
      this.attendance.participants(courseId),
      this.dateStates.of([courseId], now),
    ]);
    return { course: { ...course, date_state: states.get(courseId)! }, participants };
  }

  async record(courseId: string, request: RecordAttendanceRequest, actor: AdminActor) {
    return this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const started = await this.attendance.started(manager, courseId, now);
      if (started === null) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
      if (!started) throw ApiError.conflict(ATTENDANCE_BEFORE_START_MESSAGE);

      const bookings = await this.attendance.lockConfirmed(manager, courseId);
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
          await this.attendance.setAttendance(manager, bookingId, attendance, now);
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
