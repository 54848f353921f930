import { formatShortDate } from './dates';

/** 'Noch 1 Platz frei' / 'Noch 2 Plätze frei' / 'Ausgebucht' */
export function formatRemainingSpots(spots: number): string {
  if (spots <= 0) return 'Ausgebucht';
  return spots === 1 ? 'Noch 1 Platz frei' : `Noch ${spots} Plätze frei`;
}

/** The label of the button that books the next free date: 'Nächster Termin: 15.12.2026'. */
export function formatNextCourseLabel(date: string): string {
  return `Nächster Termin: ${formatShortDate(date)}`;
}

export const ALL_COURSES_FULL = 'Alle Termine ausgebucht';

/**
 * Texts in the prerendered pages that the API fills in with the current courses before sending
 * them (`data-served` attribute), so a crawler and a visitor before hydration see real figures.
 */
export const SERVED_TEXTS = {
  nextCourseLabel: 'next-course-label',
  /** The basis course's price on its cards: of the next basis date, whatever type the next date has. */
  basisPrice: 'basis-price',
  /** What that price says about VAT: 'inkl. 19 % MwSt.' or 'umsatzsteuerfrei'. */
  basisPriceTax: 'basis-price-tax',
  nextCourseDate: 'next-course-date',
  nextCourseDetails: 'next-course-details',
} as const;
export type ServedTextName = (typeof SERVED_TEXTS)[keyof typeof SERVED_TEXTS];

/** The `data-served` mark of the Event structured data the API adds to the end of <head>. */
export const SERVED_COURSE_EVENTS = 'course-events';
