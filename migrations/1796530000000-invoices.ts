import { MigrationInterface, QueryRunner } from 'typeorm';

const APPEND_ONLY_TABLES = ['invoices', 'invoice_documents', 'invoice_restrictions'];

/**
 * The product's own invoices (DECISIONS 32, 33). An issued invoice never changes and is never
 * deleted (GoBD): its row, its rendered documents and a GDPR restriction are each written once, and
 * a trigger refuses UPDATE, DELETE and TRUNCATE on all three. Numbers come from one counter row per
 * series and calendar year, locked by the transaction that issues the invoice, so they have no gaps.
 * The worker renders the PDF and XML after the invoice is written and stores them with their
 * SHA-256, which the database checks against the bytes. A GDPR deletion restricts the person's
 * invoices (they leave the admin list) instead of erasing them, and its log says how many were kept
 * and until when.
 */
export class Invoices1796530000000 implements MigrationInterface {
  name = 'Invoices1796530000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invoice_counters (
        series text NOT NULL,
        year int NOT NULL,
        last_number int NOT NULL CHECK (last_number > 0),
        PRIMARY KEY (series, year)
      )`);
    await queryRunner.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('invoice', 'cancellation')),
        series text NOT NULL,
        year int NOT NULL,
        sequence int NOT NULL CHECK (sequence > 0),
        number text NOT NULL UNIQUE,
        booking_id uuid NOT NULL REFERENCES bookings (id),
        cancels_invoice_id uuid UNIQUE REFERENCES invoices (id),
        replaces_invoice_id uuid UNIQUE REFERENCES invoices (id),
        issued_at timestamptz NOT NULL,
        net_cents int NOT NULL,
        tax_cents int NOT NULL,
        gross_cents int NOT NULL CHECK (gross_cents > 0),
        tax_category text NOT NULL CHECK (tax_category IN ('S', 'E')),
        tax_rate_percent numeric(5, 2) NOT NULL,
        snapshot jsonb NOT NULL,
        UNIQUE (series, year, sequence),
        CONSTRAINT invoices_amounts_add_up CHECK (net_cents >= 0 AND tax_cents >= 0 AND net_cents + tax_cents = gross_cents),
        CONSTRAINT invoices_cancellation_names_original CHECK ((kind = 'cancellation') = (cancels_invoice_id IS NOT NULL)),
        CONSTRAINT invoices_replacement_is_invoice CHECK (replaces_invoice_id IS NULL OR kind = 'invoice')
      )`);
    // A booking's first invoice is issued once, however often its confirmation runs.
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoices_first_per_booking ON invoices (booking_id) WHERE kind = 'invoice' AND replaces_invoice_id IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX invoices_issued_at_idx ON invoices (issued_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX invoices_buyer_email_idx ON invoices (lower(snapshot->'buyer'->>'email'))`);
    await queryRunner.query(`
      CREATE TABLE invoice_documents (
        invoice_id uuid PRIMARY KEY REFERENCES invoices (id),
        pdf bytea NOT NULL,
        xml text NOT NULL,
        xrechnung_xml text,
        pdf_sha256 text NOT NULL,
        xml_sha256 text NOT NULL,
        xrechnung_sha256 text,
        rendered_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoice_documents_pdf_hash CHECK (pdf_sha256 = encode(sha256(pdf), 'hex')),
        CONSTRAINT invoice_documents_xml_hash CHECK (xml_sha256 = encode(sha256(convert_to(xml, 'UTF8')), 'hex')),
        CONSTRAINT invoice_documents_xrechnung_hash CHECK (
          xrechnung_sha256 IS NOT DISTINCT FROM encode(sha256(convert_to(xrechnung_xml, 'UTF8')), 'hex'))
      )`);
    await queryRunner.query(`
      CREATE TABLE invoice_restrictions (
        invoice_id uuid PRIMARY KEY REFERENCES invoices (id),
        restricted_at timestamptz NOT NULL,
        retain_until date NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION refuse_change_of_issued_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'Ausgestellte Rechnungen sind unveränderlich (GoBD): % auf % ist nicht erlaubt. Issued invoices are append-only: % on % is refused.',
          TG_OP, TG_TABLE_NAME, TG_OP, TG_TABLE_NAME
          USING ERRCODE = 'restrict_violation';
      END
      $$`);
    for (const table of APPEND_ONLY_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION refuse_change_of_issued_invoice()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_issued_invoice()`,
      );
    }
    await queryRunner.query(`
      ALTER TABLE gdpr_deletion_log
        ADD COLUMN invoices_kept int NOT NULL DEFAULT 0,
        ADD COLUMN invoices_kept_until date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE gdpr_deletion_log DROP COLUMN invoices_kept, DROP COLUMN invoices_kept_until`);
    for (const table of [...APPEND_ONLY_TABLES].reverse()) await queryRunner.query(`DROP TABLE ${table}`);
    await queryRunner.query(`DROP FUNCTION refuse_change_of_issued_invoice()`);
    await queryRunner.query(`DROP TABLE invoice_counters`);
  }
}
