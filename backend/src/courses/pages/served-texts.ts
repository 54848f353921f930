import {
  ALL_COURSES_FULL,
  formatAmount,
  formatLongDate,
  formatNextCourseLabel,
  formatRemainingSpots,
  formatTimeRange,
  priceTaxNote,
  SERVED_TEXTS,
  ServedTextName,
} from '@mpb/domain';
import { Course } from '../course.entity';
import { pricedCourseOfType } from './priced-course';

/**
 * What the site shows once it has loaded the list (HomePage, WebinarPage): the first date with a
 * free seat, and the basis card's price with its VAT note. No basis date, no price: the page's fallback (the spec's
 * default of 499 €) stays.
 */
export function servedTexts(courses: Course[]): Partial<Record<ServedTextName, string>> {
  const next = courses.find((course) => course.available_spots > 0);
  const priced = pricedCourseOfType(courses, 'basis');
  return {
    [SERVED_TEXTS.nextCourseLabel]: next ? formatNextCourseLabel(next.date) : ALL_COURSES_FULL,
    [SERVED_TEXTS.nextCourseDate]: next ? formatLongDate(next.date) : ALL_COURSES_FULL,
    [SERVED_TEXTS.nextCourseDetails]: next
      ? `${formatTimeRange(next.start_time, next.end_time)} · ${formatRemainingSpots(next.available_spots)}`
      : '',
    ...(priced
      ? {
          [SERVED_TEXTS.basisPrice]: formatAmount(priced.gross_price, priced.currency),
          [SERVED_TEXTS.basisPriceTax]: priceTaxNote(priced.vat_exempt),
        }
      : {}),
  };
}
