import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin courses: a course that bookings still reference (cancelled or failed ones, kept for
 * accounting) is soft-deleted instead of removed. Soft-deleted courses are never listed or booked,
 * so the listing index leaves them out.
 */
export class CourseSoftDelete1795900000000 implements MigrationInterface {
  name = 'CourseSoftDelete1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE courses ADD COLUMN deleted_at timestamptz`);
    await queryRunner.query(`DROP INDEX IF EXISTS courses_listing_idx`);
    await queryRunner.query(
      `CREATE INDEX courses_listing_idx ON courses (status, date, start_time) WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS courses_listing_idx`);
    await queryRunner.query(`CREATE INDEX courses_listing_idx ON courses (status, date, start_time)`);
    await queryRunner.query(`ALTER TABLE courses DROP COLUMN IF EXISTS deleted_at`);
  }
}
