import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rebooked booking keeps its calendar UID, so the participant's calendar moves the entry
 * instead of keeping the old date beside the new one. Calendars only take an update with a
 * higher SEQUENCE; the file's SEQUENCE is this offset plus the course's schedule_sequence, and a
 * rebooking raises the offset above what the old course's file carried.
 */
export class BookingCalendarSequence1796410000000 implements MigrationInterface {
  name = 'BookingCalendarSequence1796410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN calendar_sequence_offset integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN calendar_sequence_offset`);
  }
}
