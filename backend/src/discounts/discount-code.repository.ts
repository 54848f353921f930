import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { UpdateQueryResult } from '../core/database/update-returning';
import { DiscountCode } from './discount-code.entity';
import { DiscountUsage } from './discount-usage.entity';

const BERLIN_TODAY = `(now() AT TIME ZONE 'Europe/Berlin')::date`;

/** A use of a code by one address for one booking. */
export interface UsageRequest {
  codeId: string;
  email: string;
  bookingId: string;
}

/** The discount_codes rows and their discount_usages, as the checkout and the payments count them. */
@Injectable()
export class DiscountCodeRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The pool's manager, for a check a caller makes outside any transaction. */
  get pool(): EntityManager {
    return this.dataSource.manager;
  }

  findByCode(manager: EntityManager, code: string): Promise<DiscountCode | null> {
    return manager.findOne(DiscountCode, { where: { code } });
  }

  hasUsage(manager: EntityManager, codeId: string, email: string): Promise<boolean> {
    return manager.exists(DiscountUsage, { where: { discount_code_id: codeId, customer_email: email } });
  }

  /**
   * Counts one use if the code is still usable today; false if not. The conditional update keeps
   * current_uses within max_uses under any concurrency.
   */
  async countUse(manager: EntityManager, codeId: string): Promise<boolean> {
    const [counted] = await manager.query<UpdateQueryResult<{ id: string }>>(
      `UPDATE discount_codes SET current_uses = current_uses + 1, updated_at = now()
        WHERE id = $1 AND active AND (max_uses IS NULL OR current_uses < max_uses)
          AND valid_from <= ${BERLIN_TODAY} AND (valid_until IS NULL OR valid_until >= ${BERLIN_TODAY})
        RETURNING id`,
      [codeId],
    );
    return counted.length > 0;
  }

  /** Counts one use without any limit (a payment that already happened). */
  async countUseUnlimited(manager: EntityManager, codeId: string): Promise<void> {
    await manager.query(`UPDATE discount_codes SET current_uses = current_uses + 1, updated_at = now() WHERE id = $1`, [
      codeId,
    ]);
  }

  async uncountUse(manager: EntityManager, codeId: string): Promise<void> {
    await manager.query(
      `UPDATE discount_codes SET current_uses = GREATEST(current_uses - 1, 0), updated_at = now() WHERE id = $1`,
      [codeId],
    );
  }

  /** Inserts the use; false if the address has one of the code already (the unique (code, e-mail) row). */
  async insertUsage(manager: EntityManager, usage: UsageRequest, status: 'reserved' | 'redeemed'): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO discount_usages (discount_code_id, customer_email, booking_id, status) VALUES ($1, $2, $3, '${status}')
       ON CONFLICT (discount_code_id, customer_email) DO NOTHING RETURNING id`,
      [usage.codeId, usage.email, usage.bookingId],
    );
    return inserted.length > 0;
  }

  async markRedeemed(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`UPDATE discount_usages SET status = 'redeemed', used_at = now() WHERE booking_id = $1`, [
      bookingId,
    ]);
  }

  /** Deletes the booking's reserved uses; answers the code of each. */
  async deleteReserved(manager: EntityManager, bookingId: string): Promise<string[]> {
    const [released] = await manager.query<UpdateQueryResult<{ discount_code_id: string }>>(
      `DELETE FROM discount_usages WHERE booking_id = $1 AND status = 'reserved' RETURNING discount_code_id`,
      [bookingId],
    );
    return released.map(({ discount_code_id }) => discount_code_id);
  }

  /** Deletes the bookings' reserved uses and gives them back to their codes, in one statement. */
  async giveBackReserved(manager: EntityManager, bookingIds: string[]): Promise<void> {
    await manager.query(
      `WITH released AS (
         DELETE FROM discount_usages WHERE booking_id = ANY($1::uuid[]) AND status = 'reserved' RETURNING discount_code_id
       ), uses AS (SELECT discount_code_id, count(*)::int AS released FROM released GROUP BY discount_code_id)
       UPDATE discount_codes code SET current_uses = GREATEST(code.current_uses - uses.released, 0), updated_at = now()
         FROM uses WHERE code.id = uses.discount_code_id`,
      [bookingIds],
    );
  }
}
