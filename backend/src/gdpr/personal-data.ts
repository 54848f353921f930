import { EntityManager } from 'typeorm';

/**
 * Where the product keeps a person's data (read from migrations/) and what a GDPR deletion does
 * there (DECISIONS 17). Every statement takes `$1` = the lower-cased address and `$2` = its
 * pattern (addressPattern), which finds the address inside text and JSON but not inside a longer
 * address ('anna@x.de' is not in 'joanna@x.de').
 *
 * - bookings: customer_name, _email, _phone, _company, _comments and client_key are anonymised;
 *   amounts, dates, invoice and payment references stay (10 years, § 147 AO / § 257 HGB)
 * - test_checkout_sessions (the built-in test payment page): customer_email anonymised
 * - waitlist_entries: deleted by the caller, so that a held offer passes on (DECISIONS 20);
 *   waitlist_closed_links keeps only link hashes
 * - discount_usages: deleted; discount_codes.current_uses stays, a redeemed use still counts
 *   against max_uses (it happened; the code's figures stay true)
 * - newsletter_subscribers, users, sessions (of those users), magic_link_tokens: deleted
 * - email_log: recipient, subject, error and job_data cleared; a mail still owed is 'skipped'
 * - outbox_events whose payload holds the address: deleted
 * - audit_log: actor_email and before/after holding the address redacted
 * - gdpr_deletion_log: a keyed hash of the address only
 * - Redis: BullMQ jobs holding the address, removed after the commit (queue-scrubber.ts)
 * No other table holds personal data: courses, discount_codes, email_templates,
 * processed_webhook_events and waitlist_closed_links hold none.
 */
export const ANONYMISED_NAME = 'Anonymisiert (DSGVO)';
export const ANONYMISED_EMAIL = 'anonymisiert@geloescht.invalid';
export const REDACTED = '[gelöscht]';

const BOOKINGS = `lower(customer_email) = $1`;
const EMAIL_LOG = `(lower(recipient) = $1 OR job_data::text ~* $2 OR error ~* $2 OR subject ~* $2
  OR booking_id IN (SELECT id FROM bookings WHERE ${BOOKINGS}))`;
// strpos finds candidates fast; the pattern then drops longer addresses that contain this one.
const OUTBOX = `strpos(lower(payload::text), $1) > 0 AND payload::text ~* $2`;
const AUDIT_LOG = `(lower(actor_email) = $1 OR before::text ~* $2 OR after::text ~* $2)`;

interface PersonalTable {
  table: string;
  /** Counts the rows holding the person's data. */
  count: string;
  /** Deletes or anonymises them (an UPDATE or DELETE); absent where the caller does it. */
  erase?: string;
}

/** In this order: the e-mail log finds a booking's mails by the booking's address, so it goes before bookings. */
export const PERSONAL_TABLES: PersonalTable[] = [
  { table: 'waitlist_entries', count: `SELECT count(*)::int AS count FROM waitlist_entries WHERE lower(customer_email) = $1` },
  {
    table: 'discount_usages',
    count: `SELECT count(*)::int AS count FROM discount_usages WHERE lower(customer_email) = $1`,
    erase: `DELETE FROM discount_usages WHERE lower(customer_email) = $1`,
  },
  {
    table: 'email_log',
    count: `SELECT count(*)::int AS count FROM email_log WHERE ${EMAIL_LOG}`,
    erase: `UPDATE email_log SET recipient = NULL, subject = NULL, error = NULL, job_data = NULL, claim_token = NULL, lease_until = NULL,
                   status = CASE WHEN status IN ('queued', 'sending') THEN 'skipped' ELSE status END
             WHERE ${EMAIL_LOG}`,
  },
  {
    table: 'bookings',
    count: `SELECT count(*)::int AS count FROM bookings WHERE ${BOOKINGS}`,
    erase: `UPDATE bookings SET customer_name = '${ANONYMISED_NAME}', customer_email = '${ANONYMISED_EMAIL}', customer_phone = NULL,
                   customer_company = NULL, customer_comments = NULL, client_key = NULL, updated_at = now()
             WHERE ${BOOKINGS}`,
  },
  {
    table: 'test_checkout_sessions',
    count: `SELECT count(*)::int AS count FROM test_checkout_sessions WHERE lower(customer_email) = $1`,
    erase: `UPDATE test_checkout_sessions SET customer_email = '${ANONYMISED_EMAIL}' WHERE lower(customer_email) = $1`,
  },
  {
    table: 'newsletter_subscribers',
    count: `SELECT count(*)::int AS count FROM newsletter_subscribers WHERE lower(email) = $1`,
    erase: `DELETE FROM newsletter_subscribers WHERE lower(email) = $1`,
  },
  {
    table: 'sessions',
    count: `SELECT count(*)::int AS count FROM sessions WHERE user_id IN (SELECT id FROM users WHERE lower(email) = $1)`,
    erase: `DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE lower(email) = $1)`,
  },
  {
    table: 'users',
    count: `SELECT count(*)::int AS count FROM users WHERE lower(email) = $1`,
    erase: `DELETE FROM users WHERE lower(email) = $1`,
  },
  {
    table: 'magic_link_tokens',
    count: `SELECT count(*)::int AS count FROM magic_link_tokens WHERE lower(email) = $1`,
    erase: `DELETE FROM magic_link_tokens WHERE lower(email) = $1`,
  },
  {
    table: 'outbox_events',
    count: `SELECT count(*)::int AS count FROM outbox_events WHERE ${OUTBOX}`,
    erase: `DELETE FROM outbox_events WHERE ${OUTBOX}`,
  },
  {
    table: 'audit_log',
    count: `SELECT count(*)::int AS count FROM audit_log WHERE ${AUDIT_LOG}`,
    erase: `UPDATE audit_log SET actor_email = CASE WHEN lower(actor_email) = $1 THEN NULL ELSE actor_email END,
                   before = regexp_replace(before::text, $2, '${REDACTED}', 'gi')::jsonb,
                   after = regexp_replace(after::text, $2, '${REDACTED}', 'gi')::jsonb
             WHERE ${AUDIT_LOG}`,
  },
];

/**
 * The address as a case-insensitive regular expression (PostgreSQL and JavaScript alike) that
 * matches it only where no longer address goes on around it.
 */
export function addressPattern(email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return `(?<![a-z0-9.!#$%&'*+/=?^_\`{|}~-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/** `$1` and, where the statement uses it, `$2` (PostgreSQL refuses a parameter a statement does not use). */
const paramsFor = (sql: string, email: string) => (sql.includes('$2') ? [email, addressPattern(email)] : [email]);

/** How many rows of each table hold the person's data (only tables with any). */
export async function countPersonalData(manager: EntityManager, email: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, count } of PERSONAL_TABLES) {
    const [row]: { count: number }[] = await manager.query(count, paramsFor(count, email));
    if (row.count) counts[table] = row.count;
  }
  return counts;
}

/** Runs every table's erase statement (the caller's transaction; waitlist entries it removes itself first). */
export async function erasePersonalData(manager: EntityManager, email: string, counts: Record<string, number>): Promise<void> {
  for (const { table, erase } of PERSONAL_TABLES) {
    if (!erase) continue;
    // TypeORM answers an UPDATE or DELETE with [rows, affected count].
    const [, affected]: [unknown, number] = await manager.query(erase, paramsFor(erase, email));
    if (affected) counts[table] = affected;
  }
}
