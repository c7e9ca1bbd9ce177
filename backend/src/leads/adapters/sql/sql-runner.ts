import { Logger } from '@nestjs/common';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { retryLockConflicts } from '../../../database/lock-conflicts';
import { SqliteReadPool } from './sqlite-read-pool';
import { SqliteWriteConnection } from './sqlite-write-worker';

export type Dialect = 'sqlite' | 'mysql';
export type SqlParam = string | number | null;

/** The few things the SQL lead index needs from a database, the same on SQLite and MySQL/MariaDB. */
export interface SqlRunner {
  readonly dialect: Dialect;
  all<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  /**
   * Inside a transaction (SQLite) it may resolve before the statement ran: a failure then fails the transaction's
   * next read or its commit, and the transaction rolls back all the same.
   */
  run(sql: string, params?: SqlParam[]): Promise<void>;
  /** Runs fn in one write transaction; writers queue behind each other. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /**
   * MySQL/MariaDB inside a transaction: runs a `LOAD DATA LOCAL INFILE` statement with `content` as the file (UTF-8
   * bytes, in chunks, iterated once, as the server reads: a generator makes each chunk as it is sent), and answers how
   * many warnings it raised (LOCAL makes data errors and duplicate keys warnings, not errors). Answers null, having
   * done nothing, where the server or the client does not allow it (local_infile off): the caller then inserts the rows
   * itself.
   */
  loadLocal?(statement: string, content: Iterable<Buffer>): Promise<{ warnings: number } | null>;
  /**
   * SQLite: a write transaction as transaction() gives, during which an FTS5 table's index can be built by another
   * thread (FullTextAside) while this one goes on with other statements.
   */
  transactionWithAside?<T>(fn: (tx: SqlRunner, aside: FullTextAside) => Promise<T>): Promise<T>;
  /**
   * SQLite: copies the WAL into the database and truncates it in another thread, with nobody waiting for it (after a
   * write that made the WAL large, whose commit did not checkpoint: see endBulkLoad).
   */
  checkpointInBackground?(): void;
  /**
   * SQLite, in a write transaction: waits for the statements sent, then answers the milliseconds the write
   * connection's thread has spent running the transaction's statements so far, by what they do (statementKind in
   * sqlite-write-worker.ts). They run there after being sent, while the main thread goes on: the caller's own steps
   * cannot time them.
   */
  threadTimes?(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** An FTS5 table over the rows of a content table (external content), to build aside (FullTextAside.build). */
export interface FullTextAsideSpec {
  /** The FTS5 table. */
  table: string;
  /** Its CREATE VIRTUAL TABLE statement without its content options: a contentless table, same columns, same tokenizer. */
  contentless: string;
  columns: string[];
  /** The content table and its rowid column. */
  content: string;
  rowid: string;
}

/**
 * SQLite: an FTS5 table's index built beside a write transaction (SqlRunner.transactionWithAside). The build reads the
 * rows committed when it starts: start it once the transaction has written (it then holds the write lock, so those
 * are the rows it sees). It builds, in a thread and a file of its own, a contentless table of the same definition
 * from them; copyIn then puts that index in place of the table's own, in the transaction.
 */
export interface FullTextAside {
  build(spec: FullTextAsideSpec): void;
  /** Waits for the build; built, replaces the table's index by it and answers true; false: nothing changed. */
  copyIn(): Promise<boolean>;
  /** The build's wall time in milliseconds once it has ended (built or not); null before, or without a build. */
  buildMs(): number | null;
}

/** No build aside: the table's own rebuild stands. */
const NO_ASIDE: FullTextAside = { build: () => undefined, copyIn: async () => false, buildMs: () => null };

/** The shadow tables that hold an FTS5 index, its rows' sizes and its segments' directory (not its config). */
const FTS5_INDEX_SHADOWS = ['data', 'idx', 'docsize'];
/** The file an index is built in, beside the database's (removed after). */
export const ASIDE_SUFFIX = '-fulltext-aside';
/**
 * The connection that builds aside: nothing to recover (the file is thrown away unless the build ends), a small page
 * cache (FTS5 appends its segments page after page), and a short wait for a lock. The transaction locks the file only
 * by naming something in it (a statement whose names main lacks looks through every attached database): then it holds
 * the lock until it ends, and the build had better give up at once. Sampled once a second over a 1M-lead import, the
 * process stayed at 240-247 MB while it rebuilt this way, below the 255-275 MB of its loading.
 */
const ASIDE_PRAGMAS = [
  'journal_mode = OFF',
  'synchronous = OFF',
  'cache_size = -1024',
  'temp_store = FILE',
  'busy_timeout = 1000',
];

/**
 * The terms FTS5 gathers in memory while it builds aside before it writes them out as a segment, in bytes (its
 * default: 1 MB). Fewer, larger segments are fewer to merge. Measured building the full text of 1M generated leads
 * alone, three times each: 7.4-7.5 s with 4 MB against 8.6-8.9 s with 1 MB (7.1-7.2 s with 8 MB), the thread's RSS
 * 59 MB against 53 (67).
 */
const ASIDE_HASH_BYTES = 4 * 1024 * 1024;

/** Pragmas every reading connection gets: a 64 MB page cache, temporary sorts in memory. */
const READ_PRAGMAS = ['cache_size = -65536', 'temp_store = MEMORY'];
/** The write connection's page cache, in KiB (see WRITE_PRAGMAS). */
export const WRITE_CACHE_KIB = 32768;
/** The WAL's size in pages past which a commit on the write connection checkpoints it itself (see WRITE_PRAGMAS). */
export const WRITE_AUTOCHECKPOINT_PAGES = 65536;
/**
 * The writing connection: a 32 MB page cache and temporary files on disk, so the sorts that rebuild indexes after
 * a bulk load (sql-bulk-load.ts) spill to disk instead of growing the process by the size of an index. The WAL is
 * checkpointed by a connection of its own (CHECKPOINT_PRAGMAS) beside this one; this one only past 64k pages
 * (256 MB at 4 KiB pages), should that fall behind. With SQLite's 1,000 an import's every commit ran a checkpoint,
 * copying the same index pages into the database again and again (measured: 5.7 s of COMMIT in a 200k-row import,
 * 1.5 s without checkpoints); with 16k here the commits of a 1M-row import still spent 29.5 s checkpointing.
 */
const WRITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = NORMAL',
  `cache_size = -${WRITE_CACHE_KIB}`,
  'temp_store = FILE',
  `wal_autocheckpoint = ${WRITE_AUTOCHECKPOINT_PAGES}`,
];
/**
 * The write thread's young generation. Its garbage is the statements and parameters each message brings (an import's
 * batch, row by row), none of which outlives its statement; by V8's default its new space grew to 32 MB during an
 * import. Measured importing 1M generated leads into SQLite, alternating: peak RSS 315 / 306 MB with 6 against
 * 343 / 334 without, at the same speed (10,254 / 10,286 rows/s against 10,511 / 10,492).
 */
export const WRITER_YOUNG_GENERATION_MB = 6;
/**
 * The connection that checkpoints the WAL (walCheckpointBytes, checkpointInBackground), in a thread of its own: a
 * PASSIVE checkpoint copies committed pages into the database while the write connection goes on writing. It reads no
 * data: a small cache. A TRUNCATE checkpoint (which keeps writers out while it waits for readers) gives up after a
 * second rather than hold up an import: the WAL is then reused from its start once a checkpoint has copied it all.
 */
const CHECKPOINT_PRAGMAS = ['cache_size = -2048', 'wal_autocheckpoint = 0', 'busy_timeout = 1000'];

export interface SqliteRunnerOptions {
  /**
   * Read-only connections in worker threads that serve reads outside a transaction (0: every read goes to the
   * write connection). Writes and the reads inside a write transaction always use the one write connection.
   */
  readers?: number;
  /**
   * Checkpoints the WAL from a thread of its own (PASSIVE: nobody waits for it) whenever it holds at least
   * this many bytes and was written since the last checkpoint; 0 or absent: never. The app's own connection does not
   * checkpoint (data-source-options.ts): there a checkpoint ran inside whichever small write came first after an
   * import's commit, copying up to the whole WAL on the event loop (measured: progress updates of 60 ms each, 2.5 s of
   * a 200k-row import's main thread).
   */
  walCheckpointBytes?: number;
  /**
   * How often the WAL's size is looked at; default 2 s. Not much more often: during an import the WAL is always
   * past the size, and a checkpoint copies again every page written since the last one (index pages many times).
   */
  walCheckMs?: number;
}

/**
 * SQLite through its own better-sqlite3 connection to the app's database file: bulk imports use prepared
 * statements without ORM overhead, and their transactions can never interleave with the ORM's on a shared
 * connection. Every connection lives in a worker thread, so no statement blocks the event loop: the write
 * connection (SqliteWriteConnection) runs an import's inserts, commits and index rebuilds beside it, and reads
 * run on read-only connections (SqliteReadPool), so a long full-text query never stalls other requests. WAL lets
 * the app read while an import writes.
 */
export class SqliteRunner implements SqlRunner {
  readonly dialect = 'sqlite' as const;
  private writer: SqliteWriteConnection | null = null;
  /** Started at the first checkpoint (see checkpoint). */
  private checkpointer: SqliteWriteConnection | null = null;
  /** The checkpoints asked for, one after another, and how many have not ended. */
  private checkpoints: Promise<boolean> = Promise.resolve(true);
  private checkpointsPending = 0;
  private readonly pool: SqliteReadPool | null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly walTimer: NodeJS.Timeout | null = null;
  /** The WAL file's modification time when the last checkpoint ended: unchanged since, nothing new to copy. */
  private checkpointedAt = 0;

  constructor(
    private readonly file: string,
    private readonly options: SqliteRunnerOptions = {},
  ) {
    this.pool = options.readers ? new SqliteReadPool(file, options.readers, READ_PRAGMAS) : null;
    if (options.walCheckpointBytes) {
      this.walTimer = setInterval(() => void this.checkpointIfDue(), options.walCheckMs ?? 2000);
      this.walTimer.unref();
    }
  }

  /**
   * A PASSIVE checkpoint (nobody waits for it, it waits for nobody) on the checkpoint connection when the WAL is
   * large and written since the last one.
   */
  async checkpointIfDue(): Promise<boolean> {
    if (this.checkpointsPending || this.closed) return false;
    const wal = await stat(`${this.file}-wal`).catch(() => null);
    if (!wal || wal.size < (this.options.walCheckpointBytes ?? 0) || wal.mtimeMs === this.checkpointedAt) return false;
    if (this.checkpointsPending) return false;
    return this.checkpoint(['PASSIVE']);
  }

  /**
   * The whole WAL copied into the database by a PASSIVE checkpoint, then the file truncated by a TRUNCATE one, which
   * has only what was written meanwhile left to copy. Measured on a 1M-lead bulk load, the rebuild's commit spent
   * 3.1 s checkpointing the WAL it had filled (the indexes and the full text: sql-bulk-load.ts).
   */
  checkpointInBackground(): void {
    void this.checkpoint(['PASSIVE', 'TRUNCATE']);
  }

  /** Resolves once the checkpoints asked for so far have ended: whether the last one did all it was asked. */
  checkpointed(): Promise<boolean> {
    return this.checkpoints;
  }

  /** Checkpoints in these modes on the checkpoint connection, after those asked for before; false if one failed. */
  private checkpoint(modes: string[]): Promise<boolean> {
    this.checkpointsPending++;
    const done = this.checkpoints.then(async () => {
      try {
        if (this.closed) return false;
        if (!this.checkpointer?.alive) this.checkpointer = new SqliteWriteConnection(this.file, CHECKPOINT_PRAGMAS);
        for (const mode of modes) await this.checkpointer.call('all', `PRAGMA wal_checkpoint(${mode})`, []);
        this.checkpointedAt = (await stat(`${this.file}-wal`).catch(() => null))?.mtimeMs ?? 0;
        return true;
      } catch {
        // The next one tries again (a failed checkpoint loses nothing: the WAL still holds every commit).
        return false;
      } finally {
        this.checkpointsPending--;
      }
    });
    this.checkpoints = done;
    return done;
  }

  all<T>(sql: string, params: SqlParam[] = []): Promise<T[]> {
    if (this.pool && !this.closed) return this.pool.all<T>(sql, params);
    return this.connection().then((writer) => writer.call<T[]>('all', sql, params));
  }

  /** Outside a transaction: in turn with the transactions, in autocommit. */
  run(sql: string, params: SqlParam[] = []): Promise<void> {
    return this.inTurn(async () => {
      await (await this.connection()).call('run', sql, params);
    });
  }

  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
    // The whole transaction stays on the connection it began on: should that thread die, its statements fail.
    return this.inTurn(async () => this.inTransaction(await this.connection(), 'BEGIN IMMEDIATE', fn));
  }

  /**
   * Measured on 1M generated leads, the rebuild after a bulk load (sql-bulk-load.ts), its statements alone on a copy
   * of the database: the CREATE INDEX statements and FTS5's own 'rebuild' one after the other 29.5 s; the indexes with
   * the full text built aside at the same time 20.6 s, then the copy of the built index 1.2 s. In the whole import
   * (bench/leads.mjs, two builds alternating) the rebuild took 20.8-26.1 s against 28.5-42.7.
   */
  transactionWithAside<T>(fn: (tx: SqlRunner, aside: FullTextAside) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      const writer = await this.connection();
      const file = `${this.file}${ASIDE_SUFFIX}`;
      // Attached before the transaction (SQLite attaches nothing inside one), which is deferred: BEGIN IMMEDIATE
      // would lock every attached database, and the build writes this one meanwhile. Where the file cannot be
      // made, the transaction goes on without it (copyIn answers false).
      const attached = await rm(file, { force: true })
        .then(() => writer.call('run', 'ATTACH DATABASE ? AS aside', [file]))
        .then(
          () => true,
          () => false,
        );
      if (!attached) return this.inTransaction(writer, 'BEGIN IMMEDIATE', (tx) => fn(tx, NO_ASIDE));
      let build = null as { table: string; built: Promise<boolean> } | null;
      let buildMs: number | null = null;
      let copied = false;
      const aside: FullTextAside = {
        build: (spec) => {
          if (build) return;
          const started = performance.now();
          const built = this.buildAside(file, spec).finally(() => (buildMs = performance.now() - started));
          build = { table: spec.table, built };
        },
        buildMs: () => buildMs,
        copyIn: async () => {
          if (!build || !(await build.built)) return false;
          const { table } = build;
          // FTS5's shadow tables are written by FTS5 alone unless the connection's defensive flag is off.
          await writer.call('unsafe', 'on');
          try {
            for (const shadow of FTS5_INDEX_SHADOWS) {
              await writer.call('run', `DELETE FROM main.${table}_${shadow}`);
              await writer.call('run', `INSERT INTO main.${table}_${shadow} SELECT * FROM aside.${table}_${shadow}`);
            }
            copied = true;
          } finally {
            await writer.call('unsafe', 'off');
          }
          return true;
        },
      };
      try {
        return await this.inTransaction(writer, 'BEGIN', (tx) => fn(tx, aside));
      } finally {
        // The build never outlives the transaction (its file is removed next).
        await build?.built;
        if (copied) {
          // FTS5 keeps an index's structure in memory per connection, and this one may have read it before the copy
          // (the DDL of a rebuild makes it read it again, as the tests see, but nothing else here does): a new
          // connection reads the copied one for certain.
          await writer.close();
          if (this.writer === writer) this.writer = null;
        } else {
          await writer.call('run', 'DETACH DATABASE aside').catch(() => undefined);
        }
        await rm(file, { force: true }).catch(() => undefined);
      }
    });
  }

  /** Builds spec's index into file from the database's committed rows; false if that failed (nothing to copy). */
  private async buildAside(file: string, spec: FullTextAsideSpec): Promise<boolean> {
    const builder = new SqliteWriteConnection(file, ASIDE_PRAGMAS, {
      maxYoungGenerationSizeMb: WRITER_YOUNG_GENERATION_MB,
    });
    const columns = spec.columns.join(', ');
    try {
      await builder.call('run', 'ATTACH DATABASE ? AS src', [this.file]);
      // Read once from start to end: no page is read twice.
      await builder.call('run', 'PRAGMA src.cache_size = -256');
      await builder.call('exec', spec.contentless);
      // The table's own setting (its config is not copied in): see ASIDE_HASH_BYTES.
      await builder.call(
        'exec',
        `INSERT INTO main.${spec.table}(${spec.table}, rank) VALUES ('hashsize', ${ASIDE_HASH_BYTES})`,
      );
      await builder.call('exec', 'BEGIN');
      await builder.call(
        'run',
        `INSERT INTO main.${spec.table} (rowid, ${columns}) SELECT ${spec.rowid}, ${columns} FROM src.${spec.content}`,
      );
      await builder.call('exec', 'COMMIT');
      return true;
    } catch {
      return false;
    } finally {
      await builder.close();
    }
  }

  /** fn in one transaction begun by `begin` on writer: committed when it ends, rolled back when it fails. */
  private async inTransaction<T>(
    writer: SqliteWriteConnection,
    begin: string,
    fn: (tx: SqlRunner) => Promise<T>,
  ): Promise<T> {
    await writer.call('exec', begin);
    const tx: SqlRunner = {
      dialect: 'sqlite',
      all: <R>(sql: string, params: SqlParam[] = []) => writer.call<R[]>('all', sql, params),
      // Not awaited in the thread: a failure fails the next read or the COMMIT (see SqliteWriteConnection.send).
      run: async (sql: string, params: SqlParam[] = []) => writer.send(sql, params),
      transaction: (inner) => inner(tx),
      threadTimes: () => writer.call<Record<string, number>>('times'),
      close: async () => undefined,
    };
    try {
      const value = await fn(tx);
      await writer.call('exec', 'COMMIT');
      return value;
    } catch (error) {
      await writer.call('rollback').catch(() => undefined);
      throw error;
    }
  }

  /** Waits for the transactions under way, then closes the readers and the write connection. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.walTimer) clearInterval(this.walTimer);
    await this.queue;
    await this.pool?.close();
    await this.writer?.close();
    this.writer = null;
    await this.checkpointed();
    await this.checkpointer?.close();
    this.checkpointer = null;
  }

  /** Writers queue behind each other: one transaction at a time on the one write connection. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** The write connection, opened at first use and again after its thread died (the failed calls were rejected). */
  private async connection(): Promise<SqliteWriteConnection> {
    if (this.closed && !this.writer) throw new Error('The database connection is not open');
    if (!this.writer?.alive) {
      this.writer = new SqliteWriteConnection(this.file, WRITE_PRAGMAS, {
        maxYoungGenerationSizeMb: WRITER_YOUNG_GENERATION_MB,
      });
    }
    return this.writer;
  }
}

/** A MySQL/MariaDB error's number (mysql2's, or under TypeORM's QueryFailedError). */
export function mysqlErrno(error: unknown): number | undefined {
  return (error as { errno?: number }).errno ?? (error as { driverError?: { errno?: number } }).driverError?.errno;
}

/**
 * How often a lead write (a whole transaction) is run when MySQL/MariaDB rolled it back in a lock conflict, a deadlock
 * above all (retryLockConflicts). The case met: a FULLTEXT index build of a bulk load's rebuild (sql-bulk-load.ts)
 * keeps writes to leads out while it runs, and takes the table for itself (waiting for every transaction that has read
 * it) as it begins and as it ends; a write that has read leads, then waits to write them, is the victim. Run again, it
 * waits for the build, or meets the next one of the rebuild's builds (each of them twice at most): measured on MariaDB
 * 10.11, one build made a deletion its victim once or twice.
 */
export const LEAD_WRITE_ATTEMPTS = 10;
const writeLogger = new Logger('SqlLeadIndex');

/** Runs a lead write again after a lock conflict (LEAD_WRITE_ATTEMPTS); `what` names it in the log. */
export function retryLeadWrite<T>(what: string, write: () => Promise<T>): Promise<T> {
  return retryLockConflicts(write, { attempts: LEAD_WRITE_ATTEMPTS, logger: writeLogger, what });
}

/**
 * The errors of a LOAD DATA LOCAL that the server or the client refused before reading anything: MySQL's
 * ER_NOT_ALLOWED_COMMAND (1148) and ER_CLIENT_LOCAL_FILES_DISABLED (3948), MariaDB's
 * ER_LOAD_INFILE_CAPABILITY_DISABLED (4166).
 */
const LOCAL_INFILE_REFUSED = [1148, 3948, 4166];
/** Data sources whose server refused LOAD DATA LOCAL once: not asked again. */
const localInfileRefused = new WeakSet<DataSource>();

/** The part of mysql2's callback connection that loadLocal uses. */
interface Mysql2Connection {
  query(
    options: { sql: string; infileStreamFactory: () => Readable },
    callback: (error: (Error & { errno?: number }) | null, result?: { warningStatus?: number }) => void,
  ): void;
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

  /**
   * On the transaction's own connection (mysql2's, under TypeORM's query runner), the file's text streamed from
   * memory: one statement for what would be many multi-row INSERTs (measured on this schema: 2.3M word rows in 6.1 s
   * instead of 8.4 s).
   */
  async loadLocal(statement: string, content: Iterable<Buffer>): Promise<{ warnings: number } | null> {
    if (localInfileRefused.has(this.dataSource)) return null;
    const connection = (this.manager?.queryRunner as { databaseConnection?: Mysql2Connection } | undefined)
      ?.databaseConnection;
    if (!connection) return null;
    try {
      const warnings = await new Promise<number>((resolve, reject) =>
        connection.query({ sql: statement, infileStreamFactory: () => Readable.from(content) }, (error, result) =>
          error ? reject(error) : resolve(Number(result?.warningStatus ?? 0)),
        ),
      );
      return { warnings };
    } catch (error) {
      if (!LOCAL_INFILE_REFUSED.includes(mysqlErrno(error) ?? 0)) throw error;
      localInfileRefused.add(this.dataSource);
      return null;
    }
  }

  async close(): Promise<void> {
    // The pool belongs to TypeORM.
  }
}
