import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { bool, datetime, fkColumn, idColumn, longText, varchar } from '../../database/migration-helpers';

/** The rows of LinkedIn scrape jobs: one per profile, each with its own durable pipeline state. */
export class CreatePersonaJobRows1764300000002 implements MigrationInterface {
  name = 'CreatePersonaJobRows1764300000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'persona_job_rows',
        columns: [
          idColumn,
          varchar('job_id', 36),
          { name: 'position', type: 'integer' },
          varchar('linkedin_url', 255),
          varchar('state', 12),
          { name: 'error', type: 'text', isNullable: true },
          fkColumn('persona_id', true),
          bool('cached', false),
          varchar('snapshot_id', 100, { isNullable: true }),
          varchar('claim', 36, { isNullable: true }),
          longText(queryRunner, 'scraped'),
          datetime('updated_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_persona_job_rows_job', columnNames: ['job_id', 'position'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_persona_job_rows_job',
            columnNames: ['job_id'],
            referencedTableName: 'persona_jobs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('persona_job_rows');
  }
}
