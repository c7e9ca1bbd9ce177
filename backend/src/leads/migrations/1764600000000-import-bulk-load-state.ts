import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { longText, varchar } from '../../database/migration-helpers';

/**
 * What a bulk lead import has set aside, kept in the database so a crash cannot lose it: the statements that
 * recreate the secondary indexes and full-text triggers it dropped while loading (lead_bulk_ddl), and the dataset
 * parts still loading (lead_bulk_datasets). The last part to finish recreates them all and rebuilds the full text.
 */
export class ImportBulkLoadState1764600000000 implements MigrationInterface {
  name = 'ImportBulkLoadState1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lead_bulk_ddl',
        columns: [
          varchar('name', 100, { isPrimary: true }),
          varchar('table_name', 100),
          longText(queryRunner, 'statement', false),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: 'lead_bulk_datasets', columns: [varchar('dataset', 100, { isPrimary: true })] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lead_bulk_datasets');
    await queryRunner.dropTable('lead_bulk_ddl');
  }
}
