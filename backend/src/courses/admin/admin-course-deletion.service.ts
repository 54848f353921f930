import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { PendingBookingClosureService } from '../../bookings/pending-booking-closure.service';
import { Clock } from '../../core/clock/clock';
import { runTransaction } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { EVENTS } from '../../core/queue/job-names';
import { OutboxService } from '../../core/queue/outbox.service';
import { WaitlistOffersService } from '../../waitlist/waitlist-offers.service';
import { courseAudit, courseAuditView } from './admin-course-events';
import { lockCourseRow } from './admin-course-query';

interface ReferencedRow {
  referenced: boolean;
}

interface CountRow {
  count: number;
}

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
    private readonly dataSource: DataSource,
    private readonly pendingClosure: PendingBookingClosureService,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly audit: AuditLogService,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async delete(id: string, actor: AdminActor): Promise<{ keptForAccounting: boolean }> {
    const keptForAccounting = await runTransaction(this.dataSource, async (manager) => {
      const before = await lockCourseRow(manager, id, this.clock.now());
      if ((await this.confirmedBookings(manager, id)) > 0) throw ApiError.conflict(DELETE_CONFIRMED_MESSAGE);
      const removedWaitlistEntries = await this.waitlistOffers.closeWaitlist(manager, id);
      const [{ referenced }] = await manager.query<ReferencedRow[]>(
        `SELECT EXISTS (SELECT 1 FROM bookings WHERE course_id = $1) AS referenced`,
        [id],
      );
      const deletedAt = this.clock.now();
      if (referenced) await manager.query(`UPDATE courses SET deleted_at = $2 WHERE id = $1`, [id, deletedAt]);
      else await manager.query(`DELETE FROM courses WHERE id = $1`, [id]);
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
    const pending: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM bookings WHERE course_id = $1 AND booking_status = 'pending'`,
      [id],
    );
    for (const booking of pending) await this.pendingClosure.endPending(booking.id, actor);
    const restored = await runTransaction(this.dataSource, async (manager) => {
      if ((await this.confirmedBookings(manager, id)) === 0) return false;
      // Released holds of the hidden course gave no seat back: count the seats afresh.
      await manager.query(
        `UPDATE courses SET deleted_at = NULL, updated_at = now(),
                available_spots = max_participants - (SELECT count(*) FROM bookings WHERE course_id = $1 AND holds_seat AND booking_status IN ('pending', 'confirmed'))
          WHERE id = $1`,
        [id],
      );
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

  private async confirmedBookings(manager: EntityManager, courseId: string): Promise<number> {
    const [{ count }] = await manager.query<CountRow[]>(
      `SELECT count(*)::int AS count FROM bookings WHERE course_id = $1 AND booking_status = 'confirmed'`,
      [courseId],
    );
    return count;
  }
}
