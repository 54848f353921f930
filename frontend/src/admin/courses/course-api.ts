import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import { adminCall } from '../data-provider';

/** The admin courses row (snake_case, amounts in cents). */
export type CourseRow = ApiSchema<'AdminCourseDto'>;
export type CourseCancellation = ApiSchema<'AdminCourseCancellation'>;
/** The course as saved; after a cancellation with what happened to its bookings. */
export type CourseUpdateResult = ApiSchema<'AdminCourseUpdateResponse'>;

/** The free spots an admin may set: every seat not confirmed or held. */
export const maxSettableSpots = (course: CourseRow) =>
  course.max_participants - course.confirmed_count - course.held_count;

export function setFreeSpots(courseId: string, availableSpots: number): Promise<CourseRow> {
  return adminCall(
    api.PATCH('/api/admin/courses/{id}/spots', { params: { path: { id: courseId } }, body: { availableSpots } }),
  );
}

export function duplicateCourse(courseId: string, date: string): Promise<CourseRow> {
  return adminCall(
    api.POST('/api/admin/courses/{id}/duplicate', { params: { path: { id: courseId } }, body: { date } }),
  );
}
