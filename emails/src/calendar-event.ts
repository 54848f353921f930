import { parseCalendarDate, parseTimeOfDay, TIME_ZONE } from './format';

export const DEFAULT_COURSE_LOCATION = 'Live Online Webinar';

export interface CalendarEventInput {
  /** Stable across resends so calendar apps update the entry instead of duplicating it. */
  uid: string;
  title: string;
  /** Course date as 'yyyy-MM-dd' (Europe/Berlin). */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS' wall-clock time in Europe/Berlin. */
  startTime: string;
  endTime: string;
  location?: string;
  description?: string;
  url?: string;
  organizer?: { name: string; email: string };
  /** DTSTAMP; defaults to now. */
  timestamp?: Date;
}

/**
 * Builds an RFC 5545 calendar file with one event. Start and end are written
 * in UTC, converted from Europe/Berlin wall-clock time, which every calendar
 * client reads the same way without a VTIMEZONE block.
 */
export function buildCalendarEvent(input: CalendarEventInput): string {
  const start = zonedTimeToUtc(input.date, input.startTime);
  const end = zonedTimeToUtc(input.date, input.endTime);
  if (end.getTime() <= start.getTime()) {
    throw new RangeError('The course must end after it starts');
  }

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Medizinprodukteberater Zertifizierung//Kursbuchung//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(input.uid)}`,
    `DTSTAMP:${formatUtc(input.timestamp ?? new Date())}`,
    `DTSTART:${formatUtc(start)}`,
    `DTEND:${formatUtc(end)}`,
    `SUMMARY:${escapeText(input.title)}`,
    `LOCATION:${escapeText(input.location ?? DEFAULT_COURSE_LOCATION)}`,
  ];
  if (input.description) {
    lines.push(`DESCRIPTION:${escapeText(input.description)}`);
  }
  if (input.url) {
    lines.push(`URL:${stripLineBreaks(input.url)}`);
  }
  if (input.organizer) {
    lines.push(`ORGANIZER;CN=${quoteParameter(input.organizer.name)}:mailto:${stripLineBreaks(input.organizer.email)}`);
  }
  lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');

  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Converts a wall-clock date and time in a time zone (default Europe/Berlin) to the UTC instant. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string = TIME_ZONE): Date {
  const { year, month, day } = parseCalendarDate(date);
  const { hours, minutes, seconds } = parseTimeOfDay(time);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);

  // The offset at the guessed instant can differ from the one at the real
  // instant near a DST switch, so correct once with the second reading.
  const firstGuess = wallClockAsUtc - offsetMilliseconds(new Date(wallClockAsUtc), timeZone);
  const secondOffset = offsetMilliseconds(new Date(firstGuess), timeZone);
  return new Date(wallClockAsUtc - secondOffset);
}

function offsetMilliseconds(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function formatUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

function quoteParameter(value: string): string {
  return `"${stripLineBreaks(value).replace(/"/g, '')}"`;
}

function stripLineBreaks(value: string): string {
  return value.replace(/[\r\n]+/g, '');
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545, 3.1). */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) {
    return line;
  }
  const chunks: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = chunks.length === 0 ? 75 : 74;
    if (currentBytes + size > limit) {
      chunks.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}
