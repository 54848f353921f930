import { berlinOffsetAt, parseCalendarDate, parseTimeOfDay, TIME_ZONE } from './dates';

/**
 * A course date is offered (listed, bookable, offered from the waitlist) until it starts: its
 * date and start time as wall-clock time in Europe/Berlin, not midnight of its day (DECISIONS 26).
 * The database decides with the SQL below, the site and the server's clocks with `isOfferedAt`;
 * both read a wall-clock time the same way, also on the days the clocks change.
 */

/** SQL: the instant of a wall-clock date and time in Berlin, e.g. `((c.date + c.start_time) AT TIME ZONE 'Europe/Berlin')`. */
export function berlinInstantSql(date: string, startTime: string): string {
  return `((${date} + ${startTime}) AT TIME ZONE '${TIME_ZONE}')`;
}

/** SQL: the instant a course starts; `alias` is the courses table's name in the query, '' when unqualified. */
export function courseStartsAtSql(alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  return berlinInstantSql(`${prefix}date`, `${prefix}start_time`);
}

/** SQL predicate: the course is still offered at `now` (an SQL expression such as 'now()' or '$1'). */
export function courseOfferedSql(alias: string, now: string): string {
  return `${courseStartsAtSql(alias)} > ${now}`;
}

export interface CourseStart {
  /** Calendar day in Berlin, 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS'. */
  start_time: string;
}

/** The course is still offered at `now`: it starts later than that. */
export function isOfferedAt(course: CourseStart, now: Date = new Date()): boolean {
  return courseStartsAt(course).getTime() > now.getTime();
}

const HOUR_MS = 3_600_000;

/**
 * The instant a course starts. A wall-clock time the clocks skip in spring (02:30 on the last
 * Sunday in March) or pass twice in autumn reads as standard time, as PostgreSQL reads it.
 */
export function courseStartsAt(course: CourseStart): Date {
  const { year, month, day } = parseCalendarDate(course.date);
  const { hours, minutes, seconds } = parseTimeOfDay(course.start_time);
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const offsets = new Set([berlinOffsetAt(wallClock - 12 * HOUR_MS), berlinOffsetAt(wallClock + 12 * HOUR_MS)]);
  const instants = [...offsets].map((offset) => wallClock - offset);
  const valid = instants.filter((instant) => berlinOffsetAt(instant) === wallClock - instant);
  // Twice valid (autumn): the later instant; never valid (spring gap): the offset from before the gap.
  return new Date(valid.length > 0 ? Math.max(...valid) : wallClock - berlinOffsetAt(wallClock - 12 * HOUR_MS));
}
