import { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysql } from '../../database/migration-helpers';
import { FULLTEXT_FIELDS } from './1763750000000-create-leads';

/**
 * MySQL/MariaDB: the word table (see sql-lead-words.ts) replaces the all-fields FULLTEXT index FT_leads for text
 * search; the per-field FULLTEXT indexes stay for searches confined to one field. Existing leads get their words
 * from the lead-word-fields migration, which makes every lead's words again with their fields (this one filled the
 * table itself until then). SQLite keeps FTS5 and has nothing to do.
 */
export class LeadWords1764700000000 implements MigrationInterface {
  name = 'LeadWords1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query(
      'CREATE TABLE lead_words (word VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, ' +
        'lead_id BIGINT NOT NULL, PRIMARY KEY (word, lead_id)) ENGINE=InnoDB',
    );
    const [{ found }] = await queryRunner.query(
      "SELECT COUNT(*) AS found FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'leads' AND INDEX_NAME = 'FT_leads'",
    );
    if (Number(found) > 0) await queryRunner.query('DROP INDEX FT_leads ON leads');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query(`ALTER TABLE leads ADD FULLTEXT INDEX FT_leads (${FULLTEXT_FIELDS.join(', ')})`);
    await queryRunner.query('DROP TABLE lead_words');
  }
}
