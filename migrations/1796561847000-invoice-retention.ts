import { MigrationInterface, QueryRunner } from 'typeorm';

const REFUSAL = `RAISE EXCEPTION 'Ausgestellte Rechnungen sind unveränderlich (GoBD): % auf % ist nicht erlaubt. Issued invoices are append-only: % on % is refused.',
          TG_OP, TG_TABLE_NAME, TG_OP, TG_TABLE_NAME
          USING ERRCODE = 'restrict_violation';`;

/**
 * Invoices are deleted once their retention period has ended (DECISIONS 33; § 147 Abs. 3 AO,
 * § 14b UStG): 8 full years after the end of the calendar year (Europe/Berlin) they were issued in.
 * The append-only trigger of 1796530000000 lets exactly that DELETE through: on `invoices`,
 * `invoice_documents` and `invoice_restrictions`, only in a transaction that set
 * `mpb.invoice_retention` to 'on' (SET LOCAL) and only for a row whose invoice's period has ended
 * by the database's own clock. UPDATE and TRUNCATE stay refused.
 */
export class InvoiceRetention1796561847000 implements MigrationInterface {
  name = 'InvoiceRetention1796561847000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION invoice_retention_ended(issued_at timestamptz, at timestamptz) RETURNS boolean
        LANGUAGE sql STABLE AS $$
          SELECT extract(year FROM at AT TIME ZONE 'Europe/Berlin')
               > extract(year FROM issued_at AT TIME ZONE 'Europe/Berlin') + 8
        $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION refuse_change_of_issued_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('mpb.invoice_retention', true) = 'on' THEN
          IF (SELECT invoice_retention_ended(i.issued_at, now()) FROM invoices i
               WHERE i.id = (to_jsonb(OLD) ->> CASE TG_TABLE_NAME WHEN 'invoices' THEN 'id' ELSE 'invoice_id' END)::uuid) THEN
            RETURN OLD;
          END IF;
        END IF;
        ${REFUSAL}
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION refuse_change_of_issued_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${REFUSAL}
      END
      $$`);
    await queryRunner.query(`DROP FUNCTION invoice_retention_ended(timestamptz, timestamptz)`);
  }
}
