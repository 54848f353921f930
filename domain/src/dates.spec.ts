import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatTimeRange,
  todayInBerlin,
} from './dates';

describe('formatLongDate', () => {
  it('writes weekday, day, month name and year in German', () => {
    expect(formatLongDate('2026-12-15')).toBe('Dienstag, 15. Dezember 2026');
    expect(formatLongDate('2026-03-29')).toBe('Sonntag, 29. März 2026');
    expect(formatLongDate('2026-06-01')).toBe('Montag, 1. Juni 2026');
  });

  it('reads instants in Europe/Berlin', () => {
    // 23:30 UTC on 14 December is already 15 December in Berlin.
    expect(formatLongDate(new Date('2026-12-14T23:30:00Z'))).toBe('Dienstag, 15. Dezember 2026');
  });

  it('rejects impossible dates', () => {
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatLongDate('15.12.2026')).toThrow(RangeError);
  });
});

describe('formatShortDate', () => {
  it('writes dd.MM.yyyy', () => {
    expect(formatShortDate('2026-12-15')).toBe('15.12.2026');
    expect(formatShortDate('2027-01-05')).toBe('05.01.2027');
  });
});

describe('formatTimeRange', () => {
  it('drops seconds and appends Uhr', () => {
    expect(formatTimeRange('08:30:00', '16:00:00')).toBe('08:30-16:00 Uhr');
    expect(formatTimeRange('9:05', '12:45')).toBe('09:05-12:45 Uhr');
    // PostgreSQL returns a time column stored with microseconds with its fraction.
    expect(formatTimeRange('08:30:00.000000', '23:59:59.999999')).toBe('08:30-23:59 Uhr');
  });

  it('shows only the start when there is no end', () => {
    expect(formatTimeRange('08:30:00')).toBe('08:30 Uhr');
    expect(formatTime('16:00:59')).toBe('16:00');
  });

  it('rejects malformed times', () => {
    expect(() => formatTimeRange('25:00', '26:00')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows an instant as Berlin wall-clock time in winter and summer', () => {
    expect(formatDateTime('2026-12-02T13:30:00.000Z')).toBe('Mittwoch, 2. Dezember 2026 um 14:30 Uhr');
    expect(formatDateTime('2026-07-01T06:00:00.000Z')).toBe('Mittwoch, 1. Juli 2026 um 08:00 Uhr');
  });
});

describe('formatShortDateTime', () => {
  it('shows an instant as dd.MM.yyyy and Berlin wall-clock time', () => {
    expect(formatShortDateTime('2026-12-02T13:30:00.000Z')).toBe('02.12.2026 um 14:30 Uhr');
    expect(formatShortDateTime(new Date('2026-07-01T22:15:00.000Z'))).toBe('02.07.2026 um 00:15 Uhr');
  });

  it('rejects what is not an instant', () => {
    expect(() => formatShortDateTime('gestern')).toThrow(RangeError);
  });
});

describe('todayInBerlin', () => {
  it('is the Berlin calendar day, which starts before UTC midnight', () => {
    expect(todayInBerlin(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(todayInBerlin(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(todayInBerlin(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('calendarDateOf', () => {
  it('reads German and ISO dates as a person types them', () => {
    expect(calendarDateOf('04.12.2026')).toBe('2026-12-04');
    expect(calendarDateOf(' 4.12.2026 ')).toBe('2026-12-04');
    expect(calendarDateOf('2026-12-04')).toBe('2026-12-04');
  });

  it('answers null for anything else', () => {
    for (const text of ['31.02.2026', '2026-13-01', '04.12.26', 'Müller', '']) expect(calendarDateOf(text)).toBeNull();
  });
});
