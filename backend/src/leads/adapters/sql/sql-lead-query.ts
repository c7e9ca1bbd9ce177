import { isMissing, LeadField, LIST_FIELDS, SortField } from '../../lead-fields';
import type { LeadFilters } from '../../lead-index.port';
import { FULLTEXT_FIELDS, INDEXED_FIELDS } from '../../migrations/1763750000000-create-leads';
import {
  FILTER_TOKEN_CODES,
  FILTER_TOKEN_COLUMN,
  filterToken,
} from '../../migrations/1764800000000-lead-filter-tokens';
import { KEY_HASH_SOURCE } from './sql-bulk-keys';
import { fieldBits, fieldsRelevance, RELEVANCE_SOURCE, tableWords } from './sql-lead-words';
import { LIST_VALUES_SOURCE } from './sql-lead-rows';
import type { SetTerm } from './mysql-match-sets';
import { FTS_STRUCTURE_SQL, MATCH_SETS_SOURCE, MatchCountSpec } from './sqlite-match-sets';
import type { Dialect, SqlParam } from './sql-runner';

/** A FROM/WHERE pair with its parameters; field names come only from the catalogue, values only as parameters. */
export interface SqlScope {
  from: string;
  where: string;
  params: SqlParam[];
  /** Relevance expression (0 without text), for the SELECT list. */
  score: string;
  hasText: boolean;
  /**
   * SQLite with text or with filters as tokens: the FTS5 table's own conditions (the MATCH, with the filter tokens,
   * and the list filters tested on its rowid by seeks), its bm25 score expression ('0' without text), and `rest`:
   * the conditions on the lead row (l) it leaves, '1 = 1' when none.
   */
  fts?: {
    where: string;
    params: SqlParam[];
    score: string;
    rest: string;
    restParams: SqlParam[];
    /** The MATCH expression alone, and the seeks of `where` tested on another id column (see countChunk). */
    match: string;
    seeks: (column: string) => string;
    seekParams: SqlParam[];
    /**
     * The MATCH as groups of one-term expressions, a word or a filter token each: matched by any term of a group and
     * every group (MatchCountSpec).
     */
    termGroups: string[][];
  };
  /**
   * MySQL/MariaDB with text over every searched field: the word table's conditions (the first word drives; every
   * other word and every list filter is a seek for its lead_id, and the column filters together are one
   * primary-key seek of the lead row), each match's id once (`distinct` for any-word queries).
   */
  words?: { where: string; params: SqlParam[]; distinct: boolean };
  /**
   * MySQL/MariaDB without text, the second and further filters on indexed columns, left out of `where`: matchSource
   * counts by semi-joins on their indexes and tests them on the rows of a read newest first. A scope that has them
   * is read through matchSource only.
   */
  semiJoins?: { column: string; list: SqlParam[] }[];
  /**
   * MySQL/MariaDB, when every condition is a word of the word table or a value of a filter read from an index (a
   * column with its own, the dataset, a list field's value): the matches as groups of terms, matched by any term of
   * a group and every group, for the server's sets of ids per term (mysql-match-sets.ts). Absent otherwise.
   */
  termSets?: SetTerm[][];
}

/** How SQLite's reading threads keep sets of ids per term (MatchCountSpec, SqlLeadIndexOptions). */
export type MatchSetOptions = Pick<MatchCountSpec, 'settleMs' | 'cacheBytes'>;

/** An id window of a read, newest first: the ids in [low, high). */
export interface IdWindow {
  high: number;
  low: number;
}

/** A window's condition on an id column, with its parameters; '1 = 1' without a window (every id). */
export function windowCondition(column: string, window?: IdWindow): { sql: string; params: SqlParam[] } {
  return window
    ? { sql: `${column} < ? AND ${column} >= ?`, params: [window.high, window.low] }
    : { sql: '1 = 1', params: [] };
}

/** Words of a free-text query, quoted for FTS5 (no operator injection). */
export function ftsWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 32)
    .map((word) => `"${word}"`);
}

/**
 * FTS5 query: every word must match ('all'), or any word may ('any'; bm25 ranks those matching more first).
 * With fields, a column filter confines the match to those columns of leads_fts (names from the catalogue only).
 */
export function ftsQuery(text: string, mode: 'all' | 'any' = 'any', fields?: readonly LeadField[]): string | null {
  const words = ftsWords(text);
  if (!words.length) return null;
  const expression = words.join(mode === 'all' ? ' AND ' : ' OR ');
  if (!fields?.length) return expression;
  const unknown = fields.filter((field) => !FULLTEXT_FIELDS.includes(field));
  if (unknown.length) throw new Error(`Not in the full-text index: ${unknown.join(', ')}`);
  return `{${fields.join(' ')}} : (${expression})`;
}

/**
 * Column weights for bm25, in leads_fts column order: names and companies count most; the filter tokens (the last
 * column) not at all.
 */
export const BM25_WEIGHTS = [
  ...FULLTEXT_FIELDS.map((field) =>
    field === 'name' || field === 'company_name' ? 5 : field === 'lead_titles' || field === 'skills' ? 3 : 1,
  ),
  0,
].join(', ');

export interface ScopeOptions {
  /** The datasets to read; undefined reads all of them. */
  datasets?: string[];
  text?: string;
  /** 'all': every word of the text must match (SQLite; MySQL's natural-language mode ranks any match). */
  textMode?: 'all' | 'any';
  /** The fields the text is matched in (checked by the caller); undefined: every searched field. */
  textFields?: LeadField[];
  filters?: LeadFilters;
  excludeField?: LeadField;
  /**
   * Filters on indexed columns may drive the read (default). SQLite: as filter tokens in the full-text query, which
   * then also drives a search without text. MySQL/MariaDB without text: the first drives, the others are counted by
   * semi-joins on their indexes (SqlScope.semiJoins). Off for a page sorted on a field, which walks that field's
   * index instead.
   */
  filterTokens?: boolean;
  /**
   * MySQL/MariaDB: whether every filter column's index exists (a bulk load drops them until it ends, see
   * sql-bulk-load.ts); the semi-joins name their index. Default true.
   */
  filterIndexes?: boolean;
}

/**
 * MySQL/MariaDB: a search by two filters on indexed columns, measured on 1M leads (one industry and one company size,
 * the newest 65,536 ids, 775 matches): tested on each lead row found by the first filter's index, 15 ms to count;
 * the second filter's ids read from its own index (index only) and the first's looked up among them, 5 ms. MariaDB
 * reads the rows unless told which index to use (and with no hint it turned such a semi-join back into row reads).
 */
const MYSQL_SEMI_JOIN_COLUMNS: readonly string[] = INDEXED_FIELDS;

/**
 * Columns with their own single-column index (IDX_leads_dataset and IDX_leads_{field} of the create-leads
 * migration): an equality test on one of them for a given id is a seek in that small index, without reading the
 * lead's row.
 */
const SQLITE_INDEXED_COLUMNS: readonly string[] = ['dataset', ...INDEXED_FIELDS];

/** Each filter's values as stored: trimmed, e-mails lower-cased, missing markers ('nan', 'Unknown') never match. */
function scopeFilters(options: ScopeOptions): { field: LeadField; list: string[] }[] {
  const filters: { field: LeadField; list: string[] }[] = [];
  for (const [field, values] of Object.entries(options.filters ?? {}) as [LeadField, string[]][]) {
    if (field === options.excludeField || !values?.length) continue;
    const list = values
      .slice(0, 200)
      .map((value) => (field === 'email' ? value.trim().toLowerCase() : value.trim()))
      .filter((value) => !isMissing(value));
    filters.push({ field, list });
  }
  return filters;
}

/**
 * MySQL/MariaDB: a scope's conditions as groups of terms (SqlScope.termSets), or undefined when one of them is not a
 * term (text within named fields, a filter on a column without its own index, a filter nothing can match) or the
 * filters' indexes are not all there (a bulk load under way).
 */
function mysqlTermSets(options: ScopeOptions): SetTerm[][] | undefined {
  if (options.filterIndexes === false || options.filterTokens === false) return undefined;
  const groups: SetTerm[][] = [];
  const text = options.text?.trim().slice(0, 500);
  if (text) {
    if (options.textFields?.length) return undefined;
    const words = tableWords(text).slice(0, 32);
    if ((options.textMode ?? 'any') === 'all') groups.push(...words.map((word) => [{ word }]));
    else if (words.length) groups.push(words.map((word) => ({ word })));
  }
  const filters = scopeFilters(options).map(({ field, list }) => ({ field: field as string, list }));
  if (options.datasets) filters.push({ field: 'dataset', list: options.datasets });
  for (const { field, list } of filters) {
    if (!list.length) return undefined;
    const values = [...new Set(list)];
    if ((LIST_FIELDS as string[]).includes(field)) groups.push(values.map((value) => ({ list: field, value })));
    else if (field === 'dataset' || INDEXED_FIELDS.includes(field))
      groups.push(values.map((value) => ({ column: field, value })));
    else return undefined;
  }
  return groups.length ? groups : undefined;
}

export function buildScope(dialect: Dialect, options: ScopeOptions): SqlScope {
  const where: string[] = [];
  const params: SqlParam[] = [];
  let from = 'leads l';
  let score = '0';
  let hasText = false;
  let ftsMatch: string | null = null;
  /** MySQL/MariaDB, every field: the word table's first condition (the driving one) and its parameters. */
  let wordsDriver: { sql: string; params: SqlParam[]; distinct: boolean } | null = null;

  const text = options.text?.trim().slice(0, 500);
  if (text) {
    if (dialect === 'sqlite') {
      ftsMatch = ftsQuery(text, options.textMode ?? 'any', options.textFields);
      hasText = ftsMatch !== null;
    } else if (tableWords(text).length) {
      const words = tableWords(text).slice(0, 32);
      hasText = true;
      // Within named fields: rows whose word is in one of them (field_bits, a number made here, never a request's).
      const bits = options.textFields?.length ? fieldBits(options.textFields) : 0;
      const within = (alias: string) => (bits ? ` AND (${alias}.field_bits & ${bits}) <> 0` : '');
      if ((options.textMode ?? 'any') === 'all' || words.length === 1) {
        // The longest word drives (likely the rarest); the others are seeks on (word, lead_id).
        const [first, ...others] = [...words].sort((a, b) => b.length - a.length);
        wordsDriver = {
          sql: [
            `w.word = ?${within('w')}`,
            ...others.map(
              () => `EXISTS (SELECT 1 FROM lead_words o WHERE o.word = ? AND o.lead_id = w.lead_id${within('o')})`,
            ),
          ].join(' AND '),
          params: [first, ...others],
          distinct: false,
        };
      } else {
        wordsDriver = {
          sql: `w.word IN (${words.map(() => '?').join(', ')})${within('w')}`,
          params: words,
          distinct: true,
        };
      }
    }
  }

  // With FTS5, filters on indexed columns are tokens in the MATCH (the filter-tokens migration), and list values
  // are tested on the match's rowid by seeks in their index, inside the FTS query: only the matches that pass them
  // are scored and have their lead row read. Other conditions test the row (l) outside.
  /** Conditions tested on a match's id, rendered for the id column that reads them (see SqlScope.fts.seeks). */
  const ftsWhere: ((on: string) => string)[] = [];
  const ftsParams: SqlParam[] = [];
  const filters = scopeFilters(options);
  // The columns the filter-tokens migration gave a token: any other filter is a seek or a test on the row.
  const tokenized = (column: string, list: readonly unknown[]) =>
    dialect === 'sqlite' && options.filterTokens !== false && column in FILTER_TOKEN_CODES && list.length > 0;
  /** SQLite: the indexed filters' tokens, a list per filter, every one required in the full-text query. */
  const tokenLists = [
    ...filters.filter(({ field, list }) => tokenized(field, list)),
    ...(options.datasets && tokenized('dataset', options.datasets)
      ? [{ field: 'dataset', list: options.datasets }]
      : []),
  ].map(({ field, list }) => [...new Set(list.map((value) => filterToken(field, value)))]);
  const tokenGroups = tokenLists.map(
    (tokens) => `{${FILTER_TOKEN_COLUMN}} : (${tokens.map((token) => `"${token}"`).join(' OR ')})`,
  );
  /** The same query as groups of one-term expressions (SqlScope.fts.termGroups). */
  const termGroups = tokenLists.map((tokens) => tokens.map((token) => `{${FILTER_TOKEN_COLUMN}} : "${token}"`));
  if (ftsMatch !== null && text) {
    // As the text part of the MATCH: within the text fields, or out of the tokens' column where there are tokens.
    const within = options.textFields?.length
      ? `{${options.textFields.join(' ')}} : `
      : tokenGroups.length
        ? `- {${FILTER_TOKEN_COLUMN}} : `
        : '';
    const terms = ftsWords(text).map((word) => within + word);
    termGroups.unshift(...((options.textMode ?? 'any') === 'all' ? terms.map((term) => [term]) : [terms]));
  }
  if (tokenGroups.length) {
    // The text's words are looked for in the text columns only, never among the tokens.
    const textPart =
      ftsMatch === null ? [] : [options.textFields?.length ? ftsMatch : `- {${FILTER_TOKEN_COLUMN}} : (${ftsMatch})`];
    ftsMatch = [...textPart, ...tokenGroups].map((part) => `(${part})`).join(' AND ');
  }
  // Conditions tested on a match's id by seeks: FTS5's rowid, or the word table's lead_id.
  const seeking = ftsMatch !== null || wordsDriver !== null;
  const id = ftsMatch ? 'leads_fts.rowid' : wordsDriver ? 'w.lead_id' : 'l.id';
  const seek = (column: string, marks: string) => (on: string) =>
    `EXISTS (SELECT 1 FROM leads x WHERE x.${column} IN (${marks}) AND x.id = ${on})`;
  /**
   * Word table: the column filters, tested together on the match's lead row, one primary-key seek per match
   * (InnoDB: a seek in each column's secondary index would cost one B-tree descent per filter instead).
   */
  const rowConditions: { column: string; list: SqlParam[] }[] = [];
  /** Conditions on columns with their own index, placed once every filter is known (see below). */
  const indexed: { column: string; list: SqlParam[] }[] = [];
  /** MySQL/MariaDB without text: filters on indexed columns after the first (SqlScope.semiJoins). */
  const semiJoins: { column: string; list: SqlParam[] }[] = [];
  /** Whether the first filter on an indexed column is in `where` (it drives the read by its index). */
  let indexDriven = false;
  const semiJoining =
    dialect === 'mysql' && !hasText && options.filterTokens !== false && options.filterIndexes !== false;
  const addIn = (column: string, list: SqlParam[]) => {
    if (tokenized(column, list)) return; // In the full-text query (tokenGroups).
    if (wordsDriver) {
      rowConditions.push({ column, list });
    } else if (dialect === 'sqlite' && SQLITE_INDEXED_COLUMNS.includes(column)) {
      indexed.push({ column, list });
    } else if (semiJoining && MYSQL_SEMI_JOIN_COLUMNS.includes(column) && indexDriven) {
      semiJoins.push({ column, list });
    } else {
      if (semiJoining && MYSQL_SEMI_JOIN_COLUMNS.includes(column)) indexDriven = true;
      where.push(`l.${column} IN (${list.map(() => '?').join(', ')})`);
      params.push(...list);
    }
  };

  for (const { field, list } of filters) {
    if (!list.length) {
      where.push('1 = 0');
      continue;
    }
    if ((LIST_FIELDS as LeadField[]).includes(field)) {
      const marks = list.map(() => '?').join(', ');
      const has = (on: string) =>
        `EXISTS (SELECT 1 FROM lead_values v WHERE v.lead_id = ${on} AND v.field = ? AND v.value IN (${marks}))`;
      if (seeking) ftsWhere.push(has);
      else where.push(has(id));
      (seeking ? ftsParams : params).push(field, ...list);
    } else {
      addIn(field, list);
    }
  }
  // The dataset condition last: it narrows least (the datasets of a pattern usually hold most leads).
  if (options.datasets) {
    if (!options.datasets.length) where.push('1 = 0');
    else addIn('dataset', options.datasets);
  }
  // SQLite, indexed columns when they are not tokens (a page sorted on a field). With text, every one is tested on
  // the match's rowid by a seek in its index. Without, the first drives the read (its index walked within the id
  // range), and each other is a seek in its own index (column, rowid) for that id: counting and paging then read
  // index pages only, never the lead rows (measured on 1M leads, two filters: a 65k-id window counted in 3 ms
  // instead of 60-380 ms).
  indexed.forEach(({ column, list }, i) => {
    const marks = list.map(() => '?').join(', ');
    if (!ftsMatch && i === 0) where.push(`l.${column} IN (${marks})`);
    else if (ftsMatch) ftsWhere.push(seek(column, marks));
    else where.push(seek(column, marks)(id));
    (ftsMatch ? ftsParams : params).push(...list);
  });
  if (wordsDriver && rowConditions.length) {
    ftsWhere.push(
      (on) =>
        `EXISTS (SELECT 1 FROM leads x WHERE x.id = ${on} AND ` +
        rowConditions.map(({ column, list }) => `x.${column} IN (${list.map(() => '?').join(', ')})`).join(' AND ') +
        ')',
    );
    ftsParams.push(...rowConditions.flatMap(({ list }) => list));
  }
  if (wordsDriver) {
    const wordsWhere = [wordsDriver.sql, ...ftsWhere.map((test) => test(id)), ...where].join(' AND ');
    const wordsParams = [...wordsDriver.params, ...ftsParams, ...params];
    return {
      from:
        `(SELECT ${wordsDriver.distinct ? 'DISTINCT ' : ''}w.lead_id AS id FROM lead_words w WHERE ${wordsWhere}) hits ` +
        'JOIN leads l ON l.id = hits.id',
      where: '1 = 1',
      params: wordsParams,
      score: '0',
      hasText: true,
      words: { where: wordsWhere, params: wordsParams, distinct: wordsDriver.distinct },
      ...termSetsOf(dialect, options),
    };
  }
  let fts: SqlScope['fts'];
  if (ftsMatch) {
    const on = (column: string) => ftsWhere.map((test) => test(column));
    // Without text (filter tokens alone) every match scores 0, as a search by filters does.
    const ftsScore = hasText ? `-bm25(leads_fts, ${BM25_WEIGHTS})` : '0';
    fts = {
      where: ['leads_fts MATCH ?', ...on(id)].join(' AND '),
      params: [ftsMatch, ...ftsParams],
      match: ftsMatch,
      seeks: (column) => on(column).join(' AND ') || '1 = 1',
      seekParams: [...ftsParams],
      score: ftsScore,
      rest: where.length ? where.join(' AND ') : '1 = 1',
      restParams: [...params],
      termGroups,
    };
    // LIMIT -1 (no limit) keeps SQLite from flattening the subquery into the join, which would read each match's
    // lead row before testing the filters.
    from =
      `(SELECT leads_fts.rowid AS id, ${ftsScore} AS score FROM leads_fts ` +
      `WHERE ${fts.where} LIMIT -1) hits JOIN leads l ON l.id = hits.id`;
    params.unshift(ftsMatch, ...ftsParams);
    score = 'hits.score';
  }
  return {
    from,
    where: where.length ? where.join(' AND ') : '1 = 1',
    params,
    score,
    hasText,
    fts,
    ...(semiJoins.length ? { semiJoins } : {}),
    ...termSetsOf(dialect, options),
  };
}

/** SqlScope.termSets, where a scope has them. */
function termSetsOf(dialect: Dialect, options: ScopeOptions): Pick<SqlScope, 'termSets'> {
  const termSets = dialect === 'mysql' ? mysqlTermSets(options) : undefined;
  return termSets ? { termSets } : {};
}

/** ORDER BY for a sort field (validated by the caller against the catalogue). */
export function orderBy(sort: { field: SortField; order: 'asc' | 'desc' } | undefined, hasText: boolean): string {
  const field = sort?.field ?? '_score';
  const direction = (sort?.order ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
  // Without text every score is 0: newest first (ids grow with insertion), as the port's default.
  if (field === '_score') return hasText ? `score ${direction}, l.id DESC` : 'l.id DESC';
  // Plain column order, so the column's index can serve it: missing values come first ascending, last descending.
  return `l.${field} ${direction}, l.id ${direction}`;
}

/**
 * The matches of a scope as one SELECT per id window, newest first, with LIMIT ? as its last parameter: what
 * ranked pages, capped counts and facet samples read. Columns name hits.id, hits.score and the lead row l.
 */
export interface MatchSource {
  /**
   * Whether id windows bound the work; absent for MySQL/MariaDB full text, which computes every match first, and
   * for SQLite's, which reads newest first and stops at its LIMIT (select is then only read without a window).
   */
  windowed?: true;
  /**
   * MySQL/MariaDB word table, every word: when the newest id window holds few matches, the rest is read by one
   * statement over every id. A windowed statement is planned from the words' lists (MariaDB drove a second word's
   * whole list in every window once it flattened the EXISTS into a semi-join); without a window it may start from
   * the filters instead (an index merge of two filter indexes). Measured on 1M leads, "supply chain" in one
   * industry and size (no match): windows 18 + 69 + 136 ms, one statement 46 ms. Not for any word (DISTINCT over
   * several lists): there one statement took 274 ms against 28 + 107 + 197 ms of windows, and 62 ms for two rare
   * words whose windows take a few milliseconds each.
   */
  wholeWhenSparse?: true;
  /**
   * The read of the matches within a window (none: every id), newest first; `anyOrder`: in whatever order is
   * cheapest, for a count (LIMIT then only caps it).
   */
  select(columns: string, window?: IdWindow, anyOrder?: boolean): string;
  /** The parameters of select(columns, window, anyOrder), before its LIMIT's. */
  params(columns: string, window?: IdWindow, anyOrder?: boolean): SqlParam[];
  /**
   * SQLite full text: counts by chunks instead of id windows. One read takes the next `examine` text matches below
   * an id, newest first, and answers how many it took (`examined`), the lowest id among them (`low`, where the next
   * chunk starts) and how many of them pass the filters (`n`). FTS5 finds where a term's list of matches starts
   * below an id at once, but not where it ends above one: a window's lower bound costs a pass over the list of
   * every word (measured on 1M leads: a 65k-id window of "sales director" counted in 10 ms, the first 9,901 matches
   * below an id in 2.2 ms), so the chunk is bounded by its LIMIT, not by an id range.
   */
  countChunk?(below: number, examine: number): { sql: string; params: SqlParam[] };
  /**
   * SQLite full text with nothing but the MATCH: one read counting every match, up to `limit` (-1: all), from the
   * reading thread's sets of ids per term where it has them (`sets`: see sqlite-match-sets.ts), else by FTS5.
   */
  countAll?(limit: number, sets: MatchSetOptions): { sql: string; params: SqlParam[] };
  /**
   * Where countAll is: the newest `limit` matches' ids (columns id, and score 0), in any order, from the reading
   * thread's sets of ids where it has them, else by FTS5.
   */
  newestIds?(limit: number, sets: MatchSetOptions): { sql: string; params: SqlParam[] };
}

/** The FTS5 structure record as a statement's subquery (see sqlite-match-sets.ts). */
const FTS_STRUCTURE = `(${FTS_STRUCTURE_SQL})`;

export function matchSource(dialect: Dialect, scope: SqlScope): MatchSource {
  const needsRow = (columns: string) => /\bl\./.test(columns);
  const scoring = (columns: string) => /\bhits\.score\b/.test(columns);
  const fts = scope.fts;
  if (fts) {
    // Filters the FTS query cannot test on its rowid go on the joined row, so the LIMIT counts only what passes.
    // bm25 costs ~45 µs a row: computed only when the columns read the score.
    const inner = (columns: string) =>
      `SELECT rowid AS id, ${scoring(columns) ? fts.score : '0'} AS score FROM leads_fts ` +
      `WHERE ${fts.where} ORDER BY rowid DESC`;
    const rest = fts.rest === '1 = 1' ? '' : ` AND EXISTS (SELECT 1 FROM leads l WHERE l.id = c.id AND ${fts.rest})`;
    const seeks = fts.seeks('c.id');
    const matchSpec = (limit: number, sets: MatchSetOptions) =>
      JSON.stringify({ groups: fts.termGroups, limit, ...sets } satisfies MatchCountSpec);
    return {
      // No id windows: one read newest first, bounded by its LIMIT. An id window's lower bound costs FTS5 a pass over
      // each word's list (measured on 1M leads, "engineer" in one industry and size: the newest 100 in 2.0 ms in one
      // read, 9.1 ms over two windows).
      // With nothing but the MATCH, one read counts every match (up to the limit): FTS5 walks its lists of matches
      // fastest from one end to the other, without an id bound (measured on 1M leads, "engineer" in one industry
      // and size: all 358 in 2.9 ms; the 258 below the ranked candidates in 6.3 ms).
      ...(seeks === '1 = 1' && !rest
        ? {
            // COALESCE runs the FTS5 count only when the sets give none.
            countAll: (limit: number, sets: MatchSetOptions) => ({
              sql:
                `SELECT COALESCE(lead_match_count(?, ${FTS_STRUCTURE}), ` +
                '(SELECT COUNT(*) FROM (SELECT 1 FROM leads_fts WHERE leads_fts MATCH ? LIMIT ?))) AS n',
              params: [matchSpec(limit, sets), fts.match, limit],
            }),
            newestIds: (limit: number, sets: MatchSetOptions) => ({
              // The ids as a JSON array, from the sets or else from FTS5 (in any order: the caller orders them).
              sql:
                `SELECT value AS id, 0 AS score FROM json_each(COALESCE(lead_match_ids(?, ${FTS_STRUCTURE}), ` +
                '(SELECT json_group_array(id) FROM (SELECT rowid AS id FROM leads_fts WHERE leads_fts MATCH ? ' +
                'ORDER BY rowid DESC LIMIT ?))))',
              params: [matchSpec(limit, sets), fts.match, limit],
            }),
          }
        : {
            // The chunk is read once; its filters are tested in a WHERE, where SQLite seeks each in its column's
            // index (in a CASE it read each match's lead row instead: 35 ms instead of 13 for 16k matches).
            countChunk: (below: number, examine: number) => ({
              sql:
                `WITH c AS MATERIALIZED (SELECT rowid AS id FROM leads_fts WHERE leads_fts MATCH ? AND rowid < ? ` +
                `ORDER BY rowid DESC LIMIT ?) SELECT (SELECT COUNT(*) FROM c) AS examined, ` +
                `(SELECT MIN(id) FROM c) AS low, (SELECT COUNT(*) FROM c WHERE ${seeks}${rest}) AS n`,
              params: [fts.match, below, examine, ...fts.seekParams, ...fts.restParams],
            }),
          }),
      // Not windowed, always newest first: the LIMIT stops the read of the full-text lists.
      select: (columns) =>
        fts.rest === '1 = 1' && !needsRow(columns)
          ? `SELECT ${columns} FROM (${inner(columns)}) hits LIMIT ?`
          : `SELECT ${columns} FROM (${inner(columns)} LIMIT -1) hits JOIN leads l ON l.id = hits.id ` +
            `WHERE ${fts.rest} LIMIT ?`,
      params: () => [...fts.params, ...fts.restParams],
    };
  }
  const words = scope.words;
  if (words) {
    // Every condition is inside, so the LIMIT counts only matches; the ids come newest first (the key's order).
    return {
      windowed: true,
      ...(words.distinct ? {} : { wholeWhenSparse: true as const }),
      select: (columns, window, anyOrder) =>
        `SELECT ${columns} FROM (SELECT ${words.distinct ? 'DISTINCT ' : ''}w.lead_id AS id, 0 AS score ` +
        `FROM lead_words w WHERE ${words.where} AND ${windowCondition('w.lead_id', window).sql}` +
        `${anyOrder ? '' : ' ORDER BY w.lead_id DESC'} LIMIT ?) hits` +
        (needsRow(columns) ? ' JOIN leads l ON l.id = hits.id' : ''),
      params: (_columns, window) => [...words.params, ...windowCondition('w.lead_id', window).params],
    };
  }
  const text = dialect === 'mysql' && scope.hasText;
  const semiJoins = scope.semiJoins ?? [];
  // A count (any order) reads each semi-join's ids within the same window from its index alone (FORCE INDEX: see
  // MYSQL_SEMI_JOIN_COLUMNS) and looks the lead's own id up among them. A read newest first, which stops at its
  // LIMIT after a few rows, tests them on the rows it reads instead (a page of 25: 0.8 ms, 2.6 ms by semi-joins).
  const filtersOn = (window: IdWindow | undefined, anyOrder: boolean | undefined) =>
    semiJoins.map(({ column, list }, i) => {
      const marks = list.map(() => '?').join(', ');
      if (!anyOrder) return { sql: ` AND l.${column} IN (${marks})`, params: list };
      const range = windowCondition(`s${i}.id`, window);
      return {
        sql:
          ` AND l.id IN (SELECT s${i}.id FROM leads s${i} FORCE INDEX (IDX_leads_${column}) ` +
          `WHERE s${i}.${column} IN (${marks}) AND ${range.sql})`,
        params: [...list, ...range.params],
      };
    });
  return {
    ...(text ? {} : { windowed: true as const }),
    select: (columns, window, anyOrder) =>
      `SELECT ${columns} FROM (SELECT l.id AS id, ${scoring(columns) ? scope.score : '0'} AS score ` +
      `FROM ${scope.from} WHERE ${scope.where}${filtersOn(window, anyOrder)
        .map((filter) => filter.sql)
        .join('')} AND ${windowCondition('l.id', window).sql}${anyOrder ? '' : ' ORDER BY l.id DESC'} LIMIT ?) hits` +
      (needsRow(columns) ? ' JOIN leads l ON l.id = hits.id' : ''),
    params: (columns, window, anyOrder) => [
      ...scope.params,
      ...filtersOn(window, anyOrder).flatMap((filter) => filter.params),
      ...windowCondition('l.id', window).params,
    ],
  };
}

const COLUMN_WEIGHTS: Record<string, number> = Object.fromEntries(
  FULLTEXT_FIELDS.map((field, i) => [field, Number(BM25_WEIGHTS.split(', ')[i])]),
);

/**
 * Relevance of a lead that has every word of the query, computed from its row: bm25's term-frequency part with
 * the same column weights (names and companies count most), saturating with repeats and shorter fields counting
 * more. bm25's inverse document frequency is left out: it is the same for every lead that has every word, so it
 * does not change their order, and computing it costs FTS5 a pass over each word's whole list of matches
 * (~100 ms for a common word over a million leads, whatever the LIMIT).
 */
export function rowRelevance(row: Record<string, unknown>, words: string[], fields?: readonly string[]): number {
  return rowRelevanceOf(words, fields)(row);
}

/** rowRelevance for many rows: the fields and weights worked out once. */
export function rowRelevanceOf(words: string[], fields?: readonly string[]): (row: Record<string, unknown>) => number {
  const scored = scoredFields(fields);
  const values: unknown[] = new Array(scored.fields.length);
  return (row) => {
    for (let f = 0; f < scored.fields.length; f++) values[f] = row[scored.fields[f]];
    return fieldsRelevance(values, words, scored.weights);
  };
}

/** The fields a text query is ranked on (its own, or every searched one) and each one's weight. */
function scoredFields(fields?: readonly string[]): { fields: readonly string[]; weights: number[] } {
  const list = fields?.length ? fields : FULLTEXT_FIELDS;
  return { fields: list, weights: list.map((field) => COLUMN_WEIGHTS[field] ?? 1) };
}

/**
 * SQL functions of every SQLite connection of the lead index, as source text run with its `db` (startSqliteWorker):
 * lead_relevance(spec, field...), rowRelevance in the reader's thread, spec the JSON of the query's words and each
 * field's weight. Ranking a text search's 100 candidates there, the main thread neither receives their text nor
 * scores it (measured under load on 1M leads: 6% of its time went to rowRelevance alone). And lead_match_count and
 * lead_match_ids (sqlite-match-sets.ts): the count and the newest of a full-text query's matches, from sets of ids.
 * And lead_key_hash (sql-bulk-keys.ts): a de-duplication key's hash, as the bulk load's key table holds it. And
 * lead_list_value (sql-lead-rows.ts): a list's value as lead_values holds it, for the writer's thread.
 */
export const LEAD_SQL_FUNCTIONS = `${RELEVANCE_SOURCE}
${MATCH_SETS_SOURCE}
${KEY_HASH_SOURCE}
${LIST_VALUES_SOURCE}
const relevanceSpecs = new Map();
db.function('lead_relevance', { deterministic: true, varargs: true }, (spec, ...values) => {
  let parsed = relevanceSpecs.get(spec);
  if (!parsed) {
    parsed = JSON.parse(spec);
    if (relevanceSpecs.size >= 256) relevanceSpecs.clear();
    relevanceSpecs.set(spec, parsed);
  }
  return fieldsRelevance(values, parsed.words, parsed.weights);
});`;

/** SQLite: the relevance of the lead row l as a SELECT expression (see rowRelevance), with its parameter. */
export function sqliteRelevance(words: string[], fields?: readonly string[]): { sql: string; params: SqlParam[] } {
  const scored = scoredFields(fields);
  const spec = JSON.stringify({ words, weights: scored.weights });
  return { sql: `lead_relevance(?, ${scored.fields.map((field) => `l.${field}`).join(', ')})`, params: [spec] };
}
