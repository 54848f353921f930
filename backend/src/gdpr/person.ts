import { ANONYMISED_NAME } from '@mpb/domain';
export const REDACTED = '[gelöscht]';

/** Shorter names or phone numbers are too common to erase wherever they appear (a 'Max' in someone else's note). */
const MIN_TERM_LENGTH = 4;
/** Fewer digits than this in a phone number would match unrelated numbers (amounts, dates). */
const MIN_PHONE_DIGITS = 8;

/**
 * Who a GDPR deletion erases (DECISIONS 27): the address, and what the person's own records name
 * them by (names, phone numbers) and the ids of those records, by which free text an admin wrote
 * about them (audit entries, queued mails) is found.
 */
export interface Person {
  email: string;
  /** Names and phone numbers found on the person's records, as written there. */
  terms: string[];
  /** Ids of the person's bookings, waitlist entries, newsletter sign-up and account. */
  ids: string[];
  /** Address, names and phone numbers as one case-insensitive regular expression (PostgreSQL and JavaScript alike). */
  pattern: string;
  /** Also with the names and numbers other customers' records carry too: for text known to be about the person (the deletion reason). */
  ownPattern: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The address as a regular expression that matches it only where no longer address goes on
 * around it ('anna@x.de' is not in 'joanna@x.de').
 */
export function addressPattern(email: string): string {
  return `(?<![a-z0-9.!#$%&'*+/=?^_\`{|}~-])${escapeRegExp(email)}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/** What may not touch a name for it to be a whole word: a letter (Latin script) or digit. */
const WORD_CHAR = '[0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F_]';
/** What people write between the digits of a phone number. */
const PHONE_SEPARATORS = '[\\s./()–-]*';
const GERMAN_PREFIX = /^(?:\+|00)49/;

/**
 * A name as a whole word, however it is spaced, also in the genitive ('Anna Bergs') and
 * surname first ('Berg, Anna'); never inside a longer word ('Anna Bergmann').
 */
function namePatterns(name: string): string[] {
  const words = name.split(/\s+/).map(escapeRegExp);
  const orders = [words.join('\\s+')];
  if (words.length > 1) orders.push(`${words[words.length - 1]},?\\s+${words.slice(0, -1).join('\\s+')}`);
  return orders.map((order) => `(?<!${WORD_CHAR})${order}(?:['’]?s)?(?!${WORD_CHAR})`);
}

/**
 * A phone number however it is spaced or punctuated; a German one ('+49 …' or '0…') in each of
 * its forms: '0171 …', '+49 171 …', '+49 (0)171 …', '0049 171 …'.
 */
function phonePatterns(phone: string): string[] {
  const written = phone.trim();
  const digits = written.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return [];
  const international = written.startsWith('+') || digits.startsWith('00');
  const subscriber = GERMAN_PREFIX.test(written)
    ? digits.replace(/^(?:00)?49/, '').replace(/^0/, '')
    : international
      ? null
      : digits.replace(/^0/, '');
  const variants = subscriber
    ? ['0', '49', '490', '0049', '00490'].map((prefix) => `${prefix}${subscriber}`)
    : [digits, `00${digits.replace(/^00/, '')}`];
  return [...new Set(variants)].map((variant) => `(?<![0-9])[+(]?${variant.split('').join(PHONE_SEPARATORS)}(?![0-9])`);
}

export function personPattern(email: string, terms: string[]): string {
  const names = terms.filter((term) => term.length >= MIN_TERM_LENGTH && /\p{L}/u.test(term)).flatMap(namePatterns);
  const phones = terms.flatMap(phonePatterns);
  return [addressPattern(email), ...names, ...phones].map((part) => `(?:${part})`).join('|');
}

/** The names and phone numbers on the person's own records that may single them out, and those records' ids. */
export function ownTermsOf(rows: { term: string | null; id: string | null }[]): { found: string[]; ids: string[] } {
  const found = new Set<string>();
  const ids = new Set<string>();
  for (const { term, id } of rows) {
    const trimmed = term?.trim();
    if (trimmed && trimmed.length >= MIN_TERM_LENGTH && trimmed !== ANONYMISED_NAME) found.add(trimmed);
    if (id) ids.add(id);
  }
  return { found: [...found], ids: [...ids] };
}

/** The person, erased by their own terms but those another customer's records carry too (`shared`). */
export function personOf(email: string, found: string[], ids: string[], shared: string[]): Person {
  // Longest first, so that 'Anna Maria Berg' is erased whole before 'Anna Maria' could be.
  const own = [...found].sort((a, b) => b.length - a.length);
  const terms = own.filter((term) => !shared.includes(term));
  return {
    email,
    terms,
    ids,
    pattern: personPattern(email, terms),
    ownPattern: personPattern(email, own),
  };
}

/** Any e-mail address at all, for text that must name nobody (the deletion log's reason). */
const ANY_ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;

/** Text with the person's address, names and phone numbers replaced by REDACTED. */
export function scrubText(text: string, person: Person): string {
  return text.replace(new RegExp(person.pattern, 'gi'), REDACTED);
}

/** The deletion log's reason names nobody: the person (also by what others share with them) and any other address go. */
export function scrubReason(reason: string, person: Person): string {
  return reason.replace(new RegExp(person.ownPattern, 'gi'), REDACTED).replace(ANY_ADDRESS, REDACTED);
}
