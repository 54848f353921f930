import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

export interface WaitlistCourse {
  id: string;
  title: string;
  /** 'yyyy-MM-dd' */
  date: string;
  start_time: string;
  entries: number;
}

export interface WaitlistOverview {
  courses: WaitlistCourse[];
  cards: {
    coursesWithWaitlists: number;
    totalEntries: number;
    averagePosition: number;
  };
}

/** Sold-out courses with their queues and the tab's cards; refreshed with the rest of the admin (useRefresh). */
export function useWaitlistOverview() {
  return useQuery({
    queryKey: ['waitlist-entries', 'courses'],
    queryFn: async () => (await adminHttpClient(`${ADMIN_API_URL}/waitlist-entries/courses`)).json as WaitlistOverview,
  });
}

/** Downloads one course's queue as CSV; the server's German message ('Keine Daten') when there is none. */
export async function downloadWaitlistCsv(courseId: string): Promise<void> {
  const response = await fetch(`${ADMIN_API_URL}/waitlist-entries/export.csv?courseId=${encodeURIComponent(courseId)}`, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: string;
    } | null;
    throw new Error(body?.error ?? 'Export fehlgeschlagen');
  }
  const name = response.headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'warteliste.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
