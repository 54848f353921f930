import { cancellationCheckDue, courseStartsAtSql } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { withDateStates } from '../date-state';
import { ListPage } from '../../core/database/list-page';
import { SqlConditions } from '../../core/database/sql-conditions';
import { Statement } from '../../core/database/statement';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { AdminListRequest, AdminListSpec } from '../../core/http/admin-list';
import { AdminCourseFilter, adminCourseFilterSchema, AdminCourseRow, CourseFields } from './dto/admin-course.dto';
import { hasBookingStatus, holdsSeat, isLive } from '../../core/database/booking-predicates';

const STARTS_AT = courseStartsAtSql('c');

export const COURSE_LIST: AdminListSpec<AdminCourseFilter> = {
  resource: 'courses',
  filter: adminCourseFilterSchema,
  sortColumns: {
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
  },
  defaultSort: ['date', 'ASC'],
  idColumn: 'c.id',
};

/**
 * The seat counts of the course `c`, joined as `seats` and `queue`. Seats are counted as the seat
 * inventory takes them: a booking occupies one while `holds_seat`, a waitlist offer while 'offered';
 * so only the seat holders are read (bookings_course_seats_idx), never the course's other bookings.
 */
const SEAT_COUNTS = `
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE ${hasBookingStatus('bookings', 'confirmed')})::int AS confirmed_count,
           count(*) FILTER (WHERE ${holdsSeat('bookings')})::int AS open_holds
      FROM bookings WHERE course_id = c.id AND holds_seat) seats
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE status = 'offered')::int AS offers,
           count(*) FILTER (WHERE status = 'waiting')::int AS waiting_count
      FROM waitlist_entries WHERE course_id = c.id) queue`;

/** Every admin course read with its seat counts: deleted courses never appear (each read's WHERE says so). */
const COURSES = `courses c ${SEAT_COUNTS}`;

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

interface LockedCourseRow {
  id: string;
}

interface InsertedCourseRow {
  id: string;
}

interface ReferencedRow {
  referenced: boolean;
}

/** WHERE for a filter; `$1` is always the current time. */
function conditionsOf(filter: AdminCourseFilter, now: Date): SqlConditions {
  // `$1` is typed here once, so every query may use it (or not) whatever the filter.
  const conditions = new SqlConditions([now]).addSql('c.deleted_at IS NULL').addSql('$1::timestamptz IS NOT NULL');
  if (filter.q)
    conditions.add((p) => anyContains(['c.title', 'c.description', 'c.location'], p), containsPattern(filter.q));
  if (filter.status) conditions.add((p) => `c.status = ${p}`, filter.status);
  if (filter.type) conditions.add((p) => `c.type = ${p}`, filter.type);
  if (filter.id) conditions.add((p) => `c.id = ANY(${p}::uuid[])`, filter.id);
  if (filter.upcoming !== undefined) conditions.addSql(`${STARTS_AT} ${filter.upcoming ? '>' : '<='} $1::timestamptz`);
  return conditions;
}

/**
 * One page of the courses tab and the number of courses of its filter; `$1` is the current time.
 * The page's ids come from the courses alone (with the counts only when sorted by one), so only
 * the page's courses count their seats; the filter only ever names `c`'s columns.
 * @public `npm run bench -- admin` prints their plans.
 */
export function courseListStatements(
  { filter, orderBy, page }: AdminListRequest<AdminCourseFilter>,
  now: Date,
): { page: Statement; total: Statement } {
  const conditions = conditionsOf(filter, now);
  const count = conditions.params.length;
  const sortedByCount = /\b(seats|queue)\./.test(orderBy);
  return {
    page: {
      sql: `WITH page AS (SELECT c.id FROM ${sortedByCount ? COURSES : 'courses c'} ${conditions.where}
                           ORDER BY ${orderBy} LIMIT $${count + 1} OFFSET $${count + 2})
            SELECT ${ROW_COLUMNS} FROM page JOIN courses c ON c.id = page.id ${SEAT_COUNTS}
             ORDER BY ${orderBy}`,
      params: [...conditions.params, page.limit, page.offset],
    },
    total: { sql: `SELECT count(*)::int AS total FROM courses c ${conditions.where}`, params: conditions.params },
  };
}

/** Adds where each date stands and whether it needs 'Absage prüfen', as the dashboard flags it. */
async function completed(manager: EntityManager, rows: CourseQueryRow[], now: Date): Promise<AdminCourseRow[]> {
  const withStates = await withDateStates(manager, rows, (row) => row.id, now);
  return withStates.map((row) => ({
    ...row,
    cancellation_check: cancellationCheckDue({ ...row, confirmed: row.confirmed_count }, now),
  }));
}

/** The courses as the admin's courses tab lists, creates, changes and deletes them. */
@Injectable()
export class AdminCoursesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(request: AdminListRequest<AdminCourseFilter>, now: Date): Promise<ListPage<AdminCourseRow>> {
    const statements = courseListStatements(request, now);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<CourseQueryRow[]>(statements.page.sql, statements.page.params),
      this.dataSource.query<{ total: number }[]>(statements.total.sql, statements.total.params),
    ]);
    return { rows: await completed(this.dataSource.manager, rows, now), total };
  }

  /** One course row, in the caller's transaction or from the pool; null when missing or deleted. */
  async findRow(
    id: string,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminCourseRow | null> {
    const [row] = await manager.query<CourseQueryRow[]>(
      `SELECT ${ROW_COLUMNS} FROM ${COURSES} WHERE c.id = $2 AND c.deleted_at IS NULL`,
      [now, id],
    );
    return row ? (await completed(manager, [row], now))[0] : null;
  }

  /**
   * Locks the course row (FOR NO KEY UPDATE, as lockCourse does) and reads it with its seat counts:
   * every seat change takes this lock, so the counts stay true until the transaction ends. Null
   * when missing or deleted.
   */
  async lockRow(manager: EntityManager, id: string, now: Date): Promise<AdminCourseRow | null> {
    const [locked] = await manager.query<LockedCourseRow[]>(
      `SELECT id FROM courses WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE`,
      [id],
    );
    return locked ? await this.findRow(id, now, manager) : null;
  }

  async insert(manager: EntityManager, fields: CourseFields): Promise<string> {
    const [{ id }] = await manager.query<InsertedCourseRow[]>(
      `INSERT INTO courses (title, description, date, start_time, end_time, net_price, gross_price, price, currency,
                            max_participants, available_spots, type, location, status,
                            access_url, access_meeting_id, access_passcode, access_dial_in, access_note,
                            vat_exempt, vat_exemption_reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING id`,
      [
        fields.title,
        fields.description,
        fields.date,
        fields.startTime,
        fields.endTime,
        fields.netPrice,
        fields.grossPrice,
        fields.currency,
        fields.maxParticipants,
        fields.type,
        fields.location,
        fields.status,
        fields.accessUrl,
        fields.accessMeetingId,
        fields.accessPasscode,
        fields.accessDialIn,
        fields.accessNote,
        fields.vatExempt,
        fields.vatExempt ? fields.vatExemptionReference : null,
      ],
    );
    return id;
  }

  /**
   * Writes the course's fields. `addedSeats` below 0 takes seats off sale (never below 0);
   * added seats are the caller's to hand out. `moved` counts the schedule's version up.
   */
  async update(
    manager: EntityManager,
    id: string,
    next: CourseFields,
    change: { addedSeats: number; moved: boolean },
  ): Promise<void> {
    await manager.query(
      `UPDATE courses SET title = $2, description = $3, date = $4, start_time = $5, end_time = $6, net_price = $7,
              gross_price = $8, price = $8, currency = $9, max_participants = $10, type = $11, location = $12, status = $13,
              available_spots = GREATEST(available_spots + LEAST($14::int, 0), 0),
              access_url = $15, access_meeting_id = $16, access_passcode = $17, access_dial_in = $18, access_note = $19,
              schedule_sequence = schedule_sequence + $20::int, vat_exempt = $21, vat_exemption_reference = $22,
              updated_at = now()
        WHERE id = $1`,
      [
        id,
        next.title,
        next.description,
        next.date,
        next.startTime,
        next.endTime,
        next.netPrice,
        next.grossPrice,
        next.currency,
        next.maxParticipants,
        next.type,
        next.location,
        next.status,
        change.addedSeats,
        next.accessUrl,
        next.accessMeetingId,
        next.accessPasscode,
        next.accessDialIn,
        next.accessNote,
        change.moved ? 1 : 0,
        next.vatExempt,
        next.vatExempt ? next.vatExemptionReference : null,
      ],
    );
  }

  async setAvailableSpots(manager: EntityManager, id: string, spots: number): Promise<void> {
    await manager.query(`UPDATE courses SET available_spots = $2, updated_at = now() WHERE id = $1`, [id, spots]);
  }

  /** Whether any booking refers to the course, so it can only be hidden, never removed. */
  async isReferenced(manager: EntityManager, id: string): Promise<boolean> {
    const [{ referenced }] = await manager.query<ReferencedRow[]>(
      `SELECT EXISTS (SELECT 1 FROM bookings WHERE course_id = $1) AS referenced`,
      [id],
    );
    return referenced;
  }

  async hide(manager: EntityManager, id: string, deletedAt: Date): Promise<void> {
    await manager.query(`UPDATE courses SET deleted_at = $2 WHERE id = $1`, [id, deletedAt]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM courses WHERE id = $1`, [id]);
  }

  /** Shows a hidden course again. Released holds of the hidden course gave no seat back: the seats are counted afresh. */
  async restoreHidden(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE courses SET deleted_at = NULL, updated_at = now(),
              available_spots = max_participants - (SELECT count(*) FROM bookings WHERE course_id = $1 AND holds_seat AND ${isLive('bookings')})
        WHERE id = $1`,
      [id],
    );
  }
}
