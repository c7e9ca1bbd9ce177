import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, QueryDeepPartialEntity, Repository } from 'typeorm';
import type { ExportRange } from '../auth/user-data-export';
import { notFound } from '../common/app-exception';
import { SearchQuery } from './entities/search-query.entity';
import { SearchResult } from './entities/search-result.entity';
import { filterOptions, FilterOptions } from './filter-options';
import { ENTRY_COLUMNS, fromRaw, groupResults, HistoryEntry, RawEntry, toEntry } from './history-view';
import { PERSONA_LOOKUP, PersonaLookup } from './persona-lookup.port';
import { clip, queryTypeOf, rankScore, ResultsBySource, SourceId } from './result-item';
import type { SearchPlan } from './search-source.port';
import type { SourceOutcome } from './search-runner';

/** Rows per INSERT statement (well under SQLite's and MySQL's placeholder limits). */
const INSERT_CHUNK = 100;

export interface Page {
  page: number;
  pageSize: number;
}

/**
 * The search history: writes an entry when a search starts and its results when it ends, and reads a user's
 * own entries (another user's entry is a 404, as if it did not exist). Every write is a single statement, so
 * nothing here opens a transaction on SQLite's shared connection.
 */
@Injectable()
export class SearchHistoryService {
  constructor(
    @InjectRepository(SearchQuery) private readonly queries: Repository<SearchQuery>,
    @InjectRepository(SearchResult) private readonly results: Repository<SearchResult>,
    /** Fills the results' persona fields (the linkedin module); absent, results show as not analysed. */
    @Optional() @Inject(PERSONA_LOOKUP) private readonly personas?: PersonaLookup,
  ) {}

  /** The entry, "Pending" until complete() runs. */
  async begin(userId: number, plan: SearchPlan): Promise<number> {
    const inserted = await this.queries.insert({
      user_id: userId,
      query_text: plan.queryText.slice(0, 500),
      query_type: queryTypeOf(plan.sources),
      kind: plan.kind,
      sources: plan.sources,
      filters: Object.keys(plan.filters).length ? plan.filters : null,
      processed: false,
      total_results: 0,
      errors: null,
      created_at: new Date(),
    });
    return Number(inserted.identifiers[0].id);
  }

  /** Stores every source's results (numbered from 1 within the source) and marks the entry processed. */
  async complete(queryId: number, outcomes: SourceOutcome[], userId: number) {
    const rows = outcomes.flatMap((outcome) =>
      outcome.drafts.map((draft, index) => ({
        query_id: queryId,
        source: outcome.source,
        position: index + 1,
        type: draft.type,
        score: draft.score ?? rankScore(index + 1),
        title: clip(draft.title, 500),
        link: clip(draft.link, 10_000),
        linkedin_url: draft.linkedin_url && draft.linkedin_url.length <= 255 ? draft.linkedin_url : null,
        data: draft.data,
      })),
    );
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await this.results
        .createQueryBuilder()
        .insert()
        .into(SearchResult)
        // simple-json columns take the objects as they are; TypeORM's partial type cannot say so.
        .values(rows.slice(start, start + INSERT_CHUNK) as QueryDeepPartialEntity<SearchResult>[])
        .updateEntity(false)
        .execute();
    }
    const errors: Partial<Record<SourceId, string>> = {};
    for (const outcome of outcomes) if (outcome.error) errors[outcome.source] = outcome.error;
    await this.queries.update(
      { id: queryId },
      { processed: true, total_results: rows.length, errors: Object.keys(errors).length ? errors : null },
    );
    // The ids only: the items are built from the rows we just wrote.
    const ids = await this.results.find({
      select: { id: true, source: true, position: true },
      where: { query_id: queryId },
    });
    const idOf = new Map(ids.map((row) => [`${row.source}:${row.position}`, row.id]));
    const stored = rows.map((row) =>
      Object.assign(new SearchResult(), row, { id: idOf.get(`${row.source}:${row.position}`) }),
    );
    const asked = outcomes.map((outcome) => outcome.source);
    const results = groupResults(stored, asked);
    await this.personas?.fill(userId, Object.values(results).flat(), { justStored: true });
    return { results, errors, total: rows.length };
  }

  /**
   * A user's entries, newest first. The History tab's hot path (users with 10,000+ entries): two statements served
   * by the (user_id, created_at, id) index, written out rather than built by the ORM on every call.
   */
  async page(userId: number, page: Page, withResults: boolean): Promise<{ history: HistoryEntry[]; total: number }> {
    const [rows, counted] = await Promise.all([
      // The page's ids come from the index alone; only those rows are read (deep pages skip index entries only).
      this.queries.query(
        `SELECT ${ENTRY_COLUMNS.map((column) => `q.${column}`).join(', ')} FROM search_queries q JOIN (` +
          'SELECT id FROM search_queries WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?' +
          ') page ON page.id = q.id ORDER BY q.created_at DESC, q.id DESC',
        [userId, page.pageSize, (page.page - 1) * page.pageSize],
      ) as Promise<RawEntry[]>,
      this.queries.query('SELECT COUNT(*) AS total FROM search_queries WHERE user_id = ?', [userId]) as Promise<
        { total: number | string }[]
      >,
    ]);
    return { history: await this.withResults(rows.map(fromRaw), withResults), total: Number(counted[0].total) };
  }

  /** Entries as the API shows them, with their results when asked (one query for the whole page). */
  async withResults(entries: SearchQuery[], include: boolean): Promise<HistoryEntry[]> {
    if (!include || !entries.length) return entries.map((entry) => toEntry(entry, undefined, entry.user));
    const rows = await this.results.find({ where: { query_id: In(entries.map((entry) => entry.id)) } });
    const byQuery = groupBy(rows, (row) => row.query_id);
    const grouped = entries.map((entry) => groupResults(byQuery.get(entry.id) ?? [], entry.sources));
    // One lookup per user on the page (an admin page spans users), not one per entry.
    const byUser = groupBy(
      entries.flatMap((entry, index) =>
        Object.values(grouped[index])
          .flat()
          .map((item) => ({ entry, item })),
      ),
      ({ entry }) => entry.user_id,
    );
    for (const [userId, pairs] of byUser)
      await this.personas?.fill(
        userId,
        pairs.map(({ item }) => item),
      );
    return entries.map((entry, index) => toEntry(entry, grouped[index], entry.user));
  }

  /** The entry, if the user may read it: their own, or any for an administrator. */
  async entry(id: number, reader: { id: number; admin: boolean }): Promise<SearchQuery> {
    const entry = await this.queries.findOne({ where: reader.admin ? { id } : { id, user_id: reader.id } });
    if (!entry) throw notFound('search_not_found', 'Search not found');
    return entry;
  }

  async resultsOf(id: number, reader: { id: number; admin: boolean }): Promise<ResultsBySource> {
    const entry = await this.entry(id, reader);
    const results = groupResults(await this.results.find({ where: { query_id: entry.id } }), entry.sources);
    await this.personas?.fill(entry.user_id, Object.values(results).flat());
    return results;
  }

  async filterOptionsOf(id: number, reader: { id: number; admin: boolean }): Promise<FilterOptions> {
    const entry = await this.entry(id, reader);
    const rows = await this.results.find({ select: { id: true, data: true }, where: { query_id: entry.id } });
    return filterOptions(rows.map((row) => row.data));
  }

  count(userId: number): Promise<number> {
    return this.queries.count({ where: { user_id: userId } });
  }

  /** "Export Data": the user's searches in the range, each with its results' titles and links. */
  async exportRows(userId: number, range: ExportRange) {
    const query = this.queries
      .createQueryBuilder('q')
      .where('q.user_id = :userId', { userId })
      .orderBy('q.created_at', 'ASC')
      .addOrderBy('q.id', 'ASC');
    if (range.from) query.andWhere('q.created_at >= :from', { from: range.from });
    if (range.to) query.andWhere('q.created_at <= :to', { to: range.to });
    const entries = await query.getMany();
    const exported = [];
    for (let start = 0; start < entries.length; start += 500) {
      const batch = entries.slice(start, start + 500);
      const rows = await this.results.find({
        select: { query_id: true, source: true, position: true, type: true, title: true, link: true },
        where: { query_id: In(batch.map((entry) => entry.id)) },
        order: { query_id: 'ASC', source: 'ASC', position: 'ASC' },
      });
      const byQuery = groupBy(rows, (row) => row.query_id);
      for (const entry of batch) {
        const results = (byQuery.get(entry.id) ?? []).map(({ source, position, type, title, link }) => ({
          source,
          position,
          type,
          title,
          link,
        }));
        exported.push({ ...toEntry(entry), results });
      }
    }
    return exported;
  }
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
