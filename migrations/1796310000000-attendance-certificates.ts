import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Attendance per booking (null: not yet recorded) and the certificates issued for it. A
 * certificate keeps its own copy of name, course and date, so its verification page stays right
 * when the booking or course changes; a corrected name issues a new one and marks the old one
 * replaced. A GDPR deletion empties participant_name and sets erased_at. mail_key is the
 * idempotency key of the latest certificate mail, to tell from the e-mail log whether it went out.
 */
export class AttendanceCertificates1796310000000 implements MigrationInterface {
  name = 'AttendanceCertificates1796310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings
        ADD COLUMN attendance text CHECK (attendance IN ('present', 'absent')),
        ADD COLUMN attendance_recorded_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE certificates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL UNIQUE,
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        participant_name text,
        course_title text NOT NULL,
        course_date date NOT NULL,
        start_time time NOT NULL,
        end_time time NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        replaced_at timestamptz,
        replaced_by uuid REFERENCES certificates(id),
        erased_at timestamptz,
        mail_key text
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX certificates_current_per_booking ON certificates (booking_id) WHERE replaced_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE certificates`);
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN attendance, DROP COLUMN attendance_recorded_at`);
  }
}
