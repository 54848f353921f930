import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Self-service ('Meine Buchungen', DECISIONS 31). A named substitute becomes the booking's
 * participant (customer_*); the person who booked and paid stays on the receipt as payer_* and
 * keeps managing the booking (null: the participant is the payer). early_start_requested_at
 * records a private customer's express request to start within the withdrawal period
 * (§ 356 Abs. 4 BGB).
 */
export class SelfService1796400000000 implements MigrationInterface {
  name = 'SelfService1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings
        ADD COLUMN payer_name text,
        ADD COLUMN payer_email text,
        ADD COLUMN early_start_requested_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX bookings_payer_email_idx ON bookings (lower(payer_email)) WHERE payer_email IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX bookings_payer_email_idx`);
    await queryRunner.query(
      `ALTER TABLE bookings DROP COLUMN payer_name, DROP COLUMN payer_email, DROP COLUMN early_start_requested_at`,
    );
  }
}
