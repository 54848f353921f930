import type { DateState } from '@mpb/domain';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

/** The admin courses row (snake_case, amounts in cents). */
export interface CourseRow {
  id: string;
  title: string;
  description: string | null;
  type: string;
  date: string;
  start_time: string;
  end_time: string;
  net_price: number;
  gross_price: number;
  currency: string;
  max_participants: number;
  available_spots: number;
  location: string;
  status: string;
  confirmed_count: number;
  held_count: number;
  waiting_count: number;
  upcoming: boolean;
  date_state: DateState | null;
}

export interface CourseCancellation {
  cancelledBookings: number;
  refundedCents: number;
  endedHolds: number;
  removedWaitlistEntries: number;
  failed: { bookingId: string; error: string }[];
}

/** The free spots an admin may set: every seat not confirmed or held. */
export const maxSettableSpots = (course: CourseRow) =>
  course.max_participants - course.confirmed_count - course.held_count;

export function courseAction(courseId: string, action: 'spots' | 'duplicate', body: object) {
  return adminHttpClient(`${ADMIN_API_URL}/courses/${courseId}/${action}`, {
    method: action === 'spots' ? 'PATCH' : 'POST',
    body: JSON.stringify(body),
  });
}
