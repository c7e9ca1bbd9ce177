import { isMissing } from '../leads/lead-fields';

/** The fields the filter panels offer first (spec part 1 §4, "Filters"). */
export const PREFERRED_FILTER_FIELDS = [
  'company_industry',
  'company_size',
  'company_location_text',
  'seniority_level',
  'skills',
  'revenue_range',
];

export const MAX_FILTER_VALUES = 100;
/** Without preferred fields, a field qualifies with at least 2 and at most 99 distinct values. */
const MIN_DISTINCT = 2;
const MAX_DISTINCT = 99;

export type FilterOptions = Record<string, string[]>;

/**
 * Field → distinct values over the results' data: the preferred fields that have values; if none has, every
 * field with 2 to 99 distinct values. Lists count each element; 'nan', 'Unknown' and blanks are missing; nested
 * objects are not filterable. Values are ordered most frequent first (then alphabetically), at most 100.
 */
export function filterOptions(rows: Record<string, unknown>[]): FilterOptions {
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    for (const [field, value] of Object.entries(row)) {
      const values = scalars(value);
      if (!values.length) continue;
      let fieldCounts = counts.get(field);
      if (!fieldCounts) counts.set(field, (fieldCounts = new Map()));
      for (const item of new Set(values)) fieldCounts.set(item, (fieldCounts.get(item) ?? 0) + 1);
    }
  }
  const preferred = PREFERRED_FILTER_FIELDS.filter((field) => counts.get(field)?.size);
  const fields = preferred.length
    ? preferred
    : [...counts.keys()].filter((field) => {
        const size = counts.get(field)?.size ?? 0;
        return size >= MIN_DISTINCT && size <= MAX_DISTINCT;
      });
  const options: FilterOptions = {};
  for (const field of fields) {
    options[field] = [...(counts.get(field) ?? new Map<string, number>()).entries()]
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
      .slice(0, MAX_FILTER_VALUES)
      .map(([value]) => value);
  }
  return options;
}

/** A value's filterable parts: a string, number or boolean, or the elements of a list of them. */
function scalars(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  const result: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') continue;
    if (isMissing(item)) continue;
    result.push(typeof item === 'string' ? item.trim() : String(item));
  }
  return result;
}
