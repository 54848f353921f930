import { accessWindowOpen, berlinInstant } from '@mpb/domain';
import { CourseFields } from './dto/admin-course.dto';

const ACCESS_FIELDS = ['accessUrl', 'accessMeetingId', 'accessPasscode', 'accessDialIn', 'accessNote'] as const;

/** Another date, start or end: participants get the new schedule and a calendar file that moves the event. */
export function scheduleMoved(before: CourseFields, after: CourseFields): boolean {
  return before.date !== after.date || before.startTime !== after.startTime || before.endTime !== after.endTime;
}

/**
 * Changed access data are mailed only once the reminders (which carry them) were due for the date
 * as it was, and until it ends: before that, the reminder brings the new data anyway.
 */
export function accessChangeToMail(before: CourseFields, after: CourseFields, now: Date): boolean {
  const changed = ACCESS_FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null));
  return changed && reminderWasDue(before, now);
}

function reminderWasDue(course: CourseFields, now: Date): boolean {
  const startsAt = berlinInstant(course.date, course.startTime);
  const endsAt = berlinInstant(course.date, course.endTime);
  return accessWindowOpen(startsAt, now) && now < endsAt;
}
