import type { estypes } from '@elastic/elasticsearch';
import { checkTextFields, isMissing, LEAD_FIELD_NAMES, LeadField } from '../../lead-fields';
import type { FacetQuery, FacetValue, LeadFilters, LeadHit, LeadQuery } from '../../lead-index.port';
import { LeadSource, toStoredLead } from './es-documents';
import { keywordPath, SEARCH_PATHS, searchPath } from './es-mapping';

/** Elasticsearch's index.max_result_window: from + size may not pass it; deeper pages use search_after. */
export const MAX_RESULT_WINDOW = 10_000;

/** Filter values in the form they are stored in (trimmed, e-mails lower-cased), missing markers dropped. */
export function filterValues(field: LeadField, values: readonly string[]): string[] {
  const clean = new Set<string>();
  for (const raw of values) {
    const value = String(raw).trim();
    if (isMissing(value)) continue;
    clean.add(field === 'email' ? value.toLowerCase() : value);
  }
  return [...clean];
}

/** 'all': every word of the text somewhere in the searched fields; 'any': at least one (ranked by how many). */
export type TextMode = 'all' | 'any';

/**
 * The lead query: the text over the searched fields (scored; textFields: only those), and per filtered field any
 * of its values (list fields: any element). A filter whose values all mean "missing" matches nothing.
 */
export function buildLeadQuery(
  text: string | undefined,
  filters: LeadFilters = {},
  omit?: LeadField,
  mode: TextMode = 'all',
  textFields?: LeadField[],
): estypes.QueryDslQueryContainer {
  const must: estypes.QueryDslQueryContainer[] = [];
  const words = text?.trim();
  if (words) {
    const operator = mode === 'all' ? 'and' : 'or';
    const fields = checkTextFields(textFields)?.map(searchPath) ?? SEARCH_PATHS;
    must.push({ multi_match: { query: words, fields, type: 'cross_fields', operator } });
  }
  const filter: estypes.QueryDslQueryContainer[] = [];
  for (const field of LEAD_FIELD_NAMES) {
    const values = filters[field];
    if (field === omit || !values || values.length === 0) continue;
    const clean = filterValues(field, values);
    filter.push(clean.length > 0 ? { terms: { [keywordPath(field)]: clean } } : { match_none: {} });
  }
  if (must.length === 0 && filter.length === 0) return { match_all: {} };
  return { bool: { ...(must.length > 0 && { must }), ...(filter.length > 0 && { filter }) } };
}

/**
 * Sort by the chosen field (exact values for text fields), ties broken by id. Missing values sort as the SQL
 * adapter's NULLs do: first ascending, last descending.
 */
export function buildSort(query: Pick<LeadQuery, 'sort' | 'text'>): estypes.SortCombinations[] {
  const hasText = Boolean(query.text?.trim());
  const { field, order } = query.sort ?? { field: hasText ? '_score' : 'created_at', order: 'desc' };
  if (field === '_score') return [{ _score: { order } }, { id: { order: 'asc' } }];
  const missing = order === 'asc' ? '_first' : '_last';
  return [{ [keywordPath(field)]: { order, missing } }, { id: { order } }];
}

/** The search body shared by plain paging and search_after walks (no index, from, size or cursor). */
export function buildSearchBody(
  query: LeadQuery,
  mode: TextMode = 'all',
): {
  query: estypes.QueryDslQueryContainer;
  sort: estypes.SortCombinations[];
  track_scores?: boolean;
} {
  const body = {
    query: buildLeadQuery(query.text, query.filters, undefined, mode, query.textFields),
    sort: buildSort(query),
  };
  // A field sort drops scores unless asked; results still report relevance when there is a text query.
  const scored = Boolean(query.text?.trim()) && query.sort !== undefined && query.sort.field !== '_score';
  return scored ? { ...body, track_scores: true } : body;
}

/** 1-based page to offset; deep when it lies beyond the result window. */
export function pageWindow(page: number, pageSize: number): { from: number; size: number; deep: boolean } {
  const size = Math.max(0, Math.floor(pageSize));
  const from = (Math.max(1, Math.floor(page)) - 1) * size;
  return { from, size, deep: from + size > MAX_RESULT_WINDOW };
}

/** Top values of one field under the query and the other filters (its own filter left out). */
export function buildFacetBody(query: FacetQuery): {
  size: 0;
  query: estypes.QueryDslQueryContainer;
  aggs: Record<string, estypes.AggregationsAggregationContainer>;
} {
  return {
    size: 0,
    query: buildLeadQuery(query.text, query.filters, query.field),
    aggs: { values: { terms: { field: keywordPath(query.field), size: Math.max(1, query.limit) } } },
  };
}

export function parseFacetBuckets(response: estypes.SearchResponse): FacetValue[] {
  const agg = response.aggregations?.values as estypes.AggregationsStringTermsAggregate | undefined;
  const buckets = Array.isArray(agg?.buckets) ? agg.buckets : [];
  return buckets.map((bucket) => ({ value: String(bucket.key), count: bucket.doc_count }));
}

/** The leads already stored under any of the keys, oldest first. */
export function buildDedupLookup(keys: string[]): {
  query: estypes.QueryDslQueryContainer;
  sort: estypes.SortCombinations[];
} {
  return { query: { terms: { dedup_keys: keys } }, sort: [{ created_at: { order: 'asc' } }, { id: { order: 'asc' } }] };
}

/** The total stopped at track_total_hits: more documents match than it says. */
export function isLowerBound(response: estypes.SearchResponse): boolean {
  const total = response.hits.total;
  return typeof total === 'object' && total?.relation === 'gte';
}

export function totalOf(response: estypes.SearchResponse): number {
  const total = response.hits.total;
  return typeof total === 'number' ? total : (total?.value ?? 0);
}

export function toLeadHits(response: estypes.SearchResponse<LeadSource>): LeadHit[] {
  return response.hits.hits.map((hit) => ({
    lead: toStoredLead(hit._source ?? {}, hit._id ?? ''),
    score: typeof hit._score === 'number' ? hit._score : 0,
  }));
}
