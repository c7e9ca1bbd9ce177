import Database from 'better-sqlite3';
import { DataSource, EntityManager } from 'typeorm';

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

/**
 * SQLite through its own better-sqlite3 connection to the app's database file: bulk imports use prepared
 * statements without ORM overhead, and their transactions can never interleave with the ORM's on a shared
 * connection. WAL lets the app read while an import writes.
 */
export class SqliteRunner implements SqlRunner {
  readonly dialect = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(file: string) {
    this.db = new Database(file, { timeout: 15_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('cache_size = -65536');
    this.db.pragma('temp_store = MEMORY');
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    return this.statement(sql).all(...params) as T[];
  }

  async run(sql: string, params: SqlParam[] = []): Promise<void> {
    this.statement(sql).run(...params);
  }

  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const value = await fn(this);
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
