import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a GDPR deletion must still remove from Redis, written in the deletion's transaction: the
 * worker finds the queued jobs naming the person by it once Redis answers, adds their number to
 * the deletion's log row and deletes the row. `sealed_person` is encrypted (AES-GCM, key from
 * SESSION_SECRET), as it holds the address and names the deletion erased everywhere else.
 */
export class GdprQueueScrubs1796670000000 implements MigrationInterface {
  name = 'GdprQueueScrubs1796670000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE gdpr_queue_scrubs (
        deletion_id uuid PRIMARY KEY REFERENCES gdpr_deletion_log (id) ON DELETE CASCADE,
        sealed_person text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        leased_until timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE gdpr_queue_scrubs`);
  }
}
