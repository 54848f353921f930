import { AUDIT_ACTIONS, AuditRecord } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { AdminCourseRow } from './dto/admin-course.dto';

type CourseAuditAction = Extract<(typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS], `course.${string}`>;

/** The audit entry of an admin change to one course. */
export function courseAudit(
  actor: AdminActor,
  action: CourseAuditAction,
  courseId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditRecord {
  return { actorEmail: actor.email, ip: actor.ip, action, entity: 'course', entityId: courseId, before, after };
}

/** What the audit log keeps of a course before and after an admin change. */
export function courseAuditView(row: AdminCourseRow): Record<string, unknown> {
  const {
    confirmed_count,
    held_count,
    waiting_count,
    withheld_spots: _withheldSpots,
    upcoming: _upcoming,
    cancellation_check: _cancellationCheck,
    created_at: _createdAt,
    updated_at: _updatedAt,
    id: _id,
    ...columns
  } = row;
  return { ...columns, confirmed_count, held_count, waiting_count };
}
