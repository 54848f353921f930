import { todayInBerlin } from '@mpb/domain';

/** The terms' cancellation rule (DECISIONS 23, 001 §9): 14 days or more: all; 7 to 13: half; fewer: none. */
export interface RefundProposal {
  paidCents: number;
  proposedRefundCents: number;
  /** Calendar days from today to the course date, both in Europe/Berlin; negative once it started. */
  daysBeforeStart: number;
  rule: 'full' | 'half' | 'none';
}

export function daysBeforeStart(courseDate: string, now: Date): number {
  const today = todayInBerlin(now);
  return Math.round((Date.parse(`${courseDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function refundByTerms(paidCents: number, courseDate: string, now: Date): RefundProposal {
  const days = daysBeforeStart(courseDate, now);
  const rule = days >= 14 ? 'full' : days >= 7 ? 'half' : 'none';
  // Half of an odd amount rounds to the customer's favour (whole cents).
  const proposedRefundCents = rule === 'full' ? paidCents : rule === 'half' ? Math.ceil(paidCents / 2) : 0;
  return { paidCents, proposedRefundCents, daysBeforeStart: days, rule };
}
