/** The DB Query filter builder (spec part 2 §4, §5, §9). */
import type { FilterOption, Filters } from '../../leads/lib/api';
import { topValuesFor } from '../../leads/lib/fields';

/** GET /db/filter-options/ asks for this many values (spec §9); the picker shows the field's top N of them. */
export const FILTER_OPTIONS_LIMIT = 100;

export const FILTER_MESSAGES = {
  needFieldAndValue: 'Choose a field and a value to add a filter',
  alreadyFiltered: 'This field already has a filter',
  noOptions: 'No filter options available',
  optionsFailed: (field: string) => `Failed to load filter options for ${field}`,
} as const;

export type AddFilterResult = { ok: true; filters: Filters } | { ok: false; error: string };

/** Adding needs both a field and a value, and a field can be added only once. */
export function addFilter(filters: Filters, field: string, value: string): AddFilterResult {
  const cleanField = field.trim();
  const cleanValue = value.trim();
  if (!cleanField || !cleanValue) return { ok: false, error: FILTER_MESSAGES.needFieldAndValue };
  if (cleanField in filters) return { ok: false, error: FILTER_MESSAGES.alreadyFiltered };
  return { ok: true, filters: { ...filters, [cleanField]: [cleanValue] } };
}

export function removeFilter(filters: Filters, field: string): Filters {
  const rest = { ...filters };
  delete rest[field];
  return rest;
}

/** The fields the picker offers: the accepted ones that have no filter yet. */
export function filterableFields(accepted: readonly string[], filters: Filters): string[] {
  return accepted.filter((field) => !(field in filters));
}

/** The most frequent values the picker shows for a field (email 20, skills 30, … others 50). */
export function topOptions(field: string, values: readonly FilterOption[]): FilterOption[] {
  return values.slice(0, topValuesFor(field));
}

/** The query string of GET /db/filter-options/ for a field under the current filters. */
export function filterOptionsQuery(field: string, indexPattern: string, filters: Filters) {
  const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== field));
  return {
    field,
    index_pattern: indexPattern,
    filters: Object.keys(others).length ? JSON.stringify(others) : undefined,
    limit: FILTER_OPTIONS_LIMIT,
  };
}
