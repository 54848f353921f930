import type { ApiSchema } from '../../api/types';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

/** The admin courses row (snake_case, amounts in cents). */
export type CourseRow = ApiSchema<'AdminCourseDto'>;
export type CourseCancellation = ApiSchema<'AdminCourseCancellation'>;
/** The course as saved; after a cancellation with what happened to its bookings. */
export type CourseUpdateResult = ApiSchema<'AdminCourseUpdateResponse'>;

interface CourseActionBodies {
  spots: ApiSchema<'AdminUpdateCourseSpotsRequest'>;
  duplicate: ApiSchema<'AdminDuplicateCourseRequest'>;
}

/** The free spots an admin may set: every seat not confirmed or held. */
export const maxSettableSpots = (course: CourseRow) =>
  course.max_participants - course.confirmed_count - course.held_count;

export function courseAction<Action extends keyof CourseActionBodies>(
  courseId: string,
  action: Action,
  body: CourseActionBodies[Action],
) {
  return adminHttpClient(`${ADMIN_API_URL}/courses/${courseId}/${action}`, {
    method: action === 'spots' ? 'PATCH' : 'POST',
    body: JSON.stringify(body),
  });
}
