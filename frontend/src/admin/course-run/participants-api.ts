import type { Attendance, DateState } from '@mpb/domain';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

export interface Participant {
  booking_id: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  booked_at: string;
  amount: number;
  attendance: Attendance | null;
  certificate_number: string | null;
  certificate_issued_at: string | null;
  certificate_mail: 'queued' | 'sending' | 'sent' | 'failed' | 'skipped' | null;
  certificate_revoked: boolean;
}

export interface ParticipantList {
  course: {
    id: string;
    title: string;
    date: string;
    start_time: string;
    end_time: string;
    location: string;
    date_state: DateState;
    attendance_open: boolean;
  };
  participants: Participant[];
}

export const participantsUrl = (courseId: string) => `${ADMIN_API_URL}/courses/${courseId}/participants`;

export async function loadParticipants(courseId: string): Promise<ParticipantList> {
  return (await adminHttpClient(participantsUrl(courseId))).json as ParticipantList;
}

export async function saveAttendance(
  courseId: string,
  entries: { bookingId: string; attendance: Attendance }[],
): Promise<{ message: string }> {
  const response = await adminHttpClient(`${ADMIN_API_URL}/courses/${courseId}/attendance`, {
    method: 'PUT',
    body: JSON.stringify({ entries }),
  });
  return response.json as { message: string };
}

export async function certificateAction(
  bookingId: string,
  action: 'resend' | 'reissue',
  body: object = {},
): Promise<{ message: string; certificateNumber: string }> {
  const response = await adminHttpClient(`${ADMIN_API_URL}/bookings/${bookingId}/certificate/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return response.json as { message: string; certificateNumber: string };
}
