import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address of an open checkout is mailed a link to discard it (DECISIONS 22); only the sha256
 * of the link's secret is kept, on the booking it belongs to.
 */
export class CheckoutDiscardLink1796450000000 implements MigrationInterface {
  name = 'CheckoutDiscardLink1796450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN discard_token_hash text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN discard_token_hash`);
  }
}
