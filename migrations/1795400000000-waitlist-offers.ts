import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Waitlist offers (DECISIONS 11). A booked entry has left the queue, so it has no position; the
 * others are numbered 1..n per course, which a deferred unique constraint guards (closing a gap
 * shifts several rows in one statement). Links of removed entries are remembered by their hash
 * only, so a used unsubscribe or offer link can be told apart from a bogus one.
 */
export class WaitlistOffers1795400000000 implements MigrationInterface {
  name = 'WaitlistOffers1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE waitlist_entries ALTER COLUMN position DROP NOT NULL`);
    await queryRunner.query(`UPDATE waitlist_entries SET position = NULL WHERE status = 'booked'`);
    await queryRunner.query(`
      UPDATE waitlist_entries entry SET position = queue.rank
        FROM (SELECT id, row_number() OVER (PARTITION BY course_id ORDER BY position, created_at) AS rank
                FROM waitlist_entries WHERE position IS NOT NULL) queue
       WHERE entry.id = queue.id AND entry.position <> queue.rank`);
    await queryRunner.query(`DROP INDEX IF EXISTS waitlist_entries_queue_idx`);
    await queryRunner.query(`
      ALTER TABLE waitlist_entries
        ADD CONSTRAINT waitlist_entries_position_unique UNIQUE (course_id, position) DEFERRABLE INITIALLY DEFERRED,
        ADD CONSTRAINT waitlist_entries_queued_has_position CHECK ((status = 'booked') = (position IS NULL)),
        ADD CONSTRAINT waitlist_entries_offer_complete CHECK (status <> 'offered' OR (offer_token_hash IS NOT NULL AND offer_expires_at IS NOT NULL))`);
    await queryRunner.query(
      `CREATE INDEX waitlist_entries_offer_expiry_idx ON waitlist_entries (offer_expires_at) WHERE status = 'offered'`,
    );
    await queryRunner.query(
      `CREATE INDEX bookings_waitlist_entry_idx ON bookings (waitlist_entry_id) WHERE waitlist_entry_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE waitlist_closed_links (
        token_hash text PRIMARY KEY,
        course_id uuid NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        outcome text NOT NULL CHECK (outcome IN ('unsubscribed', 'offer_expired', 'removed')),
        closed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS waitlist_closed_links`);
    await queryRunner.query(`DROP INDEX IF EXISTS bookings_waitlist_entry_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS waitlist_entries_offer_expiry_idx`);
    await queryRunner.query(`
      ALTER TABLE waitlist_entries
        DROP CONSTRAINT IF EXISTS waitlist_entries_offer_complete,
        DROP CONSTRAINT IF EXISTS waitlist_entries_queued_has_position,
        DROP CONSTRAINT IF EXISTS waitlist_entries_position_unique`);
    await queryRunner.query(`DELETE FROM waitlist_entries WHERE position IS NULL`);
    await queryRunner.query(`ALTER TABLE waitlist_entries ALTER COLUMN position SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX waitlist_entries_queue_idx ON waitlist_entries (course_id, position)`);
  }
}
