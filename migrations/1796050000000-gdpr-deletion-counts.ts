import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GDPR deletions (DECISIONS 17): the log keeps the erased address only as a keyed hash (so a second
 * request for the same address can be recognised) and how many rows each table had. Rows from
 * before keep no plain address either: theirs is replaced by its unkeyed sha256.
 */
export class GdprDeletionCounts1796050000000 implements MigrationInterface {
  name = 'GdprDeletionCounts1796050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE gdpr_deletion_log RENAME COLUMN email TO email_hash`);
    await queryRunner.query(
      `UPDATE gdpr_deletion_log SET email_hash = encode(sha256(convert_to(lower(email_hash), 'UTF8')), 'hex') WHERE email_hash LIKE '%@%'`,
    );
    await queryRunner.query(`ALTER TABLE gdpr_deletion_log ADD COLUMN affected_counts jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`CREATE INDEX gdpr_deletion_log_deleted_at_idx ON gdpr_deletion_log (deleted_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS gdpr_deletion_log_deleted_at_idx`);
    await queryRunner.query(`ALTER TABLE gdpr_deletion_log DROP COLUMN IF EXISTS affected_counts`);
    await queryRunner.query(`ALTER TABLE gdpr_deletion_log RENAME COLUMN email_hash TO email`);
  }
}
