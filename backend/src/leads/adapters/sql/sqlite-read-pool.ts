import type { Worker } from 'node:worker_threads';
import { SETUP_CONNECTION, startSqliteWorker } from './sqlite-worker';
import type { SqlParam } from './sql-runner';

/**
 * The worker's code, evaluated as CommonJS (see startSqliteWorker for why a string).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true, timeout: 15000 });
${SETUP_CONNECTION}
const statements = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size > 500) statements.clear();
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
`;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

type Reply = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

/**
 * Read-only connections to a SQLite file, each in its own worker thread. better-sqlite3 is synchronous: a
 * full-text query over a large index run on the main thread stalls every other request for its duration, and
 * concurrent searches queue behind one another. Here reads run beside the event loop and in parallel with each
 * other (WAL: readers never block the writer or each other, and each read sees the latest commit).
 */
export class SqliteReadPool {
  private readonly readers: (Reader | null)[];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    size: number,
    private readonly pragmas: string[] = [],
  ) {
    this.readers = Array.from({ length: Math.max(1, size) }, () => null);
  }

  all<T>(sql: string, params: SqlParam[]): Promise<T[]> {
    if (this.closed) return Promise.reject(new Error('The database connection is not open'));
    const reader = this.leastBusy();
    const id = this.nextId++;
    return new Promise<T[]>((resolve, reject) => {
      // A reader with work keeps the process alive (a read during start-up has nothing else to); idle, it does not.
      if (reader.pending.size === 0) reader.worker.ref();
      reader.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      reader.worker.postMessage({ id, sql, params });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.readers.filter((reader): reader is Reader => reader !== null).map((r) => r.worker);
    this.readers.fill(null);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /** Starts readers lazily (an app that never reads leads starts none); picks the one with the fewest in flight. */
  private leastBusy(): Reader {
    let best = -1;
    for (let i = 0; i < this.readers.length; i++) {
      const reader = this.readers[i];
      if (!reader) {
        best = i;
        break;
      }
      if (best < 0 || reader.pending.size < (this.readers[best] as Reader).pending.size) best = i;
    }
    const chosen = this.readers[best] ?? this.start(best);
    return chosen;
  }

  private start(slot: number): Reader {
    const worker = startSqliteWorker(WORKER_SOURCE, this.file, this.pragmas);
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', (reply: Reply) => {
      const pending = reader.pending.get(reply.id);
      if (!pending) return;
      reader.pending.delete(reply.id);
      if (reader.pending.size === 0) reader.worker.unref();
      if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else pending.resolve(reply.rows);
    });
    // A reader that fails or exits is dropped with its queries rejected; the next read starts a new one.
    const fail = (error: Error) => {
      if (this.readers[slot] === reader) this.readers[slot] = null;
      for (const pending of reader.pending.values()) pending.reject(error);
      reader.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`SQLite reader exited with code ${code}`)));
    worker.unref();
    this.readers[slot] = reader;
    return reader;
  }
}
