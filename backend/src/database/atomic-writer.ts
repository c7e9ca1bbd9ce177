import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type BetterSqlite3 from 'better-sqlite3';
import { DataSource } from 'typeorm';
import { errorCode, retryLockConflicts } from './lock-conflicts';

/** One SQL statement of an atomic write. `?` placeholders on both databases. */
export interface AtomicStep {
  /** Names the statement in the outcome when it stops the write. */
  label: string;
  sql: string;
  params: unknown[];
  /** The write stops (and rolls back) when this statement changes no row. */
  mustChange?: boolean;
}

export type AtomicOutcome =
  | { ok: true }
  /** `step` is the label of the statement that stopped the write; nothing was written. */
  | { ok: false; step: string; reason: 'unchanged' | 'duplicate' };

class StopWrite extends Error {
  constructor(
    readonly step: string,
    readonly reason: 'unchanged' | 'duplicate',
  ) {
    super(`atomic write step ${step}: ${reason}`);
  }
}

const MYSQL_RETRIES = 8;
/** How long a write waits for another module's open transaction on the shared SQLite connection. */
const SQLITE_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write of a few statements as one all-or-nothing unit on SQLite and on MySQL/MariaDB: the credit ledger's
 * writes, and the checks-then-inserts that must not race (the API token cap).
 *
 * MySQL: a transaction on its own pooled connection. Writers that must queue up lock a row of the user's first (the
 * ledger its balance row, see ledger-statements.ts; tokens the user row), so writers of one user run one after
 * another; a deadlock is still retried.
 *
 * SQLite: TypeORM shares ONE connection between every caller, so an async transaction there would swallow the
 * statements of any request that runs during its awaits (and roll them back with it). The statements therefore
 * run synchronously in better-sqlite3's own transaction, in a single tick: nothing else can interleave. If some
 * other code has a transaction open on the connection, the write waits for it to end rather than joining it.
 */
@Injectable()
export class AtomicWriter {
  private readonly logger = new Logger(AtomicWriter.name);
  private readonly sqlite: BetterSqlite3.Database | null;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sqlite =
      dataSource.options.type === 'better-sqlite3'
        ? (dataSource.driver as unknown as { databaseConnection: BetterSqlite3.Database }).databaseConnection
        : null;
  }

  /** Whether statements run on SQLite, where one write transaction runs at a time and no row lock is needed. */
  get onSqlite(): boolean {
    return this.sqlite !== null;
  }

  /**
   * An INSERT that changes nothing when a row with the same unique key exists, instead of failing (expected
   * duplicates are how idempotency shows, and a failed statement would be logged as an error).
   * `lockExisting` (MySQL): take the existing row's exclusive lock, as the balance row wants.
   */
  insertUnlessExists(table: string, columns: string[], key: string, lockExisting = false): string {
    const values = `(${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    if (this.sqlite) return `INSERT INTO ${table} ${values} ON CONFLICT (${key}) DO NOTHING`;
    if (lockExisting) return `INSERT INTO ${table} ${values} ON DUPLICATE KEY UPDATE ${key} = ${key}`;
    // Not INSERT IGNORE: it also turns foreign-key, truncation and type errors into warnings and "no row", which
    // would read as "already written". Only an existing row with the same key skips the insert here; two racing
    // writers of one key still meet the unique index, which run() reports as a duplicate.
    const selected = columns.map((column) => `? AS ${column}`).join(', ');
    return (
      `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM (SELECT ${selected}) AS incoming ` +
      `WHERE NOT EXISTS (SELECT 1 FROM ${table} existing WHERE existing.${key} = incoming.${key})`
    );
  }

  async run(steps: AtomicStep[]): Promise<AtomicOutcome> {
    try {
      if (this.sqlite) await this.runOnSqlite(this.sqlite, steps);
      else await this.runOnMysql(steps);
      return { ok: true };
    } catch (error) {
      if (error instanceof StopWrite) return { ok: false, step: error.step, reason: error.reason };
      throw error;
    }
  }

  private async runOnSqlite(db: BetterSqlite3.Database, steps: AtomicStep[]): Promise<void> {
    const deadline = Date.now() + SQLITE_WAIT_MS;
    while (db.inTransaction) {
      if (Date.now() > deadline) throw new Error('The database stayed inside another transaction for too long');
      await sleep(2);
    }
    db.transaction(() => {
      for (const step of steps) {
        let changes: number;
        try {
          changes = this.prepare(db, step.sql).run(...step.params.map(toSqliteValue)).changes;
        } catch (error) {
          if (isUniqueViolation(error)) throw new StopWrite(step.label, 'duplicate');
          throw error;
        }
        if (step.mustChange && changes === 0) throw new StopWrite(step.label, 'unchanged');
      }
    }).immediate();
  }

  private runOnMysql(steps: AtomicStep[]): Promise<void> {
    return retryLockConflicts(() => this.runOnceOnMysql(steps), {
      attempts: MYSQL_RETRIES,
      logger: this.logger,
      what: 'Atomic write',
    });
  }

  private async runOnceOnMysql(steps: AtomicStep[]): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      for (const step of steps) {
        let affected: number;
        try {
          affected = (await runner.query(step.sql, step.params, true)).affected ?? 0;
        } catch (error) {
          if (isUniqueViolation(error)) throw new StopWrite(step.label, 'duplicate');
          throw error;
        }
        if (step.mustChange && affected === 0) throw new StopWrite(step.label, 'unchanged');
      }
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  private prepare(db: BetterSqlite3.Database, sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** The text TypeORM stores SQLite datetimes as (UTC), so both kinds of writes sort and compare alike. */
function toSqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace('T', ' ').slice(0, 23);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
