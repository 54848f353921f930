import { Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { ApiError } from '../../core/http/api-error';
import { WaitlistService } from '../waitlist.service';
import { AdminWaitlistsRepository } from './admin-waitlists.repository';
import { WaitlistCourses } from './dto/admin-waitlist.dto';

export const ENTRY_NOT_FOUND_MESSAGE = 'Eintrag nicht gefunden.';

/** The admin's waitlists tab: the queues of sold-out courses, and removing an entry. */
@Injectable()
export class AdminWaitlistsService {
  constructor(
    private readonly waitlists: AdminWaitlistsRepository,
    private readonly waitlist: WaitlistService,
    private readonly audit: AuditLogService,
  ) {}

  courses(): Promise<WaitlistCourses> {
    return this.waitlists.courses();
  }

  /** Removes a queued entry: positions close up, a seat held for its offer passes on; audited in the same transaction. */
  async remove(id: string, actor: AdminActor): Promise<{ offerPassedOn: boolean }> {
    let offerPassedOn = false;
    const removed = await this.waitlist.remove(id, async (manager, entry) => {
      // A booked entry has left the queue; it stays with its booking.
      if (entry.position === null) throw ApiError.notFound(ENTRY_NOT_FOUND_MESSAGE);
      offerPassedOn = entry.status === 'offered';
      const before = { course_id: entry.course_id, position: entry.position, status: entry.status };
      await this.audit.record(
        {
          actorEmail: actor.email,
          ip: actor.ip,
          action: AUDIT_ACTIONS.waitlistRemove,
          entity: 'waitlist_entry',
          entityId: id,
          before,
          after: null,
        },
        manager,
      );
    });
    if (!removed) throw ApiError.notFound(ENTRY_NOT_FOUND_MESSAGE);
    return { offerPassedOn };
  }
}
