import { formatShortDate, parseCalendarDate } from '@mpb/domain';
import type { InvoiceSnapshot } from './invoice-snapshot';

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** Cents as the XML writes amounts: 123450 -> '1234.50'. */
export function decimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Cents as the invoice shows them, always with cents: 123450 -> '1.234,50 €'. */
export function euro(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** 'yyyy-MM-dd' as CII date format 102: '2026-12-15' -> '20261215'. */
export function date102(date: string): string {
  parseCalendarDate(date);
  return date.replaceAll('-', '');
}

/** 'yyyy-MM-dd' -> '15.12.2026'. */
export function shortDate(date: string): string {
  return formatShortDate(date);
}

/** The first and last service date (Leistungsdatum) of all lines. */
export function servicePeriod(snapshot: InvoiceSnapshot): { start: string; end: string } {
  const dates = snapshot.lines.map((line) => line.serviceDate).sort();
  return { start: dates[0], end: dates[dates.length - 1] };
}

/** '15.12.2026', or '15.12.2026 – 19.01.2027' when the lines span several dates. */
export function servicePeriodText(snapshot: InvoiceSnapshot): string {
  const { start, end } = servicePeriod(snapshot);
  return start === end ? shortDate(start) : `${shortDate(start)} – ${shortDate(end)}`;
}

/** The sum of the line net amounts (BT-106). */
export function lineTotalCents(snapshot: InvoiceSnapshot): number {
  return snapshot.lines.reduce((sum, line) => sum + line.netCents, 0);
}

/** The buyer as the invoice names them: the company if there is one, else the person. */
export function buyerName(snapshot: InvoiceSnapshot): string {
  return snapshot.buyer.company ?? snapshot.buyer.name;
}
