import type { Dialect, SqlParam, SqlRunner } from './sql-runner';

// How the SQL lead index writes many rows at once: multi-row INSERTs on both databases, LOAD DATA LOCAL on
// MySQL/MariaDB where it may (the lead rows, their list values and their words).

/**
 * Splits count rows into runs whose lengths are powers of two (at most max): a statement per run length, so a
 * connection prepares a handful of INSERT shapes instead of one per batch remainder.
 */
export function powerRuns(count: number, max: number): number[] {
  const sizes: number[] = [];
  for (let left = count; left > 0;) {
    let size = max;
    while (size > left) size >>= 1;
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/** Items in the runs of powerRuns. */
export function powerChunks<T>(items: T[], max: number): T[][] {
  let at = 0;
  return powerRuns(items.length, max).map((size) => items.slice(at, (at += size)));
}

export const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * How rows go in. Rows that may already be there (by the table's key) with ignoreDuplicates: those are left as they
 * are (INSERT IGNORE, LOAD DATA ... IGNORE); with replaceDuplicates, the new rows take their place (REPLACE, LOAD
 * DATA ... REPLACE). In either mode the caller answers for it that no value can raise any other warning (a value too
 * long, say), since such a load takes any warnings to be the duplicates.
 */
export interface RowsMode {
  ignoreDuplicates?: boolean;
  replaceDuplicates?: boolean;
}

/** The verb of an INSERT in a mode (RowsMode). */
function insertVerb(dialect: Dialect, { ignoreDuplicates, replaceDuplicates }: RowsMode): string {
  if (replaceDuplicates) return dialect === 'sqlite' ? 'INSERT OR REPLACE' : 'REPLACE';
  if (ignoreDuplicates) return dialect === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
  return 'INSERT';
}

/** The INSERT statements made so far, by what makes them (few: a handful of tables, run lengths powers of two). */
const INSERT_STATEMENTS = new Map<string, string>();
const MAX_INSERT_STATEMENTS = 256;

/**
 * A multi-row INSERT of rows rows, made once per shape (a batch of an import sends tens of them, each tens of
 * kilobytes of text).
 */
export function insertStatement(
  db: SqlRunner,
  table: string,
  columns: readonly string[],
  rows: number,
  mode: RowsMode = {},
): string {
  const verb = insertVerb(db.dialect, mode);
  const shape = `${verb} INTO ${table} (${columns.join(', ')})`;
  const key = `${shape}/${rows}`;
  let statement = INSERT_STATEMENTS.get(key);
  if (statement === undefined) {
    const row = `(${marks(columns.length)})`;
    statement = `${shape} VALUES ${Array.from({ length: rows }, () => row).join(', ')}`;
    if (INSERT_STATEMENTS.size >= MAX_INSERT_STATEMENTS) INSERT_STATEMENTS.clear();
    INSERT_STATEMENTS.set(key, statement);
  }
  return statement;
}

/**
 * An array of `length` elements (each undefined until set) for parameters set by index. Not grown by push: a chunk's
 * 8,448 parameters grown so allocated 3 times their size on the way (the import's largest allocation after parsing).
 * Not new Array(length): that array stays 'holey' however it is filled, and the structured clone that sends it to
 * SQLite's writer thread copies such an array key by key (a chunk's parameters posted in 0.6-0.7 ms against 0.18).
 * Spread, the holes are values: measured 0.06 ms to make and fill 8,448, 0.13 to post.
 */
export function filledArray(length: number): SqlParam[] {
  return [...new Array<SqlParam>(length)];
}

/**
 * Sets one row's values in a flat array of rows (insertRows' `fill`), and whatever the caller records beside it. Rows
 * are asked for in order, each once.
 */
export type RowFill = (row: number) => void;

/**
 * Rows into table, given as their values one after another (columns.length a row): by LOAD DATA where it can
 * (loadRows), else by multi-row INSERTs of at most chunk rows. With `fill`, flat is as long as the rows but not yet
 * set: each row is made as the load reads it, and every row has been made when this returns.
 */
export async function insertRows(
  db: SqlRunner,
  table: string,
  columns: readonly string[],
  flat: SqlParam[],
  chunk: number,
  mode: RowsMode = {},
  fill?: RowFill,
): Promise<void> {
  const width = columns.length;
  const count = flat.length / width;
  if (!count) return;
  const made = { rows: fill ? 0 : count, fill };
  const loaded = await loadRows(db, table, columns, flat, mode, made);
  // The load read every row, or none (refused, or undone): the rest are made for the INSERTs and what fill records.
  for (; made.rows < count; made.rows++) fill?.(made.rows);
  if (loaded) return;
  await runInPowerRuns(db, flat, width, chunk, (rows) => insertStatement(db, table, columns, rows, mode));
}

/**
 * Rows given as their values one after another (width a row), sent by one statement per run of powerRuns (at most
 * max rows): statement(rows) makes the statement for a run of that many.
 */
export async function runInPowerRuns(
  db: SqlRunner,
  flat: SqlParam[],
  width: number,
  max: number,
  statement: (rows: number) => string,
): Promise<void> {
  let at = 0;
  for (const size of powerRuns(flat.length / width, max)) {
    await db.run(statement(size), flat.slice(at * width, (at + size) * width));
    at += size;
  }
}

/**
 * Rows per LOAD DATA, at least: fewer go in one INSERT (no savepoint, no second statement). An import's batch is
 * thousands of rows; a merge adds a handful of list values and words.
 */
export const LOAD_MIN_ROWS = 64;
/** Whether rows may go by LOAD DATA: a runner that loads files (MySQL/MariaDB in a transaction), enough rows. */
export const canLoad = (db: SqlRunner, rows: number) => db.loadLocal !== undefined && rows >= LOAD_MIN_ROWS;

/**
 * Characters of a load's lines turned into bytes at a time. A batch's load is megabytes (its words: 1.7 MB for 5,000
 * generated leads); made as one string, it outlived the young generation and was copied once more whole to be sent.
 * Measured in a CPU profile of a 300k-lead import into MariaDB: the main thread's garbage collection went from 21 %
 * of the loading time to 16 %. The import took as long: it waits on the server (the main thread idle 49-55 %).
 */
const TSV_CHUNK_CHARS = 64 * 1024;

/** What LOAD DATA's default escaping (ESCAPED BY '\\') reads as the character itself inside a field. */
const TSV_SPECIAL = /[\\\t\n\r\0]/;
const TSV_SPECIAL_ALL = new RegExp(TSV_SPECIAL, 'g');
const TSV_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' };

/** One field of a LOAD DATA line: NULL as backslash-N, and the characters that end fields or lines escaped. */
export function tsvField(value: SqlParam): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return TSV_SPECIAL.test(value) ? value.replace(TSV_SPECIAL_ALL, (char) => TSV_ESCAPES[char]) : value;
}

/**
 * MySQL/MariaDB: rows into table by one LOAD DATA LOCAL (measured on 200k generated leads: the lead rows of an import
 * in 14-15 s instead of 19; most of what remains is InnoDB's own work, which INSERT ... SELECT of the same rows takes
 * a third of). LOAD DATA LOCAL turns what INSERT refuses (a value too long, a duplicate key) into warnings and goes
 * on, so a load that raised any is undone (to a savepoint) and the caller inserts the rows, which fail or succeed
 * exactly as they always did; with ignoreDuplicates or replaceDuplicates its warnings are the duplicates (see
 * RowsMode), and it stands. Answers false, having done nothing, then and where LOAD DATA LOCAL is refused.
 */
async function loadRows(
  db: SqlRunner,
  table: string,
  columns: readonly string[],
  flat: SqlParam[],
  mode: RowsMode,
  made: MadeRows,
): Promise<boolean> {
  if (!canLoad(db, flat.length / columns.length)) return false;
  return loadContent(db, table, columns, tsvLines(flat, columns.length, made), mode);
}

/** How many rows of a flat array are set (the first `rows`), and what sets the others (insertRows' fill). */
interface MadeRows {
  rows: number;
  fill?: RowFill;
}

/**
 * The LOAD DATA file of rows given as their values one after another (width a row), made a chunk at a time as the load
 * reads it, and each row too (with made.fill): the server inserts the first rows while the rest are made, instead of
 * waiting for the whole file (a batch's 4,350 new lead rows took the main thread 22 ms to turn into text, which the
 * server waited for).
 */
function* tsvLines(flat: SqlParam[], width: number, made: MadeRows): Generator<Buffer> {
  const content = new TsvContent();
  for (let row = 0, at = 0; at < flat.length; row++, at += width) {
    if (row === made.rows) made.fill?.(made.rows++);
    let line = tsvField(flat[at]);
    for (let column = 1; column < width; column++) line += `\t${tsvField(flat[at + column])}`;
    content.add(`${line}\n`);
    if (content.ready) yield* content.take();
  }
  yield* content.end();
}

/** The lines of a LOAD DATA file as UTF-8 bytes, in chunks of about TSV_CHUNK_CHARS characters as they are added. */
export class TsvContent {
  private chunks: Buffer[] = [];
  private lines = '';

  /** A line, its fields escaped (tsvField) and ended by a newline. */
  add(line: string): void {
    this.lines += line;
    if (this.lines.length >= TSV_CHUNK_CHARS) {
      this.chunks.push(Buffer.from(this.lines, 'utf8'));
      this.lines = '';
    }
  }

  /** Whether a chunk is made that take has not answered yet. */
  get ready(): boolean {
    return this.chunks.length > 0;
  }

  /** The chunks made since the last take. */
  take(): Buffer[] {
    const chunks = this.chunks;
    this.chunks = [];
    return chunks;
  }

  /** The chunks not taken yet, the lines added since the last one included. */
  end(): Buffer[] {
    if (this.lines) this.chunks.push(Buffer.from(this.lines, 'utf8'));
    this.lines = '';
    return this.take();
  }
}

/**
 * The LOAD DATA LOCAL of loadRows with its file's chunks (tsvLines', made as they are read; or TsvContent's, made
 * ahead): answers whether the rows went in (see loadRows); false, having done nothing, where LOAD DATA LOCAL is refused
 * or the load was undone.
 */
export async function loadContent(
  db: SqlRunner,
  table: string,
  columns: readonly string[],
  content: Iterable<Buffer>,
  { ignoreDuplicates, replaceDuplicates }: RowsMode,
): Promise<boolean> {
  if (!db.loadLocal) return false;
  const duplicates = replaceDuplicates ? 'REPLACE ' : ignoreDuplicates ? 'IGNORE ' : '';
  const statement =
    `LOAD DATA LOCAL INFILE '${table}.tsv' ${duplicates}INTO TABLE ${table} ` +
    `CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' ` +
    `(${columns.join(', ')})`;
  if (duplicates) return (await db.loadLocal(statement, content)) !== null;
  await db.run('SAVEPOINT lead_rows');
  const loaded = await db.loadLocal(statement, content);
  if (loaded?.warnings === 0) return true;
  await db.run('ROLLBACK TO SAVEPOINT lead_rows');
  return false;
}
