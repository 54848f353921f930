import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A discount code can be limited to an address's first booking. BLOG20 is advertised as '20 % auf
 * die erste Schulungsbuchung', so an existing BLOG20 gets the limit it promises.
 */
export class FirstBookingDiscount1796510000000 implements MigrationInterface {
  name = 'FirstBookingDiscount1796510000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE discount_codes ADD COLUMN first_booking_only boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE discount_codes SET first_booking_only = true, updated_at = now() WHERE code = 'BLOG20'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE discount_codes DROP COLUMN first_booking_only`);
  }
}
