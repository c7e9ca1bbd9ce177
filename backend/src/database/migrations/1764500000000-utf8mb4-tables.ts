import { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysql } from '../migration-helpers';

/**
 * Converts to utf8mb4 the tables an older version created in a database whose default character set was not
 * utf8mb4 (latin1 on many MariaDB installs: any emoji failed to store). New installs already create them as
 * utf8mb4 (migrate.ts makes it the database default first), so this finds nothing to do there. SQLite: UTF-8.
 */
export class Utf8mb4Tables1764500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    const tables = (await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ` +
        `AND TABLE_TYPE = 'BASE TABLE' AND TABLE_COLLATION NOT LIKE 'utf8mb4%'`,
    )) as { name: string }[];
    if (!tables.length) return;
    // Foreign keys join integer ids only, but MySQL still checks them table by table during a conversion.
    await queryRunner.query('SET FOREIGN_KEY_CHECKS = 0');
    try {
      for (const { name } of tables) {
        await queryRunner.query(
          `ALTER TABLE \`${name.replace(/`/g, '``')}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      }
    } finally {
      await queryRunner.query('SET FOREIGN_KEY_CHECKS = 1');
    }
  }

  async down(): Promise<void> {
    // Going back to latin1 would lose every character it cannot hold: nothing to undo.
  }
}
