import { todayInBerlin } from '@mpb/domain';
import { text } from './xml-node';

// ISO 20022 amounts: at most 18 digits, 5 of them decimals; a euro amount has at most 2 that count.
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,5}))?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WITH_ZONE = /(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * `<Amt Ccy="EUR">1234.5</Amt>` as exact integer cents, read from the decimal text, never through a
 * float: 123450. null when it is not an amount in cents.
 */
export function amountOf(amount: unknown): { amountCents: number; currency: string } | null {
  const match = AMOUNT.exec(text(amount, '') ?? '');
  const currency = text(amount, '@Ccy');
  if (!match || !currency) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (fraction.slice(2) !== '000') return null;
  return { amountCents: Number(match[1]) * 100 + Number(fraction.slice(0, 2)), currency: currency.toUpperCase() };
}

/**
 * A date choice (`BookgDt`, `ValDt`) as 'yyyy-MM-dd': `Dt` as written, `DtTm` with a zone as its day in
 * Berlin, `DtTm` without one as the bank's own local day. null when absent or unreadable.
 */
export function berlinDateOf(dateChoice: unknown): string | null {
  const date = text(dateChoice, 'Dt')?.slice(0, 10);
  if (date) return ISO_DATE.test(date) ? date : null;
  const dateTime = text(dateChoice, 'DtTm');
  if (!dateTime) return null;
  if (!WITH_ZONE.test(dateTime)) return ISO_DATE.test(dateTime.slice(0, 10)) ? dateTime.slice(0, 10) : null;
  const instant = new Date(dateTime);
  return Number.isNaN(instant.getTime()) ? null : todayInBerlin(instant);
}
