import type { ApiSchema } from '../../api/types';
import { useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '../../api/client';
import { adminCall } from '../data-provider';

export type WaitlistOverview = ApiSchema<'AdminWaitlistCourses'>;

/** Sold-out courses with their queues and the tab's cards; refreshed with the rest of the admin (useRefresh). */
export function useWaitlistOverview() {
  return useQuery({
    queryKey: ['waitlist-entries', 'courses'],
    queryFn: () => adminCall(api.GET('/api/admin/waitlist-entries/courses')),
  });
}

/** One course's queue as CSV; the server answers 'Keine Daten' when there is none. */
export function waitlistCsvUrl(courseId: string): string {
  return apiUrl('/api/admin/waitlist-entries/export.csv', { query: { courseId } });
}
