import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions, LoggerOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** TypeORM options for the configured driver. Schema changes only ever come from migrations. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: (config.logLevel === 'debug' ? ['query', 'error'] : ['error']) as LoggerOptions,
  };
  if (config.database.driver === 'sqlite') {
    mkdirSync(dirname(config.database.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.database.path,
      enableWAL: true,
      // Writers wait for each other instead of failing with SQLITE_BUSY.
      timeout: 10_000,
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('foreign_keys = ON');
        db.pragma('synchronous = NORMAL');
        // With the SQL lead index, no checkpoints on this connection: they would copy the WAL (an import's commits
        // make it tens of MB) synchronously, on the event loop, inside the next small write. The lead index
        // checkpoints it from a thread of its own (SqliteRunner's walCheckpointBytes, lead-index.provider.ts);
        // SQLite also checkpoints when the last connection closes.
        if (!config.vendors.elasticsearchUrl) db.pragma('wal_autocheckpoint = 0');
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    url: config.database.url,
    socketPath: config.database.socketPath,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // trace: mysql2 captures the caller's stack for every query, for its errors' stacks; TypeORM wraps those errors in
    // its own (QueryFailedError, with the caller's async stack) anyway. Profiled under the lead bench's searches on 1M
    // leads in MariaDB, the captures took 1.9% of the main thread.
    extra: { connectionLimit: 10, trace: false },
  };
}
