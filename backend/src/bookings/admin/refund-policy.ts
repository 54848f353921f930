import { refundCentsFor, RefundRule, refundRuleFor, todayInBerlin } from '@mpb/domain';

/** The terms' cancellation rule (DECISIONS 23, 001 §9; thresholds in @mpb/domain refund-terms). */
export interface RefundProposal {
  paidCents: number;
  proposedRefundCents: number;
  /** Calendar days from today to the course date, both in Europe/Berlin; negative once it started. */
  daysBeforeStart: number;
  rule: RefundRule;
}

export function daysBeforeStart(courseDate: string, now: Date): number {
  const today = todayInBerlin(now);
  return Math.round((Date.parse(`${courseDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function refundByTerms(paidCents: number, courseDate: string, now: Date): RefundProposal {
  const days = daysBeforeStart(courseDate, now);
  const rule = refundRuleFor(days);
  return { paidCents, proposedRefundCents: refundCentsFor(rule, paidCents), daysBeforeStart: days, rule };
}
