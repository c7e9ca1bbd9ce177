import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { bool, datetime, fkColumn, idColumn, isMysql, longText, varchar } from '../../database/migration-helpers';

/** Persona CSV upload sessions and their rows. */
export class CreateCsvPersona1764300000001 implements MigrationInterface {
  name = 'CreateCsvPersona1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'csv_persona_sessions',
        columns: [
          varchar('id', 36, { isPrimary: true }),
          fkColumn('user_id'),
          varchar('file_name', 255),
          varchar('status', 20),
          { name: 'total_rows', type: 'integer' },
          { name: 'duplicate_rows', type: 'integer', default: 0 },
          { name: 'reused_rows', type: 'integer', default: 0 },
          { name: 'invalid_count', type: 'integer', default: 0 },
          longText(queryRunner, 'invalid_rows', false),
          { name: 'credits_needed', type: 'integer', default: 0 },
          // Milliseconds on MariaDB too: the lists are newest first, and uploads a second apart must sort.
          { ...datetime('created_at'), ...(isMysql(queryRunner) ? { precision: 3 } : {}) },
          datetime('updated_at'),
          datetime('finished_at', true),
        ],
        indices: [new TableIndex({ name: 'IDX_csv_persona_sessions_user', columnNames: ['user_id', 'created_at'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_csv_persona_sessions_user',
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
        name: 'csv_persona_rows',
        columns: [
          idColumn,
          varchar('session_id', 36),
          { name: 'position', type: 'integer' },
          { name: 'line', type: 'integer' },
          varchar('kind', 10),
          varchar('linkedin_url', 255),
          varchar('first_name', 255, { isNullable: true }),
          varchar('last_name', 255, { isNullable: true }),
          varchar('state', 12),
          { name: 'error', type: 'text', isNullable: true },
          fkColumn('persona_id', true),
          bool('reused', false),
          { name: 'duplicate_of', type: 'integer', isNullable: true },
          varchar('snapshot_id', 100, { isNullable: true }),
          varchar('claim', 36, { isNullable: true }),
          longText(queryRunner, 'scraped'),
          datetime('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_csv_persona_rows_session', columnNames: ['session_id', 'position'] }),
          new TableIndex({ name: 'IDX_csv_persona_rows_state', columnNames: ['session_id', 'kind', 'state'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_csv_persona_rows_session',
            columnNames: ['session_id'],
            referencedTableName: 'csv_persona_sessions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('csv_persona_rows');
    await queryRunner.dropTable('csv_persona_sessions');
  }
}
