/**
 * The order and counts of the filter values (issue 15 point 8): most frequent first, then by value; size and
 * revenue ranges in numeric order; counts over the database results that pass the other fields' filters.
 */
import { activeFields, matchesFilters, valuesOf } from './filters';
import { itemData } from './values';
import type { ActiveFilters, ResultsBySource } from './types';

/** Fields whose values are ranges ('1-10', '10000+', '$10M-$50M'): shown smallest first. */
export const RANGE_FIELDS = new Set(['company_size', 'revenue_range', 'employee_count', 'company_revenue']);

const SCALE: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 };

/**
 * Where a range starts and ends as numbers: '1-10' → [1, 10], '10,001+' → [10001, ∞], '$10M-$50M' → [1e7, 5e7],
 * '<$1M' → [0, 1e6]. Null when the value holds no number.
 */
export function rangeBounds(value: string): [number, number] | null {
  const numbers = [...value.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kmbt])?/gi)].map(([, digits, unit]) => {
    const base = Number(digits.replace(/,/g, ''));
    return unit ? base * SCALE[unit.toLowerCase()] : base;
  });
  if (!numbers.length || numbers.some((n) => !Number.isFinite(n))) return null;
  const text = value.trim();
  if (/^(<|under|less than|below)/i.test(text)) return [0, numbers[0]];
  if (numbers.length === 1)
    return text.endsWith('+') || /over|more than|above/i.test(text) ? [numbers[0], Infinity] : [numbers[0], numbers[0]];
  return [numbers[0], numbers[1]];
}

/** A value's count from `filterValueCounts` (case-insensitive). */
export const countOf = (counts: Readonly<Record<string, number>> | undefined, value: string) =>
  counts?.[value.trim().toLowerCase()] ?? 0;

const byValue = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** The values in the panel's order: ranges numerically, other fields by count (highest first) then by value. */
export function orderFilterValues(
  field: string,
  values: readonly string[],
  counts: Readonly<Record<string, number>> = {},
): string[] {
  if (RANGE_FIELDS.has(field)) {
    return [...values].sort((a, b) => {
      const x = rangeBounds(a);
      const y = rangeBounds(b);
      if (x && y) return x[0] - y[0] || x[1] - y[1] || byValue(a, b);
      if (x || y) return x ? -1 : 1;
      return byValue(a, b);
    });
  }
  return [...values].sort((a, b) => countOf(counts, b) - countOf(counts, a) || byValue(a, b));
}

/**
 * For each field, how many database results carry each value among those that pass the filters of the other
 * fields (so a count says what ticking the value would leave). Values compare case-insensitively.
 */
export function filterValueCounts(
  results: ResultsBySource | null | undefined,
  fields: readonly string[],
  filters: ActiveFilters,
): Record<string, Record<string, number>> {
  const items = results?.elasticsearch ?? [];
  const counts: Record<string, Record<string, number>> = {};
  for (const field of fields) {
    const others: ActiveFilters = Object.fromEntries(
      activeFields(filters)
        .filter((other) => other !== field)
        .map((other) => [other, filters[other]]),
    );
    const tally = new Map<string, number>();
    for (const item of items) {
      if (!matchesFilters(item, others)) continue;
      for (const value of new Set(valuesOf(field, itemData(item)[field]).map((v) => v.trim().toLowerCase()))) {
        tally.set(value, (tally.get(value) ?? 0) + 1);
      }
    }
    counts[field] = Object.fromEntries(tally);
  }
  return counts;
}
