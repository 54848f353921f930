import { EntityManager } from 'typeorm';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { parseFilterQuery, parseSortQuery } from '../../core/http/react-admin-query';
import {
  AdminDiscountCodeFilter,
  adminDiscountCodeFilterSchema,
  AdminDiscountCodeRow,
  DiscountUsageRow,
} from './dto/admin-discount-code.dto';

const SORT_COLUMNS: Record<string, string> = {
  id: 'd.id',
  code: 'd.code',
  discount_type: 'd.discount_type',
  discount_value: 'd.discount_value',
  active: 'd.active',
  valid_from: 'd.valid_from',
  valid_until: 'd.valid_until',
  max_uses: 'd.max_uses',
  current_uses: 'd.current_uses',
  description: 'd.description',
  first_booking_only: 'd.first_booking_only',
  created_at: 'd.created_at',
  updated_at: 'd.updated_at',
};

const ROW_COLUMNS = `d.id, d.code, d.discount_type, d.discount_value, d.active, to_char(d.valid_from, 'YYYY-MM-DD') AS valid_from,
  to_char(d.valid_until, 'YYYY-MM-DD') AS valid_until, d.max_uses, d.current_uses, d.description, d.first_booking_only, d.created_at, d.updated_at`;

export const parseDiscountCodeFilter = (raw: unknown): AdminDiscountCodeFilter =>
  parseFilterQuery(adminDiscountCodeFilterSchema, raw);

export const parseDiscountCodeSort = (raw: unknown): string =>
  parseSortQuery(raw, SORT_COLUMNS, ['created_at', 'DESC'], 'd.id');

function whereOf(filter: AdminDiscountCodeFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = ['TRUE'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.q) add((p) => anyContains(['d.code', 'd.description'], p), containsPattern(filter.q));
  if (filter.active !== undefined) add((p) => `d.active = ${p}`, filter.active);
  if (filter.id) add((p) => `d.id = ANY(${p}::uuid[])`, filter.id);
  return { sql: `WHERE ${conditions.join(' AND ')}`, params };
}

export async function listDiscountCodeRows(
  manager: EntityManager,
  filter: AdminDiscountCodeFilter,
  orderBy: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminDiscountCodeRow[]; total: number }> {
  const where = whereOf(filter);
  const count = where.params.length;
  const [rows, [{ total }]] = await Promise.all([
    manager.query<AdminDiscountCodeRow[]>(
      `SELECT ${ROW_COLUMNS} FROM discount_codes d ${where.sql} ORDER BY ${orderBy} LIMIT $${count + 1} OFFSET $${count + 2}`,
      [...where.params, page.limit, page.offset],
    ),
    manager.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM discount_codes d ${where.sql}`,
      where.params,
    ),
  ]);
  return { rows, total };
}

/** One code; `lock` takes the row lock (step 5 of the documented lock order) for the rest of the transaction. */
export async function discountCodeRow(
  manager: EntityManager,
  id: string,
  lock = false,
): Promise<AdminDiscountCodeRow | null> {
  const [row] = await manager.query<AdminDiscountCodeRow[]>(
    `SELECT ${ROW_COLUMNS} FROM discount_codes d WHERE d.id = $1 ${lock ? 'FOR NO KEY UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

/** A code's uses, newest first, with the booking's customer and course (the course as booked, or as it is now). */
export function discountUsageRows(manager: EntityManager, codeId: string): Promise<DiscountUsageRow[]> {
  return manager.query<DiscountUsageRow[]>(
    `SELECT u.id, u.customer_email, b.customer_name, u.booking_id, COALESCE(c.title, b.course_title) AS course_title,
            to_char(COALESCE(c.date, b.course_date), 'YYYY-MM-DD') AS course_date, u.status, u.used_at
       FROM discount_usages u
       LEFT JOIN bookings b ON b.id = u.booking_id
       LEFT JOIN courses c ON c.id = b.course_id
      WHERE u.discount_code_id = $1
      ORDER BY u.used_at DESC, u.id`,
    [codeId],
  );
}

/** The gross price of the dearest course that is not deleted, in cents; null without courses. */
export async function highestCoursePrice(manager: EntityManager): Promise<number | null> {
  const [{ highest }] = await manager.query<{ highest: number | null }[]>(
    `SELECT max(gross_price)::int AS highest FROM courses WHERE deleted_at IS NULL`,
  );
  return highest;
}
