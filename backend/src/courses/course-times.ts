import { TZDate } from '@date-fns/tz';
import { parseCalendarDate, parseTimeOfDay, TIME_ZONE } from '@mpb/domain';

/** A time column as PostgreSQL returns it ('08:30:00', or with microseconds) without the fraction. */
export function wholeSeconds(time: string): string {
  return time.replace(/\.\d+$/, '');
}

/** The instant a course's calendar day and wall-clock time in Berlin denote. */
export function berlinInstant(date: string, time: string): TZDate {
  const { year, month, day } = parseCalendarDate(date);
  const { hours, minutes, seconds } = parseTimeOfDay(wholeSeconds(time));
  return new TZDate(year, month - 1, day, hours, minutes, seconds, TIME_ZONE);
}
