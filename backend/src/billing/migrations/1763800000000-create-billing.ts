import { MigrationInterface, QueryRunner, Table, TableCheck, TableForeignKey, TableIndex } from 'typeorm';
import { createdAt, datetime, fkColumn, idColumn, isMysql, longText, varchar } from '../../database/migration-helpers';

const NON_NEGATIVE = 'credits >= 0 AND wallet_cents >= 0';

/** Plans, the credit ledger with its per-user balances, processed payment events, plan-upgrade requests. */
export class CreateBilling1763800000000 implements MigrationInterface {
  name = 'CreateBilling1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'plans',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          varchar('name', 50),
          varchar('plan_type', 20),
          int('price_per_month_cents'),
          int('price_per_credit_cents'),
          int('persona_analyses_limit'),
          longText(queryRunner, 'features', false),
          int('sort_order', 0),
        ],
        indices: [new TableIndex({ name: 'UQ_plans_plan_type', columnNames: ['plan_type'], isUnique: true })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'credit_transactions',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('type', 20),
          int('credits'),
          int('wallet_cents', 0),
          { name: 'payment_amount_cents', type: 'integer', isNullable: true },
          varchar('status', 20),
          varchar('reference', 191),
          varchar('description', 255, { default: "''" }),
          varchar('purpose', 20, { isNullable: true }),
          varchar('external_id', 255, { isNullable: true }),
          fkColumn('granted_by', true),
          createdAt(),
          datetime('settled_at', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_credit_transactions_reference', columnNames: ['reference'], isUnique: true }),
          new TableIndex({ name: 'IDX_credit_transactions_user_created', columnNames: ['user_id', 'created_at'] }),
          new TableIndex({ name: 'IDX_credit_transactions_created', columnNames: ['created_at'] }),
          new TableIndex({ name: 'IDX_credit_transactions_status', columnNames: ['status'] }),
        ],
        foreignKeys: [
          userForeignKey('FK_credit_transactions_user', 'user_id', 'CASCADE'),
          userForeignKey('FK_credit_transactions_granted_by', 'granted_by', 'SET NULL'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'credit_balances',
        columns: [{ ...fkColumn('user_id'), isPrimary: true }, int('credits', 0), int('wallet_cents', 0)],
        // MySQL tables take their CHECK below: TypeORM's MySQL driver leaves table checks out.
        checks: isMysql(queryRunner)
          ? []
          : [new TableCheck({ name: 'CHK_credit_balances_positive', expression: NON_NEGATIVE })],
        foreignKeys: [userForeignKey('FK_credit_balances_user', 'user_id', 'CASCADE')],
      }),
    );
    if (isMysql(queryRunner)) {
      await queryRunner.query(
        `ALTER TABLE credit_balances ADD CONSTRAINT CHK_credit_balances_positive CHECK (${NON_NEGATIVE})`,
      );
    }

    await queryRunner.createTable(
      new Table({
        name: 'payment_events',
        columns: [
          { ...varchar('id', 191), isPrimary: true },
          varchar('type', 100),
          varchar('session_id', 255, { isNullable: true }),
          varchar('outcome', 50),
          createdAt('received_at'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'plan_upgrade_requests',
        columns: [
          idColumn,
          fkColumn('user_id'),
          fkColumn('plan_id'),
          varchar('current_plan_type', 20),
          varchar('status', 20, { default: "'open'" }),
          createdAt(),
        ],
        indices: [new TableIndex({ name: 'IDX_plan_upgrade_requests_user', columnNames: ['user_id'] })],
        foreignKeys: [
          userForeignKey('FK_plan_upgrade_requests_user', 'user_id', 'CASCADE'),
          new TableForeignKey({
            name: 'FK_plan_upgrade_requests_plan',
            columnNames: ['plan_id'],
            referencedTableName: 'plans',
            referencedColumnNames: ['id'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('plan_upgrade_requests');
    await queryRunner.dropTable('payment_events');
    await queryRunner.dropTable('credit_balances');
    await queryRunner.dropTable('credit_transactions');
    await queryRunner.dropTable('plans');
  }
}

function int(name: string, defaultValue?: number) {
  return { name, type: 'integer', ...(defaultValue === undefined ? {} : { default: defaultValue }) };
}

function userForeignKey(name: string, column: string, onDelete: 'CASCADE' | 'SET NULL'): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete,
  });
}
