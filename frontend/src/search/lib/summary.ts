/** Per-source labels, order and the Search Summary numbers (spec part 1 §2.4, §9). */
import { scoreOf } from './values';
import type { SearchResultItem, SearchSource } from './types';

export const SOURCE_LABELS: Record<SearchSource, string> = {
  elasticsearch: 'Database',
  google: 'Web Search',
  bright_data: 'LinkedIn Profiles (Bright Data)',
};

export const SOURCE_ORDER: readonly SearchSource[] = ['elasticsearch', 'google', 'bright_data'];

export function sourceLabel(source: string): string {
  return (
    (SOURCE_LABELS as Record<string, string>)[source] ??
    source.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
  );
}

/** The sources present in the results (or named by an error), known ones in their order, others after by name. */
export function orderedSources(
  results: Readonly<Record<string, unknown>> | undefined,
  errors?: Readonly<Record<string, unknown>>,
): string[] {
  const names = new Set([...Object.keys(results ?? {}), ...Object.keys(errors ?? {})]);
  const known = SOURCE_ORDER.filter((source) => names.has(source));
  const others = [...names].filter((name) => !(SOURCE_ORDER as readonly string[]).includes(name)).sort();
  return [...known, ...others];
}

/**
 * What results or errors hold for a source orderedSources named: the API documents three sources, but a stored
 * entry may name another, which is shown like them.
 */
export function bySource<T>(map: Partial<Record<SearchSource, T>> | undefined, source: string): T | undefined {
  return (map as Partial<Record<string, T>> | undefined)?.[source];
}

export interface SourceSummary {
  count: number;
  /** The mean over the results with a positive score; null when none has one. */
  averageScore: number | null;
}

export function summarise(items: readonly SearchResultItem[]): SourceSummary {
  const positive = items.map(scoreOf).filter((score): score is number => score !== null && score > 0);
  const averageScore = positive.length ? positive.reduce((sum, score) => sum + score, 0) / positive.length : null;
  return { count: items.length, averageScore };
}

/** An average score with 2 decimals, '—' without one. */
export function formatAverage(average: number | null): string {
  return average === null ? '—' : average.toFixed(2);
}
