import { isOfferedAt } from '@mpb/domain';
import { api } from '../../api/client';
import type { ApiSchema } from '../../api/types';

/** A listed date's price when the date names none: 49900 cents (spec §9). */
export const FALLBACK_PRICE_CENTS = 49_900;

/** A course as `GET /api/courses` returns it (amounts in integer cents; `date` is the Berlin day 'yyyy-MM-dd'). */
export type Course = ApiSchema<'CourseDto'>;

export async function fetchCourses(signal?: AbortSignal): Promise<Course[]> {
  const { data, response } = await api.GET('/api/courses', { signal });
  if (!response.ok) throw new Error(`GET /api/courses answered ${response.status}`);
  if (!Array.isArray(data)) throw new Error('GET /api/courses did not return a list');
  return data;
}

/** 'yyyy-MM-dd' and 'HH:MM:SS' order as plain strings; a locale's collation is not needed. */
function byStart(a: Course, b: Course): number {
  const start = (course: Course) => `${course.date} ${course.start_time}`;
  return start(a) < start(b) ? -1 : start(a) > start(b) ? 1 : 0;
}

/** A course is offered until it starts (Berlin time), as the API and the checkout decide (DECISIONS 26). */
export function hasStarted(course: Course, now: Date = new Date()): boolean {
  return !isOfferedAt(course, now);
}

/**
 * Active courses that have not started by `now`, earliest first; the API filters too, this guards
 * a page left open past a start. `today` ('yyyy-MM-dd') optionally narrows to that day and later.
 */
export function upcomingCourses(courses: Course[], today?: string, now: Date = new Date()): Course[] {
  return courses
    .filter(
      (course) =>
        course.status === 'active' && (today === undefined || course.date >= today) && !hasStarted(course, now),
    )
    .sort(byStart);
}

/** The earliest upcoming course with a free seat, or null when every date is full. */
export function findNextAvailableCourse(courses: Course[], today?: string, now?: Date): Course | null {
  return upcomingCourses(courses, today, now).find((course) => course.available_spots > 0) ?? null;
}

/** Price charged for a course in cents: gross price, then price, then the spec's fallback. */
export function coursePriceCents(course: Course | null, fallback: number): number {
  return course?.gross_price ?? course?.price ?? fallback;
}

/**
 * The price in cents the basis course's card shows, and whether that date is exempt from VAT, as the API fills it into the served page: the
 * next basis date with a free seat, else its first upcoming date, else the spec's default of 499 €
 * (DECISIONS 2).
 */
export function basisPrice(courses: Course[]): { cents: number; vatExempt: boolean } {
  const basis = upcomingCourses(courses).filter((course) => course.type === 'basis');
  const priced = basis.find((course) => course.available_spots > 0) ?? basis[0] ?? null;
  return { cents: coursePriceCents(priced, FALLBACK_PRICE_CENTS), vatExempt: priced?.vat_exempt ?? false };
}
