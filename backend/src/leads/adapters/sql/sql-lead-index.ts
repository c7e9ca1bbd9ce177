import { checkTextFields, DEFAULT_INDEX_PATTERN, LEAD_FIELD_NAMES, LeadField, LIST_FIELDS } from '../../lead-fields';
import type {
  FacetQuery,
  FacetValues,
  ImportCheckpoint,
  LeadIndex,
  LeadQuery,
  LeadRecord,
  LeadSearchResult,
  PreparedRecord,
  SchemaInfo,
  StoredLead,
  UpsertResult,
  WriteTimings,
} from '../../lead-index.port';
import { patternToRegExp } from '../../lead-normalize';
import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import {
  buildScope,
  MatchSetOptions,
  IdWindow,
  matchSource,
  MatchSource,
  orderBy,
  rowRelevanceOf,
  ScopeOptions,
  SqlScope,
  sqliteRelevance,
} from './sql-lead-query';
import { collectNow } from '../../import-heap';
import { MysqlMatchSets } from './mysql-match-sets';
import { BulkKeys, bumpIndexVersion, takeWriteTurn } from './sql-bulk-keys';
import { pageColumns, LeadRow, rowToLead, SELECT_COLUMNS, toHit } from './sql-lead-rows';
import { deleteWords, foldedWords, leadWords } from './sql-lead-words';
import { beginLeadImport, endLeadImport, prepareLead, upsertLeadGroups, upsertLeads } from './sql-lead-writer';
import { mysqlErrno, retryLeadWrite, type SqlParam, type SqlRunner } from './sql-runner';

/** Page size (1 to 1000) and row offset of a 1-based page. */
function pageWindow(query: LeadQuery): { pageSize: number; offset: number } {
  const pageSize = Math.max(1, Math.min(query.pageSize, 1000));
  return { pageSize, offset: (Math.max(1, query.page) - 1) * pageSize };
}

/**
 * A text query ranks its matches in blocks of this many (or of its page size, if larger), newest block first (see
 * rankedPage): FTS5's bm25 costs ~45 µs a row, so ranking every match of a common word over a million leads takes
 * hundreds of milliseconds.
 */
export const RANK_WINDOW = 100;
/**
 * Age of a request past which it does no optional work: no more ranking candidates once it has its page, no
 * more counting of the total. The ranking is then over the candidates found and the total a lower bound ('gte').
 */
export const SOFT_BUDGET_MS = 30;
/** Facets count a field's values in at most this many leads of their scope, the newest. */
export const FACET_SAMPLE = 2_000;
export const DEFAULT_QUERY_BUDGET_MS = 1000;
/**
 * MySQL/MariaDB: an import's batches of 2,500 rows (its own 5,000 on SQLite, where a batch comes in groups). Whole
 * batches are held while the one before is written (overlapWrites): a batch's rows outlive the main thread's
 * scavenges and are promoted, and two of them were the peak of an import's RSS, up to the goal's 300 MB (273-304 MB
 * over ten 1M imports with 5,000). Measured on 1M generated leads into MariaDB 10.11, four pairs alternating with
 * 5,000: peak RSS 255 / 254 / 252 / 250 MB against 280 / 282 / 282 / 289, read+parse+map 19.2-19.5 s against
 * 23.4-25.0. It costs import time: twice the statements, so the loading's writes took 32.6-33.5 s against 30.9-32.0
 * and the import 67.6 / 67.8 / 70.7 / 68.2 s against 67.8 / 66.4 / 67.7 / 66.9 (its loading waits for the writes).
 */
export const MYSQL_BATCH_ROWS = 2_500;
/** How much more per id a count's next id window is taken to cost than the last one did (see countMatches). */
const WINDOW_COST_MARGIN = 2;
/** The first id window a scan reads (newest leads); each next one is 4 times larger. */
const FIRST_WINDOW = 65_536;
/** How many ids a read's window spans (0 without one: every id). */
const spanOf = (window?: IdWindow) => (window ? window.high - window.low : 0);
/**
 * The text matches the first count chunk takes (SQLite full text, see MatchSource.countChunk); each next one is 4
 * times larger. Small enough that the one chunk a request always counts stays cheap when filters are tested on
 * every match (measured on 1M leads, two filters: 16k matches took 13 ms).
 */
export const FIRST_COUNT_CHUNK = 4_096;

export interface SqlLeadIndexOptions {
  /**
   * How long one search or facet request may read before it answers with what it has (LEAD_QUERY_BUDGET_MS):
   * the page found so far, a total marked 'gte' and timedOut. Default 1000 ms; 0 answers every request with its
   * first read only (its first page).
   */
  budgetMs?: number;
  /** Facet sample size; default FACET_SAMPLE. */
  facetSample?: number;
  /** See SOFT_BUDGET_MS (its default). */
  softBudgetMs?: number;
  /** See FIRST_COUNT_CHUNK (its default). */
  firstCountChunk?: number;
  /**
   * How long the index must stay unchanged before sets of ids per term (a word, a filter value) are built to count
   * and page matches from: SQLite's in its reading threads (sqlite-match-sets.ts), MySQL/MariaDB's in the server
   * (mysql-match-sets.ts); default MATCH_SET_SETTLE_MS.
   */
  matchSetSettleMs?: number;
}

/**
 * How long the lead index must stay unchanged before sets of ids are built from it: an import commits a batch every
 * fraction of a second, and each commit would throw the sets away again.
 */
export const MATCH_SET_SETTLE_MS = 1000;
/** MySQL/MariaDB: a text search's candidates are read whole, ready for the page, when there are at most this many. */
const WHOLE_CANDIDATE_ROWS = 2 * RANK_WINDOW;
/**
 * Bytes of sets of ids each SQLite reading thread, and a MySQL/MariaDB index's server, keeps: a term matching at
 * least one lead in 32 is a bitset over every id (125 KB at 1M leads), a rarer one its list of ids.
 */
export const MATCH_SET_CACHE_BYTES = 16 * 1024 * 1024;

/** A row of the datasets read (selectDatasets): top, set_aside and version only with a search's. */
interface DatasetRow {
  name: string;
  lead_count: number | string;
  top?: number | string | null;
  set_aside?: number | string;
  version?: number | string | null;
}

/** A request's deadline; exceeded once a read was skipped or stopped for it. */
interface Budget {
  /** When the request started, for the soft budget. */
  start: number;
  deadline: number;
  exceeded: boolean;
  /** Reads run under it: the first always runs (a request answers at least its first page). */
  reads: number;
  /** The highest lead id, read once per request for the id windows. */
  top?: Promise<number>;
  /** MySQL/MariaDB: the index's version (lead_index_version), read with the datasets (see MysqlMatchSets). */
  version?: string;
}

/**
 * MariaDB's max_statement_time (1969) or MySQL's MAX_EXECUTION_TIME (3024) stopped the statement. InnoDB full
 * text interrupted by it reports HA_ERR_FTS_EXCEED_RESULT_CACHE_LIMIT (188) instead (measured on MariaDB 10.11),
 * which otherwise also means the match set was too large to answer: the same partial answer fits both.
 */
function isStatementTimeout(error: unknown): boolean {
  return [1969, 3024, 188].includes(mysqlErrno(error) ?? 0);
}

/** The default lead index: plain indexed columns plus FTS5 (SQLite) or a word table (MySQL/MariaDB). */
export class SqlLeadIndex implements LeadIndex {
  readonly driver = 'sql' as const;
  /**
   * An import reads its next batch while this one is written, on both databases. On SQLite the writes run in the
   * writer's thread. On MySQL/MariaDB a write is many round trips, which once waited behind the read (measured on 200k
   * rows on a busy machine, with the import's writes of 2026-11-24: 100-118 s overlapped against 67-78 s in turn).
   * Measured again on 1M generated leads into MariaDB, alternating with reading and writing in turn: 119.2 / 116.5 s
   * against 130.1 / 131.5 (loading 55.1 / 50.7 s against 61.0 / 62.2: the read no longer leaves a core idle while
   * the database writes); peak RSS 275 / 274 MB against 254 / 264 (two batches at once).
   */
  readonly overlapWrites = true;
  /**
   * Batches in groups on SQLite only: on MySQL/MariaDB the groups keep the batch's transaction (and the writers' turn)
   * open while the rest of the batch is read, and each group is a write of its own. Measured in the same run: 146.6 s.
   */
  readonly writeGroups: boolean;
  /** An import's rows per transaction: MYSQL_BATCH_ROWS on MySQL/MariaDB, the import's own number on SQLite. */
  readonly batchRows?: number;
  /** The keys in memory while a bulk load has dropped the key indexes (sql-bulk-keys.ts). */
  private readonly bulkKeys: BulkKeys;
  private readonly budgetMs: number;
  private readonly facetSample: number;
  private readonly softBudgetMs: number;
  private readonly firstCountChunk: number;
  private readonly matchSets: MatchSetOptions;
  /** MySQL/MariaDB: the server's sets of ids per term (mysql-match-sets.ts). */
  private readonly termSets?: MysqlMatchSets;

  constructor(
    private readonly db: SqlRunner,
    options: SqlLeadIndexOptions = {},
  ) {
    this.writeGroups = db.dialect === 'sqlite';
    if (db.dialect === 'mysql') this.batchRows = MYSQL_BATCH_ROWS;
    this.bulkKeys = new BulkKeys();
    this.budgetMs = options.budgetMs ?? DEFAULT_QUERY_BUDGET_MS;
    this.facetSample = options.facetSample ?? FACET_SAMPLE;
    this.softBudgetMs = options.softBudgetMs ?? SOFT_BUDGET_MS;
    this.firstCountChunk = Math.max(1, options.firstCountChunk ?? FIRST_COUNT_CHUNK);
    this.matchSets = {
      settleMs: options.matchSetSettleMs ?? MATCH_SET_SETTLE_MS,
      cacheBytes: MATCH_SET_CACHE_BYTES,
    };
    if (db.dialect === 'mysql') this.termSets = new MysqlMatchSets(db, this.matchSets);
  }

  prepare(record: LeadRecord): PreparedRecord {
    return prepareLead(record);
  }

  upsert(
    dataset: string,
    records: (LeadRecord | PreparedRecord)[],
    timings?: WriteTimings,
    checkpoint?: ImportCheckpoint,
  ): Promise<UpsertResult> {
    return this.written(upsertLeads(this.db, dataset, records, timings, checkpoint, this.bulkKeys));
  }

  upsertGroups(
    dataset: string,
    groups: AsyncIterable<(LeadRecord | PreparedRecord)[]>,
    timings?: WriteTimings,
    checkpoint?: ImportCheckpoint,
  ): Promise<UpsertResult> {
    return this.written(upsertLeadGroups(this.db, dataset, groups, timings, checkpoint, this.bulkKeys));
  }

  beginImport(dataset: string, expectedRows?: number): Promise<void> {
    this.bulkKeys.expect(expectedRows ?? 0);
    return this.written(beginLeadImport(this.db, dataset, expectedRows));
  }

  endImport(dataset: string, timings?: WriteTimings): Promise<void> {
    // The keys in memory are let go before the rebuild, which needs no lookups (should another import still be
    // loading, its next batch reads them from the table again), and their memory returned: the rebuild's tens of
    // seconds allocate nothing that would collect it.
    if (this.bulkKeys.reset()) collectNow();
    return this.written(endLeadImport(this.db, dataset, timings));
  }

  async search(query: LeadQuery): Promise<LeadSearchResult> {
    const budget = this.startBudget();
    const selection = await this.selectDatasets(query.indexPattern, budget);
    const base = {
      datasets: selection.condition,
      text: query.text,
      textFields: checkTextFields(query.textFields),
      filters: query.filters,
    };
    return this.withFilterIndexes(selection.filterIndexes, async (filterIndexes) => {
      // Every word first; when nothing has them all, any word (ranked by how many it has).
      let result = await this.page({ ...base, filterIndexes, textMode: 'all' }, query, selection.count, budget);
      if (result.total === 0 && !result.timedOut && (query.text ?? '').trim().includes(' ')) {
        result = await this.page({ ...base, filterIndexes, textMode: 'any' }, query, selection.count, budget);
      }
      return result;
    });
  }

  /**
   * Runs a read that may name the filter columns' indexes (see ScopeOptions.filterIndexes), and again without them
   * should a bulk load have dropped one since they were found complete (MySQL's ER_KEY_DOES_NOT_EXITS, 1176).
   */
  private async withFilterIndexes<T>(complete: boolean, read: (filterIndexes: boolean) => Promise<T>): Promise<T> {
    try {
      return await read(complete);
    } catch (error) {
      if (!complete || mysqlErrno(error) !== 1176) throw error;
      return read(false);
    }
  }

  private startBudget(): Budget {
    const start = Date.now();
    return { start, deadline: start + this.budgetMs, exceeded: false, reads: 0 };
  }

  /** unfilteredTotal: the selected datasets' lead count, the total when neither text nor filters narrow it. */
  private async page(
    options: ScopeOptions,
    query: LeadQuery,
    unfilteredTotal: number,
    budget: Budget,
  ): Promise<LeadSearchResult> {
    const sorted = !!query.sort && query.sort.field !== '_score';
    const scope = buildScope(this.db.dialect, { ...options, filterTokens: !sorted });
    const filtered = scope.hasText || Object.values(options.filters ?? {}).some((values) => values?.length);
    // By relevance, or without text newest first: read newest first (see rankedPage).
    if (!sorted) {
      return this.rankedPage(scope, query, budget, filtered ? undefined : unfilteredTotal, options);
    }
    const { pageSize, offset } = pageWindow(query);
    const columns = pageColumns(this.db.dialect).join(', ');
    const rows = await this.allWithin<LeadRow & { score: number }>(
      `SELECT ${columns}, ${scope.score} AS score FROM ${scope.from} WHERE ${scope.where} ` +
        `ORDER BY ${orderBy(query.sort, scope.hasText)} LIMIT ? OFFSET ?`,
      [...scope.params, pageSize, offset],
      budget,
    );
    if (!rows) return { hits: [], total: offset, totalRelation: 'gte', timedOut: true };
    const hits = rows.map((row) => toHit(row, Number(row.score)));
    if (!filtered) return { total: unfilteredTotal, hits };
    return { hits, ...(await this.total(matchSource(this.db.dialect, scope), query, hits.length, budget)) };
  }

  /**
   * A text query by relevance. Ranking every match of a common word over millions of leads costs as much as
   * reading them all, so matches are ranked in blocks of RANK_WINDOW (or of the page size, if larger), newest block
   * first: pages 1-4 of 25 show the newest 100 matches by relevance, page 5 the next 100 by relevance, and so on. A
   * page reads its block and the ones before it from the full-text index newest first, the filters tested on each
   * as it goes; every page of a size then ranks the same blocks alike, so paging on shows each match once. While
   * there are no more matches than a block, the ranking is over all of them and exact.
   */
  private async rankedPage(
    scope: SqlScope,
    query: LeadQuery,
    budget: Budget,
    knownTotal?: number,
    options?: ScopeOptions,
  ): Promise<LeadSearchResult> {
    const { pageSize, offset } = pageWindow(query);
    const source = matchSource(this.db.dialect, scope);
    // Without text every score is 0 and the order is newest first: the page needs no more candidates than itself.
    // With text, every block the page reaches, whole.
    const block = Math.max(RANK_WINDOW, pageSize);
    const window = scope.hasText ? Math.ceil((offset + pageSize) / block) * block : offset + pageSize;
    const soft = { rows: offset + pageSize, by: budget.start + this.softBudgetMs };
    // SQLite full text and the word table: the candidates' rows give their relevance (rowRelevance), without FTS5's
    // bm25. Any word too, as the word table ranks it: bm25's inverse document frequency would rank leads with a rarer
    // word first, and it costs FTS5 a pass over each word's list of matches (measured on 1M leads, the newest 100
    // matches of "priya sharma" in one industry and size: 12 ms with bm25, 2.3 ms for their ids alone; "sales
    // director": 28.6 and 1.2 ms).
    const fromRows = scope.hasText && (!!scope.fts || !!scope.words);
    // SQLite full text reads no score from the index (it is 0, or computed from the rows): the sets of ids may give
    // the ids.
    // MySQL/MariaDB: from the server's sets of ids per term, where the scope is made of terms and they are at hand.
    const cap = query.trackTotal === undefined ? Infinity : Math.max(0, Math.floor(query.trackTotal));
    const fromSets =
      scope.termSets && this.termSets
        ? await this.termSets.answer(scope.termSets, window, cap + 1, budget.version)
        : null;
    const found = fromSets
      ? { rows: fromSets.ids.map((id) => ({ id, score: 0 })), complete: fromSets.ids.length < window }
      : source.newestIds
        ? await this.newestIds(source.newestIds, window, budget)
        : await this.scan<{ id: number; score: number }>(
            source,
            fromRows ? 'hits.id AS id' : 'hits.id AS id, hits.score AS score',
            window,
            budget,
            soft,
          );
    /** MySQL/MariaDB: the candidates' rows, read whole to be ranked. */
    let candidateRows: Map<number, LeadRow> | null = null;
    if (fromRows && found.rows.length) {
      const words = foldedWords(options?.text ?? '');
      const ids = found.rows.map((row) => row.id);
      const marks = ids.map(() => '?').join(', ');
      let scores: Map<number, number>;
      if (this.db.dialect === 'sqlite') {
        // Scored in the reader's thread (LEAD_SQL_FUNCTIONS): only ids and scores come back.
        const relevance = sqliteRelevance(words, options?.textFields);
        const rows = await this.db.all<{ id: number; score: number }>(
          `SELECT l.id, ${relevance.sql} AS score FROM leads l WHERE l.id IN (${marks})`,
          [...relevance.params, ...ids],
        );
        scores = new Map(rows.map((row) => [Number(row.id), Number(row.score)]));
      } else {
        // A page's first candidates are read whole: the page is made of them, so it needs no read of its own. One
        // statement less for 75 more rows' other columns: in a CPU profile of text searches on 1M leads at 10
        // clients, sending a statement took the main thread 0.3 ms of socket write alone, of 5 ms a request spent
        // there in all. A deep page's thousands of candidates are read for their text only.
        const whole = ids.length <= WHOLE_CANDIDATE_ROWS;
        const columns = whole
          ? pageColumns(this.db.dialect)
          : ['l.id', ...FULLTEXT_FIELDS.map((field) => `l.${field}`)];
        const rows = await this.db.all<LeadRow>(
          `SELECT ${columns.join(', ')} FROM leads l WHERE l.id IN (${marks})`,
          ids,
        );
        const relevance = rowRelevanceOf(words, options?.textFields);
        scores = new Map(rows.map((row) => [Number(row.id), relevance(row)]));
        if (whole) candidateRows = new Map(rows.map((row) => [Number(row.id), row]));
      }
      for (const row of found.rows) row.score = scores.get(Number(row.id)) ?? 0;
    }
    const direction = query.sort?.order === 'asc' ? 1 : -1;
    // Each candidate's block: its place among them newest first, by the block size.
    const ranked = found.rows
      .map((row) => ({ id: Number(row.id), score: Number(row.score), block: 0 }))
      .sort((a, b) => b.id - a.id);
    if (scope.hasText) {
      ranked.forEach((row, i) => (row.block = Math.floor(i / block)));
      // Equal scores newest first. Ranking across blocks moved matches over the 100th place as a deeper page read
      // more of them: an older match ranked above the newest 100 on page 5 pushed one of them onto it a second time.
      ranked.sort((a, b) => a.block - b.block || direction * (a.score - b.score) || b.id - a.id);
    }
    const pageRows = ranked.slice(offset, offset + pageSize);
    // Every match is among the candidates, or the sets counted them (up to cap + 1).
    const matches = found.complete ? ranked.length : fromSets?.count;
    const counted =
      knownTotal !== undefined
        ? { total: knownTotal }
        : matches !== undefined
          ? matches <= cap
            ? { total: matches }
            : { total: Math.max(cap, offset + pageRows.length), totalRelation: 'gte' as const }
          : await this.total(source, query, pageRows.length, budget, {
              seen: ranked.length,
              // Every match at or above the lowest candidate was read (the scan goes newest first).
              below: ranked.reduce((low, row) => Math.min(low, row.id), Infinity),
            });
    const timedOut = budget.exceeded ? { timedOut: true as const } : {};
    if (!pageRows.length) return { ...counted, ...timedOut, hits: [] };
    const byId =
      candidateRows ??
      new Map(
        (
          await this.db.all<LeadRow>(
            `SELECT ${pageColumns(this.db.dialect).join(', ')} FROM leads l WHERE l.id IN (${pageRows.map(() => '?').join(', ')})`,
            pageRows.map((row) => row.id),
          )
        ).map((row) => [Number(row.id), row]),
      );
    return {
      ...counted,
      ...timedOut,
      hits: pageRows.filter((row) => byId.has(row.id)).map((row) => toHit(byId.get(row.id) as LeadRow, row.score)),
    };
  }

  /**
   * The number of matches, counted only as far as query.trackTotal asks (see the port) and the time budget
   * allows. What the page itself shows is used first: a page that is not full ends the matches, so their count
   * is known. `scanned`: matches already counted (the ranked candidates), all with ids >= `below`.
   */
  private async total(
    source: MatchSource,
    query: LeadQuery,
    pageHits: number,
    budget: Budget,
    scanned?: { seen: number; below: number },
  ): Promise<{ total: number; totalRelation?: 'gte'; timedOut?: true }> {
    const { pageSize, offset } = pageWindow(query);
    const cap = query.trackTotal === undefined ? Infinity : Math.max(0, Math.floor(query.trackTotal));
    if (!scanned) {
      const seen = offset + pageHits;
      if (pageHits === 0 && offset === 0) return { total: 0 };
      if (pageHits > 0 && pageHits < pageSize) return { total: seen };
      if (cap <= seen && pageHits > 0) return { total: seen, totalRelation: 'gte' };
    } else if (cap <= scanned.seen) {
      return { total: scanned.seen, totalRelation: 'gte' };
    }
    const seen = scanned?.seen ?? 0;
    // A capped count gets only the soft budget (a lower bound now beats an exact total later); an uncapped one,
    // which the caller asked to be exact, the whole budget.
    const countBudget: Budget = {
      ...budget,
      deadline: cap === Infinity ? budget.deadline : Math.min(budget.deadline, budget.start + this.softBudgetMs),
      exceeded: false,
      // One window is always counted while the request is within its budget (a small index is then counted
      // exactly, whatever the load); further windows only within the soft budget.
      reads: Date.now() < budget.deadline ? 0 : 1,
    };
    // SQLite full text with nothing but the MATCH: every match at once (it includes the ones seen); else the matches
    // below the ones seen, as many as the cap leaves.
    const counted = source.countAll
      ? await this.countAll(source.countAll, cap, countBudget)
      : await this.countMatches(source, cap === Infinity ? Infinity : cap + 1 - seen, countBudget, scanned?.below);
    const total = Math.max(source.countAll ? counted.count : seen + counted.count, seen, offset + pageHits);
    if (total > cap) return { total: cap, totalRelation: 'gte' };
    if (!counted.complete) {
      return { total, totalRelation: 'gte', ...(Date.now() >= budget.deadline ? { timedOut: true as const } : {}) };
    }
    return { total };
  }

  /** Matches counted newest first, window by window, up to `limit` or until the budget is spent. */
  private async countMatches(
    source: MatchSource,
    limit: number,
    budget: Budget,
    below?: number,
  ): Promise<{ count: number; complete: boolean }> {
    if (source.countChunk) return this.countChunks(source.countChunk, limit, budget, below);
    let count = 0;
    /**
     * The last window's read time per id: a window predicted to end past the deadline is not started. Predicted at
     * twice that rate: a statement the deadline stops counts nothing, and a larger window costs more per id (MariaDB,
     * two filters on 1M leads: 4 ms for the newest 65,536 ids, 29 ms for the 262,144 below them).
     */
    let msPerId = 0;
    for (const window of await this.windows(source, budget, below)) {
      if (budget.reads > 0 && Date.now() + WINDOW_COST_MARGIN * msPerId * spanOf(window) > budget.deadline) {
        return { count, complete: false };
      }
      const left = limit - count;
      const started = Date.now();
      const [row] =
        (await this.allWithin<{ n: number }>(
          `SELECT COUNT(*) AS n FROM (${source.select('1 AS one', window, true)}) matches`,
          [...source.params('1 AS one', window, true), Number.isFinite(left) ? left : Number.MAX_SAFE_INTEGER],
          budget,
        )) ?? [];
      if (!row) return { count, complete: false };
      msPerId = (Date.now() - started) / Math.max(1, spanOf(window));
      count += Number(row.n);
      if (count >= limit) return { count, complete: false };
    }
    return { count, complete: true };
  }

  /** The newest `need` matches in one read (see MatchSource.newestIds); complete: they are all there are. */
  private async newestIds(
    statement: NonNullable<MatchSource['newestIds']>,
    need: number,
    budget: Budget,
  ): Promise<{ rows: { id: number; score: number }[]; complete: boolean }> {
    const { sql, params } = statement(need, this.matchSets);
    const rows = await this.allWithin<{ id: number; score: number }>(sql, params, budget);
    return rows ? { rows, complete: rows.length < need } : { rows: [], complete: false };
  }

  /** Counts every match up to cap + 1 in one read (see MatchSource.countAll). */
  private async countAll(
    statement: NonNullable<MatchSource['countAll']>,
    cap: number,
    budget: Budget,
  ): Promise<{ count: number; complete: boolean }> {
    const limit = cap === Infinity ? -1 : cap + 1;
    const { sql, params } = statement(limit, this.matchSets);
    const [row] = (await this.allWithin<{ n: number }>(sql, params, budget)) ?? [];
    if (!row) return { count: 0, complete: false };
    const count = Number(row.n);
    return { count, complete: limit < 0 || count < limit };
  }

  /** countMatches by chunks of text matches (SQLite full text), newest first: see MatchSource.countChunk. */
  private async countChunks(
    chunkOf: NonNullable<MatchSource['countChunk']>,
    limit: number,
    budget: Budget,
    below?: number,
  ): Promise<{ count: number; complete: boolean }> {
    budget.top ??= this.topId();
    let upper = below ?? (await budget.top) + 1;
    let count = 0;
    /** The last chunk's read time per match taken: a chunk predicted to end past the deadline is not started. */
    let msPerMatch = 0;
    for (let examine = this.firstCountChunk; ; examine *= 4) {
      if (budget.reads > 0 && Date.now() + msPerMatch * examine > budget.deadline) return { count, complete: false };
      const started = Date.now();
      const chunk = chunkOf(upper, examine);
      const [row] =
        (await this.allWithin<{ examined: number; low: number | null; n: number }>(chunk.sql, chunk.params, budget)) ??
        [];
      if (!row) return { count, complete: false };
      count += Number(row.n);
      if (count >= limit) return { count, complete: false };
      const examined = Number(row.examined);
      if (examined < examine || row.low === null) return { count, complete: true };
      msPerMatch = (Date.now() - started) / examined;
      upper = Number(row.low);
    }
  }

  private topId(): Promise<number> {
    return this.db
      .all<{ top: number | null }>('SELECT MAX(id) AS top FROM leads')
      .then(([row]) => Number(row?.top ?? 0));
  }

  /**
   * Reads the scope's matches newest first until `need` rows, window by window of ids so the budget is checked
   * between windows. complete: every match was read (fewer than `need`).
   */
  private async scan<T>(
    source: MatchSource,
    columns: string,
    need: number,
    budget: Budget,
    soft?: { rows: number; by: number },
  ): Promise<{ rows: T[]; complete: boolean }> {
    const rows: T[] = [];
    const windows = await this.windows(source, budget);
    for (const [i, window] of windows.entries()) {
      const found = await this.allWithin<T>(
        source.select(columns, window),
        [...source.params(columns, window), need - rows.length],
        budget,
      );
      if (!found) return { rows, complete: false };
      rows.push(...found);
      if (rows.length >= need) return { rows, complete: false };
      if (soft && rows.length >= soft.rows && Date.now() > soft.by && (window?.low ?? 0) > 0) {
        return { rows, complete: false };
      }
      // Sparse matches (the newest window found under a quarter of what is needed): one read over every id, newest
      // first, instead of the windows left (see MatchSource.wholeWhenSparse). It finds this window's matches again.
      if (i === 0 && source.wholeWhenSparse && windows.length > 1 && 4 * rows.length < need) {
        const whole = await this.allWithin<T>(source.select(columns), [...source.params(columns), need], budget);
        if (!whole) return { rows, complete: false };
        return { rows: whole, complete: whole.length < need };
      }
    }
    return { rows, complete: true };
  }

  /**
   * Id windows, newest first: small first (a common query fills its page from the newest leads), growing 4× while
   * they find little. One read over every id (no window) where the source is not windowed (full text).
   */
  private async windows(source: MatchSource, budget: Budget, below?: number): Promise<(IdWindow | undefined)[]> {
    if (!source.windowed) return [undefined];
    budget.top ??= this.topId();
    let high = Math.min((await budget.top) + 1, below ?? Infinity);
    const result: IdWindow[] = [];
    let span = FIRST_WINDOW;
    while (high > 0) {
      const low = Math.max(0, high - span);
      result.push({ high, low });
      high = low;
      span *= 4;
    }
    return result;
  }

  /**
   * Runs a read within what is left of the budget, or answers null when it is spent. MariaDB/MySQL stop the
   * statement itself at the deadline (a timeout there also answers null); a SQLite read cannot be interrupted,
   * which is why every SQLite read here is bounded by its window and LIMIT.
   */
  private async allWithin<T>(sql: string, params: SqlParam[], budget: Budget): Promise<T[] | null> {
    // The first read gets at least a moment (MariaDB's guard needs a positive time), later ones only what is left.
    const left = budget.reads++ === 0 ? Math.max(budget.deadline - Date.now(), 50) : budget.deadline - Date.now();
    if (left <= 0) {
      budget.exceeded = true;
      return null;
    }
    if (this.db.dialect !== 'mysql') return this.db.all<T>(sql, params);
    const guarded =
      (await this.mysqlFlavour()) === 'mariadb'
        ? `SET STATEMENT max_statement_time = ${(left / 1000).toFixed(3)} FOR ${sql}`
        : sql.replace(/^SELECT /, `SELECT /*+ MAX_EXECUTION_TIME(${Math.ceil(left)}) */ `);
    try {
      return await this.db.all<T>(guarded, params);
    } catch (error) {
      if (!isStatementTimeout(error)) throw error;
      budget.exceeded = true;
      return null;
    }
  }

  private flavour?: Promise<'mariadb' | 'mysql'>;
  /** The datasets read under way for searches (sharedDatasets), with writesEnded as it began; null once answered. */
  private datasetsRead: { writes: number; rows: Promise<DatasetRow[]> } | null = null;
  /** Writes of this index that have ended (written). */
  private writesEnded = 0;

  private mysqlFlavour(): Promise<'mariadb' | 'mysql'> {
    this.flavour ??= this.db
      .all<{ version: string }>('SELECT VERSION() AS version')
      .then(([row]) => (/mariadb/i.test(String(row?.version)) ? 'mariadb' : 'mysql'));
    return this.flavour;
  }

  /**
   * The datasets a pattern selects and their lead count, from one read of the short datasets table. `condition` is
   * undefined when the pattern selects every dataset (queries then need no dataset condition). With a budget (a
   * search), the same read also gives the highest lead id the id windows start from (one round trip to a reader thread
   * less per search: under load each costs the main thread ~0.2 ms), and it is shared (sharedDatasets).
   */
  private async selectDatasets(
    pattern: string | undefined,
    budget?: Budget,
  ): Promise<{ names: string[]; condition: string[] | undefined; count: number; filterIndexes: boolean }> {
    const rows = budget ? await this.sharedDatasets() : await this.readDatasets(false);
    if (budget && rows.length) budget.top ??= Promise.resolve(Number(rows[0].top ?? 0));
    if (budget && rows.length && rows[0].version !== null && rows[0].version !== undefined)
      budget.version = String(rows[0].version);
    const regexp = patternToRegExp(pattern || DEFAULT_INDEX_PATTERN);
    const selected = rows.filter((row) => regexp.test(row.name));
    return {
      names: selected.map((row) => row.name),
      condition: selected.length === rows.length ? undefined : selected.map((row) => row.name),
      count: selected.reduce((sum, row) => sum + Number(row.lead_count), 0),
      // A bulk load under way has set the filter columns' indexes aside (sql-bulk-load.ts).
      filterIndexes: !rows.length || !Number(rows[0].set_aside ?? 0),
    };
  }

  /** The datasets table, with what a search also reads (see DatasetRow). */
  private readDatasets(forSearch: boolean): Promise<DatasetRow[]> {
    return this.db.all<DatasetRow>(
      `SELECT name, lead_count${forSearch ? ', (SELECT MAX(id) FROM leads) AS top' : ''}` +
        (forSearch && this.db.dialect === 'mysql'
          ? ', (SELECT COUNT(*) FROM lead_bulk_ddl) AS set_aside' +
            ", (SELECT version FROM lead_index_version WHERE name = 'leads') AS version"
          : '') +
        ' FROM lead_datasets ORDER BY name',
    );
  }

  /**
   * readDatasets for a search, shared by the searches that begin while it is under way (unless a write of this index
   * has ended since it began). Every search begins with this read, a statement of its own before any other (a text
   * search makes two or three in all), and under load many begin while one is waiting for its answer: they take that
   * answer, as had they begun with the search that asked. A search that begins once it has been answered reads again:
   * nothing is kept, so writes by other processes (the worker's import, where it runs apart) show as soon as they did.
   *
   * Measured on 1M generated leads into MariaDB, 10 clients, one server switching every 5 s between not sharing,
   * sharing while under way and sharing for 100 ms after (6 rounds each), text + 2 filters: 275 / 311 / 313 req/s,
   * p95 58.4 / 53.2 / 54.1 ms, the database server's CPU 1.30 / 1.15 / 1.06 ms a search, the app's main thread 3.40 /
   * 3.00 / 3.03 ms. On SQLite (a reading thread answers, no socket) text only gained 2-3 %, within the noise. Sharing
   * for 100 ms after was not kept: another process's writes would show up to 100 ms late (mysql-match-sets e2e).
   */
  private sharedDatasets(): Promise<DatasetRow[]> {
    const pending = this.datasetsRead;
    if (pending && pending.writes === this.writesEnded) return pending.rows;
    const read = { writes: this.writesEnded, rows: this.readDatasets(true) };
    this.datasetsRead = read;
    // Registered before any search awaits the answer, so it runs first: no search that begins after sees it pending.
    const answered = () => {
      if (this.datasetsRead === read) this.datasetsRead = null;
    };
    read.rows.then(answered, answered);
    return read.rows;
  }

  /** A write of this index, counted once it has ended (committed, or failed): see sharedDatasets. */
  private written<T>(write: Promise<T>): Promise<T> {
    const ended = () => {
      this.writesEnded++;
    };
    write.then(ended, ended);
    return write;
  }

  /**
   * Counts a field's values over the leads in scope. Over a large scope they are counted in a sample, the newest
   * FACET_SAMPLE leads in it (as Elasticsearch's sampler aggregation), and the answer says so (`sampled`): exact
   * counts would read every lead in scope, hundreds of thousands under a broad filter.
   */
  async facets(query: FacetQuery): Promise<FacetValues> {
    const budget = this.startBudget();
    const selection = await this.selectDatasets(query.indexPattern, budget);
    const isList = (LIST_FIELDS as LeadField[]).includes(query.field);
    const found = await this.withFilterIndexes(selection.filterIndexes, (filterIndexes) => {
      const scope = buildScope(this.db.dialect, {
        datasets: selection.condition,
        text: query.text,
        textMode: 'all',
        filters: query.filters,
        excludeField: query.field,
        filterIndexes,
      });
      const source = matchSource(this.db.dialect, scope);
      return isList
        ? this.scan<{ value: string | null }>(
            source,
            `(SELECT ${this.db.dialect === 'mysql' ? "GROUP_CONCAT(v.value SEPARATOR X'1F')" : 'GROUP_CONCAT(v.value, char(31))'} ` +
              `FROM lead_values v WHERE v.lead_id = hits.id AND v.field = '${query.field}') AS value`,
            this.facetSample,
            budget,
          )
        : this.scan<{ value: string | null }>(source, `l.${query.field} AS value`, this.facetSample, budget);
    });
    const limit = Math.max(1, Math.min(query.limit, 1000));
    const counts = new Map<string, number>();
    for (const row of found.rows) {
      const values = row.value === null ? [] : isList ? String(row.value).split('\u001f') : [String(row.value)];
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const values: FacetValues = [...counts.entries()]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, limit);
    if (!found.complete) values.sampled = found.rows.length;
    return values;
  }

  async schemaInfo(indexPattern: string): Promise<SchemaInfo> {
    const selection = await this.selectDatasets(indexPattern);
    return {
      index_pattern: indexPattern,
      total_documents: selection.count,
      accepted_fields: [...LEAD_FIELD_NAMES],
      datasets: selection.names,
    };
  }

  async count(indexPattern?: string): Promise<number> {
    return (await this.selectDatasets(indexPattern)).count;
  }

  async get(id: string): Promise<StoredLead | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row] = await this.db.all<LeadRow>(`SELECT ${SELECT_COLUMNS.join(', ')} FROM leads l WHERE l.id = ?`, [id]);
    return row ? rowToLead(row) : null;
  }

  async delete(id: string): Promise<boolean> {
    if (!/^\d{1,18}$/.test(id)) return false;
    return this.written(retryLeadWrite('A lead deletion', () => this.deleteOnce(id)));
  }

  private deleteOnce(id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // In the writers' turn: a bulk load's words, built a part at a time, never come back for a lead deleted meanwhile.
      await takeWriteTurn(tx);
      const [row] = await tx.all<Record<string, unknown> & { id: number; dataset: string }>(
        `SELECT id, dataset, ${FULLTEXT_FIELDS.join(', ')} FROM leads WHERE id = ?`,
        [id],
      );
      if (!row) return false;
      if (tx.dialect === 'mysql') await deleteWords(tx, id, leadWords((field) => row[field]).keys());
      await tx.run('DELETE FROM lead_values WHERE lead_id = ?', [id]);
      await tx.run('DELETE FROM leads WHERE id = ?', [id]);
      await tx.run('UPDATE lead_datasets SET lead_count = lead_count - 1 WHERE name = ?', [row.dataset]);
      await bumpIndexVersion(tx);
      return true;
    });
  }

  async health(): Promise<{ ok: boolean; error?: string }> {
    try {
      await this.db.all('SELECT 1 AS ok');
      return { ok: true };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }

  async close(): Promise<void> {
    await this.termSets?.close();
    return this.db.close();
  }
}
