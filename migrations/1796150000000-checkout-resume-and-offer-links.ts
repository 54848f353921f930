import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An open checkout is handed back only to the browser that opened it (the hash of its resume
 * cookie) or mailed to the address's owner, at most once per 10 minutes. A waitlist offer's
 * unsubscribe link gets a token of its own, distinct from the booking link's. Sign-in mails are
 * counted per address.
 */
export class CheckoutResumeAndOfferLinks1796150000000 implements MigrationInterface {
  name = 'CheckoutResumeAndOfferLinks1796150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE bookings ADD COLUMN resume_token_hash text, ADD COLUMN resume_mail_sent_at timestamptz`,
    );
    await queryRunner.query(`ALTER TABLE waitlist_entries ADD COLUMN offer_unsubscribe_token_hash text UNIQUE`);
    await queryRunner.query(
      `CREATE INDEX magic_link_tokens_email_created_at_idx ON magic_link_tokens (lower(email), created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS magic_link_tokens_email_created_at_idx`);
    await queryRunner.query(`ALTER TABLE waitlist_entries DROP COLUMN IF EXISTS offer_unsubscribe_token_hash`);
    await queryRunner.query(
      `ALTER TABLE bookings DROP COLUMN IF EXISTS resume_mail_sent_at, DROP COLUMN IF EXISTS resume_token_hash`,
    );
  }
}
