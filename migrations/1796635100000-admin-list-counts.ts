import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin course list counts a course's seats from its seat-holding bookings alone
 * (`holds_seat`, confirmed or pending): an index-only scan over at most the course's seats, however
 * many cancelled or failed bookings the course has. The dashboard's unpaid bookings before the
 * start find those of a deleted course (no course_id, the snapshot's date) without reading the rest.
 */
export class AdminListCounts1796635100000 implements MigrationInterface {
  name = 'AdminListCounts1796635100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX bookings_course_seats_idx ON bookings (course_id, booking_status) WHERE holds_seat`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_gone_course_date_idx ON bookings (course_date) WHERE course_id IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_gone_course_date_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_course_seats_idx`);
  }
}
