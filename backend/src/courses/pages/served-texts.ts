import {
  ALL_COURSES_FULL,
  formatAmount,
  formatLongDate,
  formatNextCourseLabel,
  formatRemainingSpots,
  formatTimeRange,
  SERVED_TEXTS,
  ServedTextName,
} from '@mpb/domain';
import { Course } from '../course.entity';

/**
 * What the site shows once it has loaded the list (HomePage, WebinarPage): the first date with a
 * free seat, and its price (or the first date's when all are full). No course, no price: the
 * page's fallback stays.
 */
export function servedTexts(courses: Course[]): Partial<Record<ServedTextName, string>> {
  const next = courses.find((course) => course.available_spots > 0);
  const priced = next ?? courses[0];
  return {
    [SERVED_TEXTS.nextCourseLabel]: next ? formatNextCourseLabel(next.date) : ALL_COURSES_FULL,
    [SERVED_TEXTS.nextCourseDate]: next ? formatLongDate(next.date) : ALL_COURSES_FULL,
    [SERVED_TEXTS.nextCourseDetails]: next
      ? `${formatTimeRange(next.start_time, next.end_time)} · ${formatRemainingSpots(next.available_spots)}`
      : '',
    ...(priced ? { [SERVED_TEXTS.price]: formatAmount(priced.gross_price, priced.currency) } : {}),
  };
}
