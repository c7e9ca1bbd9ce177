/** The DB Query form: its defaults (spec part 2 §9), the request it sends and the messages it shows (§8). */
import type { DbQueryRequest, DbQueryResponse, Filters, SortOrder } from '../../leads/lib/api';
import { fieldLabel, SYSTEM_FIELDS } from '../../leads/lib/fields';

export const PAGE_SIZES = [25, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_INDEX_PATTERN = 'file*_part*';
export const DEFAULT_SORT_FIELD = '_score';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

export const QUERY_MESSAGES = {
  found: (count: number | string) => `Query executed successfully! Found ${count} results`,
  failed: 'Query failed',
  schemaFailed: 'Failed to load schema info',
} as const;

/** Dataset names are lower-case: a pattern may use a-z, digits, _, - and * (backend DATASET_PATTERN). */
const INDEX_PATTERN = /^[a-z0-9_*-]{1,100}$/;

export function indexPatternError(pattern: string): string | null {
  if (!pattern.trim()) return 'Enter an index pattern';
  return INDEX_PATTERN.test(pattern.trim()) ? null : 'Use lower-case letters, digits, _, - and * only';
}

export interface QueryForm {
  indexPattern: string;
  sortField: string;
  sortOrder: SortOrder;
  pageSize: number;
  filters: Filters;
}

export const initialQueryForm: QueryForm = {
  indexPattern: DEFAULT_INDEX_PATTERN,
  sortField: DEFAULT_SORT_FIELD,
  sortOrder: DEFAULT_SORT_ORDER,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: {},
};

export function buildQueryRequest(form: QueryForm, page: number): DbQueryRequest {
  return {
    filters: form.filters,
    page: Math.max(1, Math.floor(page)),
    page_size: form.pageSize,
    sort_field: form.sortField,
    sort_order: form.sortOrder,
    index_pattern: form.indexPattern.trim() || DEFAULT_INDEX_PATTERN,
  };
}

/** What the sort picker offers: relevance, then the accepted fields, then the record's own fields. */
export function sortOptions(accepted: readonly string[]): { value: string; label: string }[] {
  const fields = [DEFAULT_SORT_FIELD, ...accepted, ...SYSTEM_FIELDS.filter((field) => field !== 'id')];
  return [...new Set(fields)].map((value) => ({
    value,
    label: value === DEFAULT_SORT_FIELD ? 'Relevance (_score)' : fieldLabel(value),
  }));
}

/** '1,200', or '10,000+' when the total is a lower bound (total_relation 'gte'). */
export function countText(count: number, relation: DbQueryResponse['total_relation']) {
  return `${count.toLocaleString('en-US')}${relation === 'gte' ? '+' : ''}`;
}

/** 'Showing 26–50 of 120' (or 'of 10,000+') for the page a response holds. */
export function rangeText(
  response: Pick<DbQueryResponse, 'total_count' | 'total_relation' | 'data'>,
  page: number,
  pageSize: number,
) {
  if (!response.total_count || !response.data.length) return 'No results';
  const first = (page - 1) * pageSize + 1;
  const last = first + response.data.length - 1;
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${countText(response.total_count, response.total_relation)}`;
}
