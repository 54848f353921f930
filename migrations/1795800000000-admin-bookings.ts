import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin bookings: partial refunds (refunded_amount, payment_status 'partially_refunded') and the
 * indexes the dashboard list sorts and filters by. Soft-deleted bookings are never listed, so the
 * listing indexes leave them out.
 */
export class AdminBookings1795800000000 implements MigrationInterface {
  name = 'AdminBookings1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN refunded_amount integer CHECK (refunded_amount >= 0)`);
    await queryRunner.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_payment_status_check`);
    await queryRunner.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_payment_status_check
         CHECK (payment_status IN ('pending', 'paid', 'failed', 'refunded', 'partially_refunded'))`,
    );
    await queryRunner.query(
      `UPDATE bookings SET refunded_amount = COALESCE(paid_amount, amount) WHERE payment_status = 'refunded'`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_admin_list_idx ON bookings (created_at DESC, id) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_admin_status_idx ON bookings (booking_status, created_at DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_admin_course_idx ON bookings (course_id, created_at DESC) WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_course_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_status_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_list_idx`);
    await queryRunner.query(
      `UPDATE bookings SET payment_status = 'refunded' WHERE payment_status = 'partially_refunded'`,
    );
    await queryRunner.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_payment_status_check`);
    await queryRunner.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_payment_status_check CHECK (payment_status IN ('pending', 'paid', 'failed', 'refunded'))`,
    );
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN IF EXISTS refunded_amount`);
  }
}
