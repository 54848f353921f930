import { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin opens the audit log of one record ('Verlauf'), newest first. */
export class AuditLogRecordIndex1795850000000 implements MigrationInterface {
  name = 'AuditLogRecordIndex1795850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS audit_log_entity_idx`);
  }
}
