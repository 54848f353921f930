import { formatAmount, formatShortDate, isOfferedAt } from '@mpb/domain';

/**
 * The number and date formats the public pages show, each built once. The browser builds the first
 * one with its whole ICU library, some 20 ms on a fast machine and four times that on a phone,
 * which a page would otherwise spend inside hydration or inside the render of the loaded courses.
 * Each is built in a task of its own before hydration, so the page answers input in between.
 */
const FORMAT_WARM_UPS: (() => unknown)[] = [
  () => formatAmount(100),
  () => formatShortDate('2026-01-01'),
  // Berlin's clock, which tells when a course starts.
  () => isOfferedAt({ date: '2026-01-01', start_time: '00:00' }, new Date(0)),
];

/**
 * The `handle` of a route whose page shows prices or dates as it loads, or once its data has
 * arrived (the courses, a booking, a certificate). Other pages build no format on load and skip
 * the warm-ups.
 */
export const FORMATS_ON_LOAD = { formatsOnLoad: true };

/** The attribute of the served <html> that says the page's route has FORMATS_ON_LOAD. */
export const FORMATS_ATTRIBUTE = 'data-formats-on-load';

export function hasFormatsOnLoad(handle: unknown): boolean {
  return (handle as Partial<typeof FORMATS_ON_LOAD> | undefined)?.formatsOnLoad === true;
}

/** The warm-ups the served page needs: none where it would only build formats it never uses. */
export function formatWarmUps(served: Document): (() => unknown)[] {
  return served.documentElement.hasAttribute(FORMATS_ATTRIBUTE) ? FORMAT_WARM_UPS : [];
}
