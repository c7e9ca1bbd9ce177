/**
 * The last search kept across a trip to the payment page (issue 15 point 2): saved to sessionStorage just before
 * the browser leaves for checkout, read back (once) when the Search tab opens again.
 */
import type { ActiveFilters, FilterOptions, ResultsBySource, SearchSource, SourceErrors } from './types';

export const LAST_SEARCH_KEY = 'leadscope.search.last';

export interface LastSearch {
  /** The user the search belongs to: another user's search is never shown. */
  owner: number | string | null;
  query: string;
  sources: SearchSource[];
  results: ResultsBySource;
  errors: SourceErrors;
  searchQueryId: string | number | null;
  resultsQuery: string;
  filterOptions: FilterOptions;
  appliedFilters: ActiveFilters;
  view: 'cards' | 'table';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved search, or null when the text is missing, broken or of another shape. */
export function parseLastSearch(text: string | null): LastSearch | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.results) || typeof value.query !== 'string') return null;
  if (!Array.isArray(value.sources) || !value.sources.every((s) => typeof s === 'string')) return null;
  return {
    owner: typeof value.owner === 'number' || typeof value.owner === 'string' ? value.owner : null,
    query: value.query,
    sources: value.sources as SearchSource[],
    results: value.results as ResultsBySource,
    errors: isRecord(value.errors) ? (value.errors as SourceErrors) : {},
    searchQueryId:
      typeof value.searchQueryId === 'number' || typeof value.searchQueryId === 'string' ? value.searchQueryId : null,
    resultsQuery: typeof value.resultsQuery === 'string' ? value.resultsQuery : value.query,
    filterOptions: isRecord(value.filterOptions) ? (value.filterOptions as FilterOptions) : {},
    appliedFilters: isRecord(value.appliedFilters) ? (value.appliedFilters as ActiveFilters) : {},
    view: value.view === 'table' ? 'table' : 'cards',
  };
}

/** The saved search when it belongs to `user`. */
export function lastSearchFor(text: string | null, user: number | string | null): LastSearch | null {
  const saved = parseLastSearch(text);
  return saved && user !== null && saved.owner === user ? saved : null;
}
