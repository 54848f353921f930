import { MigrationInterface, QueryRunner } from 'typeorm';

/** A booking's share of the revenue, as the dashboard counts it (AdminStatsService's NET_REVENUE). */
export const NET_REVENUE = `(CASE WHEN b.payment_status IN ('paid', 'refunded', 'partially_refunded') THEN COALESCE(b.paid_amount, b.amount) ELSE 0 END
  - CASE WHEN b.payment_status IN ('refunded', 'partially_refunded') THEN COALESCE(b.refunded_amount, b.paid_amount, b.amount) ELSE 0 END)`;

/** Per Berlin day and status: how many listed (not soft-deleted) bookings, and their revenue. */
const DAY_FIGURES = (rows: string, sign: string) => `
  SELECT (b.created_at AT TIME ZONE 'Europe/Berlin')::date AS day, b.booking_status, b.payment_status,
         ${sign}count(*)::int AS bookings, ${sign}COALESCE(sum(${NET_REVENUE}), 0)::bigint AS revenue
    FROM ${rows} b WHERE b.deleted_at IS NULL GROUP BY 1, 2, 3`;

/**
 * The admin list, its totals, the dashboard figures and the CSV stay fast at 100,000 bookings:
 * trigram indexes answer the substring search (ILIKE '%...%') on each searched column; the
 * default order index (created_at, id both descending, as the list sorts) makes counts and deep
 * pages index-only scans; one index per sortable column of the list (id and created_at included)
 * pages those sorts and checks the age filter without reading the table; course and status
 * count the upcoming courses' confirmed seats.
 *
 * The unfiltered dashboard figures come from booking_daily_totals, kept exact in the same
 * transaction as every booking change: statement triggers append the change's difference to
 * booking_daily_total_changes (insert only, so concurrent bookings never wait on a shared
 * counter row), and the stats fold those rows into the totals now and then.
 */
export class AdminListScale1796220000000 implements MigrationInterface {
  name = 'AdminListScale1796220000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const column of ['customer_name', 'customer_email', 'course_title']) {
      await queryRunner.query(
        `CREATE INDEX bookings_admin_search_${column}_idx ON bookings USING gin (${column} gin_trgm_ops) WHERE deleted_at IS NULL`,
      );
    }
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_list_idx`);
    await queryRunner.query(
      `CREATE INDEX bookings_admin_list_idx ON bookings (created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_admin_course_status_idx ON bookings (course_id, booking_status) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_status_idx`);
    await queryRunner.query(
      `CREATE INDEX bookings_admin_status_idx ON bookings (booking_status, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_course_idx`);
    await queryRunner.query(
      `CREATE INDEX bookings_admin_course_idx ON bookings (course_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`,
    );
    for (const column of ['customer_name', 'course_date', 'amount']) {
      await queryRunner.query(
        `CREATE INDEX bookings_admin_sort_${column}_idx ON bookings (${column}, id) INCLUDE (created_at) WHERE deleted_at IS NULL`,
      );
    }
    for (const table of ['booking_daily_totals', 'booking_daily_total_changes']) {
      await queryRunner.query(
        `CREATE TABLE ${table} (
           ${table === 'booking_daily_total_changes' ? 'id bigserial PRIMARY KEY,' : ''}
           day date NOT NULL, booking_status text NOT NULL, payment_status text NOT NULL, bookings integer NOT NULL, revenue bigint NOT NULL
           ${table === 'booking_daily_totals' ? ', PRIMARY KEY (day, booking_status, payment_status)' : ''})`,
      );
    }
    await queryRunner.query(`INSERT INTO booking_daily_totals ${DAY_FIGURES('bookings', '')}`);
    await queryRunner.query(
      `CREATE FUNCTION record_booking_total_changes() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           INSERT INTO booking_daily_total_changes (day, booking_status, payment_status, bookings, revenue) ${DAY_FIGURES('new_rows', '')};
         ELSIF TG_OP = 'DELETE' THEN
           INSERT INTO booking_daily_total_changes (day, booking_status, payment_status, bookings, revenue) ${DAY_FIGURES('old_rows', '-')};
         ELSE
           INSERT INTO booking_daily_total_changes (day, booking_status, payment_status, bookings, revenue)
           SELECT day, booking_status, payment_status, sum(bookings), sum(revenue)
             FROM (${DAY_FIGURES('old_rows', '-')} UNION ALL ${DAY_FIGURES('new_rows', '')}) change
            GROUP BY 1, 2, 3 HAVING sum(bookings) <> 0 OR sum(revenue) <> 0;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER bookings_totals_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION record_booking_total_changes()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER bookings_totals_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION record_booking_total_changes()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER bookings_totals_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION record_booking_total_changes()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION clear_booking_totals() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         TRUNCATE booking_daily_totals, booking_daily_total_changes;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER bookings_totals_truncate AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION clear_booking_totals()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'update', 'delete', 'truncate'])
      await queryRunner.query(`DROP TRIGGER IF EXISTS bookings_totals_${trigger} ON bookings`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS clear_booking_totals()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS record_booking_total_changes()`);
    await queryRunner.query(`DROP TABLE IF EXISTS booking_daily_total_changes`);
    await queryRunner.query(`DROP TABLE IF EXISTS booking_daily_totals`);
    for (const column of ['customer_name', 'course_date', 'amount'])
      await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_sort_${column}_idx`);
    for (const column of ['customer_name', 'customer_email', 'course_title'])
      await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_search_${column}_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_course_status_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_course_idx`);
    await queryRunner.query(
      `CREATE INDEX bookings_admin_course_idx ON bookings (course_id, created_at DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_status_idx`);
    await queryRunner.query(
      `CREATE INDEX bookings_admin_status_idx ON bookings (booking_status, created_at DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_list_idx`);
    await queryRunner.query(
      `CREATE INDEX bookings_admin_list_idx ON bookings (created_at DESC, id) WHERE deleted_at IS NULL`,
    );
  }
}
