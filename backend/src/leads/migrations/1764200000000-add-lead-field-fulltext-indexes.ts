import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { isMysql } from '../../database/migration-helpers';
import { FIELD_TEXT_SEARCH_FIELDS } from '../lead-fields';

/** The index a per-field full-text search of `field` uses on MySQL/MariaDB. */
export const fieldFulltextIndexName = (field: string): string => `FT_leads_${field}`;

/**
 * MySQL/MariaDB: one FULLTEXT index per field a search can be restricted to (the specialised searches:
 * company_name, name, skills, company_industry). MATCH() needs an index over exactly the columns it names, and
 * the existing FT_leads spans every searched field, so it cannot answer a one-field match. SQLite needs nothing:
 * FTS5 restricts a match to columns of the existing leads_fts table with a column filter.
 */
export class AddLeadFieldFulltextIndexes1764200000000 implements MigrationInterface {
  name = 'AddLeadFieldFulltextIndexes1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    // One at a time: InnoDB builds a single FULLTEXT index per ALTER in place.
    for (const field of FIELD_TEXT_SEARCH_FIELDS) {
      await queryRunner.createIndex(
        'leads',
        new TableIndex({ name: fieldFulltextIndexName(field), columnNames: [field], isFulltext: true }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    for (const field of FIELD_TEXT_SEARCH_FIELDS) {
      await queryRunner.dropIndex('leads', fieldFulltextIndexName(field));
    }
  }
}
