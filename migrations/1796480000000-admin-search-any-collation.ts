import { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCHED_COLUMNS = ['customer_name', 'customer_email', 'course_title'];

/**
 * The admin search lower-cases under ICU's root collation (backend core/database/text-search.ts),
 * so it finds 'ÜBERMUTH' as 'übermuth' on a database created with the C locale too; the
 * trigram indexes of AdminListScale are rebuilt over that expression to keep answering it.
 * Needs PostgreSQL built with ICU, as Debian's, the official images and hosted offerings are.
 */
export class AdminSearchAnyCollation1796480000000 implements MigrationInterface {
  name = 'AdminSearchAnyCollation1796480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of SEARCHED_COLUMNS) {
      await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_search_${column}_idx`);
      await queryRunner.query(
        `CREATE INDEX bookings_admin_search_${column}_idx ON bookings
           USING gin (lower(${column} COLLATE "und-x-icu") gin_trgm_ops) WHERE deleted_at IS NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of SEARCHED_COLUMNS) {
      await queryRunner.query(`DROP INDEX IF EXISTS bookings_admin_search_${column}_idx`);
      await queryRunner.query(
        `CREATE INDEX bookings_admin_search_${column}_idx ON bookings USING gin (${column} gin_trgm_ops) WHERE deleted_at IS NULL`,
      );
    }
  }
}
