import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in test checkout's sessions (used when no Stripe key is configured) and the marker
 * for a paid booking that found no seat and must be refunded (retried until the refund succeeds).
 */
export class PaymentSettlement1795306200000 implements MigrationInterface {
  name = 'PaymentSettlement1795306200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN refund_requested_at timestamptz`);
    await queryRunner.query(
      `CREATE INDEX bookings_refund_due_idx ON bookings (refund_requested_at) WHERE refund_requested_at IS NOT NULL AND refunded_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE test_checkout_sessions (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        amount integer NOT NULL CHECK (amount >= 0),
        currency char(3) NOT NULL DEFAULT 'EUR',
        product_name text NOT NULL,
        product_description text,
        customer_email text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
        payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
        payment_intent_id text UNIQUE,
        refund_id text,
        refunded_at timestamptz,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS test_checkout_sessions`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_refund_due_idx`);
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN IF EXISTS refund_requested_at`);
  }
}
