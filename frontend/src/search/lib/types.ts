/**
 * The search API's shapes (docs/api-search.md), generated from the API's OpenAPI document (npm run api:types); the
 * request and the UI's own state are written here.
 */
import type { components } from '@leadscope/shared/api-types';

type Schemas = components['schemas'];

export type SearchSource = Schemas['ResultItemDto']['source'];

export type ResultType = Schemas['ResultItemDto']['type'];

export type PersonaStatus = Schemas['ResultItemDto']['persona_analysis_status'];

/** One result of any source; `data` holds the lead (database) or the web fields. */
export type SearchResultItem = Schemas['ResultItemDto'];

/** Results keyed by source. */
export type ResultsBySource = Schemas['ResultsBySourceDto'];

/** Source → the reason it gave no results (unconfigured, failed, timed out). */
export type SourceErrors = Schemas['SourceErrorsDto'];

export interface SearchRequest {
  query: string;
  max_results: number;
  sources: SearchSource[];
}

export type SearchResponse = Schemas['SearchResponseDto'];

export type QueryType = Schemas['HistoryEntryDto']['query_type'];

export type HistoryUser = Schemas['HistoryUserDto'];

export type HistoryEntry = Schemas['HistoryEntryDto'];

export type HistoryResponse = Schemas['HistoryPageResponseDto'];

export type EntryResultsResponse = Schemas['SearchResultsResponseDto'];

export type FilterOptionsResponse = Schemas['SearchFilterOptionsResponseDto'];

/** Field → the values the filter panel offers. */
export type FilterOptions = FilterOptionsResponse['filter_options'];

/** Field → the selected values (a result passes when it matches any of them, for every field). */
export type ActiveFilters = Record<string, string[]>;
