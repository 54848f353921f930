import { HttpError } from 'react-admin';
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
}

export interface CourseCancellation {
  cancelledBookings: number;
  refundedCents: number;
  endedHolds: number;
  removedWaitlistEntries: number;
  failed: { bookingId: string; error: string }[];
}

/** The free spots an admin may set: every seat not confirmed or held. */
export const maxSettableSpots = (course: CourseRow) => course.max_participants - course.confirmed_count - course.held_count;

/** The API's German field messages (`{ error, fields }`), keyed by the camelCase body field. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const fields = error instanceof HttpError ? (error.body as { fields?: Record<string, string> } | undefined)?.fields : undefined;
  return fields && Object.keys(fields).length ? fields : undefined;
}

/** 'Löschen fehlgeschlagen: <the server's reason>', without repeating a title the server already gave. */
export function failureMessage(title: string, error: unknown): string {
  const fields = fieldErrorsOf(error);
  const reason = fields ? Object.values(fields)[0] : error instanceof Error ? error.message : String(error);
  return reason.startsWith(title) ? reason : `${title}: ${reason}`;
}

export function courseAction(courseId: string, action: 'spots' | 'duplicate', body: object) {
  return adminHttpClient(`${ADMIN_API_URL}/courses/${courseId}/${action}`, {
    method: action === 'spots' ? 'PATCH' : 'POST',
    body: JSON.stringify(body),
  });
}
