import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { datetime, fkColumn, idColumn, longText, varchar } from '../../database/migration-helpers';

const userFk = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_user`,
    columnNames: ['user_id'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

const templateFk = (table: string) =>
  new TableForeignKey({
    name: `FK_${table}_template`,
    columnNames: ['template_id'],
    referencedTableName: 'landing_templates',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/** Landing templates, their versions, the AI generation log (hourly limit) and public form submissions. */
export class CreateLanding1764400000000 implements MigrationInterface {
  name = 'CreateLanding1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'landing_templates',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('name', 200),
          varchar('name_key', 200),
          longText(queryRunner, 'html', false),
          varchar('slug', 64, { isNullable: true }),
          datetime('created_at'),
          datetime('updated_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_landing_templates_user_name',
            columnNames: ['user_id', 'name_key'],
            isUnique: true,
          }),
          new TableIndex({ name: 'UQ_landing_templates_slug', columnNames: ['slug'], isUnique: true }),
        ],
        foreignKeys: [userFk('landing_templates')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'landing_template_versions',
        columns: [
          idColumn,
          fkColumn('template_id'),
          varchar('name', 200),
          longText(queryRunner, 'html', false),
          datetime('created_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_landing_template_versions_template', columnNames: ['template_id'] })],
        foreignKeys: [templateFk('landing_template_versions')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'landing_generations',
        columns: [idColumn, fkColumn('user_id'), datetime('created_at')],
        indices: [
          new TableIndex({ name: 'IDX_landing_generations_user_time', columnNames: ['user_id', 'created_at'] }),
        ],
        foreignKeys: [userFk('landing_generations')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'landing_submissions',
        columns: [
          idColumn,
          fkColumn('template_id'),
          longText(queryRunner, 'fields', false),
          varchar('referrer', 500, { isNullable: true }),
          varchar('ip_hash', 64),
          datetime('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_landing_submissions_template', columnNames: ['template_id', 'id'] }),
          new TableIndex({ name: 'IDX_landing_submissions_ip_time', columnNames: ['ip_hash', 'created_at'] }),
        ],
        foreignKeys: [templateFk('landing_submissions')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('landing_submissions');
    await queryRunner.dropTable('landing_generations');
    await queryRunner.dropTable('landing_template_versions');
    await queryRunner.dropTable('landing_templates');
  }
}
