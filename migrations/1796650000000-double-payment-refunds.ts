import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The share of an order's card payment that paid a seat a second time: the seat had been
 * confirmed apart from that payment (an admin confirmed it by hand while the order's checkout could
 * not be closed) and is billed by an invoice to be paid by transfer. The seller is not owed that
 * share, so it is refunded; the transfer invoice stays the seat's one claim. One row per seat (a
 * booking has one payment session), written when the payment is confirmed and marked once the
 * provider took the refund; the hold-release job retries the rows still due. Append-only like the
 * invoices: the database refuses every change but marking a row refunded once, and every delete.
 */
export class DoublePaymentRefunds1796650000000 implements MigrationInterface {
  name = 'DoublePaymentRefunds1796650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE double_payment_refunds (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id),
        payment_session_id text NOT NULL,
        payment_intent_id text,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        requested_at timestamptz NOT NULL,
        refunded_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX double_payment_refunds_due_idx ON double_payment_refunds (requested_at) WHERE refunded_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX double_payment_refunds_session_idx ON double_payment_refunds (payment_session_id)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION refuse_change_of_double_payment_refund() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.refunded_at IS NULL AND NEW.refunded_at IS NOT NULL
           AND (NEW.booking_id, NEW.payment_session_id, NEW.payment_intent_id, NEW.amount_cents, NEW.requested_at)
               IS NOT DISTINCT FROM
               (OLD.booking_id, OLD.payment_session_id, OLD.payment_intent_id, OLD.amount_cents, OLD.requested_at) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'Erstattungen doppelter Zahlungen sind unveränderlich: % auf % ist nicht erlaubt. Double payment refunds are append-only: % on % is refused.',
          TG_OP, TG_TABLE_NAME, TG_OP, TG_TABLE_NAME
          USING ERRCODE = 'restrict_violation';
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER double_payment_refunds_append_only BEFORE UPDATE OR DELETE ON double_payment_refunds
         FOR EACH ROW EXECUTE FUNCTION refuse_change_of_double_payment_refund()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER double_payment_refunds_no_truncate BEFORE TRUNCATE ON double_payment_refunds
         FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_double_payment_refund()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE double_payment_refunds`);
    await queryRunner.query(`DROP FUNCTION refuse_change_of_double_payment_refund()`);
  }
}
