import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admins' second factor: a pending enrolment belongs to the session that started it until it
 * expires; ten single-use recovery codes per admin (keyed hashes only); wrong codes are counted so
 * that ten within an hour lock the second factor for a while.
 */
export class AdminSecondFactorHardening1796170000000 implements MigrationInterface {
  name = 'AdminSecondFactorHardening1796170000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN totp_enrolment_session_id uuid REFERENCES sessions (id) ON DELETE SET NULL,
        ADD COLUMN totp_enrolment_expires_at timestamptz,
        ADD COLUMN totp_locked_until timestamptz`);
    await queryRunner.query(`
      CREATE TABLE totp_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE totp_failures (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        failed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX totp_failures_user_id_failed_at_idx ON totp_failures (user_id, failed_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS totp_failures`);
    await queryRunner.query(`DROP TABLE IF EXISTS totp_recovery_codes`);
    await queryRunner.query(
      `ALTER TABLE users DROP COLUMN totp_enrolment_session_id, DROP COLUMN totp_enrolment_expires_at, DROP COLUMN totp_locked_until`,
    );
  }
}
