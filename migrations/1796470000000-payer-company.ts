import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company of the person who booked and paid, once a substitute took the seat: customer_company
 * is then the substitute's, so the payer's company (for the receipt) is kept beside payer_name and
 * payer_email. Bookings substituted before had lost it; there is nothing to copy back.
 */
export class PayerCompany1796470000000 implements MigrationInterface {
  name = 'PayerCompany1796470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN payer_company text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN payer_company`);
  }
}
