import { describe, expect, it } from 'vitest';
import { cancellationCheckDue } from './course-run';

/** Noon in Berlin on 1 Dec 2026. */
const NOW = new Date('2026-12-01T11:00:00Z');
const course = (date: string, confirmed: number, status = 'active') => ({
  date,
  start_time: '08:30',
  status,
  confirmed,
});

describe('cancellationCheckDue', () => {
  it('flags an active date with fewer than 3 confirmed at most 14 days ahead', () => {
    expect(cancellationCheckDue(course('2026-12-15', 2), NOW)).toBe(true);
    expect(cancellationCheckDue(course('2026-12-02', 0), NOW)).toBe(true);
  });

  it('leaves alone a full enough, a later, a started and a cancelled date', () => {
    expect(cancellationCheckDue(course('2026-12-15', 3), NOW)).toBe(false);
    expect(cancellationCheckDue(course('2026-12-16', 2), NOW)).toBe(false);
    expect(cancellationCheckDue(course('2026-12-01', 1), NOW)).toBe(false);
    expect(cancellationCheckDue(course('2026-12-10', 1, 'cancelled'), NOW)).toBe(false);
  });
});
