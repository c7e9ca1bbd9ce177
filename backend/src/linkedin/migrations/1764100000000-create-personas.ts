import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAt, datetime, fkColumn, idColumn, longText, varchar } from '../../database/migration-helpers';

const userFk = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_user`,
    columnNames: ['user_id'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/** Persona analyses, the search results they are saved to, and LinkedIn scraping jobs. */
export class CreatePersonas1764100000000 implements MigrationInterface {
  name = 'CreatePersonas1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'personas',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('linkedin_url', 255, { isNullable: true }),
          varchar('input_hash', 64),
          varchar('source', 10),
          varchar('name', 255, { isNullable: true }),
          varchar('company', 255, { isNullable: true }),
          longText(queryRunner, 'linkedin_data', false),
          longText(queryRunner, 'analysis', false),
          varchar('model', 100),
          varchar('prompt_version', 30),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_personas_user_url', columnNames: ['user_id', 'linkedin_url', 'created_at'] }),
          new TableIndex({ name: 'IDX_personas_user_input', columnNames: ['user_id', 'input_hash', 'created_at'] }),
          new TableIndex({ name: 'IDX_personas_user_created', columnNames: ['user_id', 'created_at', 'id'] }),
        ],
        foreignKeys: [userFk('personas')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'persona_result_links',
        columns: [idColumn, fkColumn('search_result_id'), fkColumn('persona_id'), fkColumn('user_id')],
        indices: [
          new TableIndex({ name: 'UQ_persona_result_links_result', columnNames: ['search_result_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_persona_result_links_persona', columnNames: ['persona_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_persona_result_links_result',
            columnNames: ['search_result_id'],
            referencedTableName: 'search_results',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_persona_result_links_persona',
            columnNames: ['persona_id'],
            referencedTableName: 'personas',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'persona_jobs',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          fkColumn('user_id'),
          varchar('status', 12),
          longText(queryRunner, 'profiles_state', false),
          longText(queryRunner, 'search_result_ids'),
          longText(queryRunner, 'scraped'),
          { name: 'error', type: 'text', isNullable: true },
          createdAt(),
          datetime('updated_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_persona_jobs_user', columnNames: ['user_id', 'created_at'] })],
        foreignKeys: [userFk('persona_jobs')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('persona_jobs');
    await queryRunner.dropTable('persona_result_links');
    await queryRunner.dropTable('personas');
  }
}
