import type { ResourceLimits, Worker } from 'node:worker_threads';
import { SETUP_CONNECTION, startSqliteWorker } from './sqlite-worker';
import type { SqlParam } from './sql-runner';

/** The worker's code, evaluated as CommonJS (see startSqliteWorker for why a string). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 15000 });
${SETUP_CONNECTION}
const statements = new Map();
${String(statementKind)}
// The time the current transaction's statements took in this thread, by kind (statementKind): reset by a BEGIN,
// answered by 'times'.
let times = {};
const prepared = (sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size > 500) statements.clear();
    statements.set(sql, statement);
  }
  return statement;
};
// The failure of a statement sent without waiting: every later one of its transaction fails with it, so none of
// them can run in autocommit after SQLite rolled the transaction back (as it does on some errors).
let failed = null;
parentPort.on('message', ({ id, op, sql, params }) => {
  try {
    if (failed && op !== 'rollback' && op !== 'close') throw failed;
    let rows;
    const started = performance.now();
    if (op === 'all') rows = prepared(sql).all(...params);
    else if (op === 'run' || op === 'send') prepared(sql).run(...params);
    else if (op === 'times') rows = times;
    else if (op === 'exec') {
      db.exec(sql);
      if (sql.startsWith('BEGIN')) times = {};
    } else if (op === 'unsafe') db.unsafeMode(sql === 'on');
    else if (op === 'rollback') {
      failed = null;
      if (db.inTransaction) db.exec('ROLLBACK');
    } else if (op === 'close') db.close();
    if (op === 'all' || op === 'run' || op === 'send') {
      const kind = statementKind(sql);
      times[kind] = (times[kind] || 0) + performance.now() - started;
    }
    if (op !== 'send') parentPort.postMessage({ id, rows });
  } catch (error) {
    if (op === 'send') failed = error;
    else parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
`;

/**
 * all/run: a statement (prepared once, cached); exec: SQL without parameters; rollback: only if in a transaction
 * (and clears the failure of a statement sent without waiting, see send()); unsafe: better-sqlite3's unsafe mode
 * 'on' or 'off' (on, SQLite's defensive flag is off, so shadow tables of virtual tables may be written); times: the
 * milliseconds the current transaction's statements (all, run and sent ones, since its BEGIN) took in the thread, by
 * statementKind.
 */
export type WriteOp = 'all' | 'run' | 'exec' | 'rollback' | 'unsafe' | 'close' | 'times';

/**
 * What a statement of the write connection does, as a transaction's times group it (WriteTimings.writerParts): 'leads'
 * and 'lead_values', rows inserted into those tables; 'merges', updates of stored leads; 'reads', any SELECT (the key
 * lookups' reads of stored leads, a bulk load's key log); 'other', the rest (datasets' counts, the id sequence, an
 * import's checkpoint). Also the worker's (its source is this function's).
 */
export function statementKind(sql: string): string {
  const insert = /^(?:INSERT|REPLACE)\b[^(]*?\bINTO\s+"?(\w+)/i.exec(sql);
  if (insert) return insert[1] === 'leads' || insert[1] === 'lead_values' ? insert[1] : 'other';
  if (/^UPDATE\s+"?leads\b/i.test(sql)) return 'merges';
  return /^SELECT\b/i.test(sql) ? 'reads' : 'other';
}

interface Pending {
  resolve: (rows: unknown) => void;
  reject: (error: Error) => void;
}

type Reply = { id: number; rows?: unknown[] } | { id: number; error: { message: string; code?: string } };

/**
 * The SQLite write connection, in its own worker thread: better-sqlite3 is synchronous, and a bulk import's inserts,
 * commits (with their WAL checkpoints), CREATE INDEX and full-text rebuild would otherwise hold the event loop for
 * seconds at a time. Statements run one at a time in the order they were sent.
 */
export class SqliteWriteConnection {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Set once the thread is gone: every later call is refused with it. */
  private failure: Error | null = null;
  private closing = false;

  constructor(file: string, pragmas: string[], limits: ResourceLimits = {}) {
    this.worker = startSqliteWorker(WORKER_SOURCE, file, pragmas, limits);
    this.worker.on('message', (reply: Reply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else pending.resolve(reply.rows);
    });
    this.worker.on('error', (error) => this.fail(new Error(`The SQLite write connection failed: ${error.message}`)));
    this.worker.on('exit', (code) =>
      this.fail(
        new Error(
          this.closing
            ? 'The database connection is not open'
            : `The SQLite write connection's thread exited (code ${code}) before answering`,
        ),
      ),
    );
    // Idle, the writer does not keep the process alive; with work in flight it does.
    this.worker.unref();
  }

  /** false once the thread has failed or exited: the runner then opens a new connection. */
  get alive(): boolean {
    return this.failure === null;
  }

  call<T = unknown>(op: WriteOp, sql = '', params: SqlParam[] = []): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (rows: unknown) => void, reject });
      this.worker.postMessage({ id, op, sql, params });
    });
  }

  /**
   * Sends a statement without waiting for it (inside a transaction only): a batch of inserts costs one message each
   * instead of a round trip each, which matters while the main thread is busy reading the next batch. Its failure
   * fails the transaction's next call that waits (a read or the COMMIT), and the transaction must then roll back.
   */
  send(sql: string, params: SqlParam[] = []): void {
    if (!this.failure) this.worker.postMessage({ id: 0, op: 'send', sql, params });
  }

  /** Closes the database in the thread (after what was sent before), then ends the thread. */
  async close(): Promise<void> {
    if (this.failure) return;
    await this.call('close').catch(() => undefined);
    this.closing = true;
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(this.failure);
    this.pending.clear();
  }
}
