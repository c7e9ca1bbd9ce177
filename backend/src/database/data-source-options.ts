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
      // Pages stay SQLite's 4 KiB. Measured on 1M generated leads through the API (bench/leads.mjs, SQLite, the base
      // build and 16 KiB pages alternating, three runs each): 16 KiB made the bulk rebuild's index scans cheaper
      // (16.0-19.3 s against 19.9-21.1) but not the import (68.5-81.1 s against 73.3-75.7). With the write connection's
      // own checkpoint held at 256 MB of WAL (WRITE_AUTOCHECKPOINT_PAGES is 256 MB of 4 KiB pages), its commits
      // checkpointed more (5.0-5.8 s against 3.2-3.3: a merge dirties a page anywhere in the table and the WAL takes it
      // whole), and the import took as long (78.3-82.3 s against 78.1-81.3); the runs above let it grow to 1 GB. 32 KiB
      // (91.0, 133.3 s) and 64 KiB (99.1 s) were slower. A page size set here would take effect for new databases only
      // (before TypeORM sets WAL next).
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
