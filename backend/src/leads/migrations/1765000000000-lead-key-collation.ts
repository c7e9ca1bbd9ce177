import { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysql } from '../../database/migration-helpers';

const KEY_COLUMNS = ['email_key', 'linkedin_key', 'person_key'];

const modify = (collation: string) =>
  `ALTER TABLE leads ${KEY_COLUMNS.map(
    (column) => `MODIFY ${column} VARCHAR(255) CHARACTER SET utf8mb4 COLLATE ${collation} NULL`,
  ).join(', ')}`;

/**
 * MySQL/MariaDB: the de-duplication key columns compare exactly (utf8mb4_bin), as SQLite's BINARY collation and
 * Elasticsearch's keyword fields do. Under the table's utf8mb4_unicode_ci, 'email:josé@…' was the key 'email:jose@…'
 * and 'ß' was 'ss', so a lead merged into another that SQLite kept apart; and a bulk load, which looks keys up in
 * memory by their exact text (sql-bulk-keys.ts), would have kept apart what a smaller import merged. The keys are
 * lower case already (dedupKeys). SQLite has nothing to do.
 */
export class LeadKeyCollation1765000000000 implements MigrationInterface {
  name = 'LeadKeyCollation1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query(modify('utf8mb4_bin'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query(modify('utf8mb4_unicode_ci'));
  }
}
