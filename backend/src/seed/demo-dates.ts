import { addDays, format, isWeekend, startOfDay } from 'date-fns';
import { earlyStartRequestNeeded } from '@mpb/domain';
import { isHoliday } from 'feiertagejs';
import { DataSource } from 'typeorm';

/**
 * The demo course `inDays` from `today` (a Berlin calendar day), moved off weekends and public
 * holidays throughout Germany: a date ahead to the next working day, a past date back to the one
 * before, so no booking of the plan falls after its course.
 */
export function demoCourseDate(today: Date, inDays: number): string {
  const step = inDays < 0 ? -1 : 1;
  let date = addDays(today, inDays);
  // feiertagejs matches the start of the day only (a time with milliseconds never matches)
  while (isWeekend(date) || isHoliday(startOfDay(date), 'BUND')) date = addDays(date, step);
  return format(date, 'yyyy-MM-dd');
}

/**
 * The checkouts ran at seed time and were backdated afterwards, some for courses moved into the
 * past: a private customer's early-start request is recorded when the booking was made, and only
 * when the date then started within the withdrawal period, as the booking dialog asks it.
 */
export async function dateEarlyStartRequests(dataSource: DataSource): Promise<void> {
  const bookings = await dataSource.query<{ id: string; date: string; start_time: string; created_at: Date }[]>(
    `SELECT id, to_char(course_date, 'YYYY-MM-DD') AS date, course_start_time::text AS start_time, created_at
       FROM bookings WHERE customer_type = 'private'`,
  );
  for (const booking of bookings) {
    const requestedAt = earlyStartRequestNeeded(booking, booking.created_at) ? booking.created_at : null;
    await dataSource.query(`UPDATE bookings SET early_start_requested_at = $2 WHERE id = $1`, [
      booking.id,
      requestedAt,
    ]);
  }
}
