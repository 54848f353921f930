import type { ApiSchema } from '../../api/types';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

export type WaitlistOverview = ApiSchema<'AdminWaitlistCourses'>;

/** Sold-out courses with their queues and the tab's cards; refreshed with the rest of the admin (useRefresh). */
export function useWaitlistOverview() {
  return useQuery({
    queryKey: ['waitlist-entries', 'courses'],
    queryFn: async () => (await adminHttpClient(`${ADMIN_API_URL}/waitlist-entries/courses`)).json as WaitlistOverview,
  });
}

/** One course's queue as CSV; the server answers 'Keine Daten' when there is none. */
export function waitlistCsvUrl(courseId: string): string {
  return `${ADMIN_API_URL}/waitlist-entries/export.csv?courseId=${encodeURIComponent(courseId)}`;
}
