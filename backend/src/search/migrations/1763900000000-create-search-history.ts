import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { bool, createdAt, fkColumn, idColumn, longText, varchar } from '../../database/migration-helpers';

/** Search history: one row per search (search_queries) and one per result (search_results). */
export class CreateSearchHistory1763900000000 implements MigrationInterface {
  name = 'CreateSearchHistory1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'search_queries',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('query_text', 500),
          varchar('query_type', 20),
          varchar('kind', 20, { default: "'general'" }),
          longText(queryRunner, 'sources', false),
          longText(queryRunner, 'filters'),
          bool('processed', false),
          { name: 'total_results', type: 'integer', default: 0 },
          longText(queryRunner, 'errors'),
          createdAt(),
        ],
        indices: [
          // A user's history, newest first, a page at a time: served by this index alone.
          new TableIndex({ name: 'IDX_search_queries_user_created', columnNames: ['user_id', 'created_at', 'id'] }),
          // The admin history across users, newest first.
          new TableIndex({ name: 'IDX_search_queries_created', columnNames: ['created_at', 'id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_search_queries_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'search_results',
        columns: [
          idColumn,
          fkColumn('query_id'),
          varchar('source', 20),
          { name: 'position', type: 'integer' },
          varchar('type', 30),
          { name: 'score', type: 'double', default: 0 },
          varchar('title', 500, { isNullable: true }),
          { name: 'link', type: 'text', isNullable: true },
          varchar('linkedin_url', 255, { isNullable: true }),
          longText(queryRunner, 'data', false),
        ],
        indices: [new TableIndex({ name: 'IDX_search_results_query', columnNames: ['query_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_search_results_query',
            columnNames: ['query_id'],
            referencedTableName: 'search_queries',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('search_results');
    await queryRunner.dropTable('search_queries');
  }
}
