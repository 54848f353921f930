import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders of several participants (DECISIONS 34): one payment session pays every booking of an
 * order, and cancelling one participant issues a cancellation invoice over that seat alone, so an
 * invoice may be named by several cancellation invoices (together never more than it).
 */
export class OrdersOfSeveral1796620000000 implements MigrationInterface {
  name = 'OrdersOfSeveral1796620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_payment_session_id_key`);
    await queryRunner.query(`CREATE INDEX bookings_payment_session_id_idx ON bookings (payment_session_id)`);
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_cancels_invoice_id_key`);
    await queryRunner.query(`CREATE INDEX invoices_cancels_invoice_id_idx ON invoices (cancels_invoice_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX invoices_cancels_invoice_id_idx`);
    await queryRunner.query(
      `ALTER TABLE invoices ADD CONSTRAINT invoices_cancels_invoice_id_key UNIQUE (cancels_invoice_id)`,
    );
    await queryRunner.query(`DROP INDEX bookings_payment_session_id_idx`);
    await queryRunner.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_payment_session_id_key UNIQUE (payment_session_id)`,
    );
  }
}
