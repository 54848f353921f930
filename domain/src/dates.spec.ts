import { describe, expect, it } from 'vitest';
import {
  berlinInstant,
  berlinOffsetAt,
  calendarDateOf,
  formatDateTime,
  formatLongDate,
  formatMonth,
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

/** Intl's answers, for the time zone database's view of Berlin. */
const intl = {
  long: new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }),
  short: new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }),
  clock: new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Berlin',
  }),
  wallClock: new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Berlin',
  }),
  iso: new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Berlin',
  }),
  month: new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  offset: new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' }),
};
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function intlOffsetAt(instant: number): number {
  const name = intl.offset.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * HOUR_MS + Number(minutes) * 60_000);
}

describe('Berlin without Intl, as the time zone database has it', () => {
  it('has the offset Intl has, every 15 minutes around each change of the clocks from 1996 to 2060', () => {
    const differing: string[] = [];
    for (let year = 1996; year <= 2060; year += 1)
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        for (let instant = lastDay - 8 * DAY_MS; instant <= lastDay + DAY_MS; instant += 15 * 60_000)
          if (berlinOffsetAt(instant) !== intlOffsetAt(instant)) differing.push(new Date(instant).toISOString());
      }
    for (let instant = Date.UTC(1996, 0, 1); instant < Date.UTC(2061, 0, 1); instant += 7 * HOUR_MS)
      if (berlinOffsetAt(instant) !== intlOffsetAt(instant)) differing.push(new Date(instant).toISOString());
    expect(differing).toEqual([]);
  });

  it('reads a wall-clock time back as the instant Intl shows it for, every 15 minutes around each change of the clocks', () => {
    /** ['2026-10-25', '02:30'] */
    const wallClockAt = (instant: number) => intl.wallClock.format(instant).split(', ');
    const differing: string[] = [];
    for (let year = 1996; year <= 2060; year += 1)
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        for (let instant = lastDay - 8 * DAY_MS; instant <= lastDay + DAY_MS; instant += 15 * 60_000) {
          const [date, time] = wallClockAt(instant);
          // The hour the clocks pass twice in autumn reads as its second pass, standard time.
          const passedAgain = wallClockAt(instant + HOUR_MS).join() === [date, time].join();
          if (berlinInstant(date, time).getTime() !== instant + (passedAgain ? HOUR_MS : 0))
            differing.push(new Date(instant).toISOString());
        }
      }
    expect(differing).toEqual([]);
  });

  it('reads instants before 1996 from the time zone database', () => {
    // 1995: summer time ended on the last Sunday in September.
    expect(berlinOffsetAt(Date.UTC(1995, 9, 1))).toBe(HOUR_MS);
    expect(berlinOffsetAt(Date.UTC(1995, 6, 1))).toBe(2 * HOUR_MS);
  });

  it('formats instants as Intl does, every 5 hours from 1996 to 2060', () => {
    const differing: string[] = [];
    for (let instant = Date.UTC(1996, 0, 1); instant < Date.UTC(2061, 0, 1); instant += 5 * HOUR_MS + 60_000) {
      const date = new Date(instant);
      const expected = {
        long: intl.long.format(date),
        dateTime: `${intl.long.format(date)} um ${intl.clock.format(date)} Uhr`,
        shortDateTime: `${intl.short.format(date)} um ${intl.clock.format(date)} Uhr`,
        today: intl.iso.format(date),
      };
      const actual = {
        long: formatLongDate(date),
        dateTime: formatDateTime(date),
        shortDateTime: formatShortDateTime(date),
        today: todayInBerlin(date),
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) differing.push(date.toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('formats calendar dates as Intl does, every day from 1900 to 2100', () => {
    const differing: string[] = [];
    for (let day = Date.UTC(1900, 0, 1); day < Date.UTC(2101, 0, 1); day += DAY_MS) {
      const date = new Date(day).toISOString().slice(0, 10);
      const noon = new Date(day + 12 * HOUR_MS);
      if (formatLongDate(date) !== intl.long.format(noon) || formatShortDate(date) !== intl.short.format(noon))
        differing.push(date);
    }
    expect(differing).toEqual([]);
  });

  it('names the months as Intl does', () => {
    for (let month = 1; month <= 12; month += 1)
      expect(formatMonth(`2026-${String(month).padStart(2, '0')}`)).toBe(
        intl.month.format(new Date(Date.UTC(2026, month - 1, 15))),
      );
    expect(() => formatMonth('2026-13')).toThrow(RangeError);
  });
});
