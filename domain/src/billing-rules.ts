/**
 * The billing fields of a booking (DECISIONS 32: every invoice names the buyer's address) with
 * their German messages. The booking dialog checks them as the visitor types; the checkout checks
 * the same rules and has the last word.
 */
export const BILLING_MESSAGES = {
  addressInvalid: 'Ungültige Rechnungsadresse',
  streetRequired: 'Straße und Hausnummer sind erforderlich',
  streetInvalid: 'Ungültige Straße und Hausnummer (höchstens 100 Zeichen)',
  postalCodeInvalid: 'Bitte geben Sie eine gültige Postleitzahl ein',
  cityRequired: 'Ort ist erforderlich',
  cityInvalid: 'Ungültiger Ort (höchstens 60 Zeichen)',
  countryInvalid: 'Bitte wählen Sie ein Land aus',
  vatIdInvalid: 'Ungültige USt-IdNr.',
  purchaseOrderNumberInvalid: 'Ungültige Bestellnummer (höchstens 50 Zeichen)',
  leitwegIdInvalid: 'Ungültige Leitweg-ID',
} as const;

/** Where the product sends invoices to: Germany, Austria and Switzerland first, then the other EU states. */
export const BILLING_COUNTRIES = [
  { code: 'DE', name: 'Deutschland' },
  { code: 'AT', name: 'Österreich' },
  { code: 'CH', name: 'Schweiz' },
  { code: 'BE', name: 'Belgien' },
  { code: 'BG', name: 'Bulgarien' },
  { code: 'DK', name: 'Dänemark' },
  { code: 'EE', name: 'Estland' },
  { code: 'FI', name: 'Finnland' },
  { code: 'FR', name: 'Frankreich' },
  { code: 'GR', name: 'Griechenland' },
  { code: 'IE', name: 'Irland' },
  { code: 'IT', name: 'Italien' },
  { code: 'HR', name: 'Kroatien' },
  { code: 'LV', name: 'Lettland' },
  { code: 'LT', name: 'Litauen' },
  { code: 'LU', name: 'Luxemburg' },
  { code: 'MT', name: 'Malta' },
  { code: 'NL', name: 'Niederlande' },
  { code: 'PL', name: 'Polen' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Rumänien' },
  { code: 'SE', name: 'Schweden' },
  { code: 'SK', name: 'Slowakei' },
  { code: 'SI', name: 'Slowenien' },
  { code: 'ES', name: 'Spanien' },
  { code: 'CZ', name: 'Tschechien' },
  { code: 'HU', name: 'Ungarn' },
  { code: 'CY', name: 'Zypern' },
] as const;

/** ISO 3166-1 alpha-2. */
export type BillingCountry = (typeof BILLING_COUNTRIES)[number]['code'];
export const BILLING_COUNTRY_CODES = BILLING_COUNTRIES.map((country) => country.code) as [
  BillingCountry,
  ...BillingCountry[],
];
export const DEFAULT_BILLING_COUNTRY: BillingCountry = 'DE';

const STREET_MAX_LENGTH = 100;
const CITY_MAX_LENGTH = 60;
const POSTAL_CODE_MAX_LENGTH = 10;
/** As typed, with separators. */
export const VAT_ID_MAX_LENGTH = 24;
export const PURCHASE_ORDER_NUMBER_MAX_LENGTH = 50;
/** 12 digits, hyphen, 30 characters, hyphen, 2 check digits. */
export const LEITWEG_ID_MAX_LENGTH = 46;

const STREET_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}\p{N} .,'’/()&+-]{2,100}$/u;
const CITY_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}\p{N} .,'’/()-]{1,60}$/u;
const FOUR_DIGITS = /^\d{4}$/;
const POSTAL_CODE_PATTERNS: Partial<Record<BillingCountry, RegExp>> = {
  DE: /^\d{5}$/,
  AT: FOUR_DIGITS,
  CH: FOUR_DIGITS,
};
/** Elsewhere 2-10 letters and digits, in groups split by one space or hyphen ('1234 AB', '00-950'). */
const OTHER_POSTAL_CODE = /^(?=.{2,10}$)[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/;
const PURCHASE_ORDER_NUMBER_PATTERN = /^[\p{L}\p{M}\p{N} .,:;_/#()&+'’-]{1,50}$/u;
/** XRechnung's Leitweg-ID: coarse address, optional fine address, check digits. */
const LEITWEG_ID_PATTERN = /^[0-9]{2,12}(-[0-9A-Z]{1,30})?-[0-9]{2}$/;

/** The VAT identification number of each country (VIES formats), written without separators. */
const VAT_ID_PATTERNS: Record<BillingCountry, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CH: /^CHE\d{9}(MWST|TVA|IVA)?$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^EL\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO[1-9]\d{1,9}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

export function isBillingCountry(value: string): value is BillingCountry {
  return (BILLING_COUNTRY_CODES as string[]).includes(value);
}

/** 'de 123 456 789' -> 'DE123456789': as written on invoices, without spaces, dots or hyphens. */
export function normaliseVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Trimmed, upper-case, single spaces: 'sw1a  1aa' -> 'SW1A 1AA'. */
export function normalisePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function normaliseLeitwegId(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Typing filters of the billing inputs: the input is cut at the field's length. */
export const billingInputFilters = {
  street: (value: string) => value.slice(0, STREET_MAX_LENGTH),
  postalCode: (value: string) => value.slice(0, POSTAL_CODE_MAX_LENGTH),
  city: (value: string) => value.slice(0, CITY_MAX_LENGTH),
  vatId: (value: string) => value.toUpperCase().slice(0, VAT_ID_MAX_LENGTH),
  purchaseOrderNumber: (value: string) => value.slice(0, PURCHASE_ORDER_NUMBER_MAX_LENGTH),
  leitwegId: (value: string) => value.toUpperCase().slice(0, LEITWEG_ID_MAX_LENGTH),
};

/** Each check returns the German message, or null when the value passes. Values are trimmed first. */
export function checkStreet(value: string): string | null {
  const street = value.trim();
  if (!street) return BILLING_MESSAGES.streetRequired;
  return STREET_PATTERN.test(street) ? null : BILLING_MESSAGES.streetInvalid;
}

/** 5 digits in Germany, 4 in Austria and Switzerland, elsewhere 2-10 letters and digits. */
export function checkPostalCode(value: string, country: string): string | null {
  const code = normalisePostalCode(value);
  const pattern = isBillingCountry(country) ? (POSTAL_CODE_PATTERNS[country] ?? OTHER_POSTAL_CODE) : OTHER_POSTAL_CODE;
  return pattern.test(code) ? null : BILLING_MESSAGES.postalCodeInvalid;
}

export function checkCity(value: string): string | null {
  const city = value.trim();
  if (!city) return BILLING_MESSAGES.cityRequired;
  return CITY_PATTERN.test(city) ? null : BILLING_MESSAGES.cityInvalid;
}

export function checkCountry(value: string): string | null {
  return isBillingCountry(value.trim()) ? null : BILLING_MESSAGES.countryInvalid;
}

/**
 * Optional; the format of the billing country's VAT ID (e.g. DE and 9 digits), with or without
 * spaces, dots and hyphens. For an unknown country any listed country's format passes.
 */
export function checkVatId(value: string, country: string): string | null {
  const vatId = normaliseVatId(value);
  if (!vatId) return null;
  const patterns = isBillingCountry(country) ? [VAT_ID_PATTERNS[country]] : Object.values(VAT_ID_PATTERNS);
  return patterns.some((pattern) => pattern.test(vatId)) ? null : BILLING_MESSAGES.vatIdInvalid;
}

export function checkPurchaseOrderNumber(value: string): string | null {
  const number = value.trim();
  if (!number) return null;
  return PURCHASE_ORDER_NUMBER_PATTERN.test(number) ? null : BILLING_MESSAGES.purchaseOrderNumberInvalid;
}

/**
 * Optional; a public buyer's Leitweg-ID (e.g. '04011000-1234512345-06'): the XRechnung format and
 * its check digits (ISO 7064 MOD 97-10 over the ID without hyphens, letters counted A=10 to Z=35),
 * so a mistyped ID is caught before an invoice is sent where it cannot be delivered.
 */
export function checkLeitwegId(value: string): string | null {
  const id = normaliseLeitwegId(value);
  if (!id) return null;
  return LEITWEG_ID_PATTERN.test(id) && leitwegCheckDigitsHold(id) ? null : BILLING_MESSAGES.leitwegIdInvalid;
}

function leitwegCheckDigitsHold(id: string): boolean {
  const digits = [...id.replace(/-/g, '')].map((character) => parseInt(character, 36)).join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
