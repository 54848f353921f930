import type { Attendance } from '@mpb/domain';
import { api, apiUrl } from '../../api/client';
import type { ApiSchema } from '../../api/types';
import { adminCall } from '../data-provider';

export type Participant = ApiSchema<'AdminParticipant'>;
export type ParticipantList = ApiSchema<'AdminParticipantList'>;

const onCourse = (courseId: string) => ({ path: { id: courseId } });

/** The list as CSV and as the print view, opened by the browser itself. */
export const participantsCsvUrl = (courseId: string) =>
  apiUrl('/api/admin/courses/{id}/participants.csv', onCourse(courseId));
export const participantsPrintUrl = (courseId: string) =>
  apiUrl('/api/admin/courses/{id}/participants/print', onCourse(courseId));

export function loadParticipants(courseId: string): Promise<ParticipantList> {
  return adminCall(api.GET('/api/admin/courses/{id}/participants', { params: onCourse(courseId) }));
}

export function saveAttendance(courseId: string, entries: { bookingId: string; attendance: Attendance }[]) {
  return adminCall(api.PUT('/api/admin/courses/{id}/attendance', { params: onCourse(courseId), body: { entries } }));
}

export function resendCertificate(bookingId: string) {
  return adminCall(api.POST('/api/admin/bookings/{id}/certificate/resend', { params: { path: { id: bookingId } } }));
}

/** A corrected name: a new certificate number replaces the old one. */
export function reissueCertificate(bookingId: string, name: string) {
  return adminCall(
    api.POST('/api/admin/bookings/{id}/certificate/reissue', { params: { path: { id: bookingId } }, body: { name } }),
  );
}
