import { EntityManager } from 'typeorm';
import { boughtBy } from '../core/database/order-buyer';
import { Person, REDACTED } from './person';

/**
 * Free text that may name anyone (read from migrations/): what customers wrote in their bookings
 * and waitlist entries, and what admins wrote about courses, discount codes and mail templates.
 * The mail log, outbox, audit log and deletion log are scrubbed in personal-data.repository.ts.
 */
interface FreeTextTable {
  table: string;
  columns: string[];
  /** The person's own text on a row that stays, cleared whole; `$2` is the address. */
  clears?: { column: string; rows: string };
  /** Rows erased elsewhere, left alone here; `$2` is the address. */
  erased?: string;
}

/** In the lock order of core/database/transaction.ts. */
const FREE_TEXT: FreeTextTable[] = [
  {
    table: 'bookings',
    columns: ['customer_comments', 'customer_company'],
    // The payer's comment would stay on the booking they handed to a substitute.
    clears: { column: 'customer_comments', rows: `${boughtBy('bookings', '$2')} AND customer_comments IS NOT NULL` },
    erased: `lower(customer_email) = $2`,
  },
  { table: 'courses', columns: ['description', 'location', 'access_note'] },
  {
    table: 'waitlist_entries',
    columns: ['customer_comments', 'customer_company'],
    erased: `lower(customer_email) = $2`,
  },
  { table: 'discount_codes', columns: ['description'] },
  { table: 'email_templates', columns: ['name', 'subject', 'html_content'] },
];

/** `$1` is the person's pattern (person.ts). */
function rowsOf({ columns, clears, erased }: FreeTextTable): string {
  const named = columns.map((column) => `${column} ~* $1`).join(' OR ');
  const touched = clears ? `(${clears.rows}) OR ${named}` : named;
  return erased ? `NOT (${erased}) AND (${touched})` : `(${touched})`;
}

function paramsOf(table: FreeTextTable, person: Person): string[] {
  return table.erased || table.clears ? [person.pattern, person.email] : [person.pattern];
}

/** GDPR deletion (DECISIONS 27): the person's address, names and phone numbers leave every free text. */
export class GdprFreeTextRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Rows whose free text names the person or is theirs (a payer's comment), counted. */
  async count(person: Person): Promise<number> {
    let total = 0;
    for (const table of FREE_TEXT) {
      const [{ count }]: { count: number }[] = await this.manager.query(
        `SELECT count(*)::int AS count FROM ${table.table} WHERE ${rowsOf(table)}`,
        paramsOf(table, person),
      );
      total += count;
    }
    return total;
  }

  /** Locks the other customers' bookings the deletion will change, with the person's own (lock order: bookings first). */
  async lockBookings(person: Person): Promise<void> {
    const [bookings] = FREE_TEXT;
    await this.manager.query(
      `SELECT id FROM bookings WHERE ${rowsOf(bookings)} ORDER BY id FOR UPDATE`,
      paramsOf(bookings, person),
    );
  }

  /** Every mention replaced by REDACTED, a payer's comment cleared; returns the rows changed. */
  async scrub(person: Person): Promise<number> {
    let total = 0;
    for (const table of FREE_TEXT) {
      const assignments = table.columns.map((column) => {
        const replaced = `regexp_replace(${column}, $1, '${REDACTED}', 'gi')`;
        const { clears } = table;
        return `${column} = ${clears?.column === column ? `CASE WHEN ${clears.rows} THEN NULL ELSE ${replaced} END` : replaced}`;
      });
      // TypeORM answers an UPDATE with [rows, affected count].
      const [, changed]: [unknown, number] = await this.manager.query(
        `UPDATE ${table.table} SET ${assignments.join(', ')} WHERE ${rowsOf(table)}`,
        paramsOf(table, person),
      );
      total += changed;
    }
    return total;
  }
}
