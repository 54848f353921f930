import { todayInBerlin } from '@mpb/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { Clock } from '../../core/clock/clock';
import { runTransaction } from '../../core/database/transaction';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { ApiError, FieldErrors } from '../../core/http/api-error';
import { INVALID_DATA_MESSAGE } from '../../core/http/parse-body';
import {
  discountCodeRow,
  discountUsageRows,
  highestCoursePrice,
  listDiscountCodeRows,
} from './admin-discount-code-query';
import {
  AdminDiscountCodeFilter,
  AdminDiscountCodeRow,
  DISCOUNT_CODE_MESSAGES,
  DiscountCodeChanges,
  DiscountUsageRow,
  FIXED_AMOUNT_MAX_CENTS,
} from './dto/admin-discount-code.dto';

type DiscountCodeFields = Omit<AdminDiscountCodeRow, 'id' | 'current_uses' | 'created_at' | 'updated_at'>;
type RemovedUsageRow = Pick<DiscountUsageRow, 'booking_id' | 'status'>;
type DiscountAuditAction = Extract<(typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS], `discount_${string}`>;

/**
 * Bounds that depend on another field, the stored uses or the courses; empty when all is well.
 * A fixed amount above every course's price would make any booking free, so it is refused
 * (without courses yet, only the general bound applies).
 */
function discountProblems(
  fields: DiscountCodeFields,
  currentUses: number,
  highestCoursePrice: number | null,
): FieldErrors {
  const problems: FieldErrors = {};
  const value = fields.discount_value;
  if (fields.discount_type === 'percentage' && (value < 1 || value > 100))
    problems.discount_value = DISCOUNT_CODE_MESSAGES.percentRange;
  if (fields.discount_type === 'fixed_amount' && (value < 1 || value > FIXED_AMOUNT_MAX_CENTS))
    problems.discount_value = DISCOUNT_CODE_MESSAGES.amountInvalid;
  else if (fields.discount_type === 'fixed_amount' && highestCoursePrice !== null && value > highestCoursePrice) {
    problems.discount_value = DISCOUNT_CODE_MESSAGES.aboveHighestCoursePrice(highestCoursePrice);
  }
  if (fields.valid_until && fields.valid_until < fields.valid_from)
    problems.valid_until = DISCOUNT_CODE_MESSAGES.untilBeforeFrom;
  if (fields.max_uses !== null && fields.max_uses < currentUses)
    problems.max_uses = DISCOUNT_CODE_MESSAGES.maxUsesBelowCurrent(currentUses);
  return problems;
}

/** The discount codes tab: codes, their uses, and resetting a use (DECISIONS 12 for the rules a code enforces). */
@Injectable()
export class AdminDiscountCodesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  list(filter: AdminDiscountCodeFilter, orderBy: string, page: { offset: number; limit: number }) {
    return listDiscountCodeRows(this.dataSource.manager, filter, orderBy, page);
  }

  async row(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<AdminDiscountCodeRow> {
    const row = await discountCodeRow(manager, id, lock);
    if (!row) throw ApiError.notFound(DISCOUNT_CODE_MESSAGES.notFound);
    return row;
  }

  async usages(id: string) {
    await this.row(id);
    return discountUsageRows(this.dataSource.manager, id);
  }

  async create(changes: DiscountCodeChanges, actor: AdminActor): Promise<AdminDiscountCodeRow> {
    const fields: DiscountCodeFields = {
      code: changes.code!,
      discount_type: changes.discount_type ?? 'percentage',
      discount_value: changes.discount_value!,
      active: changes.active ?? true,
      valid_from: changes.valid_from ?? todayInBerlin(this.clock.now()),
      valid_until: changes.valid_until ?? null,
      max_uses: changes.max_uses ?? null,
      description: changes.description ?? null,
      first_booking_only: changes.first_booking_only ?? false,
    };
    return runTransaction(this.dataSource, async (manager) => {
      refuse(discountProblems(fields, 0, await highestCoursePrice(manager)));
      const [{ id }] = await uniqueCode(() =>
        manager.query<{ id: string }[]>(
          `INSERT INTO discount_codes (code, discount_type, discount_value, active, valid_from, valid_until, max_uses, description,
                                       first_booking_only)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            fields.code,
            fields.discount_type,
            fields.discount_value,
            fields.active,
            fields.valid_from,
            fields.valid_until,
            fields.max_uses,
            fields.description,
            fields.first_booking_only,
          ],
        ),
      );
      const created = await this.row(id, manager);
      await this.audit.record(
        discountAudit(actor, AUDIT_ACTIONS.discountCodeCreate, 'discount_code', id, null, auditView(created)),
        manager,
      );
      return created;
    });
  }

  /** Fields left out keep their value; max_uses is checked against the uses under the row lock. */
  async update(id: string, changes: DiscountCodeChanges, actor: AdminActor): Promise<AdminDiscountCodeRow> {
    return runTransaction(this.dataSource, async (manager) => {
      const before = await this.row(id, manager, true);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const fields: DiscountCodeFields = { ...before, ...defined, valid_from: changes.valid_from ?? before.valid_from };
      refuse(discountProblems(fields, before.current_uses, await highestCoursePrice(manager)));
      await uniqueCode(() =>
        manager.query(
          `UPDATE discount_codes SET code = $2, discount_type = $3, discount_value = $4, active = $5, valid_from = $6, valid_until = $7,
                  max_uses = $8, description = $9, first_booking_only = $10, updated_at = now() WHERE id = $1`,
          [
            id,
            fields.code,
            fields.discount_type,
            fields.discount_value,
            fields.active,
            fields.valid_from,
            fields.valid_until,
            fields.max_uses,
            fields.description,
            fields.first_booking_only,
          ],
        ),
      );
      const after = await this.row(id, manager);
      await this.audit.record(
        discountAudit(
          actor,
          AUDIT_ACTIONS.discountCodeUpdate,
          'discount_code',
          id,
          auditView(before),
          auditView(after),
        ),
        manager,
      );
      return after;
    });
  }

  async toggle(id: string, actor: AdminActor): Promise<AdminDiscountCodeRow> {
    return runTransaction(this.dataSource, async (manager) => {
      const before = await this.row(id, manager, true);
      await manager.query(`UPDATE discount_codes SET active = NOT active, updated_at = now() WHERE id = $1`, [id]);
      const after = await this.row(id, manager);
      await this.audit.record(
        discountAudit(
          actor,
          AUDIT_ACTIONS.discountCodeToggle,
          'discount_code',
          id,
          { active: before.active },
          { active: after.active },
        ),
        manager,
      );
      return after;
    });
  }

  /** Only an unused code can go: its uses are the record of who had the discount. */
  async delete(id: string, actor: AdminActor): Promise<void> {
    await runTransaction(this.dataSource, async (manager) => {
      const before = await this.row(id, manager, true);
      if (before.current_uses > 0) throw ApiError.conflict(DISCOUNT_CODE_MESSAGES.deleteUsed);
      await manager.query(`DELETE FROM discount_codes WHERE id = $1`, [id]);
      await this.audit.record(
        discountAudit(actor, AUDIT_ACTIONS.discountCodeDelete, 'discount_code', id, auditView(before), null),
        manager,
      );
    });
  }

  /**
   * Removes one use and gives it back to the code in one transaction, locking the code before
   * the usage (the documented order); the same address may then use the code again.
   */
  async resetUsage(
    usageId: string,
    actor: AdminActor,
  ): Promise<{ id: string; discount_code_id: string; current_uses: number }> {
    return runTransaction(this.dataSource, async (manager) => {
      const [usage] = await manager.query<{ discount_code_id: string }[]>(
        `SELECT discount_code_id FROM discount_usages WHERE id = $1`,
        [usageId],
      );
      if (!usage) throw ApiError.notFound(DISCOUNT_CODE_MESSAGES.usageNotFound);
      await this.row(usage.discount_code_id, manager, true);
      const [[removed]] = await manager.query<UpdateQueryResult<RemovedUsageRow>>(
        `DELETE FROM discount_usages WHERE id = $1 AND discount_code_id = $2 RETURNING booking_id, status`,
        [usageId, usage.discount_code_id],
      );
      if (!removed) throw ApiError.notFound(DISCOUNT_CODE_MESSAGES.usageNotFound);
      const [[{ current_uses }]] = await manager.query<UpdateQueryResult<{ current_uses: number }>>(
        `UPDATE discount_codes SET current_uses = GREATEST(current_uses - 1, 0), updated_at = now() WHERE id = $1 RETURNING current_uses`,
        [usage.discount_code_id],
      );
      await this.audit.record(
        discountAudit(
          actor,
          AUDIT_ACTIONS.discountUsageReset,
          'discount_usage',
          usageId,
          { discount_code_id: usage.discount_code_id, booking_id: removed.booking_id, status: removed.status },
          { current_uses },
        ),
        manager,
      );
      return { id: usageId, discount_code_id: usage.discount_code_id, current_uses };
    });
  }
}

function refuse(problems: FieldErrors): void {
  if (Object.keys(problems).length) throw ApiError.badRequest(INVALID_DATA_MESSAGE, problems);
}

/** Runs a write that sets the code; a code taken by another row answers 409 with the field message. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const driver = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
    if (driver?.code === '23505' && driver.constraint === 'discount_codes_code_unique') {
      throw new ApiError(HttpStatus.CONFLICT, DISCOUNT_CODE_MESSAGES.codeTaken, {
        code: DISCOUNT_CODE_MESSAGES.codeTaken,
      });
    }
    throw error;
  }
}

function discountAudit(
  actor: AdminActor,
  action: DiscountAuditAction,
  entity: string,
  entityId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return { actorEmail: actor.email, ip: actor.ip, action, entity, entityId, before, after };
}

function auditView(row: AdminDiscountCodeRow): Record<string, unknown> {
  const { id: _id, created_at: _createdAt, updated_at: _updatedAt, ...columns } = row;
  return columns;
}
