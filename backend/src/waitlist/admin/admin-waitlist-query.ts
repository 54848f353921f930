import { EntityManager } from 'typeorm';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { parseFilterQuery, parseSortQuery } from '../../core/http/react-admin-query';
import {
  AdminWaitlistEntry,
  AdminWaitlistFilter,
  adminWaitlistFilterSchema,
  WaitlistCourses,
} from './dto/admin-waitlist.dto';

/** Sortable columns, by the field name the client sends. */
const SORT_COLUMNS: Record<string, string> = {
  id: 'w.id',
  position: 'w.position',
  customer_name: 'w.customer_name',
  customer_email: 'w.customer_email',
  customer_phone: 'w.customer_phone',
  status: 'w.status',
  offer_expires_at: 'w.offer_expires_at',
  created_at: 'w.created_at',
};

/** Queued entries (waiting or holding an offer) of courses that are not deleted; booked ones have left the queue. */
export const ENTRIES_FROM = `FROM waitlist_entries w JOIN courses c ON c.id = w.course_id WHERE w.position IS NOT NULL AND c.deleted_at IS NULL`;

interface TotalRow {
  total: number;
}

interface AverageRow {
  average: number;
}

export const parseWaitlistFilter = (raw: unknown): AdminWaitlistFilter =>
  parseFilterQuery(adminWaitlistFilterSchema, raw);

export const parseWaitlistSort = (raw: unknown): string =>
  parseSortQuery(raw, SORT_COLUMNS, ['position', 'ASC'], 'w.id');

function whereOf(filter: AdminWaitlistFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.courseId) {
    params.push(filter.courseId);
    conditions.push(`w.course_id = $${params.length}`);
  }
  if (filter.q) {
    params.push(containsPattern(filter.q));
    conditions.push(anyContains(['w.customer_name', 'w.customer_email'], `$${params.length}`));
  }
  return { sql: conditions.map((condition) => ` AND ${condition}`).join(''), params };
}

export async function listEntryRows(
  manager: EntityManager,
  filter: AdminWaitlistFilter,
  orderBy: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminWaitlistEntry[]; total: number }> {
  const where = whereOf(filter);
  const count = where.params.length;
  const [rows, [{ total }]] = await Promise.all([
    manager.query<AdminWaitlistEntry[]>(
      `SELECT w.id, w.course_id, w.position, w.customer_name, w.customer_email, w.customer_phone, w.status, w.offer_expires_at, w.created_at
         ${ENTRIES_FROM}${where.sql} ORDER BY ${orderBy} LIMIT $${count + 1} OFFSET $${count + 2}`,
      [...where.params, page.limit, page.offset],
    ),
    manager.query<TotalRow[]>(`SELECT count(*)::int AS total ${ENTRIES_FROM}${where.sql}`, where.params),
  ]);
  return { rows, total };
}

/** Sold-out courses (no free seat) with a queue, by date, and the tab's three cards (001 §2). */
export async function waitlistCourses(manager: EntityManager): Promise<WaitlistCourses> {
  const courses = await manager.query<WaitlistCourses['courses']>(
    `SELECT c.id, c.title, to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.start_time, 'HH24:MI') AS start_time, count(*)::int AS entries
       ${ENTRIES_FROM} AND c.available_spots = 0
      GROUP BY c.id ORDER BY c.date, c.start_time, c.id`,
  );
  const [{ average }] = await manager.query<AverageRow[]>(
    `SELECT COALESCE(round(avg(w.position)), 0)::int AS average ${ENTRIES_FROM} AND c.available_spots = 0`,
  );
  return {
    courses,
    cards: {
      coursesWithWaitlists: courses.length,
      totalEntries: courses.reduce((sum, course) => sum + course.entries, 0),
      averagePosition: average,
    },
  };
}
