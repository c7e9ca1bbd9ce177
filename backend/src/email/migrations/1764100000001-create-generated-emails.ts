import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAt, fkColumn, idColumn, longText, varchar } from '../../database/migration-helpers';

/** Generated outreach e-mails, one per persona, type and variation; they go with their persona. */
export class CreateGeneratedEmails1764100000001 implements MigrationInterface {
  name = 'CreateGeneratedEmails1764100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'generated_emails',
        columns: [
          idColumn,
          fkColumn('persona_id'),
          { name: 'email_type', type: 'integer' },
          { name: 'variation', type: 'integer' },
          varchar('subject', 500),
          { name: 'body', type: 'text' },
          longText(queryRunner, 'personalization_applied', false),
          varchar('model', 100),
          varchar('prompt_version', 30),
          createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_generated_emails_variant',
            columnNames: ['persona_id', 'email_type', 'variation'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_generated_emails_persona',
            columnNames: ['persona_id'],
            referencedTableName: 'personas',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('generated_emails');
  }
}
