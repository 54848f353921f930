import { grossFromNet, VAT_PERCENT } from '@mpb/domain';

/** List prices of the two course types (spec 000 §9), net in cents; gross is net plus 19 % VAT. */
const COURSE_PRICES = {
  basis: { title: 'Basiszertifizierung', netCents: 39900 },
  auffrischung: { title: 'Auffrischungskurs', netCents: 19900 },
} as const;

export type PricedCourseType = keyof typeof COURSE_PRICES;

export function priceBreakdown(type: PricedCourseType) {
  const { title, netCents } = COURSE_PRICES[type];
  const grossCents = grossFromNet(netCents);
  return { title, netCents, vatPercent: VAT_PERCENT, vatCents: grossCents - netCents, grossCents };
}
