import { DemoBooking, DemoHistoryPlan, DemoOutcome } from './demo-history';

type DemoCode = 'BLOG20' | 'FRUEHBUCHER';

/**
 * `count` checkouts of one course with one outcome, spread evenly between two points in the past;
 * `codes` names the discount code of the n-th checkout. Every checkout is a different person, so
 * BLOG20 is always a first booking; FRUEHBUCHER goes to checkouts six weeks or more ahead.
 */
function spread(
  course: string,
  outcome: DemoOutcome,
  count: number,
  fromDaysAgo: number,
  toDaysAgo: number,
  codes: Partial<Record<number, DemoCode>> = {},
): DemoBooking[] {
  return Array.from({ length: count }, (_, index) => {
    const discountCode = codes[index];
    return {
      course,
      outcome,
      daysAgo: count === 1 ? fromDaysAgo : fromDaysAgo - ((fromDaysAgo - toDaysAgo) * index) / (count - 1),
      ...(discountCode ? { discountCode } : {}),
    };
  });
}

/**
 * About 60 checkouts over the last six weeks: mostly paid, two bank transfers still open (one for
 * more than a day), abandoned and expired checkouts, and three cancellations with a refund.
 */
export const DEMO_HISTORY: DemoHistoryPlan = {
  bookings: [
    ...spread('past-basis', 'paid', 7, 41, 24, { 1: 'BLOG20', 4: 'BLOG20' }),
    ...spread('past-basis', 'refunded', 1, 38, 38),
    ...spread('past-basis', 'failed', 2, 36, 30),
    ...spread('past-refresher', 'paid', 5, 34, 9),
    ...spread('past-refresher', 'abandoned', 1, 20, 20),
    ...spread('few-participants', 'paid', 2, 18, 4),
    ...spread('few-participants', 'failed', 1, 8, 8),
    ...spread('sold-out', 'paid', 8, 30, 2, { 1: 'BLOG20', 5: 'BLOG20' }),
    ...spread('two-left', 'paid', 6, 27, 3),
    { course: 'two-left', outcome: 'pending', daysAgo: 1.3 },
    { course: 'two-left', outcome: 'pending', daysAgo: 0.15 },
    ...spread('two-left', 'abandoned', 1, 12, 12),
    ...spread('basis-later', 'paid', 4, 22, 1, { 0: 'FRUEHBUCHER', 1: 'BLOG20' }),
    ...spread('basis-later', 'refunded', 1, 16, 16),
    ...spread('basis-later', 'failed', 3, 25, 5),
    { course: 'basis-later', outcome: 'failed', daysAgo: 14, discountCode: 'BLOG20' },
    ...spread('refresher', 'paid', 3, 19, 2),
    ...spread('refresher', 'partially_refunded', 1, 13, 13),
    ...spread('refresher', 'abandoned', 2, 15, 6),
    ...spread('basis-spring', 'paid', 3, 10, 0.6, { 0: 'FRUEHBUCHER', 1: 'BLOG20' }),
    ...spread('basis-spring', 'failed', 2, 9, 2),
    ...spread('basis-summer', 'paid', 2, 5, 0.3, { 0: 'FRUEHBUCHER', 1: 'FRUEHBUCHER' }),
  ],
  waitlists: { 'sold-out': 3 },
  newsletter: { confirmed: 6, unconfirmed: 3 },
};
