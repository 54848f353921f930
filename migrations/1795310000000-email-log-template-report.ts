import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Records which admin template an e-mail was rendered from and the placeholders in it that are not
 * known (they are sent empty, never raw), so the admin can see and fix them.
 */
export class EmailLogTemplateReport1795310000000 implements MigrationInterface {
  name = 'EmailLogTemplateReport1795310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE email_log
        ADD COLUMN template_id uuid REFERENCES email_templates(id) ON DELETE SET NULL,
        ADD COLUMN unknown_placeholders text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `CREATE INDEX email_log_booking_idx ON email_log (booking_id) WHERE booking_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS email_log_booking_idx`);
    await queryRunner.query(
      `ALTER TABLE email_log DROP COLUMN IF EXISTS unknown_placeholders, DROP COLUMN IF EXISTS template_id`,
    );
  }
}
