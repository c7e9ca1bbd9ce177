/** The search sources, in the order the API lists them. */
export const SOURCE_IDS = ['elasticsearch', 'google', 'bright_data'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];
export const WEB_SOURCES: readonly SourceId[] = ['google', 'bright_data'];

export const RESULT_TYPES = [
  'lead',
  'organic',
  'top_story',
  'knowledge_graph',
  'related_search',
  'related_question',
  'linkedin_profile',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export type QueryType = 'mixed' | 'database' | 'websearch';
export const QUERY_TYPES: readonly QueryType[] = ['mixed', 'database', 'websearch'];

/** What a source produces for one hit, before it is numbered and stored. */
export interface ResultDraft {
  type: ResultType;
  title: string | null;
  link: string | null;
  /** The lead index's relevance; web sources leave it out and get a rank-based score. */
  score?: number;
  /** A LinkedIn personal-profile URL (https://www.linkedin.com/in/<slug>) when the hit is or names one. */
  linkedin_url: string | null;
  data: Record<string, unknown>;
}

export type PersonaStatus = 'not_analyzed' | 'completed';

/** A result as the API answers it (docs/api-search.md, "Result item"). */
export interface ResultItem {
  id: string;
  source: SourceId;
  type: ResultType;
  position: number;
  score: number;
  relevance_score: number;
  title: string | null;
  link: string | null;
  data: Record<string, unknown>;
  persona_analysis_status: PersonaStatus;
  persona_analysis: Record<string, unknown> | null;
  linkedin_url: string | null;
  linkedin_data: Record<string, unknown> | null;
  persona_analyzed_at: string | null;
  /** The stored analysis (GET /linkedin/persona/{id}/) when persona_analysis_status is 'completed'. */
  persona_id?: number | null;
}

export type ResultsBySource = Partial<Record<SourceId, ResultItem[]>>;

/** A web hit's score from its rank: 1 for the first, falling gently, always in (0, 1]. */
export function rankScore(position: number): number {
  return Number((1 / (1 + 0.1 * (Math.max(1, position) - 1))).toFixed(4));
}

/** database when only the lead index was asked, websearch when only web sources, else mixed. */
export function queryTypeOf(sources: readonly SourceId[]): QueryType {
  const database = sources.includes('elasticsearch');
  const web = sources.some((source) => source !== 'elasticsearch');
  if (database && web) return 'mixed';
  return database ? 'database' : 'websearch';
}

/** Text for a column: trimmed, empty as null, cut to the column's length. */
export function clip(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text ? text.slice(0, max) : null;
}
