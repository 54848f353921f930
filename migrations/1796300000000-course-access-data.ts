import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each course date's own meeting access (only ever sent to confirmed participants), and the
 * revision of its schedule: the SEQUENCE of the calendar files, raised by every date or time change.
 */
export class CourseAccessData1796300000000 implements MigrationInterface {
  name = 'CourseAccessData1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE courses
         ADD COLUMN access_url text,
         ADD COLUMN access_meeting_id text,
         ADD COLUMN access_passcode text,
         ADD COLUMN access_dial_in text,
         ADD COLUMN access_note text,
         ADD COLUMN schedule_sequence integer NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE courses
         DROP COLUMN access_url, DROP COLUMN access_meeting_id, DROP COLUMN access_passcode,
         DROP COLUMN access_dial_in, DROP COLUMN access_note, DROP COLUMN schedule_sequence`,
    );
  }
}
