import { todayInBerlin } from '@mpb/domain';

/** 'RE', 2026, 42 -> 'RE-2026-00042'. */
export function invoiceNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;
}

/** The calendar year in Europe/Berlin: each year's series starts again at 1. */
export function berlinYear(at: Date): number {
  return Number(todayInBerlin(at).slice(0, 4));
}

/**
 * The last day an invoice of `year` must be kept (§ 147 Abs. 3 AO, § 14b UStG): 8 years, counted
 * from the end of the calendar year it was issued in.
 */
export function retainedUntil(year: number): string {
  return `${year + 8}-12-31`;
}
