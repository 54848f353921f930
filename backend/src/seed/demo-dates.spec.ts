import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { demoCourseDate } from './demo-dates';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('demoCourseDate', () => {
  // Monday to Sunday in Berlin, just after midnight: in UTC it is still the day before.
  const week = Array.from({ length: 7 }, (_, day) => new TZDate(2026, 10, 23 + day, 0, 30, 0, 'Europe/Berlin'));

  it('never puts a course on a Saturday or Sunday, whatever day the demo is seeded', () => {
    for (const today of week)
      for (const inDays of [-20, -6, 6, 12, 19, 33, 40, 54, 75]) {
        expect([0, 6], `${today.toISOString()} ${inDays}`).not.toContain(weekday(demoCourseDate(today, inDays)));
      }
  });

  it('moves an upcoming date forward to Monday and a past date back to Friday', () => {
    const saturday = week[5];
    expect(demoCourseDate(saturday, 0)).toBe('2026-11-30');
    expect(demoCourseDate(saturday, 1)).toBe('2026-11-30');
    expect(demoCourseDate(saturday, -7)).toBe('2026-11-20');
    expect(demoCourseDate(saturday, -6)).toBe('2026-11-20');
    expect(demoCourseDate(saturday, 3)).toBe('2026-12-01');
  });

  it('moves a date off a public holiday throughout Germany, ahead or back as off a weekend', () => {
    // Seeded in the evening, as late in a second as now may be.
    const monday = new TZDate(2026, 11, 28, 18, 36, 7, 508, 'Europe/Berlin');
    // Friday 1 January 2027, New Year's Day.
    expect(demoCourseDate(monday, 4)).toBe('2027-01-04');
    // Friday 26 March 2027 (Good Friday) and Easter Monday 29 March, from Wednesday 31 March.
    const wednesday = new TZDate(2027, 2, 31, 18, 36, 7, 508, 'Europe/Berlin');
    expect(demoCourseDate(wednesday, -2)).toBe('2027-03-25');
    expect(demoCourseDate(wednesday, -5)).toBe('2027-03-25');
  });
});
