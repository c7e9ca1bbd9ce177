import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { bool, createdAt, datetime, fkColumn, idColumn, longText, varchar } from '../migration-helpers';

/** Users, their refresh tokens and password-reset tokens, and the action log. */
export class CreateAccounts1763700000000 implements MigrationInterface {
  name = 'CreateAccounts1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          idColumn,
          varchar('username', 150),
          varchar('email', 254),
          varchar('password_hash', 255),
          varchar('first_name', 150),
          varchar('last_name', 150),
          varchar('company', 255, { default: "''" }),
          varchar('role', 100, { default: "''" }),
          longText(queryRunner, 'profile_picture'),
          bool('is_superuser', false),
          bool('is_staff', false),
          bool('is_active', true),
          varchar('plan_type', 20, { default: "'free'" }),
          createdAt(),
          createdAt('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_users_username', columnNames: ['username'], isUnique: true }),
          new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'refresh_tokens',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('family_id', 36),
          varchar('token_hash', 64),
          datetime('expires_at'),
          datetime('used_at', true),
          datetime('revoked_at', true),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_refresh_tokens_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'IDX_refresh_tokens_family', columnNames: ['family_id'] }),
          new TableIndex({ name: 'UQ_refresh_tokens_hash', columnNames: ['token_hash'], isUnique: true }),
        ],
        foreignKeys: [userForeignKey('FK_refresh_tokens_user')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          idColumn,
          fkColumn('user_id'),
          varchar('token_hash', 64),
          datetime('expires_at'),
          datetime('used_at', true),
          createdAt(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_password_reset_tokens_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'UQ_password_reset_tokens_hash', columnNames: ['token_hash'], isUnique: true }),
        ],
        foreignKeys: [userForeignKey('FK_password_reset_tokens_user')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'action_logs',
        columns: [idColumn, fkColumn('user_id'), varchar('action', 100), longText(queryRunner, 'details'), createdAt()],
        indices: [new TableIndex({ name: 'IDX_action_logs_user_created', columnNames: ['user_id', 'created_at'] })],
        foreignKeys: [userForeignKey('FK_action_logs_user')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('action_logs');
    await queryRunner.dropTable('password_reset_tokens');
    await queryRunner.dropTable('refresh_tokens');
    await queryRunner.dropTable('users');
  }
}

function userForeignKey(name: string): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: ['user_id'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });
}
