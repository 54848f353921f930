import { Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { PendingBookingClosureService } from '../../bookings/pending-booking-closure.service';
import { Clock } from '../../core/clock/clock';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { EVENTS } from '../../core/queue/job-names';
import { OutboxService } from '../../core/queue/outbox.service';
import { WaitlistOffersService } from '../../waitlist/waitlist-offers.service';
import { courseAudit, courseAuditView } from './admin-course-events';
import { AdminCoursesRepository } from './admin-courses.repository';
import { foundCourse } from './admin-courses.service';
import { CourseBookingsRepository } from './course-bookings.repository';

const DELETE_CONFIRMED_MESSAGE =
  'Löschen fehlgeschlagen: Der Kurs hat bestätigte Buchungen. Stornieren Sie diese zuerst oder sagen Sie den Kurs ab.';

/**
 * 'Löschen' (001 §5: only without confirmed bookings). The waitlist closes and the course goes at
 * once: removed when no booking refers to it, otherwise only hidden (deleted_at), so cancelled
 * and failed bookings keep their course for accounting. Hidden first, so no checkout or waitlist
 * sign-up can start meanwhile; then its open checkouts are closed and their holds ended.
 */
@Injectable()
export class AdminCourseDeletionService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly courses: AdminCoursesRepository,
    private readonly bookings: CourseBookingsRepository,
    private readonly pendingClosure: PendingBookingClosureService,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly audit: AuditLogService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async delete(id: string, actor: AdminActor): Promise<{ keptForAccounting: boolean }> {
    const keptForAccounting = await this.transactions.run(async (manager) => {
      const before = foundCourse(await this.courses.lockRow(manager, id, this.clock.now()));
      if ((await this.bookings.countConfirmed(manager, id)) > 0) throw ApiError.conflict(DELETE_CONFIRMED_MESSAGE);
      const removedWaitlistEntries = await this.waitlistOffers.closeWaitlist(manager, id);
      const referenced = await this.courses.isReferenced(manager, id);
      const deletedAt = this.clock.now();
      if (referenced) await this.courses.hide(manager, id, deletedAt);
      else await this.courses.delete(manager, id);
      const after = {
        deleted_at: deletedAt,
        kept_for_accounting: referenced,
        removed_waitlist_entries: removedWaitlistEntries,
      };
      await this.audit.record(
        courseAudit(actor, AUDIT_ACTIONS.courseDelete, id, courseAuditView(before), after),
        manager,
      );
      await this.outbox.record(manager, EVENTS.courseChanged, { courseId: id });
      return referenced;
    });
    if (keptForAccounting) await this.endOpenCheckouts(id, actor);
    return { keptForAccounting };
  }

  /** A checkout paid just while its session was being closed is confirmed: then the course comes back. */
  private async endOpenCheckouts(id: string, actor: AdminActor): Promise<void> {
    for (const bookingId of await this.bookings.pendingIds(id)) await this.pendingClosure.endPending(bookingId, actor);
    const restored = await this.transactions.run(async (manager) => {
      if ((await this.bookings.countConfirmed(manager, id)) === 0) return false;
      // Released holds of the hidden course gave no seat back: count the seats afresh.
      await this.courses.restoreHidden(manager, id);
      await this.audit.record(
        courseAudit(
          actor,
          AUDIT_ACTIONS.courseDelete,
          id,
          { deleted_at: 'set' },
          { deleted_at: null, restored: 'paid_during_delete' },
        ),
        manager,
      );
      await this.outbox.record(manager, EVENTS.courseChanged, { courseId: id });
      return true;
    });
    if (restored) throw ApiError.conflict(DELETE_CONFIRMED_MESSAGE);
  }
}
