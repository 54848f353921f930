import { describe, expect, it } from 'vitest';
import { daysBeforeStart, refundByTerms } from './refund-policy';

const COURSE_DATE = '2026-12-15';
/** Noon in Berlin, `days` calendar days before the course date. */
const daysBefore = (days: number) => new Date(Date.parse(`${COURSE_DATE}T11:00:00Z`) - days * 86_400_000);

describe('refundByTerms', () => {
  it('refunds everything 20 days before the start', () => {
    expect(refundByTerms(47481, COURSE_DATE, daysBefore(20))).toEqual({
      paidCents: 47481,
      proposedRefundCents: 47481,
      daysBeforeStart: 20,
      rule: 'full',
    });
  });

  it('refunds half 10 days before the start, rounding the odd cent to the customer', () => {
    expect(refundByTerms(47481, COURSE_DATE, daysBefore(10))).toMatchObject({
      proposedRefundCents: 23741,
      rule: 'half',
    });
    expect(refundByTerms(47400, COURSE_DATE, daysBefore(10)).proposedRefundCents).toBe(23700);
  });

  it('refunds nothing 3 days before the start, on the day or after it', () => {
    for (const days of [3, 0, -2])
      expect(refundByTerms(47481, COURSE_DATE, daysBefore(days))).toMatchObject({
        proposedRefundCents: 0,
        rule: 'none',
      });
  });

  it('draws the lines at 14 and 7 days', () => {
    expect(refundByTerms(10000, COURSE_DATE, daysBefore(14)).rule).toBe('full');
    expect(refundByTerms(10000, COURSE_DATE, daysBefore(13)).rule).toBe('half');
    expect(refundByTerms(10000, COURSE_DATE, daysBefore(7)).rule).toBe('half');
    expect(refundByTerms(10000, COURSE_DATE, daysBefore(6)).rule).toBe('none');
  });

  it('counts days in Europe/Berlin, not UTC', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Berlin: 14 days before 15 Dec.
    expect(daysBeforeStart(COURSE_DATE, new Date('2026-11-30T23:30:00Z'))).toBe(14);
    // Summer time: 22:30 UTC on 31 May is 1 June 00:30 in Berlin.
    expect(daysBeforeStart('2026-06-15', new Date('2026-05-31T22:30:00Z'))).toBe(14);
    expect(daysBeforeStart('2026-06-15', new Date('2026-05-31T21:30:00Z'))).toBe(15);
  });
});
