import { KEY_INDEXES, KEY_LOG_DDL, KEY_LOG_DROP } from './sql-bulk-keys';
import { buildSetAsideWords, setWordsAside, WORDS_RECORD } from './sql-bulk-words';
import { marks } from './sql-row-load';
import {
  type Dialect,
  type FullTextAside,
  type FullTextAsideSpec,
  type SqlRunner,
  WRITE_AUTOCHECKPOINT_PAGES,
  WRITE_CACHE_KIB,
} from './sql-runner';

/**
 * Bulk mode of the SQL lead index. Maintaining 13 secondary indexes and the full text row by row is most of an
 * import's cost (measured: 9 of 10 CPU seconds of the SQL work for 100k leads), while building them after a load
 * is a sort. So an import large enough beside the index (BULK_SHARE) drops them (but KEPT_IN_BULK) while it loads
 * and recreates them, exactly as they were, when its last dataset part ends. The three key indexes go too (up to
 * BULK_KEYS_MAX_ROWS leads in all), and de-duplication looks keys up in memory meanwhile (sql-bulk-keys.ts; each
 * write transaction first takes in what other processes or servers wrote). MySQL/MariaDB's word table is set aside
 * as well: the new leads get their words at the end (sql-bulk-words.ts).
 *
 * The dropped definitions live in lead_bulk_ddl and the loading parts in lead_bulk_datasets, so a crash leaves a
 * record of what to rebuild: the resumed import ends those parts and rebuilds. Leads written meanwhile (by this
 * or any other import) are all covered: indexes and the full text are rebuilt from the table. On SQLite the full text
 * is built in a thread and a file of its own while the write connection creates the indexes, then copied in
 * (SqliteRunner.transactionWithAside); should that fail, FTS5 rebuilds it itself.
 */

/** Imports smaller than this always write row by row: a rebuild would cost more than it saves. */
export const BULK_MIN_ROWS = 50_000;
/**
 * The share of the index's leads an import must expect at least to load in bulk: a rebuild's cost grows with the
 * whole index, writing row by row with the import alone. While a bulk load runs, the index answers every search, but
 * a page sorted on a field whose index is dropped is sorted whole (0.4-2.2 s on 1M leads), and the new leads are found
 * once it ends.
 *
 * Measured on SQLite, new generated leads into an index of 1M (870k leads), through the API: 300k rows in 31-41 s
 * in bulk (12 runs) against 66.0-70.7 s row by row (whose commits write back index pages spread over the whole index); 100k in
 * 22.9 s against 24.6 (even at about a tenth). On MariaDB (2 GB buffer pool) 100k rows into an index of 300k (283k
 * leads) took 21.3 s in bulk and 21.6 s row by row: there a bulk load waits for an import of the index's size.
 */
export const BULK_SHARE: Record<Dialect, number> = { sqlite: 0.25, mysql: 1 };
/**
 * The most leads (the index's and the import's) whose keys a bulk load holds in memory instead of in their indexes:
 * 32 MB a million (sql-bulk-keys.ts), so at most 128 MB. A larger load keeps the key indexes.
 */
export const BULK_KEYS_MAX_ROWS = 4_000_000;
/**
 * The secondary indexes a bulk load keeps on SQLite: those where each entry a load adds goes at the end of its key's
 * entries (one value for all the leads of a dataset part, whose ids are above every stored lead's; lead_values' lead
 * ids, which grow with them), so the writer keeps them up to date at about no cost. Built after the load instead,
 * each is a CREATE INDEX on the rebuild's critical path: the statements run one after another on the writer's thread
 * (measured on 1M generated leads: IDX_leads_dataset 0.6 s, IDX_lead_values_lead 1.4 s, of 17.9 s for all 15).
 * Measured alone, 1M rows (seven short columns and 300 bytes of text) inserted 5,000 a transaction: 11.0 / 13.6 s
 * without an index on their dataset, 11.1 / 12.0 s with one (its build after: 0.5 / 0.6 s). Other indexes cost more
 * kept than built: seven of few values each (industry, size...) made the same load 22.5 / 22.7 s against 14.1 / 12.5
 * s, and their build took 5.8 / 4.7 s. MySQL/MariaDB keep none: there lead_values' indexes are rebuilt beside the
 * leads' (endBulkLoad).
 */
export const KEPT_IN_BULK: Record<Dialect, readonly string[]> = {
  sqlite: ['IDX_leads_dataset', 'IDX_lead_values_lead'],
  mysql: [],
};
const TABLES = ['leads', 'lead_values'];
/**
 * SQLite's page cache while a bulk load rebuilds, in KiB (it loaded with this too, until LOAD_CACHE_KIB: measured once
 * each on 1M generated leads, RSS while loading 305-326 MB with it, 309-345 with the connection's 32 MB). Rebuilding,
 * its sorts (CREATE INDEX) keep up to the cache's size of keys in memory before they spill a sorted run to disk, beside
 * the cache itself: with the write connection's 32 MB that was the peak of a 1M-lead import (RSS 342-380 MB during the
 * rebuild, 310-340 while loading). Measured side by side: 335 MB peak with 8 MB against 380, the rebuild as fast
 * (20.7 s against 21.6). Then 4 MB, for the main thread's larger young generation (config/young-generation.ts): on
 * 1M generated leads, with one sort thread, the rebuild added 0-14 MB to the loading's RSS (peak 265 / 284 MB) against
 * 19-32 with 8 MB (peak 274-306), and took as long (27.1 / 28.6 s against 25.8-29.7).
 *
 * The sorts have no helper thread (PRAGMA threads stays at SQLite's 0): the full text is built aside on the other core
 * meanwhile, and a helper costs more CPU than it saves time there. Measured on 1M generated leads, the 15 CREATE INDEX
 * statements alone on a copy: 10.4-10.9 s (11.2-11.7 s of CPU) without, 8.2 s (13.6-13.7 s of CPU) with one; in the
 * whole import, alternating (with ASIDE_HASH_BYTES, sql-runner.ts): 60 / 62 µs of CPU a row against 65 / 66 with one,
 * the rebuild 16.0 / 17.1 s against 16.6 / 17.2.
 */
export const REBUILD_CACHE_KIB = 4096;
/**
 * SQLite's page cache while a bulk load loads, in KiB: with no index to maintain it appends to the tables' last pages,
 * and a batch's pages go to the WAL whether the cache spills them or the commit writes them. Measured on 1M generated
 * leads, alternating with 8 MB: peak RSS 271 / 277 MB against 287 / 293, at 14,042 / 10,600 rows/s against 12,878 /
 * 10,061.
 */
export const LOAD_CACHE_KIB = 2048;

interface SavedDdl {
  name: string;
  table_name: string;
  statement: string;
}

export async function beginBulkLoad(db: SqlRunner, dataset: string, expectedRows: number): Promise<void> {
  if (expectedRows < BULK_MIN_ROWS) return;
  const start = async (tx: SqlRunner): Promise<SavedDdl[] | null> => {
    const [{ saved }] = await tx.all<{ saved: number }>('SELECT COUNT(*) AS saved FROM lead_bulk_ddl');
    let total = 0;
    if (Number(saved) === 0) {
      const [row] = await tx.all<{ total: number | string }>(
        'SELECT COALESCE(SUM(lead_count), 0) AS total FROM lead_datasets',
      );
      total = Number(row.total);
      if (expectedRows < total * BULK_SHARE[tx.dialect]) return null;
    }
    const ignore = tx.dialect === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    await tx.run(`${ignore} INTO lead_bulk_datasets (dataset) VALUES (?)`, [dataset]);
    if (Number(saved) > 0) return [];
    const dropKeys = total + expectedRows <= BULK_KEYS_MAX_ROWS;
    const kept = KEPT_IN_BULK[tx.dialect];
    return (await currentDdl(tx)).filter(
      (ddl) => (dropKeys || !KEY_INDEXES.includes(ddl.name)) && !kept.includes(ddl.name),
    );
  };
  if (db.dialect === 'sqlite') {
    const loading = await db.transaction(async (tx) => {
      const drop = await start(tx);
      for (const ddl of drop ?? []) {
        await tx.run('INSERT INTO lead_bulk_ddl (name, table_name, statement) VALUES (?, ?, ?)', [
          ddl.name,
          ddl.table_name,
          ddl.statement,
        ]);
        const kind = ddl.statement.startsWith('CREATE TRIGGER') ? 'TRIGGER' : 'INDEX';
        await tx.run(`DROP ${kind} "${ddl.name}"`);
      }
      if (drop === null) return false;
      if (drop.some((ddl) => KEY_INDEXES.includes(ddl.name))) {
        for (const statement of KEY_LOG_DDL.sqlite) await tx.run(statement);
      }
      return true;
    });
    // endBulkLoad gives the connection its own cache back.
    if (loading) await db.run(`PRAGMA cache_size = -${LOAD_CACHE_KIB}`);
    return;
  }
  // MySQL/MariaDB commit at every DDL statement: each definition is saved before its index is dropped, and the key
  // log is there before a writer can see a key index set aside (and log its merges).
  const drop = await db.transaction(start);
  if (drop?.length) await setWordsAside(db);
  if (drop?.some((ddl) => KEY_INDEXES.includes(ddl.name))) {
    for (const statement of KEY_LOG_DDL.mysql) await db.run(statement);
  }
  for (const ddl of drop ?? []) {
    await db.run('INSERT IGNORE INTO lead_bulk_ddl (name, table_name, statement) VALUES (?, ?, ?)', [
      ddl.name,
      ddl.table_name,
      ddl.statement,
    ]);
    await db.run(`DROP INDEX \`${ddl.name}\` ON \`${ddl.table_name}\``);
  }
}

/**
 * Where a rebuild's time went (WriteTimings.rebuildParts), in milliseconds of wall time. SQLite: 'indexes' (the CREATE
 * INDEX statements), 'full text aside' (built in another thread meanwhile), 'full text in' (that index copied in, or
 * FTS5's own rebuild should the build have failed) and 'commit' (with the write connection's settings given back).
 * MySQL/MariaDB: each table's indexes ('leads', 'lead_values') and the new leads' words ('lead_words':
 * sql-bulk-words.ts), built side by side.
 */
export type RebuildParts = Record<string, number>;

/** Adds ms to a step of parts (if any). */
function addPart(parts: RebuildParts | undefined, step: string, ms: number | null): void {
  if (parts && ms !== null) parts[step] = (parts[step] ?? 0) + ms;
}

export async function endBulkLoad(db: SqlRunner, dataset: string, parts?: RebuildParts): Promise<void> {
  if (db.dialect === 'sqlite') {
    let lap = 0;
    /** Ends a step of the rebuild: its time since the last. */
    const step = (name: string) => {
      const now = performance.now();
      addPart(parts, name, now - lap);
      lap = now;
    };
    const rebuild = async (tx: SqlRunner, aside?: FullTextAside) => {
      await tx.run('DELETE FROM lead_bulk_datasets WHERE dataset = ?', [dataset]);
      const [{ loading }] = await tx.all<{ loading: number }>('SELECT COUNT(*) AS loading FROM lead_bulk_datasets');
      if (Number(loading) > 0) return false;
      const saved = await tx.all<SavedDdl>('SELECT name, table_name, statement FROM lead_bulk_ddl ORDER BY name');
      if (!saved.length) return false;
      // The transaction has written: what the full text is built from aside is what it sees.
      const spec = aside && (await fullTextSpec(tx));
      if (spec) aside.build(spec);
      lap = performance.now();
      await tx.run(`PRAGMA cache_size = -${REBUILD_CACHE_KIB}`);
      for (const statement of KEY_LOG_DROP) await tx.run(statement);
      for (const ddl of saved) await tx.run(ddl.statement);
      // The statements are sent, and run in turn on the writer's thread: one read waits for them (for the figures).
      if (parts) await tx.all('SELECT 1 AS done');
      step('indexes');
      if (!(await aside?.copyIn())) await tx.run(`INSERT INTO leads_fts(leads_fts) VALUES ('rebuild')`);
      if (parts) await tx.all('SELECT 1 AS done');
      addPart(parts, 'full text aside', aside?.buildMs() ?? null);
      step('full text in');
      await tx.run('DELETE FROM lead_bulk_ddl');
      // The commit does not checkpoint the WAL it filled (below).
      if (db.checkpointInBackground) await tx.run('PRAGMA wal_autocheckpoint = 0');
      return true;
    };
    const rebuilt = await (db.transactionWithAside ? db.transactionWithAside(rebuild) : db.transaction(rebuild))
      // The write connection's own settings again, whether the rebuild ran, failed or had nothing to do (then it is a
      // no-op). Should that fail, the rebuild stands: the connection only keeps the rebuild's settings (a new one opens
      // with its own).
      .finally(() =>
        db
          .run(`PRAGMA cache_size = -${WRITE_CACHE_KIB}`)
          .then(() => db.run(`PRAGMA wal_autocheckpoint = ${WRITE_AUTOCHECKPOINT_PAGES}`))
          .catch(() => undefined),
      );
    if (!rebuilt) return;
    step('commit');
    // The rebuild wrote every index page and the full text into the WAL: copied into the database and the file
    // truncated, it does not stay the size of the indexes until some later commit's checkpoint (which a reader may
    // keep from resetting it). The leads are committed: the import need not wait for that (measured on 1M generated
    // leads: 3.1 s, which the commit spent checkpointing).
    if (db.checkpointInBackground) db.checkpointInBackground();
    else await db.run('PRAGMA wal_checkpoint(TRUNCATE)');
    return;
  }
  await db.run('DELETE FROM lead_bulk_datasets WHERE dataset = ?', [dataset]);
  const [{ loading }] = await db.all<{ loading: number }>('SELECT COUNT(*) AS loading FROM lead_bulk_datasets');
  if (Number(loading) > 0) return;
  const saved = await db.all<SavedDdl>('SELECT name, table_name, statement FROM lead_bulk_ddl ORDER BY name');
  const words = saved.find((ddl) => ddl.name === WORDS_RECORD);
  const indexes = saved.filter((ddl) => ddl !== words);
  const existing = new Set((await mysqlIndexes(db)).map((index) => index.name));
  // A crash between an index's creation and the removal of its record leaves it built: not built twice.
  await forgetDdl(
    db,
    indexes.filter((ddl) => existing.has(ddl.name)),
  );
  const missing = indexes.filter((ddl) => !existing.has(ddl.name));
  const tables = [...new Set(missing.map((ddl) => ddl.table_name))];
  /** A step of the rebuild, timed as a part (by its table). */
  const timed = async (table: string, step: () => Promise<void>) => {
    const started = performance.now();
    await step();
    addPart(parts, table, performance.now() - started);
  };
  const tableBuilds = Promise.allSettled(
    tables.map((table) =>
      timed(table, () =>
        rebuildMysqlTable(
          db,
          table,
          missing.filter((ddl) => ddl.table_name === table),
        ),
      ),
    ),
  );
  // The words' build loads side by side once the indexes are built (WORD_SLICES).
  let indexesBuilt = false;
  void tableBuilds.then(() => (indexesBuilt = true));
  const built = Promise.allSettled(
    words ? [timed('lead_words', () => buildSetAsideWords(db, words.statement, () => indexesBuilt))] : [],
  );
  // Every table's rebuild (and the words') ends before this does, whether the others failed or not.
  const rebuilt = [...(await tableBuilds), ...(await built)];
  for (const result of rebuilt) if (result.status === 'rejected') throw result.reason;
  // The key indexes are back: their log is read no more (a writer that still logs into it leaves what the next load
  // skips: it reads the log from its end when it begins).
  if (missing.some((ddl) => KEY_INDEXES.includes(ddl.name))) await db.run('DELETE FROM lead_bulk_key_log');
}

/** CREATE [UNIQUE ]INDEX `name` ON `table` (columns), as mysqlIndexes writes it; its ALTER TABLE clause is ADD $1 $2. */
const CREATE_INDEX = /^CREATE ((?:UNIQUE )?INDEX `[^`]+`) ON `[^`]+` (\(.*\))$/s;

/**
 * MySQL/MariaDB: one table's dropped indexes built again, each one's record removed once it is built. Its plain
 * indexes go in one ALTER TABLE, which reads the table once for them all: measured on 1M generated leads, the ten of
 * leads in 24-26 s instead of 38-41 s one by one. endBulkLoad rebuilds the tables side by side, each on a connection of
 * the pool: an index build keeps one core of the database server busy, and lead_values' indexes are built while
 * leads' are, and the word table's new rows go in meanwhile.
 */
async function rebuildMysqlTable(db: SqlRunner, table: string, missing: SavedDdl[]) {
  if (!missing.length) return;
  const clauses = missing.map((ddl) => ddl.statement.replace(CREATE_INDEX, 'ADD $1 $2'));
  if (clauses.every((clause) => clause.startsWith('ADD '))) {
    await db.run(`ALTER TABLE \`${table}\` ${clauses.join(', ')}`);
    await forgetDdl(db, missing);
    return;
  }
  // A definition in another form: each as it was saved.
  for (const ddl of missing) {
    await db.run(ddl.statement);
    await forgetDdl(db, [ddl]);
  }
}

/** MySQL/MariaDB: removes the records of set-aside definitions whose indexes are built. */
async function forgetDdl(db: SqlRunner, ddls: SavedDdl[]): Promise<void> {
  if (!ddls.length) return;
  await db.run(
    `DELETE FROM lead_bulk_ddl WHERE name IN (${marks(ddls.length)})`,
    ddls.map((ddl) => ddl.name),
  );
}

/** How leads' content options read in leads_fts's definition (createLeadsFullText). */
const LEADS_CONTENT = "content='leads', content_rowid='id'";

/**
 * SQLite: leads_fts as FullTextAside builds it: the same definition as a contentless table. Null, and the full text is
 * rebuilt by FTS5 itself, should that definition not name leads as its content as expected.
 */
async function fullTextSpec(tx: SqlRunner): Promise<FullTextAsideSpec | null> {
  const [table] = await tx.all<{ sql: string }>(
    "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads_fts'",
  );
  if (!table?.sql.includes(LEADS_CONTENT)) return null;
  const columns = await tx.all<{ name: string }>('PRAGMA main.table_info(leads_fts)');
  return {
    table: 'leads_fts',
    contentless: table.sql.replace(LEADS_CONTENT, "content=''"),
    columns: columns.map((column) => column.name),
    content: 'leads',
    rowid: 'id',
  };
}

/**
 * The secondary indexes and full-text triggers of the lead tables (bulk mode drops them, but KEPT_IN_BULK and maybe
 * the key indexes).
 */
async function currentDdl(db: SqlRunner): Promise<SavedDdl[]> {
  if (db.dialect === 'sqlite') {
    const rows = await db.all<{ name: string; tbl_name: string; sql: string }>(
      `SELECT name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND (` +
        `(type = 'index' AND tbl_name IN (${TABLES.map(() => '?').join(', ')})) ` +
        `OR (type = 'trigger' AND tbl_name = 'leads' AND name LIKE 'leads_fts_%'))`,
      TABLES,
    );
    return rows.map((row) => ({ name: row.name, table_name: row.tbl_name, statement: row.sql }));
  }
  return mysqlIndexes(db);
}

/** The secondary indexes of the lead tables as CREATE INDEX statements (MySQL/MariaDB). */
async function mysqlIndexes(db: SqlRunner): Promise<SavedDdl[]> {
  const rows = await db.all<{
    table_name: string;
    name: string;
    type: string;
    non_unique: number | string;
    column_name: string;
    sub_part: number | string | null;
  }>(
    `SELECT TABLE_NAME AS table_name, INDEX_NAME AS name, INDEX_TYPE AS type, NON_UNIQUE AS non_unique, ` +
      `COLUMN_NAME AS column_name, SUB_PART AS sub_part FROM information_schema.STATISTICS ` +
      `WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (?, ?) AND INDEX_NAME <> 'PRIMARY' ` +
      `ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
    TABLES,
  );
  const byName = new Map<string, { table_name: string; kind: string; columns: string[] }>();
  for (const row of rows) {
    const index = byName.get(row.name) ?? {
      table_name: row.table_name,
      kind: row.type === 'FULLTEXT' ? 'FULLTEXT ' : Number(row.non_unique) === 0 ? 'UNIQUE ' : '',
      columns: [],
    };
    index.columns.push(`\`${row.column_name}\`${row.sub_part ? `(${Number(row.sub_part)})` : ''}`);
    byName.set(row.name, index);
  }
  return [...byName].map(([name, index]) => ({
    name,
    table_name: index.table_name,
    statement: `CREATE ${index.kind}INDEX \`${name}\` ON \`${index.table_name}\` (${index.columns.join(', ')})`,
  }));
}
