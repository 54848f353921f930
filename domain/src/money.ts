const LOCALE = 'de-DE';
export const VAT_PERCENT = 19;

const formats = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();

function formatsFor(currencyCode: string) {
  const currency = currencyCode.trim().toUpperCase();
  let pair = formats.get(currency);
  if (!pair) {
    const options = { style: 'currency', currency } as const;
    pair = {
      whole: new Intl.NumberFormat(LOCALE, { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      exact: new Intl.NumberFormat(LOCALE, { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formats.set(currency, pair);
  }
  return pair;
}

/**
 * Integer cents as the price a customer is charged (DECISIONS 19): whole euros without decimals
 * (47500 -> '475 €'), anything else exactly ('474,81 €'). Intl puts a no-break space before the
 * euro sign, which keeps amount and currency on one line.
 */
export function formatAmount(cents: number, currency = 'EUR'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid amount in cents: ${cents}`);
  const { whole, exact } = formatsFor(currency);
  return (cents % 100 === 0 ? whole : exact).format(cents / 100);
}

/**
 * Cents as a plain euro number for spreadsheets, always with two decimals and a decimal comma
 * (11900 -> '119,00', 47481 -> '474,81'), so a column reads the same in every row.
 */
export function formatEuroNumber(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** Net cents plus 19 % VAT, rounded to the cent: 39900 -> 47481. */
export function grossFromNet(netCents: number): number {
  return Math.round((netCents * (100 + VAT_PERCENT)) / 100);
}

/** Gross cents without 19 % VAT, rounded to the cent: 47481 -> 39900. */
export function netFromGross(grossCents: number): number {
  return Math.round((grossCents * 100) / (100 + VAT_PERCENT));
}
