import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an invoice needs that a booking did not ask for (§ 14 Abs. 4 UStG): the buyer's billing
 * address, VAT ID and their own order reference (purchase-order number or, for public buyers, the
 * Leitweg-ID). A course may be exempt from VAT under § 4 Nr. 21 UStG, with the authority's
 * certificate reference.
 */
export class BillingAddress1796520000000 implements MigrationInterface {
  name = 'BillingAddress1796520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings
        ADD COLUMN billing_street text,
        ADD COLUMN billing_postal_code text,
        ADD COLUMN billing_city text,
        ADD COLUMN billing_country char(2),
        ADD COLUMN billing_vat_id text,
        ADD COLUMN purchase_order_number text,
        ADD COLUMN leitweg_id text
    `);
    await queryRunner.query(`
      ALTER TABLE courses
        ADD COLUMN vat_exempt boolean NOT NULL DEFAULT false,
        ADD COLUMN vat_exemption_reference text
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE courses DROP COLUMN vat_exempt, DROP COLUMN vat_exemption_reference`);
    await queryRunner.query(`
      ALTER TABLE bookings
        DROP COLUMN billing_street,
        DROP COLUMN billing_postal_code,
        DROP COLUMN billing_city,
        DROP COLUMN billing_country,
        DROP COLUMN billing_vat_id,
        DROP COLUMN purchase_order_number,
        DROP COLUMN leitweg_id
    `);
  }
}
