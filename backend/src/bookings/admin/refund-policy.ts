import { daysBeforeCourse, refundCentsFor, RefundRule, refundRuleFor } from '@mpb/domain';

/** The terms' cancellation rule (DECISIONS 23, 001 §9; thresholds in @mpb/domain refund-terms). */
export interface RefundProposal {
  paidCents: number;
  proposedRefundCents: number;
  /** Calendar days from today to the course date, both in Europe/Berlin; negative once it started. */
  daysBeforeStart: number;
  rule: RefundRule;
}

/** Calendar days from today to the course date in Europe/Berlin (the rule lives in @mpb/domain). */
export const daysBeforeStart = daysBeforeCourse;

export function refundByTerms(paidCents: number, courseDate: string, now: Date): RefundProposal {
  const days = daysBeforeStart(courseDate, now);
  const rule = refundRuleFor(days);
  return { paidCents, proposedRefundCents: refundCentsFor(rule, paidCents), daysBeforeStart: days, rule };
}
