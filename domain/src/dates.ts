/** Dates and times as the product shows them: German, for Europe/Berlin. */

export const TIME_ZONE = 'Europe/Berlin';
const LOCALE = 'de-DE';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// PostgreSQL's time columns may carry a fraction of a second ('23:59:59.999999'); it is dropped.
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A date format built on its first use: each takes milliseconds to build, which a page should not
 * spend while it loads, before it shows a date.
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'> {
  let built: Intl.DateTimeFormat | undefined;
  const format = () => (built ??= new Intl.DateTimeFormat(locale, options));
  return { format: (date) => format().format(date), formatToParts: (date) => format().formatToParts(date) };
}

const longDateFormat = lazyDateFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const shortDateFormat = lazyDateFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const clockFormat = lazyDateFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});
// en-CA writes dates as yyyy-MM-dd.
const isoDateFormat = lazyDateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

const monthFormat = lazyDateFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar month as configured ('2026-05'). */
export const CALENDAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A calendar date ('yyyy-MM-dd') or an instant; instants are read in Europe/Berlin. */
export type DateInput = string | Date;

/** '2026-12-15' -> 'Dienstag, 15. Dezember 2026'. */
export function formatLongDate(date: DateInput): string {
  return longDateFormat.format(toInstant(date));
}

/** '2026-12-15' -> '15.12.2026'. */
export function formatShortDate(date: DateInput): string {
  return shortDateFormat.format(toInstant(date));
}

/** '08:30:00' -> '08:30'. */
export function formatTime(time: string): string {
  const { hours, minutes } = parseTimeOfDay(time);
  return `${pad(hours)}:${pad(minutes)}`;
}

/** ('08:30:00', '16:00:00') -> '08:30-16:00 Uhr'; without an end '08:30 Uhr'. One dash style everywhere. */
export function formatTimeRange(startTime: string, endTime?: string | null): string {
  const start = formatTime(startTime);
  return endTime ? `${start}-${formatTime(endTime)} Uhr` : `${start} Uhr`;
}

/** An instant in Berlin: 'Mittwoch, 16. Dezember 2026 um 14:30 Uhr'. */
export function formatDateTime(instant: DateInput): string {
  const date = toValidDate(instant);
  return `${longDateFormat.format(date)} um ${clockFormat.format(date)} Uhr`;
}

/** An instant in Berlin: '16.12.2026 um 14:30 Uhr'. */
export function formatShortDateTime(instant: DateInput): string {
  const date = toValidDate(instant);
  return `${shortDateFormat.format(date)} um ${clockFormat.format(date)} Uhr`;
}

/** The calendar day in Berlin at `now` as 'yyyy-MM-dd'. */
export function todayInBerlin(now: Date = new Date()): string {
  return isoDateFormat.format(now);
}

/** '2026-05' -> 'Mai 2026'. */
export function formatMonth(month: string): string {
  const [year, monthOfYear] = month.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year, monthOfYear - 1, 15)));
}

export function parseTimeOfDay(time: string): { hours: number; minutes: number; seconds: number } {
  const match = TIME_OF_DAY.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? 0);
  if (!match || hours > 23 || minutes > 59 || seconds > 59) throw new RangeError(`Invalid time of day: ${time}`);
  return { hours, minutes, seconds };
}

export function parseCalendarDate(date: string): { year: number; month: number; day: number } {
  const match = DATE_ONLY.exec(date.trim());
  if (!match) throw new RangeError(`Invalid calendar date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    throw new RangeError(`Invalid calendar date: ${date}`);
  return { year, month, day };
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A calendar date as a person types it into a search, German ('04.12.2026', '4.12.2026') or ISO
 * ('2026-12-04'), as 'yyyy-MM-dd'; null for anything else, an impossible date included.
 */
export function calendarDateOf(text: string): string | null {
  const trimmed = text.trim();
  const german = GERMAN_DATE.exec(trimmed);
  const iso = german ? `${german[3]}-${pad(Number(german[2]))}-${pad(Number(german[1]))}` : trimmed;
  try {
    parseCalendarDate(iso);
    return iso;
  } catch {
    return null;
  }
}

function toInstant(date: DateInput): Date {
  if (typeof date === 'string' && DATE_ONLY.test(date.trim())) {
    const { year, month, day } = parseCalendarDate(date);
    // Noon UTC is the same calendar day in Berlin in winter and summer.
    return new Date(Date.UTC(year, month - 1, day, 12));
  }
  return toValidDate(date);
}

function toValidDate(instant: DateInput): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(instant)}`);
  return date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
