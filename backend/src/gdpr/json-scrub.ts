import { Person, REDACTED, scrubText } from './person';

/** Keys under which a record about the person holds what names them or what an admin wrote about them. */
export const PERSONAL_KEY =
  /^(customer_?)?(name|e?mail|phone|company|comments?)$|^(custom_?)?message$|^notes?$|^reason$/i;
/** Only the free text an admin wrote: what a piece of work still to do (an outbox event) can lose without changing what it does. */
export const FREE_TEXT_KEY = /^(custom_?)?message$|^notes?$|^(customer_?)?comments?$/i;

/**
 * A JSON value (an audit entry's before/after, an outbox payload) with the person's address, names
 * and phone numbers replaced wherever they appear; when the record is about the person (one of
 * their bookings), every text under a `redactKey` goes as well, whatever it says.
 */
export function scrubJson(value: unknown, person: Person, redactKey: RegExp | null): unknown {
  if (typeof value === 'string') return scrubText(value, person);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, person, redactKey));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      redactKey?.test(key) && typeof item === 'string' && item !== '' ? REDACTED : scrubJson(item, person, redactKey),
    ]),
  );
}

/** Whether a JSON value names one of the person's records by id. */
export function refersTo(value: unknown, person: Person): boolean {
  const text = JSON.stringify(value ?? null);
  return person.ids.some((id) => text.includes(id));
}

/** Whether a JSON value carries free text an admin wrote (a message, a note) anywhere in it. */
export function holdsFreeText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsFreeText);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => (FREE_TEXT_KEY.test(key) && typeof item === 'string' && item !== '') || holdsFreeText(item),
  );
}
