import { todayInBerlin } from '@mpb/domain';

/** Today in Berlin plus some days, 'YYYY-MM-DD'. */
export function berlinDatePlus(days: number, now = new Date()): string {
  return new Date(Date.parse(`${todayInBerlin(now)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
