import { EntityManager } from 'typeorm';

export const ANONYMISED_NAME = 'Anonymisiert (DSGVO)';
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
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The address as a regular expression that matches it only where no longer address goes on
 * around it ('anna@x.de' is not in 'joanna@x.de').
 */
export function addressPattern(email: string): string {
  return `(?<![a-z0-9.!#$%&'*+/=?^_\`{|}~-])${escapeRegExp(email)}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/** A phone number however it is spaced or punctuated, with '+49 …' also as '0…'. */
function phonePatterns(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return [];
  const variants = new Set([digits]);
  if (digits.startsWith('0049')) variants.add(`0${digits.slice(4)}`);
  else if (digits.startsWith('49')) variants.add(`0${digits.slice(2)}`);
  return [...variants].map((variant) => `(?<![0-9])[+(]?${variant.split('').join('[ ./()-]*')}(?![0-9])`);
}

export function personPattern(email: string, terms: string[]): string {
  const names = terms.filter((term) => term.length >= MIN_TERM_LENGTH).map(escapeRegExp);
  const phones = terms.flatMap(phonePatterns);
  return [addressPattern(email), ...names, ...phones].map((part) => `(?:${part})`).join('|');
}

/** The person behind an address, read before anything is erased. */
export async function findPerson(manager: EntityManager, email: string): Promise<Person> {
  const rows: { term: string | null; id: string | null }[] = await manager.query(
    `SELECT customer_name AS term, id::text FROM bookings WHERE lower(customer_email) = $1
     UNION ALL SELECT customer_phone, NULL FROM bookings WHERE lower(customer_email) = $1
     UNION ALL SELECT payer_name, NULL FROM bookings WHERE lower(payer_email) = $1
     UNION ALL SELECT customer_name, id::text FROM waitlist_entries WHERE lower(customer_email) = $1
     UNION ALL SELECT customer_phone, NULL FROM waitlist_entries WHERE lower(customer_email) = $1
     UNION ALL SELECT name, id::text FROM newsletter_subscribers WHERE lower(email) = $1
     UNION ALL SELECT NULL, id::text FROM users WHERE lower(email) = $1
     UNION ALL SELECT NULL, id::text FROM discount_usages WHERE lower(customer_email) = $1`,
    [email],
  );
  const found = new Set<string>();
  const ids = new Set<string>();
  for (const { term, id } of rows) {
    const trimmed = term?.trim();
    if (trimmed && trimmed.length >= MIN_TERM_LENGTH && trimmed !== ANONYMISED_NAME) found.add(trimmed);
    if (id) ids.add(id);
  }
  // A name or number that another customer's records carry too does not single this person out:
  // erasing it everywhere would erase the other customer (their mails, their bookings' notes).
  const shared: { term: string }[] = await manager.query(
    `SELECT term FROM unnest($2::text[]) AS term
      WHERE EXISTS (SELECT 1 FROM bookings WHERE lower(customer_email) <> $1 AND lower(term) IN (lower(btrim(customer_name)), lower(btrim(customer_phone))))
         OR EXISTS (SELECT 1 FROM waitlist_entries WHERE lower(customer_email) <> $1 AND lower(term) IN (lower(btrim(customer_name)), lower(btrim(customer_phone))))
         OR EXISTS (SELECT 1 FROM newsletter_subscribers WHERE lower(email) <> $1 AND lower(term) = lower(btrim(name)))`,
    [email, [...found]],
  );
  for (const { term } of shared) found.delete(term);
  // Longest first, so that 'Anna Maria Berg' is erased whole before 'Anna Maria' could be.
  const sorted = [...found].sort((a, b) => b.length - a.length);
  return { email, terms: sorted, ids: [...ids], pattern: personPattern(email, sorted) };
}

/** Any e-mail address at all, for text that must name nobody (the deletion log's reason). */
const ANY_ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;

/** Text with the person's address, names and phone numbers replaced by REDACTED. */
export function scrubText(text: string, person: Person): string {
  return text.replace(new RegExp(person.pattern, 'gi'), REDACTED);
}

/** The deletion log's reason names nobody: the person and any other address go. */
export function scrubReason(reason: string, person: Person): string {
  return scrubText(reason, person).replace(ANY_ADDRESS, REDACTED);
}
