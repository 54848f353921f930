import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in tokens get a purpose. 'sign-in': the requested magic link (single use, 15 minutes).
 * 'booking-mail': the link in a booking e-mail to 'Meine Buchungen', minted when the mail is
 * rendered, for the recipient's address only, usable again until it expires (30 days after the
 * course). Neither counts against the other: the per-address limit counts requested links only.
 */
export class BookingMailSignIn1796420000000 implements MigrationInterface {
  name = 'BookingMailSignIn1796420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE magic_link_tokens
        ADD COLUMN purpose text NOT NULL DEFAULT 'sign-in'
          CONSTRAINT magic_link_tokens_purpose_check CHECK (purpose IN ('sign-in', 'booking-mail'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE magic_link_tokens DROP COLUMN purpose`);
  }
}
