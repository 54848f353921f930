import { MigrationInterface, QueryRunner } from 'typeorm';
import { NET_REVENUE } from './1796220000000-admin-list-scale';

/** One booking's row of the daily figures, negated with `sign` '-': nothing for a soft-deleted one. */
const ROW_FIGURES = (row: 'OLD' | 'NEW', sign: string) => `
  SELECT (b.created_at AT TIME ZONE 'Europe/Berlin')::date AS day, b.booking_status, b.payment_status,
         ${sign}1 AS bookings, ${sign}${NET_REVENUE}::bigint AS revenue
    FROM (SELECT ${row}.*) b WHERE b.deleted_at IS NULL`;

/** The columns the daily figures read; an update that changes none of them leaves the totals alone. */
const FIGURE_COLUMNS = ['created_at', 'booking_status', 'payment_status', 'amount', 'paid_amount', 'refunded_amount'];

/**
 * The daily totals follow an update only when it changes what they count. The statement trigger
 * with its transition tables ran on every update of bookings, a quarter of what updating one
 * booking's email_status cost PostgreSQL, and every mail does that twice (sending, then sent).
 * A row trigger whose condition compares the counted columns runs only for the updates that
 * change them. It appends the booking's old figures, negated, and its new ones; a bulk update of
 * a thousand bookings takes about as long as before.
 */
export class BookingTotalsOnFigureChanges1796660000000 implements MigrationInterface {
  name = 'BookingTotalsOnFigureChanges1796660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER bookings_totals_update ON bookings`);
    // The two rows may cancel out (a pending booking's amount changed): the stats fold them like any other.
    await queryRunner.query(
      `CREATE FUNCTION record_booking_total_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO booking_daily_total_changes (day, booking_status, payment_status, bookings, revenue)
         ${ROW_FIGURES('OLD', '-')} UNION ALL ${ROW_FIGURES('NEW', '')};
         RETURN NULL;
       END $$`,
    );
    const counted = (row: string) =>
      `(${[...FIGURE_COLUMNS.map((column) => `${row}.${column}`), `${row}.deleted_at IS NULL`].join(', ')})`;
    await queryRunner.query(
      `CREATE TRIGGER bookings_totals_update AFTER UPDATE ON bookings FOR EACH ROW
         WHEN (${counted('OLD')} IS DISTINCT FROM ${counted('NEW')})
         EXECUTE FUNCTION record_booking_total_row_change()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER bookings_totals_update ON bookings`);
    await queryRunner.query(`DROP FUNCTION record_booking_total_row_change()`);
    await queryRunner.query(
      `CREATE TRIGGER bookings_totals_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION record_booking_total_changes()`,
    );
  }
}
