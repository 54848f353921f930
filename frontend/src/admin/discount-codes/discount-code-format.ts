import { formatAmount, formatShortDate } from '@mpb/domain';
import type { ApiSchema } from '../../api/types';

export type DiscountCodeRecord = ApiSchema<'AdminDiscountCodeDto'>;

/** '20 %' or the exact euro amount (DECISIONS 19). */
export const discountText = (code: Pick<DiscountCodeRecord, 'discount_type' | 'discount_value'>) =>
  code.discount_type === 'percentage' ? `${code.discount_value} %` : formatAmount(code.discount_value);

export const validityText = (code: Pick<DiscountCodeRecord, 'valid_from' | 'valid_until'>) =>
  code.valid_until
    ? `${formatShortDate(code.valid_from)} – ${formatShortDate(code.valid_until)}`
    : `ab ${formatShortDate(code.valid_from)}`;

export const usageText = (code: Pick<DiscountCodeRecord, 'current_uses' | 'max_uses'>) =>
  `${code.current_uses}/${code.max_uses ?? '∞'}`;

export const audienceText = (code: Pick<DiscountCodeRecord, 'first_booking_only'>) =>
  code.first_booking_only ? 'Nur erste Buchung' : 'Alle Buchungen';

export interface DiscountCodeStatus {
  label: 'Aktiv' | 'Inaktiv' | 'Abgelaufen' | 'Aufgebraucht' | 'Noch nicht gültig';
  color: 'success' | 'default' | 'primary';
  variant: 'filled' | 'outlined';
}

/**
 * Whether a visitor could use the code today (Berlin calendar date, as the server checks it).
 * Expired and used up come before the switch: activating such a code would not make it usable.
 */
export function statusOf(
  code: Pick<DiscountCodeRecord, 'active' | 'valid_from' | 'valid_until' | 'max_uses' | 'current_uses'>,
  today: string,
): DiscountCodeStatus {
  if (code.valid_until && code.valid_until < today)
    return { label: 'Abgelaufen', color: 'default', variant: 'outlined' };
  if (code.max_uses !== null && code.current_uses >= code.max_uses)
    return { label: 'Aufgebraucht', color: 'default', variant: 'outlined' };
  if (!code.active) return { label: 'Inaktiv', color: 'default', variant: 'filled' };
  if (code.valid_from > today) return { label: 'Noch nicht gültig', color: 'primary', variant: 'outlined' };
  return { label: 'Aktiv', color: 'success', variant: 'filled' };
}
