import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { createdAt, datetime, fkColumn, idColumn, varchar } from '../../database/migration-helpers';

/**
 * Credits promised to work in progress (a CSV persona session, a LinkedIn scrape job): what is available to start
 * new work is the balance minus what active reservations have not used yet.
 */
export class CreateCreditReservations1764300000000 implements MigrationInterface {
  name = 'CreateCreditReservations1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'credit_reservations',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('reference', 150),
          { name: 'credits', type: 'integer' },
          { name: 'settled', type: 'integer', default: 0 },
          varchar('status', 10),
          createdAt(),
          datetime('updated_at', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_credit_reservations_reference', columnNames: ['reference'], isUnique: true }),
          new TableIndex({ name: 'IDX_credit_reservations_user', columnNames: ['user_id', 'status'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_credit_reservations_user',
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
    await queryRunner.dropTable('credit_reservations');
  }
}
