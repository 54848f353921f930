import { formatAmount, formatShortDate } from '@mpb/domain';

export interface DiscountCodeRecord {
  id: string;
  code: string;
  discount_type: 'percentage' | 'fixed_amount';
  discount_value: number;
  active: boolean;
  valid_from: string;
  valid_until: string | null;
  max_uses: number | null;
  current_uses: number;
  description: string | null;
}

/** '20 %' or the exact euro amount (DECISIONS 19). */
export const discountText = (code: Pick<DiscountCodeRecord, 'discount_type' | 'discount_value'>) =>
  code.discount_type === 'percentage' ? `${code.discount_value} %` : formatAmount(code.discount_value);

export const validityText = (code: Pick<DiscountCodeRecord, 'valid_from' | 'valid_until'>) =>
  code.valid_until ? `${formatShortDate(code.valid_from)} – ${formatShortDate(code.valid_until)}` : `ab ${formatShortDate(code.valid_from)}`;

export const usageText = (code: Pick<DiscountCodeRecord, 'current_uses' | 'max_uses'>) => `${code.current_uses}/${code.max_uses ?? '∞'}`;
