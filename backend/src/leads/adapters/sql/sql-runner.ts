import Database from 'better-sqlite3';
import { DataSource, EntityManager } from 'typeorm';
import { SqliteReadPool } from './sqlite-read-pool';

export type Dialect = 'sqlite' | 'mysql';
export type SqlParam = string | number | null;

/** The few things the SQL lead index needs from a database, the same on SQLite and MySQL/MariaDB. */
export interface SqlRunner {
  readonly dialect: Dialect;
  all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  run(sql: string, params?: SqlParam[]): Promise<void>;
  /** Runs fn in one write transaction; writers queue behind each other. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The statements of one connection, prepared once. */
class StatementCache {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  get(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** Pragmas every reading connection gets: a 64 MB page cache, temporary sorts in memory. */
const READ_PRAGMAS = ['cache_size = -65536', 'temp_store = MEMORY'];
/**
 * The writing connection: a 32 MB page cache and temporary files on disk, so the sorts that rebuild indexes after
 * a bulk load (sql-bulk-load.ts) spill to disk instead of growing the process by the size of an index.
 */
const WRITE_PRAGMAS = ['cache_size = -32768', 'temp_store = FILE'];

export interface SqliteRunnerOptions {
  /**
   * Read-only connections in worker threads that serve reads outside a transaction (0: every read runs on the
   * main thread). Writes and the reads inside a write transaction always use the one main connection.
   */
  readers?: number;
}

/**
 * SQLite through its own better-sqlite3 connection to the app's database file: bulk imports use prepared
 * statements without ORM overhead, and their transactions can never interleave with the ORM's on a shared
 * connection. WAL lets the app read while an import writes; reads run on worker-thread connections
 * (SqliteReadPool) so a long full-text query never blocks the event loop.
 */
export class SqliteRunner implements SqlRunner {
  readonly dialect = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly statements: StatementCache;
  private readonly pool: SqliteReadPool | null;
  /** The main connection as a runner: what a transaction's callback reads and writes through. */
  private readonly direct: SqlRunner;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(file: string, options: SqliteRunnerOptions = {}) {
    this.db = new Database(file, { timeout: 15_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    for (const pragma of WRITE_PRAGMAS) this.db.pragma(pragma);
    this.statements = new StatementCache(this.db);
    this.pool = options.readers ? new SqliteReadPool(file, options.readers, READ_PRAGMAS) : null;
    const statements = this.statements;
    this.direct = {
      dialect: 'sqlite',
      all: async <T>(sql: string, params: SqlParam[] = []) => statements.get(sql).all(...params) as T[],
      run: async (sql: string, params: SqlParam[] = []) => {
        statements.get(sql).run(...params);
      },
      transaction: (fn) => fn(this.direct),
      close: async () => undefined,
    };
  }

  all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    return this.pool ? this.pool.all<T>(sql, params) : this.direct.all<T>(sql, params);
  }

  run(sql: string, params: SqlParam[] = []): Promise<void> {
    return this.direct.run(sql, params);
  }

  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const value = await fn(this.direct);
        this.db.exec('COMMIT');
        return value;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.pool?.close();
    this.db.close();
  }
}

/** MySQL/MariaDB through the app's TypeORM connection pool. */
export class MysqlRunner implements SqlRunner {
  readonly dialect = 'mysql' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly manager?: EntityManager,
  ) {}

  all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    return (this.manager ?? this.dataSource).query(sql, params);
  }

  async run(sql: string, params: SqlParam[] = []): Promise<void> {
    await (this.manager ?? this.dataSource).query(sql, params);
  }

  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    if (this.manager) return fn(this);
    return this.dataSource.transaction((manager) => fn(new MysqlRunner(this.dataSource, manager)));
  }

  async close(): Promise<void> {
    // The pool belongs to TypeORM.
  }
}
