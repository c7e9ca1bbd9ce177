/** The search API's shapes (docs/api-search.md). */

export type SearchSource = 'elasticsearch' | 'google' | 'bright_data';

export type ResultType =
  'lead' | 'organic' | 'top_story' | 'knowledge_graph' | 'related_search' | 'related_question' | 'linkedin_profile';

export type PersonaStatus = 'not_analyzed' | 'completed';

/** One result of any source; `data` holds the lead (database) or the web fields. */
export interface SearchResultItem {
  id: string;
  source?: SearchSource | string;
  type?: ResultType | string;
  position?: number;
  score?: number | null;
  relevance_score?: number | null;
  title?: string | null;
  link?: string | null;
  data?: Record<string, unknown> | null;
  persona_analysis_status?: PersonaStatus | string | null;
  persona_analysis?: Record<string, unknown> | null;
  linkedin_url?: string | null;
  linkedin_data?: Record<string, unknown> | null;
  persona_analyzed_at?: string | null;
  /** The stored persona the analysis embedded above comes from (docs/api-personas.md). */
  persona_id?: number | null;
}

/** Results keyed by source (elasticsearch, google, bright_data; older entries may carry others, e.g. csv). */
export type ResultsBySource = Partial<Record<string, SearchResultItem[]>>;

/** Source → the reason it gave no results (unconfigured, failed, timed out). */
export type SourceErrors = Partial<Record<string, string>>;

export interface SearchRequest {
  query: string;
  max_results: number;
  sources: SearchSource[];
}

export interface SearchResponse {
  success: boolean;
  results?: ResultsBySource;
  search_query_id?: string | number | null;
  errors?: SourceErrors;
  total_results?: number;
  error?: string;
}

export type QueryType = 'mixed' | 'database' | 'websearch';

export interface HistoryUser {
  id: number | string;
  username: string;
  email: string;
}

export interface HistoryEntry {
  id: number | string;
  query_text: string;
  query_type: QueryType | string;
  created_at: string;
  processed: boolean;
  total_results: number;
  sources?: string[];
  results?: ResultsBySource;
  errors?: SourceErrors;
  /** Admin lists only. */
  user?: HistoryUser;
}

export interface HistoryResponse {
  success: boolean;
  history: HistoryEntry[];
  total?: number;
}

export interface EntryResultsResponse {
  success: boolean;
  results: ResultsBySource;
}

/** Field → the values the filter panel offers. */
export type FilterOptions = Record<string, string[]>;

export interface FilterOptionsResponse {
  success: boolean;
  filter_options: FilterOptions;
}

/** Field → the selected values (a result passes when it matches any of them, for every field). */
export type ActiveFilters = Record<string, string[]>;
