import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GdprFreeTextRepository } from './gdpr-free-text.repository';
import { FREE_TEXT_KEY, PERSONAL_KEY, refersTo, scrubJson } from './json-scrub';
import { addressPattern, ownTermsOf, Person, personOf, REDACTED } from './person';
import { ANONYMISED_EMAIL } from '@mpb/domain';
import { ERASED_BUYER_FIELDS, ERASED_CUSTOMER_FIELDS } from '../bookings/personal-fields';
import { boughtBy } from '../core/database/order-buyer';

const BOOKINGS = `lower(customer_email) = :email`;
const ORDERS = `lower(buyer_email) = :email`;
/** Before the bookings are anonymised, as it finds them by their address. */
const CERTIFICATES = `erased_at IS NULL AND booking_id IN (SELECT id FROM bookings WHERE ${BOOKINGS})`;
const EMAIL_LOG = `(lower(recipient) = :email OR job_data::text ~* :person OR error ~* :person OR subject ~* :person
  OR booking_id::text = ANY(:ids::text[]))`;
const REFERS_TO_IDS = (column: string) =>
  `EXISTS (SELECT 1 FROM unnest(:ids::text[]) AS ref WHERE strpos(${column}::text, ref) > 0)`;
const GDPR_LOG = `reason ~* :person`;
/** Bookings `b` of the person at `$1` (a lower-case address), as participant or buyer. */
const BOOKINGS_OF_PERSON = `lower(b.customer_email) = $1 OR ${boughtBy('b', '$1')}`;

/** `column = 'erased', …` for an UPDATE's SET. */
const eraseColumns = (erased: Record<string, string | null>) =>
  Object.entries(erased)
    .map(([column, value]) => `${column} = ${value === null ? 'NULL' : `'${value}'`}`)
    .join(', ');

interface PersonalTable {
  table: string;
  /** Counts the rows holding the person's data. */
  count?: string;
  /** Deletes or anonymises them (an UPDATE or DELETE); absent where the caller does it. */
  erase?: string;
  /** Instead of count and erase: counts (apply false) or scrubs (apply true) the rows row by row. */
  scrub?: (manager: EntityManager, person: Person, apply: boolean) => Promise<number>;
}

/**
 * In this order: the e-mail log, certificates and a payer's comment (free_text) are found by the
 * booking's addresses before the booking is anonymised.
 */
const PERSONAL_TABLES: PersonalTable[] = [
  {
    table: 'waitlist_entries',
    count: `SELECT count(*)::int AS count FROM waitlist_entries WHERE lower(customer_email) = :email`,
  },
  {
    table: 'discount_usages',
    count: `SELECT count(*)::int AS count FROM discount_usages WHERE lower(customer_email) = :email`,
    erase: `DELETE FROM discount_usages WHERE lower(customer_email) = :email`,
  },
  {
    table: 'email_log',
    count: `SELECT count(*)::int AS count FROM email_log WHERE ${EMAIL_LOG}`,
    erase: `UPDATE email_log SET recipient = NULL, subject = NULL, error = NULL, job_data = NULL, claim_token = NULL, lease_until = NULL,
                   status = CASE WHEN status IN ('queued', 'sending') THEN 'skipped' ELSE status END
             WHERE ${EMAIL_LOG}`,
  },
  {
    table: 'certificates',
    count: `SELECT count(*)::int AS count FROM certificates WHERE ${CERTIFICATES}`,
    erase: `UPDATE certificates SET participant_name = NULL, erased_at = now() WHERE ${CERTIFICATES}`,
  },
  {
    table: 'free_text',
    scrub: (manager, person, apply) => {
      const freeText = new GdprFreeTextRepository(manager);
      return apply ? freeText.scrub(person) : freeText.count(person);
    },
  },
  {
    table: 'bookings',
    count: `SELECT count(*)::int AS count FROM bookings WHERE ${BOOKINGS}`,
    erase: `UPDATE bookings SET ${eraseColumns(ERASED_CUSTOMER_FIELDS)}, updated_at = now() WHERE ${BOOKINGS}`,
  },
  {
    table: 'orders',
    count: `SELECT count(*)::int AS count FROM orders WHERE ${ORDERS}`,
    erase: `UPDATE orders SET ${eraseColumns(ERASED_BUYER_FIELDS)}, updated_at = now() WHERE ${ORDERS}`,
  },
  {
    table: 'test_checkout_sessions',
    count: `SELECT count(*)::int AS count FROM test_checkout_sessions WHERE lower(customer_email) = :email`,
    erase: `UPDATE test_checkout_sessions SET customer_email = '${ANONYMISED_EMAIL}' WHERE lower(customer_email) = :email`,
  },
  {
    table: 'newsletter_subscribers',
    count: `SELECT count(*)::int AS count FROM newsletter_subscribers WHERE lower(email) = :email`,
    erase: `DELETE FROM newsletter_subscribers WHERE lower(email) = :email`,
  },
  {
    table: 'sessions',
    count: `SELECT count(*)::int AS count FROM sessions WHERE user_id IN (SELECT id FROM users WHERE lower(email) = :email)`,
    erase: `DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE lower(email) = :email)`,
  },
  {
    table: 'users',
    count: `SELECT count(*)::int AS count FROM users WHERE lower(email) = :email`,
    erase: `DELETE FROM users WHERE lower(email) = :email`,
  },
  {
    table: 'magic_link_tokens',
    count: `SELECT count(*)::int AS count FROM magic_link_tokens WHERE lower(email) = :email`,
    erase: `DELETE FROM magic_link_tokens WHERE lower(email) = :email`,
  },
  { table: 'outbox_events', scrub: scrubOutbox },
  { table: 'audit_log', scrub: scrubAuditLog },
  {
    table: 'gdpr_deletion_log',
    count: `SELECT count(*)::int AS count FROM gdpr_deletion_log WHERE ${GDPR_LOG}`,
    erase: `UPDATE gdpr_deletion_log SET reason = regexp_replace(reason, :person, '${REDACTED}', 'gi') WHERE ${GDPR_LOG}`,
  },
];

/** Named parameters to PostgreSQL's `$n`, only those the statement uses (PostgreSQL refuses an unused one). */
function bind(sql: string, person: Person): [string, unknown[]] {
  const values: Record<string, unknown> = { email: person.email, person: person.pattern, ids: person.ids };
  const names: string[] = [];
  const text = sql.replace(/(?<!:):(email|person|ids)\b/g, (_, name: string) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return [text, names.map((name) => values[name])];
}

async function scrubOutbox(manager: EntityManager, person: Person, apply: boolean): Promise<number> {
  const [sql, params] = bind(
    `SELECT id, payload, published_at IS NOT NULL AS published FROM outbox_events WHERE payload::text ~* :person OR ${REFERS_TO_IDS('payload')}`,
    person,
  );
  const rows: { id: string; payload: unknown; published: boolean }[] = await manager.query(sql, params);
  const holdsAddress = new RegExp(addressPattern(person.email), 'i');
  let touched = 0;
  for (const { id, payload, published } of rows) {
    const about = refersTo(payload, person);
    // A relayed event is history; one still to relay is work to do (a refund, a released seat) and only loses its personal fields.
    if (holdsAddress.test(JSON.stringify(payload)) || (about && published)) {
      if (apply) await manager.query(`DELETE FROM outbox_events WHERE id = $1`, [id]);
      touched += 1;
      continue;
    }
    const scrubbed = scrubJson(payload, person, about ? FREE_TEXT_KEY : null);
    if (JSON.stringify(scrubbed) === JSON.stringify(payload)) continue;
    if (apply)
      await manager.query(`UPDATE outbox_events SET payload = $2 WHERE id = $1`, [id, JSON.stringify(scrubbed)]);
    touched += 1;
  }
  return touched;
}

async function scrubAuditLog(manager: EntityManager, person: Person, apply: boolean): Promise<number> {
  const [sql, params] = bind(
    `SELECT id, actor_email, entity_id, before, after FROM audit_log
      WHERE lower(actor_email) = :email OR entity_id = ANY(:ids::text[]) OR before::text ~* :person OR after::text ~* :person`,
    person,
  );
  const rows: { id: string; actor_email: string | null; entity_id: string | null; before: unknown; after: unknown }[] =
    await manager.query(sql, params);
  let touched = 0;
  for (const row of rows) {
    const about = row.entity_id !== null && person.ids.includes(row.entity_id);
    const actor = row.actor_email?.toLowerCase() === person.email ? null : row.actor_email;
    const before = scrubJson(row.before, person, about ? PERSONAL_KEY : null);
    const after = scrubJson(row.after, person, about ? PERSONAL_KEY : null);
    if (actor === row.actor_email && JSON.stringify([before, after]) === JSON.stringify([row.before, row.after]))
      continue;
    if (apply) {
      await manager.query(`UPDATE audit_log SET actor_email = $2, before = $3, after = $4 WHERE id = $1`, [
        row.id,
        actor,
        before === null ? null : JSON.stringify(before),
        after === null ? null : JSON.stringify(after),
      ]);
    }
    touched += 1;
  }
  return touched;
}

/**
 * Where the product keeps a person's data (read from migrations/) and what a GDPR deletion does
 * there (DECISIONS 17, 27). Statements name their parameters: `:email` the lower-cased address,
 * `:person` the pattern of address, names and phone numbers (person.ts), `:ids` the ids of the
 * person's records.
 *
 * - bookings: the participant's details are anonymised (bookings/personal-fields.ts); amounts,
 *   dates, invoice and payment references stay (10 years, § 147 AO / § 257 HGB)
 * - orders: the buyer's details and billing address are anonymised; the bookings of the order
 *   stay, and a colleague or substitute the buyer named keeps the seat
 * - certificates: participant_name emptied and erased_at set, so the verification page says the
 *   certificate can no longer be verified (DECISIONS 30); number, course and date stay
 * - test_checkout_sessions (the built-in test payment page): customer_email anonymised
 * - waitlist_entries: deleted by the caller, so that a held offer passes on (DECISIONS 20);
 *   waitlist_closed_links keeps only link hashes
 * - discount_usages: deleted; discount_codes.current_uses stays, a redeemed use still counts
 *   against max_uses (it happened; the code's figures stay true)
 * - newsletter_subscribers, users, sessions (of those users), magic_link_tokens: deleted
 * - email_log: recipient, subject, error and job_data cleared where they name the person or belong
 *   to their bookings; a mail still owed is 'skipped'
 * - outbox_events: deleted where the payload holds the address or (already relayed) refers to
 *   the person's records; otherwise names and free text about them are redacted (json-scrub.ts)
 * - audit_log: actor_email cleared, names redacted in before/after, and on entries about the
 *   person's records every personal or free-text field (an admin's message, a note)
 * - gdpr_deletion_log: a keyed hash of the address; reasons naming the person redacted
 * - free text anywhere else (free_text, gdpr-free-text.repository.ts): other customers' booking
 *   and waitlist comments and companies, admins' course, discount code and template texts have
 *   the person's address, names and phone numbers replaced; the comment the person wrote as payer
 *   on a booking they handed to a substitute is cleared
 * - Redis: BullMQ jobs naming the person, and finished ones or ones with an admin's free text
 *   about their records, removed after the commit (queue-scrubber.ts); rate-limit counters hold
 *   only a keyed hash of the address
 * - bank_transactions: kept as they are; the lines of the bank's statements are accounting records
 *   (§ 147 AO, 10 years), like the invoices they settle (DECISIONS 33)
 * No other table holds personal data: courses, discount_codes and email_templates hold none but
 * the free text above; processed_webhook_events, waitlist_closed_links, invoice_seats and
 * double_payment_refunds hold none.
 */
@Injectable()
export class PersonalDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The person's own bookings, as customer or payer, locked first (lock order of core/database/transaction.ts). */
  async lockBookingsOf(manager: EntityManager, email: string): Promise<void> {
    await manager.query(`SELECT id FROM bookings b WHERE ${BOOKINGS_OF_PERSON} ORDER BY id FOR UPDATE`, [email]);
  }

  /** The person's bookings, as participant or buyer, whose refund is still to be transferred ('Erstattung per Überweisung offen'). */
  async owedTransferRefunds(manager: EntityManager, email: string): Promise<number> {
    const [{ count }] = await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM bookings b
        WHERE b.review_reason = 'refund_by_transfer' AND (${BOOKINGS_OF_PERSON})`,
      [email],
    );
    return count;
  }

  /** The person behind an address, read before anything is erased. */
  async findPerson(email: string, manager: EntityManager = this.dataSource.manager): Promise<Person> {
    const rows: { term: string | null; id: string | null }[] = await manager.query(
      `SELECT customer_name AS term, id::text FROM bookings WHERE lower(customer_email) = $1
       UNION ALL SELECT customer_phone, NULL FROM bookings WHERE lower(customer_email) = $1
       UNION ALL SELECT buyer_name, NULL FROM orders WHERE lower(buyer_email) = $1
       UNION ALL SELECT buyer_phone, NULL FROM orders WHERE lower(buyer_email) = $1
       UNION ALL SELECT customer_name, id::text FROM waitlist_entries WHERE lower(customer_email) = $1
       UNION ALL SELECT customer_phone, NULL FROM waitlist_entries WHERE lower(customer_email) = $1
       UNION ALL SELECT name, id::text FROM newsletter_subscribers WHERE lower(email) = $1
       UNION ALL SELECT NULL, id::text FROM users WHERE lower(email) = $1
       UNION ALL SELECT NULL, id::text FROM discount_usages WHERE lower(customer_email) = $1`,
      [email],
    );
    const { found, ids } = ownTermsOf(rows);
    // A name or number that another customer's records carry too does not single this person out:
    // erasing it everywhere would erase the other customer (their mails, their bookings' notes).
    const shared: { term: string }[] = await manager.query(
      `SELECT term FROM unnest($2::text[]) AS term
        WHERE EXISTS (SELECT 1 FROM bookings WHERE lower(customer_email) <> $1 AND lower(term) IN (lower(btrim(customer_name)), lower(btrim(customer_phone))))
           OR EXISTS (SELECT 1 FROM orders WHERE lower(buyer_email) <> $1 AND lower(term) IN (lower(btrim(buyer_name)), lower(btrim(buyer_phone))))
           OR EXISTS (SELECT 1 FROM waitlist_entries WHERE lower(customer_email) <> $1 AND lower(term) IN (lower(btrim(customer_name)), lower(btrim(customer_phone))))
           OR EXISTS (SELECT 1 FROM newsletter_subscribers WHERE lower(email) <> $1 AND lower(term) = lower(btrim(name)))`,
      [email, found],
    );
    return personOf(
      email,
      found,
      ids,
      shared.map((row) => row.term),
    );
  }

  /** Locks the other customers' bookings whose free text the deletion will change (after the person's own). */
  async lockFreeTextBookings(manager: EntityManager, person: Person): Promise<void> {
    await new GdprFreeTextRepository(manager).lockBookings(person);
  }

  /** The address's waitlist entries, in the order their courses are locked. */
  async waitlistEntriesOf(manager: EntityManager, email: string): Promise<{ id: string; course_id: string }[]> {
    return manager.query(
      `SELECT id, course_id FROM waitlist_entries WHERE lower(customer_email) = $1 ORDER BY course_id, id`,
      [email],
    );
  }

  /** How many rows of each table hold the person's data (only tables with any). */
  async count(person: Person, manager: EntityManager = this.dataSource.manager): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { table, count, scrub } of PERSONAL_TABLES) {
      let found = 0;
      if (scrub) found = await scrub(manager, person, false);
      else if (count) [{ count: found }] = await manager.query(...bind(count, person));
      if (found) counts[table] = found;
    }
    return counts;
  }

  /** Runs every table's erase statement (the caller's transaction; waitlist entries it removes itself first). */
  async erase(manager: EntityManager, person: Person, counts: Record<string, number>): Promise<void> {
    for (const { table, erase, scrub } of PERSONAL_TABLES) {
      let affected = 0;
      // TypeORM answers an UPDATE or DELETE with [rows, affected count].
      if (scrub) affected = await scrub(manager, person, true);
      else if (erase) [, affected] = await manager.query(...bind(erase, person));
      if (affected) counts[table] = affected;
    }
  }
}
