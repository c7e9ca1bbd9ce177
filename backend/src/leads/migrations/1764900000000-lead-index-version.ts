import { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysql } from '../../database/migration-helpers';

/**
 * MySQL/MariaDB: a counter of the lead index's writes, lead_index_version (one row, 'leads'). Every transaction that
 * writes leads, their words or their list values adds one to it before it commits (sql-lead-writer.ts, and the
 * index's delete), so a reader that sees the same version in a later snapshot sees the same leads: the server keeps
 * sets of lead ids per word and filter value for as long as the version stays the same (mysql-match-sets.ts).
 * SQLite has FTS5's own structure record for that and has nothing to do.
 */
export class LeadIndexVersion1764900000000 implements MigrationInterface {
  name = 'LeadIndexVersion1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query(
      'CREATE TABLE lead_index_version (name VARCHAR(16) NOT NULL PRIMARY KEY, version BIGINT NOT NULL) ENGINE=InnoDB',
    );
    await queryRunner.query("INSERT INTO lead_index_version (name, version) VALUES ('leads', 0)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    await queryRunner.query('DROP TABLE lead_index_version');
  }
}
