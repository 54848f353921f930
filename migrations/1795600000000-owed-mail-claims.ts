import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail log becomes the record of mails owed: a row is written when the mail is queued
 * (status 'queued', with what it takes to queue the job again), a send claims it with a lease
 * instead of holding a row lock, and a handler that finds the mail no longer wanted leaves it
 * 'skipped'. Recipient and type are only known once the job runs.
 */
export class OwedMailClaims1795600000000 implements MigrationInterface {
  name = 'OwedMailClaims1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE email_log
        ALTER COLUMN type DROP NOT NULL,
        ALTER COLUMN recipient DROP NOT NULL,
        ALTER COLUMN status SET DEFAULT 'queued',
        DROP CONSTRAINT email_log_status_check,
        ADD CONSTRAINT email_log_status_check CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
        ADD COLUMN claim_token uuid,
        ADD COLUMN lease_until timestamptz,
        ADD COLUMN last_attempt_at timestamptz,
        ADD COLUMN queue text,
        ADD COLUMN job_name text,
        ADD COLUMN job_id text,
        ADD COLUMN job_data jsonb`);
    await queryRunner.query(
      `CREATE INDEX email_log_owed_idx ON email_log (created_at) WHERE status IN ('queued', 'sending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS email_log_owed_idx`);
    await queryRunner.query(`DELETE FROM email_log WHERE status = 'queued'`);
    await queryRunner.query(`UPDATE email_log SET status = 'failed' WHERE status = 'skipped'`);
    await queryRunner.query(`UPDATE email_log SET type = COALESCE(type, ''), recipient = COALESCE(recipient, '')`);
    await queryRunner.query(`
      ALTER TABLE email_log
        DROP COLUMN job_data, DROP COLUMN job_id, DROP COLUMN job_name, DROP COLUMN queue,
        DROP COLUMN last_attempt_at, DROP COLUMN lease_until, DROP COLUMN claim_token,
        DROP CONSTRAINT email_log_status_check,
        ADD CONSTRAINT email_log_status_check CHECK (status IN ('sending', 'sent', 'failed')),
        ALTER COLUMN status SET DEFAULT 'sending',
        ALTER COLUMN recipient SET NOT NULL,
        ALTER COLUMN type SET NOT NULL`);
  }
}
