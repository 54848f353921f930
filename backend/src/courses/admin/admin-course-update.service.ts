import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { Clock } from '../../core/clock/clock';
import { runTransaction } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { EVENTS } from '../../core/queue/job-names';
import { OutboxService } from '../../core/queue/outbox.service';
import { WaitlistOffersService } from '../../waitlist/waitlist-offers.service';
import { AdminCourseCancellationService } from './admin-course-cancellation.service';
import { courseAudit, courseAuditView } from './admin-course-events';
import { lockCourseRow } from './admin-course-query';
import { accessChangeToMail, mailConfirmedParticipants, scheduleMoved } from './course-participant-news';
import { AdminCoursesService, refuseProblems, scheduleProblems, taxProblems } from './admin-courses.service';
import { AdminCourseRow, CourseCancellation, CourseFields, UpdateCourseRequest } from './dto/admin-course.dto';

function fieldsOf(row: AdminCourseRow): CourseFields {
  return {
    title: row.title,
    description: row.description,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    netPrice: row.net_price,
    grossPrice: row.gross_price,
    currency: row.currency,
    maxParticipants: row.max_participants,
    type: row.type,
    location: row.location,
    status: row.status,
    accessUrl: row.accessUrl,
    accessMeetingId: row.accessMeetingId,
    accessPasscode: row.accessPasscode,
    accessDialIn: row.accessDialIn,
    accessNote: row.accessNote,
    vatExempt: row.vatExempt,
    vatExemptionReference: row.vatExemptionReference,
  };
}

/**
 * 'Kurs bearbeiten': changes the fields the request names. A new max_participants moves
 * available_spots by the difference (never below what confirmed bookings and held seats take);
 * extra seats go to the waitlist first. Status 'cancelled' cancels the course: its waitlist
 * closes here, then every booking is ended and refunded in full (AdminCourseCancellationService).
 */
@Injectable()
export class AdminCourseUpdateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly courses: AdminCoursesService,
    private readonly cancellation: AdminCourseCancellationService,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly audit: AuditLogService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async update(
    id: string,
    request: UpdateCourseRequest,
    actor: AdminActor,
  ): Promise<AdminCourseRow & { cancellation?: CourseCancellation }> {
    const { after, removedWaitlistEntries } = await runTransaction(this.dataSource, (manager) =>
      this.change(manager, id, request, actor),
    );
    if (after.status !== 'cancelled') return after;
    const cancellation = await this.cancellation.endBookings(id, actor);
    return { ...(await this.courses.row(id)), cancellation: { ...cancellation, removedWaitlistEntries } };
  }

  private async change(manager: EntityManager, id: string, request: UpdateCourseRequest, actor: AdminActor) {
    const now = this.clock.now();
    const before = await lockCourseRow(manager, id, now);
    const current = fieldsOf(before);
    const next: CourseFields = { ...current, ...request };
    refuseProblems({ ...scheduleProblems(next, now, next.date !== current.date), ...taxProblems(next) });
    const taken = before.confirmed_count + before.held_count;
    if (next.maxParticipants < taken) {
      throw ApiError.conflict(
        `Aktualisierung fehlgeschlagen: Die maximale Teilnehmerzahl kann nicht unter ${taken} gesenkt werden ` +
          `(${before.confirmed_count} bestätigte Buchungen, ${before.held_count} gehaltene Plätze).`,
      );
    }
    const added = next.maxParticipants - current.maxParticipants;
    const moved = scheduleMoved(current, next);
    await manager.query(
      `UPDATE courses SET title = $2, description = $3, date = $4, start_time = $5, end_time = $6, net_price = $7,
              gross_price = $8, price = $8, currency = $9, max_participants = $10, type = $11, location = $12, status = $13,
              available_spots = GREATEST(available_spots + LEAST($14::int, 0), 0),
              access_url = $15, access_meeting_id = $16, access_passcode = $17, access_dial_in = $18, access_note = $19,
              schedule_sequence = schedule_sequence + $20::int, vat_exempt = $21, vat_exemption_reference = $22,
              updated_at = now()
        WHERE id = $1`,
      [
        id,
        next.title,
        next.description,
        next.date,
        next.startTime,
        next.endTime,
        next.netPrice,
        next.grossPrice,
        next.currency,
        next.maxParticipants,
        next.type,
        next.location,
        next.status,
        added,
        next.accessUrl,
        next.accessMeetingId,
        next.accessPasscode,
        next.accessDialIn,
        next.accessNote,
        moved ? 1 : 0,
        next.vatExempt,
        next.vatExempt ? next.vatExemptionReference : null,
      ],
    );
    // After the status change, so a course being cancelled offers nothing.
    if (added > 0) await this.waitlistOffers.seatsFreed(manager, id, added);
    const cancelling = current.status !== 'cancelled' && next.status === 'cancelled';
    const removedWaitlistEntries = cancelling ? await this.waitlistOffers.closeWaitlist(manager, id) : 0;
    await this.outbox.record(manager, EVENTS.courseChanged, { courseId: id });
    // A cancelled course's participants get the cancellation instead.
    if (next.status !== 'cancelled') {
      if (moved) {
        const previous = { courseDate: current.date, startTime: current.startTime, endTime: current.endTime };
        await mailConfirmedParticipants(manager, this.outbox, id, 'schedule-change', { previous });
      }
      if (accessChangeToMail(current, next, now))
        await mailConfirmedParticipants(manager, this.outbox, id, 'access-change');
    }

    const after = await this.courses.row(id, manager);
    await this.audit.record(
      courseAudit(actor, AUDIT_ACTIONS.courseUpdate, id, courseAuditView(before), courseAuditView(after)),
      manager,
    );
    if (cancelling) {
      await this.audit.record(
        courseAudit(
          actor,
          AUDIT_ACTIONS.courseCancel,
          id,
          { status: current.status, confirmed_count: before.confirmed_count },
          { status: 'cancelled', removed_waitlist_entries: removedWaitlistEntries },
        ),
        manager,
      );
    }
    return { after, removedWaitlistEntries };
  }
}
