import { todayInBerlin } from '@mpb/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BookingHistoryRepository } from '../bookings/booking-history.repository';
import { Clock } from '../core/clock/clock';
import { UpdateQueryResult } from '../core/database/update-returning';
import { ApiError } from '../core/http/api-error';
import { DiscountCode, DiscountType } from './discount-code.entity';
import { DISCOUNT_MESSAGES } from './discount-messages';
import { applyDiscount, DiscountedPrice, normaliseDiscountCode } from './discount-pricing';
import { DiscountUsage } from './discount-usage.entity';

type DiscountEvaluation =
  | { valid: true; codeId: string; code: string; discountType: DiscountType; price: DiscountedPrice }
  | { valid: false; error: string };

const BERLIN_TODAY = `(now() AT TIME ZONE 'Europe/Berlin')::date`;

/**
 * Discount rules (DECISIONS 12): active, within valid_from..valid_until (Europe/Berlin),
 * current_uses < max_uses, one use per e-mail, and a first-booking code only for an address
 * without an earlier confirmed booking (BookingHistoryRepository says which bookings count). A use
 * is reserved with the checkout, redeemed when paid and given back when the checkout expires or is
 * cancelled.
 */
@Injectable()
export class DiscountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly bookingHistory: BookingHistoryRepository,
  ) {}

  async evaluate(
    rawCode: string,
    email: string,
    priceCents: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DiscountEvaluation> {
    const code = await manager.findOne(DiscountCode, { where: { code: normaliseDiscountCode(rawCode) } });
    if (!code || !code.active) return { valid: false, error: DISCOUNT_MESSAGES.invalid };
    const today = todayInBerlin(this.clock.now());
    if (code.valid_from > today) return { valid: false, error: DISCOUNT_MESSAGES.notYetValid };
    if (code.valid_until && code.valid_until < today) return { valid: false, error: DISCOUNT_MESSAGES.expired };
    if (code.max_uses !== null && code.current_uses >= code.max_uses)
      return { valid: false, error: DISCOUNT_MESSAGES.usedOrLimitReached };
    if (await manager.exists(DiscountUsage, { where: { discount_code_id: code.id, customer_email: email } })) {
      return { valid: false, error: DISCOUNT_MESSAGES.usedOrLimitReached };
    }
    if (code.first_booking_only && (await this.bookingHistory.hasConfirmedBooking(manager, email)))
      return { valid: false, error: DISCOUNT_MESSAGES.firstBookingOnly };
    return {
      valid: true,
      codeId: code.id,
      code: code.code,
      discountType: code.discount_type,
      price: applyDiscount(code, priceCents),
    };
  }

  /**
   * Reserves one use for a booking inside the checkout transaction. The conditional update keeps
   * current_uses within max_uses under any concurrency; the unique (code, e-mail) row keeps one
   * use per address. Throws 409 with the spec's text when either is exhausted.
   */
  async reserve(manager: EntityManager, request: { codeId: string; email: string; bookingId: string }): Promise<void> {
    const [counted] = await manager.query<UpdateQueryResult<{ id: string }>>(
      `UPDATE discount_codes SET current_uses = current_uses + 1, updated_at = now()
        WHERE id = $1 AND active AND (max_uses IS NULL OR current_uses < max_uses)
          AND valid_from <= ${BERLIN_TODAY} AND (valid_until IS NULL OR valid_until >= ${BERLIN_TODAY})
        RETURNING id`,
      [request.codeId],
    );
    if (!counted.length) throw usedOrLimitReached();
    const inserted: unknown[] = await manager.query(
      `INSERT INTO discount_usages (discount_code_id, customer_email, booking_id, status) VALUES ($1, $2, $3, 'reserved')
       ON CONFLICT (discount_code_id, customer_email) DO NOTHING RETURNING id`,
      [request.codeId, request.email, request.bookingId],
    );
    if (!inserted.length) throw usedOrLimitReached();
  }

  /** Marks the booking's reserved use as paid for. */
  async redeem(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`UPDATE discount_usages SET status = 'redeemed', used_at = now() WHERE booking_id = $1`, [
      bookingId,
    ]);
  }

  /** Gives an unpaid booking's reserved use back to the code. */
  async giveBack(manager: EntityManager, bookingId: string): Promise<void> {
    const [released] = await manager.query<UpdateQueryResult<{ discount_code_id: string }>>(
      `DELETE FROM discount_usages WHERE booking_id = $1 AND status = 'reserved' RETURNING discount_code_id`,
      [bookingId],
    );
    for (const { discount_code_id } of released) {
      await manager.query(
        `UPDATE discount_codes SET current_uses = GREATEST(current_uses - 1, 0), updated_at = now() WHERE id = $1`,
        [discount_code_id],
      );
    }
  }

  /** giveBack for many bookings in one statement. */
  async giveBackAll(manager: EntityManager, bookingIds: string[]): Promise<void> {
    await manager.query(
      `WITH released AS (
         DELETE FROM discount_usages WHERE booking_id = ANY($1::uuid[]) AND status = 'reserved' RETURNING discount_code_id
       ), uses AS (SELECT discount_code_id, count(*)::int AS released FROM released GROUP BY discount_code_id)
       UPDATE discount_codes code SET current_uses = GREATEST(code.current_uses - uses.released, 0), updated_at = now()
         FROM uses WHERE code.id = uses.discount_code_id`,
      [bookingIds],
    );
  }

  /**
   * Counts the use again for a payment that arrived after its hold was released. The customer
   * already paid the discounted price, so the limit is not applied here.
   */
  async redeemLate(
    manager: EntityManager,
    request: { codeId: string; email: string; bookingId: string },
  ): Promise<void> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO discount_usages (discount_code_id, customer_email, booking_id, status) VALUES ($1, $2, $3, 'redeemed')
       ON CONFLICT (discount_code_id, customer_email) DO NOTHING RETURNING id`,
      [request.codeId, request.email, request.bookingId],
    );
    if (inserted.length) {
      await manager.query(
        `UPDATE discount_codes SET current_uses = current_uses + 1, updated_at = now() WHERE id = $1`,
        [request.codeId],
      );
    }
  }
}

function usedOrLimitReached() {
  return new ApiError(HttpStatus.CONFLICT, DISCOUNT_MESSAGES.usedOrLimitReached, {
    discountCode: DISCOUNT_MESSAGES.usedOrLimitReached,
  });
}
