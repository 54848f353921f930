import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paying on invoice (DECISIONS 35). The reminders sent for an order's open invoice are noted on the
 * order, never on the invoice. Every credit of an imported bank statement (CAMT.053) is kept once,
 * by the key the statement gives it, with what became of it: matched to an invoice at import,
 * assigned by an admin, returned to the sender, or still open.
 */
export class PayOnInvoice1796610000000 implements MigrationInterface {
  name = 'PayOnInvoice1796610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN first_reminder_sent_at timestamptz,
        ADD COLUMN second_reminder_sent_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE bank_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        transaction_key text NOT NULL UNIQUE,
        account_iban text,
        booked_on date NOT NULL,
        value_on date,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency char(3) NOT NULL,
        debtor_name text,
        debtor_iban text,
        remittance text NOT NULL DEFAULT '',
        status text NOT NULL CHECK (status IN ('matched', 'open', 'assigned', 'returned')),
        reason text,
        invoice_id uuid REFERENCES invoices (id),
        imported_at timestamptz NOT NULL DEFAULT now(),
        imported_by text,
        resolved_at timestamptz,
        resolved_by text
      )`);
    await queryRunner.query(
      `CREATE INDEX bank_transactions_open_idx ON bank_transactions (booked_on DESC) WHERE status = 'open'`,
    );
    await queryRunner.query(`CREATE INDEX bank_transactions_invoice_idx ON bank_transactions (invoice_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE bank_transactions`);
    await queryRunner.query(
      `ALTER TABLE orders DROP COLUMN first_reminder_sent_at, DROP COLUMN second_reminder_sent_at`,
    );
  }
}
