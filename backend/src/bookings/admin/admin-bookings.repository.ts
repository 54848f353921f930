import { calendarDateOf } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withDateStates } from '../../courses/date-state';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { ListPage } from '../../core/database/list-page';
import { SqlConditions } from '../../core/database/sql-conditions';
import { Statement } from '../../core/database/statement';
import { AdminListRequest, AdminListSpec } from '../../core/http/admin-list';
import { parseFilterQuery } from '../../core/http/react-admin-query';
import { awaitsPayment, refundedCents } from '../../core/database/booking-predicates';
import { ANONYMISED_COLUMN } from './anonymised-booking';
import { AdminBookingFilter, AdminBookingRow, adminBookingFilterSchema } from './dto/admin-booking.dto';
import { ListedCustomerFields, listedCustomerColumns } from '../personal-fields';
import { joinOrder } from '../../core/database/order-buyer';

/** The sort by order reads the order's creation, so the page's ids come from bookings joined with their orders. */
const ORDER_CREATED = 'o.created_at';

/** react-admin's bookings resource: sortable by these fields, newest first unless asked otherwise. */
export const BOOKING_LIST: AdminListSpec<AdminBookingFilter> = {
  resource: 'bookings',
  filter: adminBookingFilterSchema,
  sortColumns: {
    id: 'b.id',
    created_at: 'b.created_at',
    updated_at: 'b.updated_at',
    customer_name: 'b.customer_name',
    customer_email: 'b.customer_email',
    course_title: 'b.course_title',
    course_date: 'b.course_date',
    amount: 'b.amount',
    booking_status: 'b.booking_status',
    payment_status: 'b.payment_status',
    email_status: 'b.email_status',
    // An order's rows stay together: newest order first (descending), its first booking first.
    order_id: [ORDER_CREATED, 'b.order_id', '(b.id = b.order_id)', 'b.created_at'],
  },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'b.id',
};

interface WhereClause {
  sql: string;
  params: unknown[];
}

/** The FROM clause every admin booking read shares: soft-deleted bookings never appear. */
export const BOOKINGS_FROM = `FROM bookings b LEFT JOIN courses c ON c.id = b.course_id`;

/**
 * A fee still owed is late (001 §4: marked yellow): a booking on invoice once the due date of the
 * invoice billing its seat has passed (DECISIONS 35), any other after 24 hours; `$1` is the current time.
 */
const PAYMENT_LATE = `CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.id = b.order_id AND o.payment_method = 'invoice')
    THEN (SELECT (i.snapshot->'payment'->>'dueDate')::date FROM invoices i JOIN invoice_seats seat ON seat.invoice_id = i.id
           WHERE seat.booking_id = b.id AND i.kind = 'invoice'
           ORDER BY i.issued_at DESC LIMIT 1) < ($1::timestamptz AT TIME ZONE 'Europe/Berlin')::date
    ELSE b.created_at < $1::timestamptz - interval '24 hours' END`;

/**
 * The account an order on invoice was paid from, as the bank statement that settled the booking's
 * invoice names it: where a refund owed by transfer goes. Null when none is known (marked paid by hand).
 */
const REFUND_IBAN = `CASE WHEN b.review_reason = 'refund_by_transfer' THEN (
    SELECT t.debtor_iban FROM invoice_seats s JOIN bank_transactions t ON t.invoice_id = s.invoice_id
     WHERE s.booking_id = b.id AND t.status IN ('matched', 'assigned') AND t.debtor_iban IS NOT NULL
     ORDER BY t.booked_on DESC, t.imported_at DESC LIMIT 1) END`;

const ROW_COLUMNS = `
  b.id, ${listedCustomerColumns('b')}, b.course_id, b.course_title,
  to_char(COALESCE(c.date, b.course_date), 'YYYY-MM-DD') AS course_date,
  to_char(COALESCE(c.start_time, b.course_start_time), 'HH24:MI') AS course_start_time,
  to_char(COALESCE(c.end_time, b.course_end_time), 'HH24:MI') AS course_end_time,
  b.amount, b.paid_amount, b.refunded_amount, b.currency, b.booking_status, b.payment_status, b.email_status,
  b.review_reason, ${REFUND_IBAN} AS refund_iban, (${awaitsPayment('b')} AND ${PAYMENT_LATE}) AS payment_overdue,
  ${ANONYMISED_COLUMN}, b.attendance, b.early_start_requested_at, b.created_at, b.updated_at,
  b.order_id, o.buyer_name, o.buyer_company, COALESCE(os.order_size, 1) AS order_size`;

/**
 * The number of listed bookings of the orders of the bookings `ids` (a subquery), joined as `os`:
 * grouped over those orders alone, through the index on order_id.
 */
const joinOrderSizes = (ids: string) => `LEFT JOIN (
    SELECT order_id, count(*)::int AS order_size FROM bookings
     WHERE deleted_at IS NULL AND order_id IN (SELECT order_id FROM bookings WHERE id IN (${ids}))
     GROUP BY order_id) os ON os.order_id = b.order_id`;

export const parseFilter = (raw: unknown): AdminBookingFilter => parseFilterQuery(BOOKING_LIST.filter, raw);

/** The age filters: bookings made within (newer) or before the interval up to now. */
const AGES: Record<NonNullable<AdminBookingFilter['age']>, { newer: boolean; interval: string }> = {
  under_24h: { newer: true, interval: '24 hours' },
  older_24h: { newer: false, interval: '24 hours' },
  older_7d: { newer: false, interval: '7 days' },
};

/** The booking's course lies on the date `$n` now (the booking's snapshot once its course is gone). */
const onCourseDate = (date: string) =>
  `(b.course_id IN (SELECT id FROM courses WHERE date = ${date}::date) OR (b.course_id IS NULL AND b.course_date = ${date}::date))`;

/** WHERE for a filter; `$1` is always the current time. A search for a date ('04.12.2026') finds the bookings of that course date. */
export function whereOf(filter: AdminBookingFilter, now: Date): WhereClause {
  // `$1` is typed here once, so every query may use it (or not) whatever the filter.
  const conditions = new SqlConditions([now]).addSql('b.deleted_at IS NULL').addSql('$1::timestamptz IS NOT NULL');
  const searchedDate = filter.q ? calendarDateOf(filter.q) : null;
  if (searchedDate) conditions.add(onCourseDate, searchedDate);
  else if (filter.q)
    conditions.add(
      (p) => anyContains(['b.customer_name', 'b.customer_email', 'b.course_title'], p),
      containsPattern(filter.q),
    );
  if (filter.booking_status) conditions.add((p) => `b.booking_status = ${p}`, filter.booking_status);
  if (filter.course_id) conditions.add((p) => `b.course_id = ${p}`, filter.course_id);
  if (filter.orderId) conditions.add((p) => `b.order_id = ${p}`, filter.orderId);
  if (filter.id) conditions.add((p) => `b.id = ANY(${p}::uuid[])`, filter.id);
  if (filter.needs_review === true) conditions.addSql('b.review_reason IS NOT NULL');
  if (filter.needs_review === false) conditions.addSql('b.review_reason IS NULL');
  if (filter.age)
    conditions.addSql(
      `b.created_at ${AGES[filter.age].newer ? '>=' : '<'} $1::timestamptz - interval '${AGES[filter.age].interval}'`,
    );
  return { sql: conditions.where, params: conditions.params };
}

/**
 * One page of the list and the exact total for its filter. The page picks its ids first from the
 * bookings alone (an index-only scan over the sort's index, so a deep offset skips index entries,
 * not rows; sorted by order, joined with the orders), then reads and formats just those rows and
 * counts the bookings of their orders. The filter only ever names `b`'s columns.
 */
export function listStatements(
  filter: AdminBookingFilter,
  orderBy: string,
  page: { offset: number; limit: number },
  now: Date,
): { page: Statement; total: Statement } {
  const where = whereOf(filter, now);
  const count = where.params.length;
  const byOrder = orderBy.includes(ORDER_CREATED) ? joinOrder('b') : '';
  return {
    page: {
      sql: `WITH page AS (SELECT b.id FROM bookings b ${byOrder} ${where.sql} ORDER BY ${orderBy} LIMIT $${count + 1} OFFSET $${count + 2})
            SELECT ${ROW_COLUMNS}
              FROM page JOIN bookings b ON b.id = page.id LEFT JOIN courses c ON c.id = b.course_id ${joinOrder('b')}
                   ${joinOrderSizes('SELECT id FROM page')}
             ORDER BY ${orderBy}`,
      params: [...where.params, page.limit, page.offset],
    },
    total: totalStatement(filter, where),
  };
}

/**
 * The exact total of a filter. By status alone (or none) it is the daily totals' sum; with an
 * "older than" age too, that sum minus the recent bookings (an index range over the newest rows,
 * not a count of nearly all of them); otherwise a count of the matching bookings.
 */
function totalStatement(filter: AdminBookingFilter, where: WhereClause): Statement {
  const { age, ...rest } = filter;
  if (!countsOnlyStatus(rest) || (age && AGES[age].newer))
    return { sql: `SELECT count(*)::int AS total FROM bookings b ${where.sql}`, params: where.params };
  const params: unknown[] = filter.booking_status ? [filter.booking_status] : [];
  const status = filter.booking_status ? 'booking_status = $1' : '';
  const listed = `SELECT COALESCE(sum(t.bookings), 0) FROM ${DAILY_TOTALS} t ${status ? `WHERE t.${status}` : ''}`;
  if (!age) return { sql: `SELECT (${listed})::int AS total`, params };
  params.push(where.params[0]);
  const recent = `SELECT count(*) FROM bookings b WHERE b.deleted_at IS NULL ${status ? `AND b.${status}` : ''}
                     AND b.created_at >= $${params.length}::timestamptz - interval '${AGES[age].interval}'`;
  return { sql: `SELECT ((${listed}) - (${recent}))::int AS total`, params };
}

/**
 * The listed bookings per Berlin day and status (day, booking_status, payment_status, bookings,
 * revenue), exact within one statement: the folded totals plus the changes the bookings
 * triggers recorded since (see the migration AdminListScale).
 */
export const DAILY_TOTALS = `(SELECT day, booking_status, payment_status, bookings, revenue FROM booking_daily_totals
  UNION ALL SELECT day, booking_status, payment_status, bookings, revenue FROM booking_daily_total_changes)`;

/** Folds the recorded changes into the per-day totals; one folder at a time, the others skip it. */
const FOLD_TOTALS = `
  WITH folder AS (SELECT pg_try_advisory_xact_lock(hashtext('booking_daily_totals')) AS got),
       moved AS (DELETE FROM booking_daily_total_changes WHERE (SELECT got FROM folder) RETURNING day, booking_status, payment_status, bookings, revenue)
  INSERT INTO booking_daily_totals AS t (day, booking_status, payment_status, bookings, revenue)
  SELECT day, booking_status, payment_status, sum(bookings), sum(revenue) FROM moved GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, booking_status, payment_status) DO UPDATE SET bookings = t.bookings + excluded.bookings, revenue = t.revenue + excluded.revenue`;

/** Whether the daily totals answer this filter: none, or the status alone. */
export const countsOnlyStatus = (filter: AdminBookingFilter): boolean =>
  Object.entries(filter).every(([key, value]) => value === undefined || key === 'booking_status');

/**
 * The export's rows, newest first, formatted for the file by the database; `$1` is the current time.
 * @public `npm run bench -- admin` prints its plan.
 */
export function exportStatement(filter: AdminBookingFilter, now: Date): Statement {
  const where = whereOf(filter, now);
  return {
    sql: `SELECT b.id, ${listedCustomerColumns('b')}, b.course_title,
                 to_char(COALESCE(c.date, b.course_date), 'DD.MM.YYYY') AS course_date,
                 to_char(COALESCE(c.start_time, b.course_start_time), 'HH24:MI') || '-' || to_char(COALESCE(c.end_time, b.course_end_time), 'HH24:MI') AS course_time,
                 b.amount, ${refundedCents('b')} AS refunded,
                 b.booking_status, b.payment_status, b.email_status,
                 to_char(b.created_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') AS created,
                 b.order_id, o.buyer_name, o.buyer_company
            ${BOOKINGS_FROM} ${joinOrder('b')} ${where.sql}
           ORDER BY b.created_at DESC, b.id DESC`,
    params: where.params,
  };
}

/** One row of the export statement, already formatted by the database where it says so. */
export interface BookingExportRow extends ListedCustomerFields {
  id: string;
  course_title: string;
  course_date: string;
  course_time: string;
  amount: number;
  refunded: number | null;
  booking_status: string;
  payment_status: string;
  email_status: string;
  created: string;
  order_id: string;
  buyer_name: string;
  buyer_company: string | null;
}

/** When a booking's course starts, as the refund proposal counts the days. */
export interface CourseStartRow {
  date: string;
  start_time: string;
}

/** The staff dashboard's reads of the bookings: list, one row, the CSV export. */
@Injectable()
export class AdminBookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the list (with each course date's state) and the exact total of the filter. */
  async findPage(
    { filter, orderBy, page }: AdminListRequest<AdminBookingFilter>,
    now: Date,
  ): Promise<ListPage<AdminBookingRow>> {
    const statements = listStatements(filter, orderBy, page, now);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<AdminBookingRow[]>(statements.page.sql, statements.page.params),
      this.dataSource.query<{ total: number }[]>(statements.total.sql, statements.total.params),
      // Keeps the recorded changes few however seldom the dashboard's figures are opened.
      this.foldDailyTotals(),
    ]);
    return { rows: await withDateStates(this.dataSource.manager, rows, (row) => row.course_id, now), total };
  }

  /** Folds the daily totals' recorded changes; one caller at a time, the others skip it. */
  async foldDailyTotals(): Promise<void> {
    await this.dataSource.query(FOLD_TOTALS);
  }

  async findRow(id: string, now: Date): Promise<AdminBookingRow | null> {
    const [row] = await this.dataSource.query<AdminBookingRow[]>(
      `SELECT ${ROW_COLUMNS} ${BOOKINGS_FROM} ${joinOrder('b')} ${joinOrderSizes('$2')}
        WHERE b.id = $2 AND b.deleted_at IS NULL`,
      [now, id],
    );
    return row ?? null;
  }

  /** The course's start, also of a deleted course; null when the course is gone. */
  async findCourseStart(courseId: string): Promise<CourseStartRow | null> {
    const [row]: CourseStartRow[] = await this.dataSource.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, start_time::text AS start_time FROM courses WHERE id = $1`,
      [courseId],
    );
    return row ?? null;
  }

  /**
   * Hands the export's rows to `handle` a batch at a time until it returns false or none are left:
   * one snapshot for the whole file, read through a server-side cursor.
   */
  async readExport(
    filter: AdminBookingFilter,
    now: Date,
    batch: number,
    handle: (rows: BookingExportRow[]) => Promise<boolean>,
  ): Promise<void> {
    const statement = exportStatement(filter, now);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query(`DECLARE booking_export NO SCROLL CURSOR FOR ${statement.sql}`, statement.params);
      for (;;) {
        const rows = await runner.manager.query<BookingExportRow[]>(`FETCH ${batch} FROM booking_export`);
        if (!(await handle(rows)) || rows.length < batch) break;
      }
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }
}
