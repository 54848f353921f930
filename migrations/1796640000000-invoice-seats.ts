import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which seats (bookings) each invoice bills, so that every confirmed seat of an order is invoiced
 * once even when its seats are confirmed at different times (an admin confirms one by hand before
 * the order is paid): a seat confirmed after its order was invoiced gets an invoice of its own, and
 * a cancellation or rebooking corrects the invoice that bills the seat. Append-only like the
 * invoices. A seat is on one first invoice at most; only an invoice replacing a rebooked one
 * (cancelled in full in the same transaction) bills it again.
 *
 * The invoices issued so far billed the seats of their order confirmed when they were issued and
 * not on an earlier first invoice; a replacement billed the order's seats confirmed then.
 */
export class InvoiceSeats1796640000000 implements MigrationInterface {
  name = 'InvoiceSeats1796640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoice_seats (
        invoice_id uuid NOT NULL REFERENCES invoices (id),
        booking_id uuid NOT NULL REFERENCES bookings (id),
        reissue boolean NOT NULL,
        PRIMARY KEY (invoice_id, booking_id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoice_seats_first_invoice ON invoice_seats (booking_id) WHERE NOT reissue`,
    );
    await queryRunner.query(`CREATE INDEX invoice_seats_booking_idx ON invoice_seats (booking_id)`);
    await queryRunner.query(`
      WITH billed AS (
        SELECT i.id AS invoice_id, b.id AS booking_id, i.replaces_invoice_id IS NOT NULL AS reissue,
               i.replaces_invoice_id IS NULL AND i.issued_at = min(i.issued_at) FILTER (WHERE i.replaces_invoice_id IS NULL)
                 OVER (PARTITION BY b.id) AS first_for_seat
          FROM invoices i
          JOIN bookings issued_for ON issued_for.id = i.booking_id
          JOIN bookings b ON b.order_id = issued_for.order_id AND (b.id = i.booking_id OR b.confirmed_at <= i.issued_at)
         WHERE i.kind = 'invoice'
      )
      INSERT INTO invoice_seats (invoice_id, booking_id, reissue)
      SELECT invoice_id, booking_id, reissue FROM billed WHERE reissue OR first_for_seat`);
    await queryRunner.query(
      `CREATE TRIGGER invoice_seats_append_only BEFORE UPDATE OR DELETE ON invoice_seats
         FOR EACH ROW EXECUTE FUNCTION refuse_change_of_issued_invoice()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER invoice_seats_no_truncate BEFORE TRUNCATE ON invoice_seats
         FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_issued_invoice()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invoice_seats`);
  }
}
