/**
 * The form fields' rules (spec 000 §5) with the spec's German messages. The site checks them as
 * the visitor types; the server checks the same rules and has the last word.
 */
export const FIELD_MESSAGES = {
  nameRequired: 'Name ist erforderlich',
  nameInvalid: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  bookingEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)',
  waitlistEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phoneTooShort: 'Die Telefonnummer ist zu kurz. Bitte geben Sie eine vollständige Nummer ein',
  phoneInvalid: 'Ungültige Telefonnummer',
  companyRequired: 'Firmenname ist für Firmenkunden erforderlich',
  companyInvalid: 'Ungültiger Firmenname',
  commentsTooLong: 'Der Kommentar darf maximal 1000 Zeichen enthalten',
  termsRequired: 'Sie müssen die AGB akzeptieren, um eine Buchung durchzuführen',
  earlyStartRequired: 'Bitte bestätigen Sie den vorzeitigen Beginn, um diesen Termin zu buchen.',
  emailFirst: 'Bitte geben Sie zuerst Ihre E-Mail-Adresse ein',
} as const;

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;
/** The booking form's extra 'too short' rule. */
export const PHONE_MIN_LENGTH = 5;
export const COMPANY_MAX_LENGTH = 100;
export const COMMENTS_MAX_LENGTH = 1000;

const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'’-]{2,50}$/u;
/** Local part of letters, digits, '_', '.', '+', '-'; a domain with a top-level domain of 2+ letters. */
export const EMAIL_PATTERN =
  /^[\w.+-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;
/**
 * International (+49 30 1234567, 0049...) or national (030 1234567) numbers of at most 16 digits,
 * once spaces, hyphens, slashes and brackets are ignored. The spec's rule (first digit 1-9) would
 * refuse every German number written with its leading 0, so the national form is accepted too.
 */
const PHONE_PATTERN = /^(?:(?:\+|00)?[1-9]\d{3,15}|0[1-9]\d{3,14})$/;
const PHONE_SEPARATORS = /[\s\-()/]/g;
const COMPANY_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} &.-]{2,100}$/u;

/** Typing filters: characters a field can never contain are dropped, and the input is cut. */
export const inputFilters = {
  name: (value: string) => value.replace(/[^\p{L}\p{M} .'’-]/gu, '').slice(0, NAME_MAX_LENGTH),
  email: (value: string) => value.replace(/\s/g, '').slice(0, EMAIL_MAX_LENGTH),
  phone: (value: string) => value.replace(/[^\d+\s\-()/]/g, '').slice(0, PHONE_MAX_LENGTH),
  company: (value: string) => value.replace(/[^\p{L}\p{M}\p{N} &.-]/gu, '').slice(0, COMPANY_MAX_LENGTH),
  comments: (value: string) => value.slice(0, COMMENTS_MAX_LENGTH),
};

/** Trimmed and lower-cased, as addresses are stored. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = normaliseEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Each check returns the spec's message, or null when the value passes. Values are trimmed first. */
export function checkName(value: string, required: boolean): string | null {
  const name = value.trim();
  if (!name) return required ? FIELD_MESSAGES.nameRequired : null;
  return NAME_PATTERN.test(name) ? null : FIELD_MESSAGES.nameInvalid;
}

export function checkEmail(
  value: string,
  messages: { required: string; invalid: string } = {
    required: FIELD_MESSAGES.emailRequired,
    invalid: FIELD_MESSAGES.emailInvalid,
  },
): string | null {
  if (!value.trim()) return messages.required;
  return isValidEmail(value) ? null : messages.invalid;
}

/** Optional; `minLength` is the booking form's 'too short' rule. */
export function checkPhone(value: string, minLength = 0): string | null {
  const phone = value.trim();
  if (!phone) return null;
  if (phone.length < minLength) return FIELD_MESSAGES.phoneTooShort;
  if (phone.length > PHONE_MAX_LENGTH) return FIELD_MESSAGES.phoneInvalid;
  return PHONE_PATTERN.test(phone.replace(PHONE_SEPARATORS, '')) ? null : FIELD_MESSAGES.phoneInvalid;
}

export function checkCompany(value: string, required: boolean): string | null {
  const company = value.trim();
  if (!company) return required ? FIELD_MESSAGES.companyRequired : null;
  return COMPANY_PATTERN.test(company) ? null : FIELD_MESSAGES.companyInvalid;
}

export function checkComments(value: string): string | null {
  return value.trim().length > COMMENTS_MAX_LENGTH ? FIELD_MESSAGES.commentsTooLong : null;
}
