const LOCALE = 'de-DE';
/** The one VAT rate the site shows and charges (DECISIONS 32: 19 % unless a course is exempt). */
export const VAT_PERCENT = 19;

/** What a course's price says about VAT: 'inkl. 19 % MwSt.', or 'umsatzsteuerfrei' under § 4 Nr. 21 UStG. */
export function priceTaxNote(vatExempt: boolean): string {
  return vatExempt ? 'umsatzsteuerfrei' : `inkl. ${VAT_PERCENT}\u00a0% MwSt.`;
}

/** The rate a course's price carries: none when it is exempt. */
export function vatPercentOf(vatExempt: boolean): number {
  return vatExempt ? 0 : VAT_PERCENT;
}

const formats = new Map<string, { whole: Intl.NumberFormat; exact: Intl.NumberFormat }>();

/** `currency` as ISO 4217 writes it ('CHF'). */
function formatsFor(currency: string) {
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
 * (47500 -> '475 €'), anything else exactly ('474,81 €'), with a no-break space before the euro
 * sign, which keeps amount and currency on one line. Euro amounts are written out as Intl writes
 * them for de-DE (money.spec.ts compares the two), so a page that shows prices need not build Intl's
 * first format, which costs a browser its whole ICU library (dates.ts).
 */
export function formatAmount(cents: number, currency = 'EUR'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid amount in cents: ${cents}`);
  const code = currency.trim().toUpperCase();
  if (code === 'EUR') return formatEuros(cents);
  const { whole, exact } = formatsFor(code);
  return (cents % 100 === 0 ? whole : exact).format(cents / 100);
}

function formatEuros(cents: number): string {
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = absolute % 100 === 0 ? '' : `,${String(absolute % 100).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}${euros}${fraction}\u00a0€`;
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

/** Net cents plus VAT (19 % unless given), rounded to the cent: 39900 -> 47481. */
export function grossFromNet(netCents: number, vatPercent = VAT_PERCENT): number {
  return Math.round((netCents * (100 + vatPercent)) / 100);
}

/** Gross cents without VAT (19 % unless given), rounded to the cent: 47481 -> 39900. */
export function netFromGross(grossCents: number, vatPercent = VAT_PERCENT): number {
  return Math.round((grossCents * 100) / (100 + vatPercent));
}

const PLAIN_EUROS = /^(\d+)(?:[.,](\d{1,2}))?$/;
const GROUPED_EUROS = /^([1-9]\d{0,2}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/;
const MAX_EURO_DIGITS = 13;

/**
 * An amount in euros as a person types it, German or English, into exact cents: '49,90' and
 * '49.90' -> 4990, '50' and '50 €' -> 5000, '1.234,50' and '1,234.50' -> 123450, '1.234' -> 123400.
 * null for anything else: negative, more than two decimals, mixed-up separators, no number, and
 * '49,999', which is a German slip as likely as English thousands.
 */
export function centsFromEuroText(text: string): number | null {
  const compact = text.trim().replace(/^€\s*|\s*€$/g, '');
  const plain = PLAIN_EUROS.exec(compact);
  const grouped = plain ? null : GROUPED_EUROS.exec(compact);
  if (grouped && grouped[2] === grouped[3]) return null;
  if (grouped && grouped[2] === ',' && !grouped[3] && grouped[1].split(',').length === 2) return null;
  const euros = plain?.[1] ?? grouped?.[1].replace(/[.,]/g, '');
  if (euros === undefined || euros.length > MAX_EURO_DIGITS) return null;
  const fraction = plain ? plain[2] : grouped![4];
  return Number(euros) * 100 + Number((fraction ?? '').padEnd(2, '0'));
}

/** Cents as an amount field shows them, without the sign: 4990 -> '49,90', 5000 -> '50'. */
export function euroTextFromCents(cents: number): string {
  return formatAmount(cents).replace(/\s*€$/, '');
}
