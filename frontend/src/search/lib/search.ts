/** The Search tab's request, its messages and its logged action (spec part 1 §2.4, §5, §7, §8, §9). */
import { ApiError } from '../../lib/httpClient';
import { countResults } from './filters';
import type { ActiveFilters, ResultsBySource, SearchRequest, SearchSource } from './types';

/** The dashboard asks for 20 results per source (spec §7, §9). */
export const DASHBOARD_MAX_RESULTS = 20;
/** The dashboard's sources; Bright Data (LinkedIn profiles) is an opt-in third. */
export const DASHBOARD_SOURCES: readonly SearchSource[] = ['elasticsearch', 'google'];

export const SEARCH_PLACEHOLDER = 'Search companies, people, skills or industries…';
export const EXAMPLE_QUERIES = ['healthcare companies', 'technology companies', 'financial services'] as const;

export const SEARCH_MESSAGES = {
  success: 'Search completed successfully!',
  failed: 'Search failed',
} as const;

/** The server's limit on a query (backend/src/search/dto/search.dto.ts, SearchDto.query: 500 characters). */
export const MAX_QUERY_LENGTH = 500;

/** What the counter under the query box says, e.g. '120 / 500'. */
export const queryCounter = (query: string) => `${query.length} / ${MAX_QUERY_LENGTH}`;

/**
 * Whether pasting `pasted` over the selection [start, end) of `current` would go past the limit, so the box (which
 * keeps the first MAX_QUERY_LENGTH characters) cut it (issue 15 point 7).
 */
export function pasteWasCut(current: string, pasted: string, start: number, end: number): boolean {
  return current.length - Math.max(0, end - start) + pasted.length > MAX_QUERY_LENGTH;
}

/** A search needs a non-empty trimmed query and no search already running. */
export function canSearch(query: string, running: boolean): boolean {
  return !running && query.trim().length > 0;
}

/** The sources in the canonical order, whatever order they were ticked in. */
export function orderSources(sources: Iterable<SearchSource>): SearchSource[] {
  const chosen = new Set(sources);
  return (['elasticsearch', 'google', 'bright_data'] as const).filter((source) => chosen.has(source));
}

export function buildSearchRequest(query: string, sources: Iterable<SearchSource>): SearchRequest {
  return { query: query.trim(), max_results: DASHBOARD_MAX_RESULTS, sources: orderSources(sources) };
}

/** The server's error text when it gave one, else 'Search failed'. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.body && typeof error.body === 'object') {
    const { error: text, message } = error.body as { error?: unknown; message?: unknown };
    if (typeof text === 'string' && text.trim()) return text;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return SEARCH_MESSAGES.failed;
}

export interface SearchLogAction {
  action: 'search';
  details: {
    query: string;
    sources: SearchSource[];
    max_results: number;
    result_count: number;
    filters: ActiveFilters;
  };
}

/** What a successful search logs (POST /utility/log-action/). */
export function searchLogAction(
  request: SearchRequest,
  results: ResultsBySource | undefined,
  filters: ActiveFilters,
): SearchLogAction {
  return {
    action: 'search',
    details: {
      query: request.query,
      sources: request.sources,
      max_results: request.max_results,
      result_count: countResults(results),
      filters,
    },
  };
}
