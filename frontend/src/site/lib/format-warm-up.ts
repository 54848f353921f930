import { formatAmount, formatShortDate, isOfferedAt } from '@mpb/domain';

/**
 * The number and date formats the public pages show, each built once. The browser builds the first
 * one with its whole ICU library, some 20 ms on a fast machine and four times that on a phone,
 * which a page would otherwise spend inside hydration or inside the render of the loaded courses.
 * Each is built in a task of its own before hydration, so the page answers input in between.
 */
export const FORMAT_WARM_UPS: (() => unknown)[] = [
  () => formatAmount(100),
  () => formatShortDate('2026-01-01'),
  // Berlin's clock, which tells when a course starts.
  () => isOfferedAt({ date: '2026-01-01', start_time: '00:00' }, new Date(0)),
];
