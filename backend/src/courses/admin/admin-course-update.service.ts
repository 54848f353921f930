import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { Clock } from '../../core/clock/clock';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { BookingEmailKind, EVENTS } from '../../core/queue/job-names';
import { OutboxService } from '../../core/queue/outbox.service';
import { WaitlistOffersService } from '../../waitlist/waitlist-offers.service';
import { AdminCourseCancellationService } from './admin-course-cancellation.service';
import { courseAudit, courseAuditView } from './admin-course-events';
import { AdminCoursesRepository } from './admin-courses.repository';
import { accessChangeToMail, scheduleMoved } from './course-participant-news';
import { CourseBookingsRepository } from './course-bookings.repository';
import {
  AdminCoursesService,
  foundCourse,
  refuseProblems,
  scheduleProblems,
  taxProblems,
} from './admin-courses.service';
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
    private readonly transactions: TransactionRunner,
    private readonly courses: AdminCoursesService,
    private readonly courseRows: AdminCoursesRepository,
    private readonly bookings: CourseBookingsRepository,
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
    const { after, removedWaitlistEntries } = await this.transactions.run((manager) =>
      this.change(manager, id, request, actor),
    );
    if (after.status !== 'cancelled') return after;
    const cancellation = await this.cancellation.endBookings(id, actor);
    return { ...(await this.courses.row(id)), cancellation: { ...cancellation, removedWaitlistEntries } };
  }

  private async change(manager: EntityManager, id: string, request: UpdateCourseRequest, actor: AdminActor) {
    const now = this.clock.now();
    const before = foundCourse(await this.courseRows.lockRow(manager, id, now));
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
    await this.courseRows.update(manager, id, next, { addedSeats: added, moved });
    // After the status change, so a course being cancelled offers nothing.
    if (added > 0) await this.waitlistOffers.seatsFreed(manager, id, added);
    const cancelling = current.status !== 'cancelled' && next.status === 'cancelled';
    const removedWaitlistEntries = cancelling ? await this.waitlistOffers.closeWaitlist(manager, id) : 0;
    await this.outbox.record(manager, EVENTS.courseChanged, { courseId: id });
    // A cancelled course's participants get the cancellation instead.
    if (next.status !== 'cancelled') {
      if (moved) {
        const previous = { courseDate: current.date, startTime: current.startTime, endTime: current.endTime };
        await this.mailConfirmedParticipants(manager, id, 'schedule-change', { previous });
      }
      if (accessChangeToMail(current, next, now)) await this.mailConfirmedParticipants(manager, id, 'access-change');
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

  /**
   * One mail of the kind to every confirmed participant of the course, recorded as outbox events
   * (and so as owed mails) in the caller's transaction. Counts as confirmed_count does.
   */
  private async mailConfirmedParticipants(
    manager: EntityManager,
    courseId: string,
    kind: BookingEmailKind,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    for (const bookingId of await this.bookings.confirmedParticipantIds(manager, courseId)) {
      await this.outbox.record(manager, EVENTS.bookingEmailRequested, { bookingId, kind, ...extra });
    }
  }
}
