import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of the terms a booking accepted at checkout (domain/src/legal/terms.ts), so every
 * confirmation of it, also a later resend, attaches that text. Bookings made before stay empty:
 * their confirmations attach the version in force when the column was added.
 */
export class BookingTermsVersion1796500000000 implements MigrationInterface {
  name = 'BookingTermsVersion1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN terms_version text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN terms_version`);
  }
}
