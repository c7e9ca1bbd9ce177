/** Client-side result filters (spec part 1 §4 Filters, §9 "filter options default size 100"). */
import { asList, isMissing, itemData, textOf } from './values';
import type { ActiveFilters, FilterOptions, ResultsBySource, SearchResultItem } from './types';

/** The fields the filter panel prefers, in the order it shows them. */
export const PREFERRED_FILTER_FIELDS = [
  'company_industry',
  'company_size',
  'company_location_text',
  'seniority_level',
  'skills',
  'revenue_range',
] as const;

/** At most this many values per field (most frequent first). */
export const FILTER_OPTIONS_LIMIT = 100;
/** Without a preferred field, a field qualifies with this many distinct values (2 to 99). */
export const FALLBACK_MIN_DISTINCT = 2;
export const FALLBACK_MAX_DISTINCT = 99;

/** Fields holding several values even when they arrive as one string ("SQL; Negotiation"). */
const LIST_FIELDS = new Set(['skills', 'past_companies']);

export const FILTER_MESSAGES = {
  needQuery: 'Please enter a search query first',
  applied: 'Filters applied! (Client-side filtering)',
  noOptions: 'No filter options available',
} as const;

const normalise = (value: string) => value.trim().toLowerCase();

/** A field's non-missing values as text: each element of a list, one value otherwise; objects are skipped. */
export function valuesOf(field: string, value: unknown): string[] {
  if (isMissing(value)) return [];
  if (Array.isArray(value) || (LIST_FIELDS.has(field) && typeof value === 'string')) {
    return asList(value).filter((entry) => !isMissing(entry));
  }
  if (typeof value === 'object') return [];
  const text = textOf(value);
  return text ? [text] : [];
}

/** The fields that have at least one selected value. */
export function activeFields(filters: ActiveFilters): string[] {
  return Object.keys(filters).filter((field) => (filters[field] ?? []).length > 0);
}

export const hasActiveFilters = (filters: ActiveFilters) => activeFields(filters).length > 0;

/**
 * A result passes if, for every field with selected values, it has a non-missing value matching any of them
 * (case and surrounding spaces ignored); a list matches when any element does.
 */
export function matchesFilters(item: SearchResultItem, filters: ActiveFilters): boolean {
  const data = itemData(item);
  return activeFields(filters).every((field) => {
    const wanted = new Set(filters[field].map(normalise));
    return valuesOf(field, data[field]).some((value) => wanted.has(normalise(value)));
  });
}

export function filterResults(items: readonly SearchResultItem[], filters: ActiveFilters): SearchResultItem[] {
  if (!hasActiveFilters(filters)) return [...items];
  return items.filter((item) => matchesFilters(item, filters));
}

/**
 * The panel is "Database Filters": it narrows the database's results (§4 semantics) and leaves web and LinkedIn
 * results alone, which have no industry, size or skills to match and would otherwise all disappear.
 */
export function filterBySource(results: ResultsBySource, filters: ActiveFilters): ResultsBySource {
  return Object.fromEntries(
    Object.entries(results).map(([source, items]) => [
      source,
      source === 'elasticsearch' ? filterResults(items ?? [], filters) : [...(items ?? [])],
    ]),
  );
}

export function countResults(results: ResultsBySource | undefined): number {
  return Object.values(results ?? {}).reduce((sum, items) => sum + (items?.length ?? 0), 0);
}

/** Distinct values of every field over the results, most frequent first (ties alphabetically). */
function tally(results: ResultsBySource): Map<string, Map<string, number>> {
  const fields = new Map<string, Map<string, number>>();
  for (const items of Object.values(results)) {
    for (const item of items ?? []) {
      for (const [field, value] of Object.entries(itemData(item))) {
        for (const text of new Set(valuesOf(field, value))) {
          const counts = fields.get(field) ?? new Map<string, number>();
          counts.set(text, (counts.get(text) ?? 0) + 1);
          fields.set(field, counts);
        }
      }
    }
  }
  return fields;
}

const ranked = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, FILTER_OPTIONS_LIMIT)
    .map(([value]) => value);

/**
 * Filter options computed from the results themselves, for when the server's cannot be had: the preferred fields
 * that have values; if none has, every field with 2 to 99 distinct values.
 */
export function computeFilterOptions(results: ResultsBySource | undefined): FilterOptions {
  const fields = tally(results ?? {});
  const preferred = PREFERRED_FILTER_FIELDS.filter((field) => (fields.get(field)?.size ?? 0) > 0);
  if (preferred.length) return Object.fromEntries(preferred.map((field) => [field, ranked(fields.get(field)!)]));
  const others = [...fields.entries()]
    .filter(([, counts]) => counts.size >= FALLBACK_MIN_DISTINCT && counts.size <= FALLBACK_MAX_DISTINCT)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(others.map(([field, counts]) => [field, ranked(counts)]));
}

/** The server's options without empty fields or blank values; preferred fields first, then the rest by name. */
export function cleanFilterOptions(options: FilterOptions | null | undefined): FilterOptions {
  const entries = Object.entries(options ?? {})
    .map(([field, values]) => [field, (Array.isArray(values) ? values : []).map(String).filter((v) => !isMissing(v))])
    .filter(([, values]) => values.length > 0) as [string, string[]][];
  const rank = (field: string) => {
    const index = (PREFERRED_FILTER_FIELDS as readonly string[]).indexOf(field);
    return index < 0 ? PREFERRED_FILTER_FIELDS.length : index;
  };
  entries.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return Object.fromEntries(entries.map(([field, values]) => [field, values.slice(0, FILTER_OPTIONS_LIMIT)]));
}

/** Ticks or unticks one value of a field. */
export function toggleFilterValue(filters: ActiveFilters, field: string, value: string): ActiveFilters {
  const current = filters[field] ?? [];
  return current.includes(value)
    ? removeFilterValue(filters, field, value)
    : { ...filters, [field]: [...current, value] };
}

/** Drops one value (a chip's ×); a field left with no values is dropped too. */
export function removeFilterValue(filters: ActiveFilters, field: string, value: string): ActiveFilters {
  const rest = (filters[field] ?? []).filter((entry) => entry !== value);
  const next = { ...filters };
  if (rest.length) next[field] = rest;
  else delete next[field];
  return next;
}

export interface FilterChip {
  field: string;
  value: string;
}

/** One chip per selected value, in the order the fields were chosen. */
export function filterChips(filters: ActiveFilters): FilterChip[] {
  return activeFields(filters).flatMap((field) => filters[field].map((value) => ({ field, value })));
}

/** Whether two filter sets select the same values (order aside). */
export function sameFilters(a: ActiveFilters, b: ActiveFilters): boolean {
  const key = (filters: ActiveFilters) =>
    JSON.stringify(
      activeFields(filters)
        .sort()
        .map((field) => [field, [...filters[field]].sort()]),
    );
  return key(a) === key(b);
}
