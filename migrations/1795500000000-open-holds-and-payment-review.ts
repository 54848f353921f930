import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One open checkout per person and course (a second one returns the stored payment session),
 * open holds counted per client, and payments whose amount differs from the booking flagged for
 * review (DECISIONS 22).
 */
export class OpenHoldsAndPaymentReview1795500000000 implements MigrationInterface {
  name = 'OpenHoldsAndPaymentReview1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN payment_session_url text, ADD COLUMN client_key text`);
    await queryRunner.query(
      `ALTER TABLE bookings ADD COLUMN paid_amount integer CHECK (paid_amount >= 0), ADD COLUMN review_reason text`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX bookings_one_open_checkout_idx ON bookings (course_id, lower(customer_email)) WHERE booking_status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_client_open_holds_idx ON bookings (client_key) WHERE booking_status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_review_idx ON bookings (created_at DESC) WHERE review_reason IS NOT NULL`,
    );
    await queryRunner.query(`UPDATE bookings SET paid_amount = amount WHERE payment_status IN ('paid', 'refunded')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_review_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_client_open_holds_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_one_open_checkout_idx`);
    await queryRunner.query(
      `ALTER TABLE bookings DROP COLUMN IF EXISTS review_reason, DROP COLUMN IF EXISTS paid_amount,
         DROP COLUMN IF EXISTS client_key, DROP COLUMN IF EXISTS payment_session_url`,
    );
  }
}
