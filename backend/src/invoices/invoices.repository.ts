import { Injectable } from '@nestjs/common';
import type { InvoiceKind } from '@mpb/domain';
import { DataSource, EntityManager } from 'typeorm';
import { hasBookingStatus } from '../core/database/booking-predicates';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { cancelledCents, isCancelled, isInvoicedSeat, isRestricted } from './invoice-predicates';
import type { InvoiceSeat, InvoiceSubject } from './invoice-snapshots';

/** An issued invoice as the worker, the downloads and the cancellations read it. */
export interface InvoiceRecord {
  id: string;
  kind: InvoiceKind;
  number: string;
  booking_id: string;
  cancels_invoice_id: string | null;
  issued_at: Date;
  gross_cents: number;
  /** What cancellation invoices have taken back of it so far. */
  cancelled_cents: number;
  snapshot: InvoiceSnapshot;
  /** Restricted after a GDPR deletion (DECISIONS 33): kept, but out of every admin list and mail. */
  restricted: boolean;
}

export interface NewInvoice {
  id: string;
  kind: InvoiceKind;
  series: string;
  year: number;
  sequence: number;
  bookingId: string;
  cancelsInvoiceId: string | null;
  replacesInvoiceId: string | null;
  issuedAt: Date;
  snapshot: InvoiceSnapshot;
  /** The bookings whose seats an invoice bills, one per line; none for a cancellation invoice. */
  seatIds: string[];
}

/** What 'Meine Buchungen' lists of a booking's invoices. */
export interface InvoiceSummary {
  id: string;
  booking_id: string;
  number: string;
  kind: InvoiceKind;
  issued_at: Date;
  gross_cents: number;
}

const RECORD_COLUMNS = `i.id, i.kind, i.number, i.booking_id, i.cancels_invoice_id, i.issued_at, i.gross_cents, i.snapshot,
  ${cancelledCents('i')} AS cancelled_cents, ${isRestricted('i')} AS restricted`;

/** The order of booking `$1`. */
const ORDER_OF_BOOKING = `(SELECT order_id FROM bookings WHERE id = $1)`;

/** The invoices, the seats they bill, their number counters and their GDPR restrictions; every table here is append-only but the counters. */
@Injectable()
export class InvoicesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The next number of a series in a year, 1 for the first. The upsert locks the counter row until
   * the caller's transaction ends, so every other invoice of the series waits for its commit or
   * rollback: the numbers have no gaps and none twice.
   */
  async takeNumber(manager: EntityManager, series: string, year: number): Promise<number> {
    const [{ last_number }]: { last_number: number }[] = await manager.query(
      `INSERT INTO invoice_counters (series, year, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (series, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
       RETURNING last_number`,
      [series, year],
    );
    return last_number;
  }

  async insert(manager: EntityManager, invoice: NewInvoice): Promise<void> {
    const { snapshot } = invoice;
    await manager.query(
      `INSERT INTO invoices (id, kind, series, year, sequence, number, booking_id, cancels_invoice_id, replaces_invoice_id,
                             issued_at, net_cents, tax_cents, gross_cents, tax_category, tax_rate_percent, snapshot)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        invoice.id,
        invoice.kind,
        invoice.series,
        invoice.year,
        invoice.sequence,
        snapshot.number,
        invoice.bookingId,
        invoice.cancelsInvoiceId,
        invoice.replacesInvoiceId,
        invoice.issuedAt,
        snapshot.netCents,
        snapshot.taxCents,
        snapshot.grossCents,
        snapshot.tax.category,
        snapshot.tax.ratePercent,
        JSON.stringify(snapshot),
      ],
    );
    if (!invoice.seatIds.length) return;
    await manager.query(
      `INSERT INTO invoice_seats (invoice_id, booking_id, reissue) SELECT $1, unnest($2::uuid[]), $3`,
      [invoice.id, invoice.seatIds, invoice.replacesInvoiceId !== null],
    );
  }

  /**
   * The order of the booking as an invoice names it now, with each participant's confirmed seat
   * that no invoice in force bills yet. Null when the booking is unknown.
   */
  uninvoicedSubject(manager: EntityManager, bookingId: string): Promise<InvoiceSubject | null> {
    return this.subject(manager, bookingId, `NOT ${isInvoicedSeat('b')}`, []);
  }

  /** The order as the invoice replacing `invoice` names it now, with the confirmed seats `invoice` bills. */
  subjectOfInvoice(manager: EntityManager, invoice: InvoiceRecord): Promise<InvoiceSubject | null> {
    return this.subject(
      manager,
      invoice.booking_id,
      `b.id IN (SELECT booking_id FROM invoice_seats WHERE invoice_id = $2)`,
      [invoice.id],
    );
  }

  /**
   * The buyer of the booking's order, and each participant's confirmed seat that `seatFilter`
   * keeps, with its course and discount code.
   */
  private async subject(
    manager: EntityManager,
    bookingId: string,
    seatFilter: string,
    filterParams: unknown[],
  ): Promise<InvoiceSubject | null> {
    const [order] = await manager.query<Omit<InvoiceSubject, 'seats'>[]>(
      `SELECT o.id AS order_id, o.buyer_name, o.buyer_email, o.buyer_company, o.billing_street, o.billing_postal_code,
              o.billing_city, o.billing_country, o.billing_vat_id, o.purchase_order_number, o.leitweg_id
         FROM orders o WHERE o.id = ${ORDER_OF_BOOKING}`,
      [bookingId],
    );
    if (!order) return null;
    const seats = await manager.query<InvoiceSeat[]>(
      `SELECT b.id AS booking_id, b.customer_name, b.amount, b.original_amount, d.code AS discount_code,
              COALESCE(c.title, b.course_title) AS course_title,
              to_char(COALESCE(c.date, b.course_date), 'YYYY-MM-DD') AS course_date,
              COALESCE(c.vat_exempt, false) AS vat_exempt, c.vat_exemption_reference
         FROM bookings b
         LEFT JOIN courses c ON c.id = b.course_id
         LEFT JOIN discount_codes d ON d.id = b.discount_code_id
        WHERE b.order_id = $1 AND ${hasBookingStatus('b', 'confirmed')} AND (${seatFilter})
        ORDER BY b.id <> b.order_id, b.id`,
      [order.order_id, ...filterParams],
    );
    return { ...order, seats };
  }

  /** What the booking's seat cost and whose it is now, for its share of a cancellation. */
  async seatOf(manager: EntityManager, bookingId: string): Promise<{ amount: number; customer_name: string } | null> {
    const [row] = await manager.query<{ amount: number; customer_name: string }[]>(
      `SELECT amount, customer_name FROM bookings WHERE id = $1`,
      [bookingId],
    );
    return row ?? null;
  }

  /** The invoice in force that bills the booking's seat: one that cancellation invoices have not taken back in full. */
  async inForce(manager: EntityManager, bookingId: string): Promise<InvoiceRecord | null> {
    const [row] = await this.inForceForSeats(manager, [bookingId]);
    return row ?? null;
  }

  /** The invoices in force that bill any of the bookings' seats, oldest first. */
  inForceForSeats(manager: EntityManager, bookingIds: string[]): Promise<InvoiceRecord[]> {
    return manager.query<InvoiceRecord[]>(
      `SELECT ${RECORD_COLUMNS} FROM invoices i
        WHERE i.kind = 'invoice' AND NOT ${isCancelled('i')}
          AND EXISTS (SELECT 1 FROM invoice_seats s WHERE s.invoice_id = i.id AND s.booking_id = ANY($1::uuid[]))
        ORDER BY i.issued_at, i.sequence`,
      [bookingIds],
    );
  }

  async byId(id: string): Promise<InvoiceRecord | null> {
    const [row] = await this.dataSource.query<InvoiceRecord[]>(
      `SELECT ${RECORD_COLUMNS} FROM invoices i WHERE i.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The invoices of these bookings, oldest first. */
  async ofBookings(bookingIds: string[]): Promise<InvoiceSummary[]> {
    if (!bookingIds.length) return [];
    return this.dataSource.query<InvoiceSummary[]>(
      `SELECT id, booking_id, number, kind, issued_at, gross_cents FROM invoices
        WHERE booking_id = ANY($1::uuid[]) ORDER BY issued_at, kind, sequence`,
      [bookingIds],
    );
  }

  /**
   * Restricts every invoice whose buyer is the address (a GDPR deletion, DECISIONS 33) and says how
   * many the address has and until when the last of them must be kept (`retainUntil` of its year).
   */
  async restrictOfBuyer(
    manager: EntityManager,
    email: string,
    at: Date,
    retainUntil: (year: number) => string,
  ): Promise<{ count: number; keptUntil: string | null }> {
    const theirs: { id: string; year: number }[] = await manager.query(
      `SELECT id, year FROM invoices WHERE lower(snapshot->'buyer'->>'email') = $1 ORDER BY id`,
      [email],
    );
    if (!theirs.length) return { count: 0, keptUntil: null };
    await manager.query(
      `INSERT INTO invoice_restrictions (invoice_id, restricted_at, retain_until)
       SELECT (entry->>'id')::uuid, $1, (entry->>'until')::date FROM jsonb_array_elements($2::jsonb) AS entry
       ON CONFLICT (invoice_id) DO NOTHING`,
      [at, JSON.stringify(theirs.map(({ id, year }) => ({ id, until: retainUntil(year) })))],
    );
    const latestYear = Math.max(...theirs.map(({ year }) => year));
    return { count: theirs.length, keptUntil: retainUntil(latestYear) };
  }
}
