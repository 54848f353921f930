import { describe, expect, it } from 'vitest';
import { applyDiscount, normaliseDiscountCode } from './discount-pricing';

describe('applyDiscount', () => {
  it('rounds a percentage discount to whole cents, half up', () => {
    expect(applyDiscount({ discount_type: 'percentage', discount_value: 20 }, 47481)).toEqual({
      originalAmount: 47481,
      discountAmount: 9496,
      finalPrice: 37985,
      discountPercentage: 20,
    });
    expect(applyDiscount({ discount_type: 'percentage', discount_value: 50 }, 101).discountAmount).toBe(51);
    expect(applyDiscount({ discount_type: 'percentage', discount_value: 15 }, 47481).discountAmount).toBe(7122);
  });

  it('makes a 100 % code free and never negative', () => {
    expect(applyDiscount({ discount_type: 'percentage', discount_value: 100 }, 47481)).toMatchObject({
      discountAmount: 47481,
      finalPrice: 0,
    });
  });

  it('caps a fixed amount at the price', () => {
    expect(applyDiscount({ discount_type: 'fixed_amount', discount_value: 5000 }, 47481)).toMatchObject({
      discountAmount: 5000,
      finalPrice: 42481,
      discountPercentage: 11,
    });
    expect(applyDiscount({ discount_type: 'fixed_amount', discount_value: 60000 }, 47481)).toMatchObject({
      discountAmount: 47481,
      finalPrice: 0,
      discountPercentage: 100,
    });
  });

  it('handles a free course', () => {
    expect(applyDiscount({ discount_type: 'fixed_amount', discount_value: 1000 }, 0)).toEqual({
      originalAmount: 0,
      discountAmount: 0,
      finalPrice: 0,
      discountPercentage: 0,
    });
  });

  it('refuses fractional cents', () => {
    expect(() => applyDiscount({ discount_type: 'percentage', discount_value: 10 }, 12.5)).toThrow(RangeError);
  });
});

describe('normaliseDiscountCode', () => {
  it('upper-cases and strips spaces', () => {
    expect(normaliseDiscountCode('  blog 20 ')).toBe('BLOG20');
  });
});
