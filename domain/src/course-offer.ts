import { berlinInstant, TIME_ZONE } from './dates';

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

/** The instant a course starts (berlinInstant). */
export function courseStartsAt(course: CourseStart): Date {
  return berlinInstant(course.date, course.start_time);
}
