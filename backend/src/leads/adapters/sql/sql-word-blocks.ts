import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import type { WordRows, WordsMode } from './sql-lead-words';
import { marks, runInPowerRuns } from './sql-row-load';
import type { SqlParam, SqlRunner } from './sql-runner';

/**
 * Posting blocks: the word table's next shape on MySQL/MariaDB, NOT USED YET (wiring it in, measured in the 2026-12-01
 * session, did not yet pay: issue #12's notes). A row per word and block of BLOCK_LEADS consecutive lead ids
 * (block = floor(id / 64)) instead of a row per word and lead: `mask` has bit i set for the lead block * 64 + i, and
 * f0..f9 the same bits for the leads that have the word in FULLTEXT_FIELDS[k] (NULL where none has: InnoDB keeps a
 * NULL in the row's null bitmap alone).
 *
 * Why: a MariaDB import's CPU is half the word table's ~20M rows for 1M generated leads (22.8 a lead), and costs
 * ~1.4 µs a row whatever the row's shape; the same words are 5.3M blocks (3.7× fewer). See writeBlocks for what
 * writing them costs the database server against rows.
 *
 * Masks go to the database as decimal text (a 64-bit mask is past a double's exact integers) and come back as text
 * (GROUP_CONCAT: eachBlockId), never through a JavaScript number.
 */

/** Lead ids per block: a mask's bits. */
export const BLOCK_LEADS = 64;
/** The table's columns: word, block, the mask of every field, then one per field (FULLTEXT_FIELDS' order). */
export const FIELD_MASKS = FULLTEXT_FIELDS.map((_, k) => `f${k}`);
export const BLOCK_COLUMNS = ['word', 'block', 'mask', ...FIELD_MASKS];
/** Uint32 halves per block in eachWordBlock's masks: the mask's (low, high), then each field's. */
const HALVES = 2 * (1 + FIELD_MASKS.length);

/** The block table's CREATE TABLE, for a table of that name. */
export function wordBlocksTableSql(table: string): string {
  return (
    `CREATE TABLE ${table} (word VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, ` +
    'block BIGINT UNSIGNED NOT NULL, mask BIGINT UNSIGNED NOT NULL, ' +
    FIELD_MASKS.map((column) => `${column} BIGINT UNSIGNED NULL, `).join('') +
    'PRIMARY KEY (word, block)) ENGINE=InnoDB'
  );
}

/**
 * Each block of word rows (orderWordRows': words sorted, each word's ids ascending), in that order: the word, the
 * block and its masks as Uint32 halves, low then high (the mask's, then each field's: HALVES). `masks` is the same
 * array every time, valid until the next call.
 */
export function eachWordBlock(rows: WordRows, visit: (word: string, block: number, masks: Uint32Array) => void): void {
  const masks = new Uint32Array(HALVES);
  for (const word of rows.words) wordBlocks(word, rows.rows.get(word) as number[], masks, visit);
}

/** One word's blocks (eachWordBlock), from its rows (id and field bits one after the other, ids ascending). */
function wordBlocks(
  word: string,
  list: readonly number[],
  masks: Uint32Array,
  visit: (word: string, block: number, masks: Uint32Array) => void,
): number {
  let block = -1;
  let blocks = 0;
  for (let at = 0; at < list.length; at += 2) {
    const id = list[at];
    const here = Math.floor(id / BLOCK_LEADS);
    if (here !== block) {
      if (block >= 0) visit(word, block, masks);
      blocks++;
      masks.fill(0);
      block = here;
    }
    const bit = id - here * BLOCK_LEADS;
    const half = bit < 32 ? 0 : 1;
    const one = 2 ** (bit & 31);
    masks[half] |= one;
    for (let bits = list[at + 1], k = 0; bits; bits >>>= 1, k++) if (bits & 1) masks[2 + 2 * k + half] |= one;
  }
  if (block >= 0) visit(word, block, masks);
  return blocks;
}

/** A 64-bit mask from its Uint32 halves, as decimal text. */
export function maskText(low: number, high: number): string {
  if (high < 2 ** 21) return String(high * 2 ** 32 + low); // Within a double's exact integers.
  // high * 2^32 + low as top * 10^8 + rest, each part exact in a double (2^48 = 2,814,749 * 10^8 + 76,710,656).
  const top16 = Math.floor(high / 65536);
  const rest = top16 * 76_710_656 + (high - top16 * 65536) * 2 ** 32 + low;
  const carry = Math.floor(rest / 1e8);
  return `${top16 * 2_814_749 + carry}${String(rest - carry * 1e8).padStart(8, '0')}`;
}

/** A block's values in BLOCK_COLUMNS' order (field masks that are 0 as null). */
function blockValues(word: string, block: number, masks: Uint32Array, to: SqlParam[]): void {
  to.push(word, block, maskText(masks[0], masks[1]));
  for (let h = 2; h < HALVES; h += 2) to.push(masks[h] || masks[h + 1] ? maskText(masks[h], masks[h + 1]) : null);
}

/** A block's key as blockParams' `only` names it. */
const blockKey = (word: string, block: number | string) => `${word}\t${block}`;

/**
 * The blocks of word rows as one value after another (BLOCK_COLUMNS a block), and how many blocks; `only`: those
 * whose key (blockKey) it has.
 */
export function blockParams(rows: WordRows, only?: ReadonlySet<string>): { flat: SqlParam[]; count: number } {
  const flat: SqlParam[] = [];
  eachWordBlock(rows, (word, block, masks) => {
    if (!only || only.has(blockKey(word, block))) blockValues(word, block, masks, flat);
  });
  return { flat, count: flat.length / BLOCK_COLUMNS.length };
}

/** Blocks made into a LOAD DATA file between two turns of the event loop, when made ahead (`pause`). */
const FILE_SLICE = 10_000;

/**
 * The blocks of word rows as a LOAD DATA file (BLOCK_COLUMNS, tab-separated, NULL as \N), in chunks of about 64 KiB.
 * A word is letters and digits (foldedWords), so no field needs escaping. With `pause`, it is awaited every
 * FILE_SLICE blocks (made ahead while a load may be streaming: sql-bulk-words.ts).
 */
export async function blocksFile(rows: WordRows, pause?: () => Promise<void>): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let lines: string[] = [];
  let size = 0;
  const masks = new Uint32Array(HALVES);
  const add = (word: string, block: number, blockMasks: Uint32Array) => {
    let line = `${word}\t${block}\t${maskText(blockMasks[0], blockMasks[1])}`;
    for (let h = 2; h < HALVES; h += 2) {
      line += blockMasks[h] || blockMasks[h + 1] ? `\t${maskText(blockMasks[h], blockMasks[h + 1])}` : '\t\\N';
    }
    lines.push(line);
    if ((size += line.length) >= 64 * 1024) {
      chunks.push(Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
      lines = [];
      size = 0;
    }
  };
  let slice = 0;
  for (const word of rows.words) {
    slice += wordBlocks(word, rows.rows.get(word) as number[], masks, add);
    if (pause && slice >= FILE_SLICE) {
      slice = 0;
      await pause();
    }
  }
  if (lines.length) chunks.push(Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
  return chunks;
}

/**
 * ON DUPLICATE KEY UPDATE for blocks meeting a block already there, as `mode` says of each lead in both (see
 * WordsMode): 'keep' leaves such a lead's field bits as they are, 'replace' takes the new ones; leads in one of the two
 * only keep theirs. The field masks come first: MySQL and MariaDB assign left to right, each assignment seeing the ones
 * before it, so they read the mask as it was.
 */
export function mergeAssignments(table: string, mode: WordsMode): string {
  const old = (column: string) => `COALESCE(${table}.${column}, 0)`;
  const added = (column: string) => `COALESCE(VALUES(${column}), 0)`;
  const fields = FIELD_MASKS.map((column) =>
    mode === 'keep'
      ? `${table}.${column} = NULLIF(${old(column)} | (${added(column)} & ~${table}.mask), 0)`
      : `${table}.${column} = NULLIF((${old(column)} & ~VALUES(mask)) | ${added(column)}, 0)`,
  );
  return [...fields, `${table}.mask = ${table}.mask | VALUES(mask)`].join(', ');
}

/** Blocks per multi-row INSERT. */
const BLOCK_CHUNK = 512;
/** Word rows from which writeBlocks loads a file rather than sending INSERTs. */
const LOAD_MIN_ROWS = 256;

/** Warnings a statement keeps, at most (MariaDB's and MySQL's largest max_error_count). */
const MAX_WARNINGS = 65_535;
/** A duplicate key's warning: the key as 'word-block' (a word is letters and digits: foldedWords). */
const DUPLICATE_BLOCK = /^Duplicate entry '(.*)-(\d+)' for key /;

/**
 * Adds word rows (orderWordRows') to a block table, blocks already there merged as `mode` says (mergeAssignments).
 * Many rows by LOAD DATA ... IGNORE (`file`: their blocks' file, if made already: blocksFile), which skips every block
 * already there and names each in a warning: those alone are then merged by INSERT ... ON DUPLICATE KEY UPDATE (all
 * of them, should the warnings not name them all: merging a block again in either mode changes nothing). Few rows,
 * or where LOAD DATA is refused, by multi-row INSERT ... ON DUPLICATE KEY UPDATE. Measured on the first 200k of 1M
 * generated leads (4.59M word rows), 20 parts of 10,000 loaded into empty tables, the database server's CPU in two
 * rounds: as rows by LOAD DATA 6.62 / 6.64 s; as blocks by LOAD DATA 2.75 / 2.77 s; as blocks loaded into a staging
 * table and merged by one INSERT ... SELECT ... ON DUPLICATE KEY UPDATE 7.34 / 9.25 s.
 */
export async function writeBlocks(
  db: SqlRunner,
  rows: WordRows,
  mode: WordsMode,
  { table = 'lead_word_blocks', file }: { table?: string; file?: readonly Buffer[] } = {},
): Promise<void> {
  const columns = BLOCK_COLUMNS.join(', ');
  /** The blocks left to merge (by key): undefined, all of them. */
  let only: Set<string> | undefined;
  if (db.loadLocal && rows.count >= LOAD_MIN_ROWS) {
    await db.run(`SET SESSION max_error_count = ${MAX_WARNINGS}`);
    const loaded = await db.loadLocal(
      `LOAD DATA LOCAL INFILE '${table}.tsv' IGNORE INTO TABLE ${table} CHARACTER SET utf8mb4 ` +
        `FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (${columns})`,
      file ?? (await blocksFile(rows)),
    );
    if (loaded?.warnings === 0) return;
    if (loaded) only = (await duplicateBlocks(db, loaded.warnings)) ?? undefined;
  }
  const named = blockParams(rows, only);
  // A key the warnings named that is none of these blocks (cut short, say): every block merged.
  const flat = only && named.count !== only.size ? blockParams(rows).flat : named.flat;
  const width = BLOCK_COLUMNS.length;
  const update = mergeAssignments(table, mode);
  await runInPowerRuns(
    db,
    flat,
    width,
    BLOCK_CHUNK,
    (rowsCount) =>
      `INSERT INTO ${table} (${columns}) VALUES ${Array.from({ length: rowsCount }, () => `(${marks(width)})`).join(', ')} ` +
      `ON DUPLICATE KEY UPDATE ${update}`,
  );
}

/**
 * The keys (blockKey) of the blocks the last LOAD DATA ... IGNORE skipped as already there, from its `warnings`
 * warnings; null where they do not all name one (more than MAX_WARNINGS, or any other warning).
 */
async function duplicateBlocks(db: SqlRunner, warnings: number): Promise<Set<string> | null> {
  const listed = await db.all<{ Code: number | string; Message: string }>('SHOW WARNINGS');
  if (listed.length !== warnings) return null;
  const keys = new Set<string>();
  for (const { Code, Message } of listed) {
    const key = Number(Code) === 1062 ? DUPLICATE_BLOCK.exec(Message) : null;
    if (!key) return null;
    keys.add(blockKey(key[1], key[2]));
  }
  return keys;
}

/** Words per statement of deleteBlockWords. */
const DELETE_CHUNK = 1024;

/** Removes a lead's words (its stored row gives them) from a block table: its bit, and blocks left with none. */
export async function deleteBlockWords(
  db: SqlRunner,
  id: number,
  words: Iterable<string>,
  table = 'lead_word_blocks',
): Promise<void> {
  const block = Math.floor(id / BLOCK_LEADS);
  const bit = id - block * BLOCK_LEADS;
  const list = [...words];
  // `1 << ?` with the bit's position: a 64-bit mask sent as a parameter would be text, which bit operators read as a
  // double.
  const clear = (column: string) => `${column} = NULLIF(COALESCE(${column}, 0) & ~(1 << ?), 0)`;
  for (let at = 0; at < list.length; at += DELETE_CHUNK) {
    const part = list.slice(at, at + DELETE_CHUNK);
    const where = `block = ? AND word IN (${marks(part.length)})`;
    await db.run(`UPDATE ${table} SET ${FIELD_MASKS.map(clear).join(', ')}, mask = mask & ~(1 << ?) WHERE ${where}`, [
      ...FIELD_MASKS.map(() => bit),
      bit,
      block,
      ...part,
    ]);
    await db.run(`DELETE FROM ${table} WHERE ${where} AND mask = 0`, [block, ...part]);
  }
}

/**
 * The lead ids of blocks listed as text, `block:mask` pairs separated by commas (GROUP_CONCAT(block, ':', mask)), mask
 * in decimal, into `to`: each block's ids ascending, blocks in the list's order; answers how many blocks. The mask is
 * read into two Uint32 halves digit by digit, never as a double.
 */
export function eachBlockId(list: string | Buffer, to: number[]): number {
  let blocks = 0;
  const text = typeof list === 'string';
  let block = 0;
  let low = 0;
  let high = 0;
  let inMask = false;
  const flush = () => {
    const base = block * BLOCK_LEADS;
    for (let rest = low, bit = 0; rest; rest >>>= 1, bit++) if (rest & 1) to.push(base + bit);
    for (let rest = high, bit = 32; rest; rest >>>= 1, bit++) if (rest & 1) to.push(base + bit);
  };
  for (let at = 0; at <= list.length; at++) {
    const code = at === list.length ? 44 : text ? list.charCodeAt(at) : list[at];
    if (code === 44) {
      if (inMask) {
        flush();
        blocks++;
      }
      block = low = high = 0;
      inMask = false;
    } else if (code === 58) {
      inMask = true;
    } else if (!inMask) {
      block = block * 10 + (code - 48);
    } else {
      // (high, low) * 10 + digit, the low half's carry into the high one.
      const next = low * 10 + (code - 48);
      const carry = Math.floor(next / 2 ** 32);
      low = next - carry * 2 ** 32;
      high = (high * 10 + carry) >>> 0;
    }
  }
  return blocks;
}
