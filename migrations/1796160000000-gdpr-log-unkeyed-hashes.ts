import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every stored hash of an address is keyed with a server secret (DECISIONS 27). Log rows written
 * before keys were used hold an unkeyed sha256 (64 hex digits), which anyone who knows an address
 * can recompute; it cannot be keyed without the address, so it goes.
 */
export class GdprLogUnkeyedHashes1796160000000 implements MigrationInterface {
  name = 'GdprLogUnkeyedHashes1796160000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE gdpr_deletion_log ALTER COLUMN email_hash DROP NOT NULL`);
    await queryRunner.query(`UPDATE gdpr_deletion_log SET email_hash = NULL WHERE email_hash ~ '^[0-9a-f]{64}$'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE gdpr_deletion_log SET email_hash = '' WHERE email_hash IS NULL`);
    await queryRunner.query(`ALTER TABLE gdpr_deletion_log ALTER COLUMN email_hash SET NOT NULL`);
  }
}
