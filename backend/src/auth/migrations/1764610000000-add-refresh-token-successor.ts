import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { varchar } from '../../database/migration-helpers';

/**
 * refresh_tokens.successor_sealed: the token that replaced this one, sealed with this one (token.service.ts), so a
 * second tab that presents it within the grace window gets the same successor instead of revoking the session.
 */
export class AddRefreshTokenSuccessor1764610000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'refresh_tokens',
      new TableColumn(varchar('successor_sealed', 160, { isNullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('refresh_tokens', 'successor_sealed');
  }
}
