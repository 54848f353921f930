import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in: sessions get sliding and absolute expiry and remember whether the second factor was
 * passed in them; users get their TOTP secret (encrypted with SESSION_SECRET) and the last
 * accepted time step, so a code is never accepted twice. Plus the audit log of admin actions.
 */
export class AuthSessionsAndAuditLog1795700000000 implements MigrationInterface {
  name = 'AuthSessionsAndAuditLog1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sessions
        ADD COLUMN absolute_expires_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN second_factor_at timestamptz`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN totp_secret text,
        ADD COLUMN totp_enrolled_at timestamptz,
        ADD COLUMN totp_last_time_step bigint`);
    await queryRunner.query(`CREATE INDEX magic_link_tokens_expires_at_idx ON magic_link_tokens (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_email text,
        action text NOT NULL,
        entity text,
        entity_id text,
        before jsonb,
        after jsonb,
        ip_hash text
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC)`);
    await queryRunner.query(`CREATE INDEX audit_log_actor_email_idx ON audit_log (actor_email)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS audit_log`);
    await queryRunner.query(`DROP INDEX IF EXISTS magic_link_tokens_expires_at_idx`);
    await queryRunner.query(
      `ALTER TABLE users DROP COLUMN totp_secret, DROP COLUMN totp_enrolled_at, DROP COLUMN totp_last_time_step`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS sessions_user_id_idx`);
    await queryRunner.query(
      `ALTER TABLE sessions DROP COLUMN absolute_expires_at, DROP COLUMN last_seen_at, DROP COLUMN second_factor_at`,
    );
  }
}
