import { badRequest } from '../common/app-exception';
import { DEFAULT_INDEX_PATTERN, isLeadField, isSortField, LeadField, SortField } from './lead-fields';
import type { LeadFilters } from './lead-index.port';
import { DATASET_PATTERN } from './lead-normalize';

export const PAGE_SIZES = [25, 50, 100, 500, 1000] as const;

export interface DbQuery {
  indexPattern: string;
  text?: string;
  filters: LeadFilters;
  page: number;
  pageSize: number;
  sort: { field: SortField; order: 'asc' | 'desc' };
}

export function indexPattern(value: unknown): string {
  if (value === undefined || value === null || value === '') return DEFAULT_INDEX_PATTERN;
  if (typeof value !== 'string' || !DATASET_PATTERN.test(value)) {
    throw badRequest('invalid_index_pattern', 'index_pattern may contain only letters, digits, _, - and *');
  }
  return value;
}

function filterValues(field: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((item) => typeof item === 'string' || typeof item === 'number')) {
    throw badRequest('invalid_filter', `Filter values for ${field} must be strings`);
  }
  if (values.length > 200) throw badRequest('invalid_filter', `At most 200 values per filter (${field})`);
  return values.map(String).filter((item) => item.trim() !== '');
}

/** Filters from {field: [values]} (and filter_{field} keys); unknown fields are refused by name. */
export function parseFilters(filters: unknown, extra: Record<string, unknown> = {}): LeadFilters {
  const result: LeadFilters = {};
  const add = (field: string, value: unknown) => {
    if (!isLeadField(field)) throw badRequest('unknown_field', `Unknown filter field "${field}"`);
    const values = filterValues(field, value);
    if (values.length) result[field as LeadField] = [...(result[field as LeadField] ?? []), ...values];
  };
  if (filters !== undefined && filters !== null) {
    if (typeof filters !== 'object' || Array.isArray(filters)) {
      throw badRequest('invalid_filter', 'filters must be an object of field → values');
    }
    for (const [field, value] of Object.entries(filters)) add(field, value);
  }
  for (const [key, value] of Object.entries(extra)) if (key.startsWith('filter_')) add(key.slice(7), value);
  return result;
}

const KNOWN_KEYS = new Set(['filters', 'page', 'page_size', 'sort_field', 'sort_order', 'index_pattern', 'query']);

/** The DB query console's request, validated strictly: nothing unknown reaches SQL or Elasticsearch. */
export function parseDbQuery(body: unknown): DbQuery {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('invalid_query', 'Send a JSON object');
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!KNOWN_KEYS.has(key) && !key.startsWith('filter_'))
      throw badRequest('unknown_parameter', `Unknown parameter "${key}"`);
  }
  const page = input.page === undefined ? 1 : Number(input.page);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000)
    throw badRequest('invalid_page', 'page must be a whole number from 1');
  const pageSize = input.page_size === undefined ? 50 : Number(input.page_size);
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize)) {
    throw badRequest('invalid_page_size', `page_size must be one of ${PAGE_SIZES.join(', ')}`);
  }
  const sortField = input.sort_field === undefined || input.sort_field === '' ? '_score' : input.sort_field;
  if (typeof sortField !== 'string' || !isSortField(sortField)) {
    throw badRequest('unknown_sort_field', `Unknown sort field "${String(sortField)}"`);
  }
  const order = input.sort_order === undefined ? 'desc' : String(input.sort_order).toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest('invalid_sort_order', 'sort_order must be asc or desc');
  if (input.query !== undefined && typeof input.query !== 'string')
    throw badRequest('invalid_query', 'query must be text');
  return {
    indexPattern: indexPattern(input.index_pattern),
    text: (input.query as string | undefined)?.slice(0, 500),
    filters: parseFilters(input.filters, input),
    page,
    pageSize,
    sort: { field: sortField, order },
  };
}

/** Filters sent as a query-string parameter (JSON). */
export function parseFiltersParam(raw: string | undefined): LeadFilters {
  if (!raw) return {};
  try {
    return parseFilters(JSON.parse(raw));
  } catch (error) {
    if (error instanceof SyntaxError)
      throw badRequest('invalid_filter', 'filters must be JSON, e.g. {"skills":["sql"]}');
    throw error;
  }
}
