import { MigrationInterface, QueryRunner } from 'typeorm';

/** The id of the request (or job) that recorded an outbox event, so its jobs log under that id too. */
export class OutboxRequestId1796210000000 implements MigrationInterface {
  name = 'OutboxRequestId1796210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_events ADD COLUMN request_id text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outbox_events DROP COLUMN request_id`);
  }
}
