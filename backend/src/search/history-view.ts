import type { User } from '../auth/entities/user.entity';
import type { LeadFilters } from '../leads/lead-index.port';
import { SearchQuery } from './entities/search-query.entity';
import type { SearchResult } from './entities/search-result.entity';
import type { QueryType, ResultItem, ResultsBySource, SourceId } from './result-item';
import type { SearchKind } from './search-source.port';

/** A history entry as the API answers it (docs/api-search.md, "Entry"). */
export interface HistoryEntry {
  id: number;
  query_text: string;
  query_type: QueryType;
  kind: SearchKind;
  created_at: string;
  processed: boolean;
  total_results: number;
  sources: SourceId[];
  filters: LeadFilters | null;
  errors: Partial<Record<SourceId, string>>;
  results?: ResultsBySource;
  user?: { id: number; username: string; email: string };
}

/** The search_queries columns an entry needs, for the statements written out by hand. */
export const ENTRY_COLUMNS = [
  'id',
  'user_id',
  'query_text',
  'query_type',
  'kind',
  'sources',
  'filters',
  'processed',
  'total_results',
  'errors',
  'created_at',
];

/** A search_queries row as the drivers return it: JSON as text, booleans as 0/1, SQLite dates as UTC text. */
export type RawEntry = Record<string, unknown>;

/** A raw row → the entity, as TypeORM would hydrate it. */
export function fromRaw(row: RawEntry): SearchQuery {
  const json = (value: unknown) => (typeof value === 'string' && value ? JSON.parse(value) : null);
  const created = row.created_at;
  return Object.assign(new SearchQuery(), {
    id: Number(row.id),
    user_id: Number(row.user_id),
    query_text: String(row.query_text),
    query_type: row.query_type as QueryType,
    kind: row.kind as SearchKind,
    sources: json(row.sources) ?? [],
    filters: json(row.filters),
    processed: Boolean(Number(row.processed)),
    total_results: Number(row.total_results),
    errors: json(row.errors),
    created_at: created instanceof Date ? created : new Date(`${String(created).replace(' ', 'T')}Z`),
  });
}

export function toEntry(query: SearchQuery, results?: ResultsBySource, user?: User): HistoryEntry {
  const entry: HistoryEntry = {
    id: query.id,
    query_text: query.query_text,
    query_type: query.query_type,
    kind: query.kind,
    created_at: new Date(query.created_at).toISOString(),
    processed: Boolean(query.processed),
    total_results: query.total_results,
    sources: query.sources,
    filters: query.filters,
    errors: query.errors ?? {},
  };
  if (results) entry.results = results;
  if (user) entry.user = { id: user.id, username: user.username, email: user.email };
  return entry;
}

export function toItem(row: SearchResult): ResultItem {
  return {
    id: `r_${row.id}`,
    source: row.source,
    type: row.type,
    position: row.position,
    score: row.score,
    relevance_score: row.score,
    title: row.title,
    link: row.link,
    data: row.data,
    // The persona issue fills these from stored analyses; until then nothing is analysed.
    persona_analysis_status: 'not_analyzed',
    persona_analysis: null,
    linkedin_url: row.linkedin_url,
    linkedin_data: null,
    persona_analyzed_at: null,
  };
}

/** Rows → {source: items by position}, with an (empty) list for every source the search asked. */
export function groupResults(rows: SearchResult[], sources: SourceId[]): ResultsBySource {
  const results: ResultsBySource = {};
  for (const source of sources) results[source] = [];
  const sorted = [...rows].sort((a, b) => a.source.localeCompare(b.source) || a.position - b.position);
  for (const row of sorted) (results[row.source] ??= []).push(toItem(row));
  return results;
}
