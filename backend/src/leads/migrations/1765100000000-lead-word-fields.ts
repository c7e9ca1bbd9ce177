import { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysql } from '../../database/migration-helpers';
import { FIELD_TEXT_SEARCH_FIELDS } from '../lead-fields';
import { insertWords, leadWords } from '../adapters/sql/sql-lead-words';
import { MysqlRunner } from '../adapters/sql/sql-runner';
import { fieldFulltextIndexName } from './1764200000000-add-lead-field-fulltext-indexes';
import { FULLTEXT_FIELDS } from './1763750000000-create-leads';

/** Leads read and given their words at a time. */
const CHUNK = 2000;

/**
 * MySQL/MariaDB: each row of the word table says which searched fields its word is in (field_bits: sql-lead-words.ts),
 * and a search confined to one field reads the word table as every text search does, instead of that field's FULLTEXT
 * index (FT_leads_{field}, dropped here). The words are made again from every lead, in id order, with their fields:
 * the table is emptied first (so a migration that stopped half-way starts again from the first lead). A bulk load's
 * saved FULLTEXT definitions (lead_bulk_ddl, left by a crash) are forgotten, so its resumed rebuild does not make them
 * again. SQLite keeps FTS5, whose column filters confine a match, and has nothing to do.
 */
export class LeadWordFields1765100000000 implements MigrationInterface {
  name = 'LeadWordFields1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query('TRUNCATE TABLE lead_words');
    if (!(await queryRunner.hasColumn('lead_words', 'field_bits'))) {
      await queryRunner.query('ALTER TABLE lead_words ADD COLUMN field_bits SMALLINT UNSIGNED NOT NULL DEFAULT 0');
    }
    const db = new MysqlRunner(queryRunner.connection, queryRunner.manager);
    for (let after = 0; ;) {
      const rows: Record<string, unknown>[] = await queryRunner.query(
        `SELECT id, ${FULLTEXT_FIELDS.join(', ')} FROM leads WHERE id > ? ORDER BY id LIMIT ${CHUNK}`,
        [after],
      );
      if (!rows.length) break;
      await insertWords(
        db,
        rows.map((row) => ({ id: Number(row.id), words: leadWords((field) => row[field]) })),
        'replace',
      );
      after = Number(rows[rows.length - 1].id);
    }
    await queryRunner.query("DELETE FROM lead_bulk_ddl WHERE statement LIKE 'CREATE FULLTEXT%'");
    for (const field of FIELD_TEXT_SEARCH_FIELDS) {
      const name = fieldFulltextIndexName(field);
      const [{ found }] = await queryRunner.query(
        'SELECT COUNT(*) AS found FROM information_schema.STATISTICS ' +
          "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'leads' AND INDEX_NAME = ?",
        [name],
      );
      if (Number(found) > 0) await queryRunner.query(`DROP INDEX ${name} ON leads`);
    }
    // Searches' sets of ids read before are stale (mysql-match-sets.ts).
    await queryRunner.query("UPDATE lead_index_version SET version = version + 1 WHERE name = 'leads'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    // MariaDB 10.11 leaves the first FULLTEXT index created after all were dropped empty (measured for the bulk
    // rebuild, which made them again until this migration): a throwaway one takes that place. Then one at a time:
    // InnoDB builds a single FULLTEXT index per ALTER in place.
    await queryRunner.query('CREATE FULLTEXT INDEX FT_leads_bulk_primer ON leads (dataset)');
    await queryRunner.query('DROP INDEX FT_leads_bulk_primer ON leads');
    for (const field of FIELD_TEXT_SEARCH_FIELDS) {
      await queryRunner.query(`CREATE FULLTEXT INDEX ${fieldFulltextIndexName(field)} ON leads (${field})`);
    }
    await queryRunner.query('ALTER TABLE lead_words DROP COLUMN field_bits');
  }
}
