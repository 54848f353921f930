import { describe, expect, it } from 'vitest';
import { courseOfferedSql, courseStartsAt, courseStartsAtSql, isOfferedAt } from './course-offer';

const at = (iso: string) => new Date(iso);

describe('courseStartsAt', () => {
  it('reads the start as Berlin wall-clock time in winter and summer', () => {
    expect(courseStartsAt({ date: '2026-12-15', start_time: '08:30:00' }).toISOString()).toBe(
      '2026-12-15T07:30:00.000Z',
    );
    expect(courseStartsAt({ date: '2026-07-01', start_time: '08:00' }).toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(courseStartsAt({ date: '2026-12-15', start_time: '00:00:00' }).toISOString()).toBe(
      '2026-12-14T23:00:00.000Z',
    );
  });

  it('switches offset on the days the clocks change (instants as PostgreSQL gives them)', () => {
    expect(courseStartsAt({ date: '2026-03-29', start_time: '01:59:59' }).toISOString()).toBe(
      '2026-03-29T00:59:59.000Z',
    );
    expect(courseStartsAt({ date: '2026-03-29', start_time: '03:00' }).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(courseStartsAt({ date: '2026-03-29', start_time: '08:30' }).toISOString()).toBe('2026-03-29T06:30:00.000Z');
    expect(courseStartsAt({ date: '2026-10-25', start_time: '01:59:59' }).toISOString()).toBe(
      '2026-10-24T23:59:59.000Z',
    );
    expect(courseStartsAt({ date: '2026-10-25', start_time: '03:00' }).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads a skipped or doubled wall-clock time as standard time', () => {
    // 02:30 does not exist on 29 March and happens twice on 25 October 2026.
    expect(courseStartsAt({ date: '2026-03-29', start_time: '02:30' }).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(courseStartsAt({ date: '2026-10-25', start_time: '02:30' }).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('isOfferedAt', () => {
  const course = { date: '2026-12-15', start_time: '08:30:00' };

  it('offers a course until the second it starts, not until midnight of its day', () => {
    expect(isOfferedAt(course, at('2026-12-15T07:29:59.999Z'))).toBe(true);
    expect(isOfferedAt(course, at('2026-12-15T07:30:00.000Z'))).toBe(false);
    expect(isOfferedAt(course, at('2026-12-15T12:00:00.000Z'))).toBe(false);
  });

  it('keeps offering on the day before even after UTC midnight has passed in Berlin', () => {
    const midnight = { date: '2026-07-02', start_time: '00:15' };
    expect(isOfferedAt(midnight, at('2026-07-01T22:14:59Z'))).toBe(true);
    expect(isOfferedAt(midnight, at('2026-07-01T22:15:00Z'))).toBe(false);
  });

  it('decides around the clock changes as the database does', () => {
    const spring = { date: '2026-03-29', start_time: '03:00' };
    expect(isOfferedAt(spring, at('2026-03-29T00:59:59Z'))).toBe(true);
    expect(isOfferedAt(spring, at('2026-03-29T01:00:00Z'))).toBe(false);
    const autumn = { date: '2026-10-25', start_time: '02:30' };
    // The first 02:30 (summer time) has passed; the course starts at the second one.
    expect(isOfferedAt(autumn, at('2026-10-25T00:30:00Z'))).toBe(true);
    expect(isOfferedAt(autumn, at('2026-10-25T01:29:59Z'))).toBe(true);
    expect(isOfferedAt(autumn, at('2026-10-25T01:30:00Z'))).toBe(false);
  });
});

describe('courseOfferedSql', () => {
  it('compares the Berlin start instant with the given time', () => {
    expect(courseStartsAtSql('c')).toBe(`((c.date + c.start_time) AT TIME ZONE 'Europe/Berlin')`);
    expect(courseOfferedSql('', 'now()')).toBe(`((date + start_time) AT TIME ZONE 'Europe/Berlin') > now()`);
    expect(courseOfferedSql('course', '$1')).toBe(
      `((course.date + course.start_time) AT TIME ZONE 'Europe/Berlin') > $1`,
    );
  });
});
