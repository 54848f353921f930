import { todayInBerlin } from '@mpb/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { Clock } from '../../core/clock/clock';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError, FieldErrors } from '../../core/http/api-error';
import { INVALID_DATA_MESSAGE } from '../../core/http/parse-body';
import { AdminDiscountCodesRepository, DiscountCodeFields } from './admin-discount-codes.repository';
import {
  AdminDiscountCodeRow,
  DISCOUNT_CODE_MESSAGES,
  DiscountCodeChanges,
  FIXED_AMOUNT_MAX_CENTS,
} from './dto/admin-discount-code.dto';

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

/** The discount codes tab (the list: the repository): codes, their uses, and resetting a use (DECISIONS 12 for the rules a code enforces). */
@Injectable()
export class AdminDiscountCodesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly codes: AdminDiscountCodesRepository,
    private readonly audit: AuditLogService,
    private readonly clock: Clock,
  ) {}

  async row(id: string, manager?: EntityManager, lock = false): Promise<AdminDiscountCodeRow> {
    const row = await this.codes.findRow(id, manager, lock);
    if (!row) throw ApiError.notFound(DISCOUNT_CODE_MESSAGES.notFound);
    return row;
  }

  async usages(id: string) {
    await this.row(id);
    return this.codes.usages(id);
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
    return this.transactions.run(async (manager) => {
      refuse(discountProblems(fields, 0, await this.codes.highestCoursePrice(manager)));
      const id = await uniqueCode(() => this.codes.insert(manager, fields));
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
    return this.transactions.run(async (manager) => {
      const before = await this.row(id, manager, true);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const fields: DiscountCodeFields = { ...before, ...defined, valid_from: changes.valid_from ?? before.valid_from };
      refuse(discountProblems(fields, before.current_uses, await this.codes.highestCoursePrice(manager)));
      await uniqueCode(() => this.codes.update(manager, id, fields));
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
    return this.transactions.run(async (manager) => {
      const before = await this.row(id, manager, true);
      await this.codes.toggleActive(manager, id);
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
    await this.transactions.run(async (manager) => {
      const before = await this.row(id, manager, true);
      if (before.current_uses > 0) throw ApiError.conflict(DISCOUNT_CODE_MESSAGES.deleteUsed);
      await this.codes.delete(manager, id);
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
    return this.transactions.run(async (manager) => {
      const codeId = await this.codes.usageCode(manager, usageId);
      if (!codeId) throw ApiError.notFound(DISCOUNT_CODE_MESSAGES.usageNotFound);
      await this.row(codeId, manager, true);
      const removed = await this.codes.deleteUsage(manager, usageId, codeId);
      if (!removed) throw ApiError.notFound(DISCOUNT_CODE_MESSAGES.usageNotFound);
      const current_uses = await this.codes.uncountUse(manager, codeId);
      await this.audit.record(
        discountAudit(
          actor,
          AUDIT_ACTIONS.discountUsageReset,
          'discount_usage',
          usageId,
          { discount_code_id: codeId, booking_id: removed.booking_id, status: removed.status },
          { current_uses },
        ),
        manager,
      );
      return { id: usageId, discount_code_id: codeId, current_uses };
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
