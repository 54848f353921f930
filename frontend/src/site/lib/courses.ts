import { todayInBerlin } from './format';

/** A course as `GET /api/courses` returns it (amounts in integer cents). */
export interface Course {
  id: string | number;
  title: string;
  description: string | null;
  /** Calendar day in Berlin, 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:MM:SS' */
  start_time: string;
  end_time: string | null;
  price: number | null;
  net_price: number | null;
  gross_price: number | null;
  currency: string | null;
  available_spots: number;
  max_participants: number | null;
  type: string | null;
  location: string | null;
  status: string;
}

export const COURSES_URL = '/api/courses';
export const COURSES_STREAM_URL = '/api/courses/stream';
export const COURSES_CHANGED_EVENT = 'courses-changed';

export async function fetchCourses(signal?: AbortSignal): Promise<Course[]> {
  const response = await fetch(COURSES_URL, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${COURSES_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`GET ${COURSES_URL} did not return a list`);
  return body as Course[];
}

function byStart(a: Course, b: Course): number {
  return a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time);
}

/** Active courses from today on (Berlin), earliest first; the API filters too, this guards the display. */
export function upcomingCourses(courses: Course[], today: string = todayInBerlin()): Course[] {
  return courses.filter((course) => course.status === 'active' && course.date >= today).sort(byStart);
}

/** The earliest upcoming course with a free seat, or null when every date is full. */
export function findNextAvailableCourse(courses: Course[], today?: string): Course | null {
  return upcomingCourses(courses, today).find((course) => course.available_spots > 0) ?? null;
}

/** Price charged for a course in cents: gross price, then price, then the spec's fallback. */
export function coursePriceCents(course: Course | null, fallback: number): number {
  return course?.gross_price ?? course?.price ?? fallback;
}
