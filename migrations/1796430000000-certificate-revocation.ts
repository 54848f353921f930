import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A certificate is revoked when its participant is marked absent or the booking is cancelled; its
 * verification page then says so. Marking the participant present again issues a new one, so the
 * booking's certificate in force is the one neither replaced nor revoked.
 */
export class CertificateRevocation1796430000000 implements MigrationInterface {
  name = 'CertificateRevocation1796430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE certificates ADD COLUMN revoked_at timestamptz`);
    // Certificates of participants already marked absent, or of bookings already cancelled, no longer hold.
    await queryRunner.query(`
      UPDATE certificates c SET revoked_at = now()
        FROM bookings b
       WHERE b.id = c.booking_id AND c.replaced_at IS NULL
         AND (b.attendance IS DISTINCT FROM 'present' OR b.booking_status <> 'confirmed')`);
    await queryRunner.query(`DROP INDEX certificates_current_per_booking`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX certificates_current_per_booking ON certificates (booking_id)
        WHERE replaced_at IS NULL AND revoked_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Without the column a revoked certificate can only end as replaced; its page no longer says valid.
    await queryRunner.query(`UPDATE certificates SET replaced_at = revoked_at WHERE revoked_at IS NOT NULL`);
    await queryRunner.query(`DROP INDEX certificates_current_per_booking`);
    await queryRunner.query(`ALTER TABLE certificates DROP COLUMN revoked_at`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX certificates_current_per_booking ON certificates (booking_id) WHERE replaced_at IS NULL`,
    );
  }
}
