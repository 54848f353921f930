import { DiscountType } from './discount-code.entity';

interface DiscountRule {
  discount_type: DiscountType;
  /** Percent (1-100) or cents. */
  discount_value: number;
}

export interface DiscountedPrice {
  originalAmount: number;
  discountAmount: number;
  finalPrice: number;
  /** Whole percent, for the 'Discount-Code erfolgreich angewendet! {percent}% Rabatt' toast. */
  discountPercentage: number;
}

/**
 * Applies a code to a price in cents. Percentages are rounded to whole cents (half up);
 * a fixed amount never takes the price below 0.
 */
export function applyDiscount(rule: DiscountRule, priceCents: number): DiscountedPrice {
  if (!Number.isInteger(priceCents) || priceCents < 0)
    throw new RangeError(`price must be whole cents, got ${priceCents}`);
  const raw =
    rule.discount_type === 'percentage' ? Math.round((priceCents * rule.discount_value) / 100) : rule.discount_value;
  const discountAmount = Math.min(Math.max(raw, 0), priceCents);
  const discountPercentage =
    rule.discount_type === 'percentage'
      ? rule.discount_value
      : priceCents === 0
        ? 0
        : Math.round((discountAmount * 100) / priceCents);
  return { originalAmount: priceCents, discountAmount, finalPrice: priceCents - discountAmount, discountPercentage };
}

/** Normalises what a visitor typed: trimmed, upper case, inner spaces removed. */
export function normaliseDiscountCode(input: string): string {
  return input.trim().replace(/\s+/g, '').toUpperCase();
}
