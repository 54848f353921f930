import { cancellationCheckDue, courseStartsAtSql } from '@mpb/domain';
import { EntityManager } from 'typeorm';
import { withDateStates } from '../../attendance/date-state';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { ApiError } from '../../core/http/api-error';
import { parseFilterQuery, parseSortQuery } from '../../core/http/react-admin-query';
import { COURSE_NOT_FOUND_MESSAGE } from '../course-messages';
import { AdminCourseFilter, adminCourseFilterSchema, AdminCourseRow } from './dto/admin-course.dto';

const STARTS_AT = courseStartsAtSql('c');

/** Sortable columns, by the field name the client sends. */
const SORT_COLUMNS: Record<string, string | string[]> = {
  id: 'c.id',
  title: 'c.title',
  type: 'c.type',
  date: ['c.date', 'c.start_time'],
  start_time: 'c.start_time',
  net_price: 'c.net_price',
  gross_price: 'c.gross_price',
  max_participants: 'c.max_participants',
  available_spots: 'c.available_spots',
  location: 'c.location',
  status: 'c.status',
  confirmed_count: 'seats.confirmed_count',
  waiting_count: 'queue.waiting_count',
  created_at: 'c.created_at',
  updated_at: 'c.updated_at',
};

/**
 * Every admin course read: deleted courses never appear. Seats are counted as the seat inventory
 * takes them: a booking occupies one while `holds_seat`, a waitlist offer while 'offered'.
 */
const COURSES_FROM = `FROM courses c
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE booking_status = 'confirmed' AND holds_seat)::int AS confirmed_count,
           count(*) FILTER (WHERE booking_status = 'pending' AND holds_seat)::int AS open_holds
      FROM bookings WHERE course_id = c.id) seats
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE status = 'offered')::int AS offers,
           count(*) FILTER (WHERE status = 'waiting')::int AS waiting_count
      FROM waitlist_entries WHERE course_id = c.id) queue`;

const ROW_COLUMNS = `
  c.id, c.title, c.description, c.type, to_char(c.date, 'YYYY-MM-DD') AS date,
  to_char(c.start_time, 'HH24:MI') AS start_time, to_char(c.end_time, 'HH24:MI') AS end_time,
  c.net_price, c.gross_price, c.price, c.currency, c.max_participants, c.available_spots, c.location, c.status,
  seats.confirmed_count, seats.open_holds + queue.offers AS held_count, queue.waiting_count,
  c.max_participants - seats.confirmed_count - seats.open_holds - queue.offers - c.available_spots AS withheld_spots,
  ${STARTS_AT} > $1::timestamptz AS upcoming,
  c.access_url AS "accessUrl", c.access_meeting_id AS "accessMeetingId", c.access_passcode AS "accessPasscode",
  c.access_dial_in AS "accessDialIn", c.access_note AS "accessNote",
  c.vat_exempt AS "vatExempt", c.vat_exemption_reference AS "vatExemptionReference", c.created_at, c.updated_at`;

/** A course row as ROW_COLUMNS reads it; the date state and the 'Absage prüfen' flag are added afterwards. */
type CourseQueryRow = Omit<AdminCourseRow, 'date_state' | 'cancellation_check'>;

interface TotalRow {
  total: number;
}

interface LockedCourseRow {
  id: string;
}

export const parseCourseFilter = (raw: unknown): AdminCourseFilter => parseFilterQuery(adminCourseFilterSchema, raw);

export const parseCourseSort = (raw: unknown): string => parseSortQuery(raw, SORT_COLUMNS, ['date', 'ASC'], 'c.id');

/** WHERE for a filter; `$1` is always the current time. */
function whereOf(filter: AdminCourseFilter, now: Date): { sql: string; params: unknown[] } {
  const params: unknown[] = [now];
  // `$1` is typed here once, so every query may use it (or not) whatever the filter.
  const conditions = ['c.deleted_at IS NULL', '$1::timestamptz IS NOT NULL'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.q) add((p) => anyContains(['c.title', 'c.description', 'c.location'], p), containsPattern(filter.q));
  if (filter.status) add((p) => `c.status = ${p}`, filter.status);
  if (filter.type) add((p) => `c.type = ${p}`, filter.type);
  if (filter.id) add((p) => `c.id = ANY(${p}::uuid[])`, filter.id);
  if (filter.upcoming !== undefined) conditions.push(`${STARTS_AT} ${filter.upcoming ? '>' : '<='} $1::timestamptz`);
  return { sql: `WHERE ${conditions.join(' AND ')}`, params };
}

export async function listCourseRows(
  manager: EntityManager,
  filter: AdminCourseFilter,
  orderBy: string,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ rows: AdminCourseRow[]; total: number }> {
  const where = whereOf(filter, now);
  const count = where.params.length;
  const [rows, [{ total }]] = await Promise.all([
    manager.query<CourseQueryRow[]>(
      `SELECT ${ROW_COLUMNS} ${COURSES_FROM} ${where.sql} ORDER BY ${orderBy} LIMIT $${count + 1} OFFSET $${count + 2}`,
      [...where.params, page.limit, page.offset],
    ),
    manager.query<TotalRow[]>(`SELECT count(*)::int AS total FROM courses c ${where.sql}`, where.params),
  ]);
  return { rows: await completed(manager, rows, now), total };
}

/** One course row; null when missing or deleted. */
export async function courseRow(manager: EntityManager, id: string, now: Date): Promise<AdminCourseRow | null> {
  const [row] = await manager.query<CourseQueryRow[]>(
    `SELECT ${ROW_COLUMNS} ${COURSES_FROM} WHERE c.id = $2 AND c.deleted_at IS NULL`,
    [now, id],
  );
  return row ? (await completed(manager, [row], now))[0] : null;
}

/** Adds where each date stands and whether it needs 'Absage prüfen', as the dashboard flags it. */
async function completed(manager: EntityManager, rows: CourseQueryRow[], now: Date): Promise<AdminCourseRow[]> {
  const withStates = await withDateStates(manager, rows, (row) => row.id, now);
  return withStates.map((row) => ({
    ...row,
    cancellation_check: cancellationCheckDue({ ...row, confirmed: row.confirmed_count }, now),
  }));
}

/**
 * Locks the course row (FOR NO KEY UPDATE, as lockCourse does) and reads it with its seat counts:
 * every seat change takes this lock, so the counts stay true until the transaction ends.
 */
export async function lockCourseRow(manager: EntityManager, id: string, now: Date): Promise<AdminCourseRow> {
  const [locked] = await manager.query<LockedCourseRow[]>(
    `SELECT id FROM courses WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE`,
    [id],
  );
  const row = locked ? await courseRow(manager, id, now) : null;
  if (!row) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
  return row;
}
