import { formatMonth as formatCalendarMonth } from '@mpb/domain';
import type { Course } from './courses';

interface MonthRef {
  year: number;
  /** 0-11 */
  month: number;
}

type DayState = 'available' | 'full' | 'none';

export interface CalendarDay {
  /** 'yyyy-MM-dd' */
  iso: string;
  day: number;
  inMonth: boolean;
  past: boolean;
  state: DayState;
  /** The day's courses, earliest first: with more than one, a click offers the choice. */
  courses: Course[];
  spots: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function monthOf(isoDate: string): MonthRef {
  const [year, month] = isoDate.split('-').map(Number);
  return { year, month: month - 1 };
}

export function addMonths({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function compareMonths(a: MonthRef, b: MonthRef): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** { 2026, 11 } -> 'Dezember 2026' */
export function formatMonth({ year, month }: MonthRef): string {
  return formatCalendarMonth(`${year}-${String(month + 1).padStart(2, '0')}`);
}

export const WEEKDAYS = [
  { short: 'Mo', long: 'Montag' },
  { short: 'Di', long: 'Dienstag' },
  { short: 'Mi', long: 'Mittwoch' },
  { short: 'Do', long: 'Donnerstag' },
  { short: 'Fr', long: 'Freitag' },
  { short: 'Sa', long: 'Samstag' },
  { short: 'So', long: 'Sonntag' },
];

function dayState(courses: Course[]): Pick<CalendarDay, 'state' | 'courses' | 'spots'> {
  const spots = courses.reduce((sum, course) => sum + Math.max(course.available_spots, 0), 0);
  const state = courses.length === 0 ? 'none' : spots > 0 ? 'available' : 'full';
  return { state, courses, spots };
}

/** Weeks of the month, Monday to Sunday, padded with the neighbouring months' days. */
export function monthGrid(month: MonthRef, courses: Course[], today: string): CalendarDay[][] {
  const byDay = new Map<string, Course[]>();
  for (const course of courses) byDay.set(course.date, [...(byDay.get(course.date) ?? []), course]);

  const first = new Date(Date.UTC(month.year, month.month, 1));
  const leading = (first.getUTCDay() + 6) % 7;
  const daysInMonth = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
  const cells = Math.ceil((leading + daysInMonth) / 7) * 7;

  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < cells; index++) {
    const iso = isoDay(month.year, month.month, index - leading + 1);
    const inMonth = index >= leading && index < leading + daysInMonth;
    const past = iso < today;
    const state = inMonth && !past ? dayState(byDay.get(iso) ?? []) : { state: 'none' as const, courses: [], spots: 0 };
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push({ iso, day: Number(iso.slice(8)), inMonth, past, ...state });
  }
  return weeks;
}
