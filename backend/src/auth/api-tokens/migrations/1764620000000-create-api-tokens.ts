import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAt, datetime, fkColumn, idColumn, varchar } from '../../../database/migration-helpers';

/** Personal API tokens (issue #14): hashed secrets, optional expiry, last use, revocation. */
export class CreateApiTokens1764620000000 implements MigrationInterface {
  name = 'CreateApiTokens1764620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('name', 100),
          varchar('token_hash', 64),
          varchar('prefix', 16),
          datetime('expires_at', true),
          datetime('last_used_at', true),
          datetime('revoked_at', true),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_api_tokens_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'UQ_api_tokens_hash', columnNames: ['token_hash'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_api_tokens_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_tokens');
  }
}
