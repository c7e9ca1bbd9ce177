import { Logger } from '@nestjs/common';
import { DataSource, MigrationExecutor, QueryRunner } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** MySQL/MariaDB named lock: one migrating process at a time, per server (the name is per database below). */
const LOCK_WAIT_SECONDS = 60;

/**
 * Runs pending migrations under a database-wide lock, so any number of processes (api and worker started
 * together) can start on an empty database: the first migrates, the others wait and then find nothing pending.
 * MySQL/MariaDB: GET_LOCK on the migrating connection. SQLite: BEGIN IMMEDIATE (SQLite's own write lock) held
 * while the pending list is read and the migrations run.
 */
export async function migrateWithLock(config: AppConfig, logger = new Logger('Migrations')): Promise<void> {
  // Migrations use the QueryRunner API only: no entity metadata to build, so this costs one connection.
  const dataSource = new DataSource({ ...dataSourceOptions(config), entities: [], migrationsRun: false });
  await dataSource.initialize();
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.connect();
    if (config.database.driver === 'mysql') await migrateMysql(dataSource, queryRunner, logger);
    else await migrateSqlite(dataSource, queryRunner);
  } finally {
    await queryRunner.release();
    await dataSource.destroy();
  }
}

async function migrateMysql(dataSource: DataSource, queryRunner: QueryRunner, logger: Logger): Promise<void> {
  const lockName = `leadscope_migrations:${dataSource.driver.database ?? ''}`.slice(0, 64);
  const [row] = (await queryRunner.query('SELECT GET_LOCK(?, ?) AS locked', [lockName, LOCK_WAIT_SECONDS])) as {
    locked: number | string | null;
  }[];
  if (Number(row?.locked) !== 1) {
    throw new Error(`Another process held the migration lock for more than ${LOCK_WAIT_SECONDS} s`);
  }
  try {
    await ensureUtf8mb4Default(queryRunner, logger);
    const executor = new MigrationExecutor(dataSource, queryRunner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  } finally {
    await queryRunner.query('SELECT RELEASE_LOCK(?)', [lockName]);
  }
}

/**
 * Tables created without a character set take the database's default, latin1 on many MariaDB installs, where
 * any emoji fails to store. Making utf8mb4 the default first means every CREATE TABLE of every migration, landed
 * or future, gets it; tables of older installs are converted by the Utf8mb4Tables migration.
 */
async function ensureUtf8mb4Default(queryRunner: QueryRunner, logger: Logger): Promise<void> {
  const [schema] = (await queryRunner.query(
    'SELECT DEFAULT_CHARACTER_SET_NAME AS charset FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = DATABASE()',
  )) as { charset: string }[];
  if (!schema || schema.charset === 'utf8mb4') return;
  try {
    await queryRunner.query('ALTER DATABASE CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  } catch (error) {
    // Without ALTER on the database, the migrations still run; the conversion migration fixes the tables.
    logger.warn(`Could not make utf8mb4 the database default (${(error as Error).message.split('\n')[0]})`);
  }
}

async function migrateSqlite(dataSource: DataSource, queryRunner: QueryRunner): Promise<void> {
  // As TypeORM does around its own migration transactions: SQLite rebuilds a table to alter it, and dropping the
  // old copy with foreign keys on would cascade-delete the rows that reference it. The pragma is a no-op inside
  // a transaction, so it comes first; this connection is closed afterwards, the app's keeps foreign keys on.
  await queryRunner.beforeMigration();
  await queryRunner.query('BEGIN IMMEDIATE');
  try {
    const executor = new MigrationExecutor(dataSource, queryRunner);
    executor.transaction = 'none';
    await executor.executePendingMigrations();
    await queryRunner.query('COMMIT');
  } catch (error) {
    await queryRunner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await queryRunner.afterMigration();
  }
}
