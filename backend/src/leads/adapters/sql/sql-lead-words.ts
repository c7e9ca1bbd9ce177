import type { LeadField } from '../../lead-fields';
import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import type { SqlParam, SqlRunner } from './sql-runner';
import { canLoad, insertRows, loadContent } from './sql-row-load';

/**
 * The word table of the SQL lead index on MySQL/MariaDB: one row (word, lead_id) per distinct word of a lead's
 * searched fields, its primary key in that order. InnoDB's FULLTEXT gathers every match of a word before it can
 * answer (measured on 1M leads: 0.25-1 s for one word with a warm buffer pool, seconds with a cold one), while
 * here the newest matches of a word are a backward walk of one key range, and each further word or filter a seek
 * for the same id: text search reads id windows newest first as FTS5 does on SQLite.
 */

/** Longest word kept (the column's length); longer words are cut to it, in the table and in queries alike. */
export const WORD_MAX = 64;
/** Rows per multi-row INSERT. */
const WORD_CHUNK = 1024;
const WORD_COLUMNS = ['word', 'lead_id', 'field_bits'];

/**
 * The fields a word is in, as a row of the word table holds them (field_bits): bit i for FULLTEXT_FIELDS[i]. A search
 * confined to some fields (a specialised search: company, person, skills, industry) tests these bits, as SQLite's
 * FTS5 confines a match to columns, instead of a FULLTEXT index per field. Measured on 1M generated leads, alternating
 * with those indexes: an import's rebuild built the leads' indexes in 21-24 s instead of 41-49 (the database server's
 * CPU 92-98 s instead of 105-116); specialised searches at 10 clients answered at p95 79-82 ms instead of 1,408
 * (InnoDB's FULLTEXT gathers every match of a word before it answers, and ignores words under three letters and its
 * stopwords, which these find).
 */
export function fieldBits(fields: readonly string[]): number {
  let bits = 0;
  for (const field of fields) {
    const at = FULLTEXT_FIELDS.indexOf(field);
    if (at < 0) throw new Error(`Not a searched field: ${field}`);
    bits |= 1 << at;
  }
  return bits;
}
/** Any character past ASCII (U+0080 and up). */
const NOT_ASCII = /[\u0080-\uffff]/;
const ASCII_SEPARATORS = /[^a-z0-9]+/;

/** Words as FTS5's unicode61 tokenizer with remove_diacritics sees them: letters and digits, folded, lower case. */
export function foldedWords(text: string): string[] {
  // Plain ASCII (most lead data) has nothing to fold, and its letters and digits are [a-z0-9] once lower-cased: the
  // Unicode path costs ~4 times as much (ranking 100 candidates per search spent 6% of the server's main thread in it).
  if (!NOT_ASCII.test(text)) return text.toLowerCase().split(ASCII_SEPARATORS).filter(Boolean);
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * How often each of `words` (folded, as foldedWords gives them) occurs in a text as a whole word, into `counts`
 * (zeroed first); answers how many words the text has. The same as counting in foldedWords(text), without making
 * a string or an array for plain ASCII text (ranking 100 candidates that way made half of what a text search
 * allocated: measured under load on 1M leads, 0.49 of 0.97 MB per request).
 */
export function countWords(text: string, words: readonly string[], counts: number[]): number {
  for (let w = 0; w < words.length; w++) counts[w] = 0;
  if (NOT_ASCII.test(text)) {
    const tokens = foldedWords(text);
    for (const token of tokens) for (let w = 0; w < words.length; w++) if (token === words[w]) counts[w]++;
    return tokens.length;
  }
  const length = text.length;
  let total = 0;
  for (let at = 0; at < length;) {
    if (asciiWordChar(text.charCodeAt(at)) < 0) {
      at++;
      continue;
    }
    const start = at;
    while (at < length && asciiWordChar(text.charCodeAt(at)) >= 0) at++;
    total++;
    for (let w = 0; w < words.length; w++) if (sameWord(text, start, at, words[w])) counts[w]++;
  }
  return total;
}

/** An ASCII letter or digit as foldedWords keeps it (letters lower-cased), or -1 for any other character. */
function asciiWordChar(code: number): number {
  if (code >= 97 && code <= 122) return code;
  if (code >= 65 && code <= 90) return code + 32;
  return code >= 48 && code <= 57 ? code : -1;
}

/** Whether text[start, end), folded, is the word. */
function sameWord(text: string, start: number, end: number, word: string): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++)
    if (asciiWordChar(text.charCodeAt(start + i)) !== word.charCodeAt(i)) return false;
  return true;
}

/**
 * A lead's relevance to a query's words (folded) from its fields' values, each with its weight: see rowRelevance
 * (sql-lead-query.ts). Also run in SQLite's reader threads (RELEVANCE_SOURCE).
 */
export function fieldsRelevance(
  values: readonly unknown[],
  words: readonly string[],
  weights: readonly number[],
): number {
  let score = 0;
  const counts: number[] = [];
  for (let f = 0; f < values.length; f++) {
    const value = values[f];
    if (typeof value !== 'string' || !value) continue;
    const norm = 0.25 + (0.75 * countWords(value, words, counts)) / 8;
    for (let w = 0; w < words.length; w++) {
      const tf = counts[w];
      if (tf) score += (weights[f] * tf * 2.2) / (tf + 1.2 * norm);
    }
  }
  return score;
}

/**
 * fieldsRelevance as source text, with what it uses: for SQLite's threads, which rank by it (LEAD_SQL_FUNCTIONS in
 * sql-lead-query.ts). Made from the functions themselves, so every thread reads and weighs words alike; each uses
 * only the others and the two patterns.
 */
export const RELEVANCE_SOURCE = [
  `const NOT_ASCII = ${String(NOT_ASCII)};`,
  `const ASCII_SEPARATORS = ${String(ASCII_SEPARATORS)};`,
  ...[foldedWords, countWords, asciiWordChar, sameWord, fieldsRelevance].map(String),
].join('\n');

/** The distinct words of a text as the word table holds them. */
export function tableWords(text: string): string[] {
  return [...new Set(foldedWords(text).map((word) => word.slice(0, WORD_MAX)))];
}

/**
 * Each word of a lead's searched fields (values as stored: list fields as their JSON text), as tableWords reads each
 * field's, with the field's bit (fieldBits'), as met: a word again for every field it is in, and every time. Plain
 * ASCII is read without an array of its words.
 */
function eachFieldWord(value: (field: LeadField) => unknown, add: (word: string, bit: number) => void): void {
  for (let f = 0; f < FULLTEXT_FIELDS.length; f++) {
    const text = value(FULLTEXT_FIELDS[f] as LeadField);
    if (typeof text !== 'string' || !text) continue;
    const bit = 1 << f;
    if (NOT_ASCII.test(text)) {
      for (const word of foldedWords(text)) add(word.length > WORD_MAX ? word.slice(0, WORD_MAX) : word, bit);
      continue;
    }
    // Plain ASCII: foldedWords' words, cut out of the lower-cased text where they end.
    const lower = text.toLowerCase();
    let start = -1;
    for (let at = 0; at <= lower.length; at++) {
      if (at < lower.length && asciiWordChar(lower.charCodeAt(at)) >= 0) {
        if (start < 0) start = at;
      } else if (start >= 0) {
        add(lower.slice(start, Math.min(at, start + WORD_MAX)), bit);
        start = -1;
      }
    }
  }
}

/**
 * The distinct words of a lead's searched fields, as tableWords gives each field's, each with the fields it is in
 * (fieldBits' bits), in the order first met. Made in one map, plain ASCII without an array of words: an import on
 * MariaDB makes them for every lead it writes (measured on 20,000 generated leads, medians of 16 runs: 140 ms against
 * 235 ms with tableWords' set and arrays per field).
 */
export function leadWords(value: (field: LeadField) => unknown): Map<string, number> {
  const words = new Map<string, number>();
  eachFieldWord(value, (word, bit) => {
    const had = words.get(word);
    if (had === undefined) words.set(word, bit);
    else if (!(had & bit)) words.set(word, had | bit);
  });
  return words;
}

/** A lead's id and its words with their field bits (leadWords). */
export interface LeadWordList {
  id: number;
  words: ReadonlyMap<string, number>;
}

/**
 * Leads' word rows in the key's order (orderWordRows): the words sorted; for each, its rows as lead id and field bits
 * one after the other, ids ascending; the rows' count.
 */
export interface WordRows {
  words: string[];
  rows: Map<string, number[]>;
  count: number;
}

/** Word rows made or written out between two turns of the event loop, when made ahead (`pause`). */
const ROWS_SLICE = 20_000;

/**
 * The leads' word rows word by word, in the key's order (words in UTF-16 order, the utf8mb4_bin key's but for
 * characters past U+FFFF): InnoDB then adds each word's ids where the one before went, instead of at a page anywhere
 * in the table for every word of every lead. Measured side by side on 200k generated leads (4.5M rows), a batch of
 * 5,000 loaded into each of two tables in turn: 25.1 s of loads and commits in this order against 30.2 s in the leads'
 * order; ordering costs the main thread 22-30 ms a batch more than listing the rows as they come. With `pause`, it is
 * awaited every ROWS_SLICE rows (made ahead while a load may be streaming: sql-bulk-words.ts).
 */
export async function orderWordRows(leads: LeadWordList[], pause?: () => Promise<void>): Promise<WordRows> {
  const rows = new Map<string, number[]>();
  let count = 0;
  let slice = 0;
  for (const { id, words } of leads) {
    count += words.size;
    // forEach: no [word, bits] pair is made per row, as for...of makes one.
    words.forEach((bits, word) => {
      const list = rows.get(word);
      if (list) list.push(id, bits);
      else rows.set(word, [id, bits]);
    });
    if (pause && (slice += words.size) >= ROWS_SLICE) {
      slice = 0;
      await pause();
    }
  }
  return inKeyOrder(rows, count);
}

/** Rows by word as WordRows: the words sorted, each word's rows in id order. */
function inKeyOrder(rows: Map<string, number[]>, count: number): WordRows {
  const words = [...rows.keys()].sort();
  // Ascending already but where a batch's merges (older leads) come after its new leads.
  for (const [word, list] of rows) if (!ascending(list)) rows.set(word, byId(list));
  return { words, rows, count };
}

/**
 * orderWordRows' rows made as leads are read, each lead once (its id and its fields' values, as leadWords takes them),
 * in one map for them all: without leadWords' map a lead, which a bulk load's words' build made for each of its
 * leads and held until their part was loaded, with the rows read. With wordsFile's bytes, measured on 1M generated
 * leads into MariaDB 10.11 (2 cores), three pairs alternating with a map a lead and a string a line: the server's CPU
 * over the import 59.4 / 59.4 / 53.7 s against 68.0 / 65.8 / 69.7 (a CPU profile had shown its main thread collecting
 * garbage as long as it ran the words' build), the rebuild 43.5 / 44.4 / 41.8 s against 46.1 / 44.8 / 45.6, the
 * import 86.4 / 86.6 / 81.4 s against 87.9 / 84.4 / 87.6 (the database server, which the rebuild waits for, took
 * the CPU left: 81-85 s against 77).
 */
export class WordRowsBuilder {
  private readonly rows = new Map<string, number[]>();
  private count = 0;
  private id = 0;
  /** A word of the lead being added: a row, or its field's bit added to the lead's row of that word. */
  private readonly add = (word: string, bit: number) => {
    const list = this.rows.get(word);
    if (list === undefined) {
      this.rows.set(word, [this.id, bit]);
      this.count++;
    } else if (list[list.length - 2] === this.id) {
      list[list.length - 1] |= bit;
    } else {
      list.push(this.id, bit);
      this.count++;
    }
  };

  addLead(id: number, value: (field: LeadField) => unknown): void {
    this.id = id;
    eachFieldWord(value, this.add);
  }

  /** The rows of the leads added (the builder is done with). */
  end(): WordRows {
    return inKeyOrder(this.rows, this.count);
  }
}

/** The rows of `before` and of `after`, whose leads all come after before's (a part and the leads read past it). */
export function joinWordRows(before: WordRows, after: WordRows): WordRows {
  const rows = new Map(before.rows);
  for (const [word, list] of after.rows) {
    const had = rows.get(word);
    rows.set(word, had ? had.concat(list) : list);
  }
  return inKeyOrder(rows, before.count + after.count);
}

/**
 * Word rows cut into `count` runs of words (each of about the same number of rows; fewer where there are fewer words),
 * in the key's order: each loads into its own range of the word table's key.
 */
export function sliceWordRows(rows: WordRows, count: number): WordRows[] {
  const slices: WordRows[] = [];
  let words: string[] = [];
  let size = 0;
  let before = 0;
  for (const word of rows.words) {
    words.push(word);
    size += (rows.rows.get(word) as number[]).length / 2;
    // The slice ends where the rows so far reach its share of them all.
    if (slices.length < count - 1 && before + size >= (rows.count * (slices.length + 1)) / count) {
      slices.push({ words, rows: rows.rows, count: size });
      before += size;
      words = [];
      size = 0;
    }
  }
  if (words.length) slices.push({ words, rows: rows.rows, count: size });
  return slices;
}

/** The word rows of the leads `kept` alone (a slice made before some of its leads were deleted). */
export function keptWordRows(rows: WordRows, kept: ReadonlySet<number>): WordRows {
  const map = new Map<string, number[]>();
  let count = 0;
  for (const word of rows.words) {
    const list = rows.rows.get(word) as number[];
    const left: number[] = [];
    for (let at = 0; at < list.length; at += 2) if (kept.has(list[at])) left.push(list[at], list[at + 1]);
    if (!left.length) continue;
    map.set(word, left);
    count += left.length / 2;
  }
  return { words: [...map.keys()], rows: map, count };
}

/** Whether a word's rows (id and bits, one after the other) are in id order. */
function ascending(list: number[]): boolean {
  for (let at = 2; at < list.length; at += 2) if (list[at - 2] >= list[at]) return false;
  return true;
}

/** A word's rows (id and bits, one after the other) in id order. */
function byId(list: number[]): number[] {
  const order = Array.from({ length: list.length / 2 }, (_, row) => row * 2).sort((a, b) => list[a] - list[b]);
  return order.flatMap((at) => [list[at], list[at + 1]]);
}

/** Each field bits' end of a line of wordsFile, as bytes, made once. */
const BITS_TAILS = Array.from({ length: 1 << FULLTEXT_FIELDS.length }, (_, bits) => Buffer.from(`\t${bits}\n`));
/** Bytes of a chunk of wordsFile. */
const FILE_CHUNK_BYTES = 64 * 1024;
/** Bytes of a line of wordsFile at most: a word (3 UTF-8 bytes a UTF-16 unit at most), an id and bits. */
const LINE_MAX_BYTES = WORD_MAX * 3 + 32;

/**
 * The rows' LOAD DATA file, written as bytes into chunks of FILE_CHUNK_BYTES: each word's UTF-8 once, each id's
 * digits as they are counted, without a string a line (nor a rope of them a chunk, as TsvContent makes): see
 * WordRowsBuilder for what the two saved. A word is letters and digits (foldedWords) of at most WORD_MAX characters,
 * an id and bits numbers, so no line needs escaping. `pause` as in orderWordRows.
 */
export async function wordsFile(rows: WordRows, pause?: () => Promise<void>): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
  let at = 0;
  let slice = 0;
  for (const word of rows.words) {
    const bytes = Buffer.from(word, 'utf8');
    const list = rows.rows.get(word) as number[];
    for (let row = 0; row < list.length; row += 2) {
      if (at + LINE_MAX_BYTES > FILE_CHUNK_BYTES) {
        chunks.push(chunk.subarray(0, at));
        chunk = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
        at = 0;
      }
      for (let b = 0; b < bytes.length; b++) chunk[at++] = bytes[b];
      chunk[at++] = 9;
      at = writeDecimal(chunk, at, list[row]);
      const tail = BITS_TAILS[list[row + 1]];
      for (let b = 0; b < tail.length; b++) chunk[at++] = tail[b];
    }
    if (pause && (slice += list.length / 2) >= ROWS_SLICE) {
      slice = 0;
      await pause();
    }
  }
  if (at) chunks.push(chunk.subarray(0, at));
  return chunks;
}

/** Writes a whole number's decimal digits at `at`; answers where they end. */
function writeDecimal(to: Buffer, at: number, value: number): number {
  let end = at + 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) end++;
  for (let pos = end - 1, rest = value; pos >= at; pos--, rest = Math.floor(rest / 10)) to[pos] = 48 + (rest % 10);
  return end;
}

/**
 * How word rows meet those already there (by word and lead): 'keep' leaves those as they are (rows read from an
 * earlier state of the lead: a bulk load's build, sql-bulk-words.ts); 'replace' takes the new row, whose bits are the
 * lead's as written (a merge that fills a field adds its bit to words the lead had already).
 */
export type WordsMode = 'keep' | 'replace';

/**
 * Adds word rows (orderWordRows), by LOAD DATA where it may (their file, if made already: wordsFile), else by
 * multi-row INSERTs; rows already there as `mode` says. A duplicate is the only warning a row can raise (see
 * wordsFile), so a load in either mode stands.
 */
export async function insertWordRows(
  db: SqlRunner,
  rows: WordRows,
  mode: WordsMode,
  file?: readonly Buffer[],
): Promise<void> {
  const rowsMode = mode === 'keep' ? { ignoreDuplicates: true } : { replaceDuplicates: true };
  if (canLoad(db, rows.count)) {
    const content = file ?? (await wordsFile(rows));
    if (await loadContent(db, 'lead_words', WORD_COLUMNS, content, rowsMode)) return;
  }
  const flat: SqlParam[] = [];
  for (const word of rows.words) {
    const list = rows.rows.get(word) as number[];
    for (let at = 0; at < list.length; at += 2) flat.push(word, list[at], list[at + 1]);
  }
  await insertRows(db, 'lead_words', WORD_COLUMNS, flat, WORD_CHUNK, rowsMode);
}

/** Adds the words of leads, rows already there as `mode` says (insertWordRows). */
export async function insertWords(db: SqlRunner, leads: LeadWordList[], mode: WordsMode): Promise<void> {
  await insertWordRows(db, await orderWordRows(leads), mode);
}

/** Removes a lead's words (its stored row gives them). */
export async function deleteWords(db: SqlRunner, id: SqlParam, words: Iterable<string>): Promise<void> {
  const list = [...words];
  for (let at = 0; at < list.length; at += WORD_CHUNK) {
    const part = list.slice(at, at + WORD_CHUNK);
    await db.run(`DELETE FROM lead_words WHERE lead_id = ? AND word IN (${part.map(() => '?').join(', ')})`, [
      id,
      ...part,
    ]);
  }
}
