import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import type { WordRows, WordsMode } from './sql-lead-words';
import { marks, runInPowerRuns } from './sql-row-load';
import type { SqlParam, SqlRunner } from './sql-runner';

/**
 * Posting blocks: the word table's next shape on MySQL/MariaDB, NOT USED YET (the reads of sql-lead-query.ts and
 * mysql-match-sets.ts, the writers and a migration converting lead_words come next: issue #12's notes). A row per word
 * and block of BLOCK_LEADS consecutive lead ids (block = floor(id / 64)) instead of a row per word and lead: `mask` has
 * bit i set for the lead block * 64 + i, and f0..f9 the same bits for the leads that have the word in
 * FULLTEXT_FIELDS[k] (NULL where none has: InnoDB keeps a NULL in the row's null bitmap alone).
 *
 * Why: a MariaDB import's CPU is half the word table's ~20M rows for 1M generated leads (22.8 a lead), and costs
 * ~1.4 µs a row whatever the row's shape; the same words are 5.3M blocks (3.7× fewer). Measured on a copy of the 1M
 * index (MariaDB 10.11, 2 cores), the words of 100k leads (2.28M rows, 612k blocks), the database server's CPU in two
 * rounds: rows by LOAD DATA 10.1 / 11.2 s; blocks by LOAD DATA 2.3 / 2.6 s; blocks loaded into a staging table and
 * merged by one INSERT ... SELECT ... ON DUPLICATE KEY UPDATE (as writeBlocks does: a block may already hold other
 * leads) 3.9 / 3.7 s; by multi-row INSERT ... ON DUPLICATE KEY UPDATE 4.1 / 4.1 s.
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
  for (const word of rows.words) {
    const list = rows.rows.get(word) as number[];
    let block = -1;
    for (let at = 0; at < list.length; at += 2) {
      const id = list[at];
      const here = Math.floor(id / BLOCK_LEADS);
      if (here !== block) {
        if (block >= 0) visit(word, block, masks);
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
  }
}

/** A 64-bit mask from its Uint32 halves, as decimal text. */
export function maskText(low: number, high: number): string {
  if (high < 2 ** 21) return String(high * 2 ** 32 + low); // Within a double's exact integers.
  return ((BigInt(high) << 32n) | BigInt(low)).toString();
}

/** A block's values in BLOCK_COLUMNS' order (field masks that are 0 as null). */
function blockValues(word: string, block: number, masks: Uint32Array, to: SqlParam[]): void {
  to.push(word, block, maskText(masks[0], masks[1]));
  for (let h = 2; h < HALVES; h += 2) to.push(masks[h] || masks[h + 1] ? maskText(masks[h], masks[h + 1]) : null);
}

/** The blocks of word rows as one value after another (BLOCK_COLUMNS a block), and how many blocks. */
export function blockParams(rows: WordRows): { flat: SqlParam[]; count: number } {
  const flat: SqlParam[] = [];
  eachWordBlock(rows, (word, block, masks) => blockValues(word, block, masks, flat));
  return { flat, count: flat.length / BLOCK_COLUMNS.length };
}

/**
 * The blocks of word rows as a LOAD DATA file (BLOCK_COLUMNS, tab-separated, NULL as \N), in chunks of about 64 KiB.
 * A word is letters and digits (foldedWords), so no field needs escaping.
 */
export function blocksFile(rows: WordRows): Buffer[] {
  const chunks: Buffer[] = [];
  let lines: string[] = [];
  let size = 0;
  const values: SqlParam[] = [];
  eachWordBlock(rows, (word, block, masks) => {
    values.length = 0;
    blockValues(word, block, masks, values);
    const line = values.map((value) => (value === null ? '\\N' : String(value))).join('\t');
    lines.push(line);
    if ((size += line.length) >= 64 * 1024) {
      chunks.push(Buffer.from(`${lines.join('\n')}\n`, 'utf8'));
      lines = [];
      size = 0;
    }
  });
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
/** Blocks from which writeBlocks loads a file rather than sending INSERTs. */
const LOAD_MIN_BLOCKS = 256;

/**
 * Adds word rows (orderWordRows') to a block table, blocks already there merged as `mode` says (mergeAssignments):
 * many by LOAD DATA into a temporary table of the connection's and one INSERT ... SELECT from it, else by multi-row
 * INSERTs. In a transaction (the temporary table is the connection's).
 */
export async function writeBlocks(
  db: SqlRunner,
  rows: WordRows,
  mode: WordsMode,
  table = 'lead_word_blocks',
): Promise<void> {
  const update = mergeAssignments(table, mode);
  const columns = BLOCK_COLUMNS.join(', ');
  if (db.loadLocal && rows.count >= LOAD_MIN_BLOCKS) {
    const stage = `${table}_stage`;
    await db.run(`CREATE TEMPORARY TABLE IF NOT EXISTS ${stage} LIKE ${table}`);
    await db.run(`DELETE FROM ${stage}`);
    const loaded = await db.loadLocal(
      `LOAD DATA LOCAL INFILE '${stage}.tsv' INTO TABLE ${stage} CHARACTER SET utf8mb4 ` +
        `FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (${columns})`,
      blocksFile(rows),
    );
    if (loaded?.warnings === 0) {
      await db.run(
        `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${stage} ON DUPLICATE KEY UPDATE ${update}`,
      );
      await db.run(`DELETE FROM ${stage}`);
      return;
    }
    await db.run(`DELETE FROM ${stage}`);
  }
  const { flat } = blockParams(rows);
  const width = BLOCK_COLUMNS.length;
  await runInPowerRuns(
    db,
    flat,
    width,
    BLOCK_CHUNK,
    (count) =>
      `INSERT INTO ${table} (${columns}) VALUES ${Array.from({ length: count }, () => `(${marks(width)})`).join(', ')} ` +
      `ON DUPLICATE KEY UPDATE ${update}`,
  );
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
 * in decimal, into `to`: each block's ids ascending, blocks in the list's order. The mask is read into two Uint32
 * halves digit by digit, never as a double.
 */
export function eachBlockId(list: string | Buffer, to: number[]): void {
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
      if (inMask) flush();
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
}
