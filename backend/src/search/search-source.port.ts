import type { LeadField } from '../leads/lead-fields';
import type { LeadFilters } from '../leads/lead-index.port';
import type { ResultDraft, SourceId } from './result-item';

export type SearchKind = 'general' | 'companies' | 'people' | 'skills' | 'industry' | 'advanced';

/** One search, as every source reads it (built from the request by search-plan.ts). */
export interface SearchPlan {
  kind: SearchKind;
  /** What the history shows as the query. */
  queryText: string;
  /** Full-text query for the lead index (undefined: filters only). */
  text?: string;
  filters: LeadFilters;
  /** Specialised searches: a lead hit must match the text in this field. */
  field?: LeadField;
  /** The query the web sources send. */
  webQuery: string;
  /** Per source. */
  maxResults: number;
  /** The sources asked, in the API's order, each once. */
  sources: SourceId[];
}

export type PlanOptions = Pick<SearchPlan, 'maxResults' | 'sources'>;

/**
 * A search source: the lead index, or a web-search vendor behind its adapter. The service runs the requested
 * sources concurrently, each under its own timeout, and turns a thrown error into that source's `errors` entry.
 */
export interface SearchSource {
  readonly id: SourceId;
  /** null when the source can run; else the message reported for it (and nothing is called). */
  unavailableReason(): string | null;
  search(plan: SearchPlan, signal: AbortSignal): Promise<ResultDraft[]>;
}

export const SEARCH_SOURCES = Symbol('SEARCH_SOURCES');

/** A failure a source reports to the user as is: the message is safe to show (never a key or a URL). */
export class SourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
