import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListPage, queryListPage } from '../../core/database/list-page';
import { SqlConditions } from '../../core/database/sql-conditions';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { AdminListRequest, AdminListSpec } from '../../core/http/admin-list';
import {
  AdminDiscountCodeFilter,
  adminDiscountCodeFilterSchema,
  AdminDiscountCodeRow,
  DiscountUsageRow,
} from './dto/admin-discount-code.dto';

export const DISCOUNT_CODE_LIST: AdminListSpec<AdminDiscountCodeFilter> = {
  resource: 'discount-codes',
  filter: adminDiscountCodeFilterSchema,
  sortColumns: {
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
  },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'd.id',
};

const ROW_COLUMNS = `d.id, d.code, d.discount_type, d.discount_value, d.active, to_char(d.valid_from, 'YYYY-MM-DD') AS valid_from,
  to_char(d.valid_until, 'YYYY-MM-DD') AS valid_until, d.max_uses, d.current_uses, d.description, d.first_booking_only, d.created_at, d.updated_at`;

/** The columns an admin sets on a code. */
export type DiscountCodeFields = Omit<AdminDiscountCodeRow, 'id' | 'current_uses' | 'created_at' | 'updated_at'>;

export type RemovedUsageRow = Pick<DiscountUsageRow, 'booking_id' | 'status'>;

function fieldValues(fields: DiscountCodeFields): unknown[] {
  return [
    fields.code,
    fields.discount_type,
    fields.discount_value,
    fields.active,
    fields.valid_from,
    fields.valid_until,
    fields.max_uses,
    fields.description,
    fields.first_booking_only,
  ];
}

/** The discount codes and their uses as the admin dashboard lists and changes them. */
@Injectable()
export class AdminDiscountCodesRepository {
  constructor(private readonly dataSource: DataSource) {}

  list({ filter, orderBy, page }: AdminListRequest<AdminDiscountCodeFilter>): Promise<ListPage<AdminDiscountCodeRow>> {
    const conditions = new SqlConditions();
    if (filter.q) conditions.add((p) => anyContains(['d.code', 'd.description'], p), containsPattern(filter.q));
    if (filter.active !== undefined) conditions.add((p) => `d.active = ${p}`, filter.active);
    if (filter.id) conditions.add((p) => `d.id = ANY(${p}::uuid[])`, filter.id);
    return queryListPage(
      this.dataSource,
      { columns: ROW_COLUMNS, from: 'discount_codes d', conditions, orderBy },
      page,
    );
  }

  /**
   * One code, read in the caller's transaction (or from the pool without one); `lock` takes the
   * row lock (step 4 of the documented lock order) for the rest of the transaction.
   */
  async findRow(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<AdminDiscountCodeRow | null> {
    const [row] = await manager.query<AdminDiscountCodeRow[]>(
      `SELECT ${ROW_COLUMNS} FROM discount_codes d WHERE d.id = $1 ${lock ? 'FOR NO KEY UPDATE' : ''}`,
      [id],
    );
    return row ?? null;
  }

  /** A code's uses, newest first, with the booking's customer and course (the course as booked, or as it is now). */
  usages(codeId: string): Promise<DiscountUsageRow[]> {
    return this.dataSource.manager.query<DiscountUsageRow[]>(
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
  async highestCoursePrice(manager: EntityManager): Promise<number | null> {
    const [{ highest }] = await manager.query<{ highest: number | null }[]>(
      `SELECT max(gross_price)::int AS highest FROM courses WHERE deleted_at IS NULL`,
    );
    return highest;
  }

  async insert(manager: EntityManager, fields: DiscountCodeFields): Promise<string> {
    const [{ id }] = await manager.query<{ id: string }[]>(
      `INSERT INTO discount_codes (code, discount_type, discount_value, active, valid_from, valid_until, max_uses, description,
                                   first_booking_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      fieldValues(fields),
    );
    return id;
  }

  async update(manager: EntityManager, id: string, fields: DiscountCodeFields): Promise<void> {
    await manager.query(
      `UPDATE discount_codes SET code = $2, discount_type = $3, discount_value = $4, active = $5, valid_from = $6, valid_until = $7,
              max_uses = $8, description = $9, first_booking_only = $10, updated_at = now() WHERE id = $1`,
      [id, ...fieldValues(fields)],
    );
  }

  async toggleActive(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE discount_codes SET active = NOT active, updated_at = now() WHERE id = $1`, [id]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM discount_codes WHERE id = $1`, [id]);
  }

  /** The code a use belongs to; undefined for an unknown use. */
  async usageCode(manager: EntityManager, usageId: string): Promise<string | undefined> {
    const [usage] = await manager.query<{ discount_code_id: string }[]>(
      `SELECT discount_code_id FROM discount_usages WHERE id = $1`,
      [usageId],
    );
    return usage?.discount_code_id;
  }

  async deleteUsage(manager: EntityManager, usageId: string, codeId: string): Promise<RemovedUsageRow | undefined> {
    const [[removed]] = await manager.query<UpdateQueryResult<RemovedUsageRow>>(
      `DELETE FROM discount_usages WHERE id = $1 AND discount_code_id = $2 RETURNING booking_id, status`,
      [usageId, codeId],
    );
    return removed;
  }

  /** Gives one use back to the code; answers the uses left counted. */
  async uncountUse(manager: EntityManager, codeId: string): Promise<number> {
    const [[{ current_uses }]] = await manager.query<UpdateQueryResult<{ current_uses: number }>>(
      `UPDATE discount_codes SET current_uses = GREATEST(current_uses - 1, 0), updated_at = now() WHERE id = $1 RETURNING current_uses`,
      [codeId],
    );
    return current_uses;
  }
}
