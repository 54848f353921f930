import { todayInBerlin } from '@mpb/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BookingHistoryRepository } from '../bookings/booking-history.repository';
import { Clock } from '../core/clock/clock';
import { ApiError } from '../core/http/api-error';
import { DiscountType } from './discount-code.entity';
import { DiscountCodeRepository, UsageRequest } from './discount-code.repository';
import { DISCOUNT_MESSAGES } from './discount-messages';
import { applyDiscount, DiscountedPrice, normaliseDiscountCode } from './discount-pricing';

type DiscountEvaluation =
  | { valid: true; codeId: string; code: string; discountType: DiscountType; price: DiscountedPrice }
  | { valid: false; error: string };

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
    private readonly codes: DiscountCodeRepository,
    private readonly clock: Clock,
    private readonly bookingHistory: BookingHistoryRepository,
  ) {}

  async evaluate(
    rawCode: string,
    email: string,
    priceCents: number,
    manager: EntityManager = this.codes.pool,
  ): Promise<DiscountEvaluation> {
    const code = await this.codes.findByCode(manager, normaliseDiscountCode(rawCode));
    if (!code || !code.active) return { valid: false, error: DISCOUNT_MESSAGES.invalid };
    const today = todayInBerlin(this.clock.now());
    if (code.valid_from > today) return { valid: false, error: DISCOUNT_MESSAGES.notYetValid };
    if (code.valid_until && code.valid_until < today) return { valid: false, error: DISCOUNT_MESSAGES.expired };
    if (code.max_uses !== null && code.current_uses >= code.max_uses)
      return { valid: false, error: DISCOUNT_MESSAGES.usedOrLimitReached };
    if (await this.codes.hasUsage(manager, code.id, email)) {
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
  async reserve(manager: EntityManager, request: UsageRequest): Promise<void> {
    if (!(await this.codes.countUse(manager, request.codeId))) throw usedOrLimitReached();
    if (!(await this.codes.insertUsage(manager, request, 'reserved'))) throw usedOrLimitReached();
  }

  /** Marks the booking's reserved use as paid for. */
  async redeem(manager: EntityManager, bookingId: string): Promise<void> {
    await this.codes.markRedeemed(manager, bookingId);
  }

  /** Gives an unpaid booking's reserved use back to the code. */
  async giveBack(manager: EntityManager, bookingId: string): Promise<void> {
    for (const codeId of await this.codes.deleteReserved(manager, bookingId)) {
      await this.codes.uncountUse(manager, codeId);
    }
  }

  /** giveBack for many bookings in one statement. */
  async giveBackAll(manager: EntityManager, bookingIds: string[]): Promise<void> {
    await this.codes.giveBackReserved(manager, bookingIds);
  }

  /**
   * Counts the use again for a payment that arrived after its hold was released. The customer
   * already paid the discounted price, so the limit is not applied here.
   */
  async redeemLate(manager: EntityManager, request: UsageRequest): Promise<void> {
    if (await this.codes.insertUsage(manager, request, 'redeemed')) {
      await this.codes.countUseUnlimited(manager, request.codeId);
    }
  }
}

function usedOrLimitReached() {
  return new ApiError(HttpStatus.CONFLICT, DISCOUNT_MESSAGES.usedOrLimitReached, {
    discountCode: DISCOUNT_MESSAGES.usedOrLimitReached,
  });
}
