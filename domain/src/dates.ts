/**
 * Dates and times as the product shows them: German, for Europe/Berlin.
 *
 * Written out here instead of with Intl: a browser builds its first Intl format with its whole ICU
 * library, 30-50 ms of a page's main thread on a desktop and four times that on a phone, on the
 * pages that show course dates and prices. dates.spec.ts compares each function with Intl over
 * decades, every quarter of an hour around each change of the clocks.
 */

export const TIME_ZONE = 'Europe/Berlin';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// PostgreSQL's time columns may carry a fraction of a second ('23:59:59.999999'); it is dropped.
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

const HOUR_MS = 3_600_000;
/** Since 1996 Berlin's summer time runs from the last Sunday in March to the last in October, 01:00 UTC both. */
const SUMMER_TIME_RULE_SINCE = 1996;

/** For instants before the rule (none the product keeps): the time zone database, its format built on first use. */
let berlinClock: Intl.DateTimeFormat | undefined;
const berlinClockParts = (instant: number) =>
  (berlinClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })).formatToParts(instant);

/** 01:00 UTC on the last Sunday of a month (0-based). */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Berlin's offset from UTC in milliseconds at an instant (ms since the epoch). */
export function berlinOffsetAt(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  if (year < SUMMER_TIME_RULE_SINCE) {
    const part = Object.fromEntries(berlinClockParts(instant).map(({ type, value }) => [type, Number(value)]));
    const wallClock = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
    return wallClock - Math.floor(instant / 1000) * 1000;
  }
  const summer = instant >= lastSundayOneAmUtc(year, 2) && instant < lastSundayOneAmUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

/**
 * The instant of a wall-clock date ('yyyy-MM-dd') and time ('HH:MM' or 'HH:MM:SS') in Berlin. A
 * time the clocks skip in spring (02:30 on the last Sunday in March) or pass twice in autumn reads
 * as standard time, as PostgreSQL reads it.
 */
export function berlinInstant(date: string, time: string): Date {
  const { year, month, day } = parseCalendarDate(date);
  const { hours, minutes, seconds } = parseTimeOfDay(time);
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const offsets = new Set([berlinOffsetAt(wallClock - 12 * HOUR_MS), berlinOffsetAt(wallClock + 12 * HOUR_MS)]);
  const instants = [...offsets].map((offset) => wallClock - offset);
  const valid = instants.filter((instant) => berlinOffsetAt(instant) === wallClock - instant);
  // Twice valid (autumn): the later instant; never valid (spring gap): the offset from before the gap.
  return new Date(valid.length > 0 ? Math.max(...valid) : wallClock - berlinOffsetAt(wallClock - 12 * HOUR_MS));
}

/** The calendar day and clock in Berlin: a Date whose UTC fields read as Berlin's wall clock. */
function berlinWallClock(date: DateInput): Date {
  if (typeof date === 'string' && DATE_ONLY.test(date.trim())) {
    const { year, month, day } = parseCalendarDate(date);
    return new Date(Date.UTC(year, month - 1, day));
  }
  const instant = toValidDate(date).getTime();
  return new Date(instant + berlinOffsetAt(instant));
}

/** A calendar month as configured ('2026-05'). */
export const CALENDAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A calendar date ('yyyy-MM-dd') or an instant; instants are read in Europe/Berlin. */
export type DateInput = string | Date;

/** '2026-12-15' -> 'Dienstag, 15. Dezember 2026'. */
export function formatLongDate(date: DateInput): string {
  const day = berlinWallClock(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()}. ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** '2026-12-15' -> '15.12.2026'. */
export function formatShortDate(date: DateInput): string {
  const day = berlinWallClock(date);
  return `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
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
  return `${formatLongDate(date)} um ${clockOf(date)} Uhr`;
}

/** An instant in Berlin: '16.12.2026 um 14:30 Uhr'. */
export function formatShortDateTime(instant: DateInput): string {
  const date = toValidDate(instant);
  return `${formatShortDate(date)} um ${clockOf(date)} Uhr`;
}

/** The calendar day in Berlin at `now` as 'yyyy-MM-dd'. */
export function todayInBerlin(now: Date = new Date()): string {
  const day = berlinWallClock(now);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** '2026-05' -> 'Mai 2026'. */
export function formatMonth(month: string): string {
  if (!CALENDAR_MONTH.test(month)) throw new RangeError(`Invalid calendar month: ${month}`);
  const [year, monthOfYear] = month.split('-').map(Number);
  return `${MONTHS[monthOfYear - 1]} ${year}`;
}

function clockOf(instant: Date): string {
  const wallClock = berlinWallClock(instant);
  return `${pad(wallClock.getUTCHours())}:${pad(wallClock.getUTCMinutes())}`;
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

function toValidDate(instant: DateInput): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(instant)}`);
  return date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
