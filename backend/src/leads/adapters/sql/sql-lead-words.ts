import type { LeadField } from '../../lead-fields';
import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import type { SqlParam, SqlRunner } from './sql-runner';
import { canLoad, insertRows, loadContent, TsvContent } from './sql-row-load';

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
const WORD_COLUMNS = ['word', 'lead_id'];

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
 * The distinct words of a lead's searched fields (values as stored: list fields as their JSON text), as tableWords
 * gives each field's. Made in one set, plain ASCII without an array of words: an import on MariaDB makes them for
 * every lead it writes, on the main thread while the database waits (measured on 20,000 generated leads, medians of
 * 16 runs: 140 ms against 235 ms with tableWords' set and arrays per field).
 */
export function leadWords(value: (field: LeadField) => unknown): string[] {
  const words = new Set<string>();
  for (const field of FULLTEXT_FIELDS) {
    const text = value(field as LeadField);
    if (typeof text !== 'string' || !text) continue;
    if (NOT_ASCII.test(text)) {
      for (const word of foldedWords(text)) words.add(word.length > WORD_MAX ? word.slice(0, WORD_MAX) : word);
      continue;
    }
    // Plain ASCII: foldedWords' words, cut out of the lower-cased text where they end (no array of them).
    const lower = text.toLowerCase();
    let start = -1;
    for (let at = 0; at <= lower.length; at++) {
      if (at < lower.length && asciiWordChar(lower.charCodeAt(at)) >= 0) {
        if (start < 0) start = at;
      } else if (start >= 0) {
        words.add(lower.slice(start, Math.min(at, start + WORD_MAX)));
        start = -1;
      }
    }
  }
  return [...words];
}

/** A lead's id and its words (leadWords). */
export interface LeadWordList {
  id: SqlParam;
  words: string[];
}

/** Leads' word rows in the key's order (orderWordRows): the words sorted, each one's ids ascending, the rows' count. */
export interface WordRows {
  words: string[];
  ids: Map<string, SqlParam[]>;
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
  const ids = new Map<string, SqlParam[]>();
  let count = 0;
  let slice = 0;
  for (const { id, words } of leads) {
    count += words.length;
    for (const word of words) {
      const list = ids.get(word);
      if (list) list.push(id);
      else ids.set(word, [id]);
    }
    if (pause && (slice += words.length) >= ROWS_SLICE) {
      slice = 0;
      await pause();
    }
  }
  const words = [...ids.keys()].sort();
  // Mostly ascending already (a batch's merges, older leads, come before its new leads).
  for (const list of ids.values()) list.sort((a, b) => Number(a) - Number(b));
  return { words, ids, count };
}

/**
 * The rows' LOAD DATA file, its lines made as they are, without the rows' parameters first (insertRows' way): measured
 * with leadWords on 20,000 generated leads, medians of 16 runs, 158 ms against 186 ms. A word is letters and digits
 * (foldedWords) of at most WORD_MAX characters and an id a number, so no line needs escaping. `pause` as in
 * orderWordRows.
 */
export async function wordsFile(rows: WordRows, pause?: () => Promise<void>): Promise<Buffer[]> {
  const content = new TsvContent();
  let slice = 0;
  for (const word of rows.words) {
    const ids = rows.ids.get(word) as SqlParam[];
    for (const id of ids) content.add(`${word}\t${id}\n`);
    if (pause && (slice += ids.length) >= ROWS_SLICE) {
      slice = 0;
      await pause();
    }
  }
  return content.end();
}

/**
 * Adds word rows (orderWordRows), by LOAD DATA where it may (their file, if made already: wordsFile), else by
 * multi-row INSERTs; rows already there are left as they are. A duplicate is the only warning a row can raise (see
 * wordsFile), so a load in that mode stands.
 */
export async function insertWordRows(db: SqlRunner, rows: WordRows, file?: readonly Buffer[]): Promise<void> {
  if (canLoad(db, rows.count)) {
    const content = file ?? (await wordsFile(rows));
    if (await loadContent(db, 'lead_words', WORD_COLUMNS, content, { ignoreDuplicates: true })) return;
  }
  const flat: SqlParam[] = [];
  for (const word of rows.words) for (const id of rows.ids.get(word) as SqlParam[]) flat.push(word, id);
  await insertRows(db, 'lead_words', WORD_COLUMNS, flat, WORD_CHUNK, { ignoreDuplicates: true });
}

/** Adds the words of leads; words already recorded for a lead are left as they are (insertWordRows). */
export async function insertWords(db: SqlRunner, leads: LeadWordList[]): Promise<void> {
  await insertWordRows(db, await orderWordRows(leads));
}

/** Removes a lead's words (its stored row gives them). */
export async function deleteWords(db: SqlRunner, id: SqlParam, words: string[]): Promise<void> {
  for (let at = 0; at < words.length; at += WORD_CHUNK) {
    const part = words.slice(at, at + WORD_CHUNK);
    await db.run(`DELETE FROM lead_words WHERE lead_id = ? AND word IN (${part.map(() => '?').join(', ')})`, [
      id,
      ...part,
    ]);
  }
}
