/** The History tab's logic (spec part 1 §2.8, §4 "History entry", §8, §9). */
import { countResults, filterBySource } from '../../search/lib/filters';
import type { ActiveFilters, HistoryEntry, HistoryResponse, ResultsBySource } from '../../search/lib/types';

export const HISTORY_PAGE_SIZE = 50;

/**
 * What an entry card reads: an entry of the user's history, or a row of the Super Admin list (which always names
 * the user and never carries results).
 */
export type EntrySummary = Pick<
  HistoryEntry,
  'id' | 'query_text' | 'query_type' | 'created_at' | 'processed' | 'total_results' | 'errors' | 'results' | 'user'
>;

export const HISTORY_MESSAGES = {
  loadFailed: 'Failed to load search history',
  resultsFailed: 'Failed to load results for this search',
  empty: 'No search history yet',
  startSearching: 'Start Searching',
  noMatches: 'No matches found',
  noResults: 'No results found',
  filterPlaceholder: 'Filter search history by query or type...',
  clearFilter: 'Clear filter',
} as const;

/** Entries whose query text or query type contains the filter text (case ignored). */
export function filterHistory<T extends Pick<HistoryEntry, 'query_text' | 'query_type'>>(
  entries: readonly T[],
  text: string,
): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) =>
      (entry.query_text ?? '').toLowerCase().includes(needle) ||
      (entry.query_type ?? '').toLowerCase().includes(needle) ||
      queryTypeLabel(entry.query_type).toLowerCase().includes(needle),
  );
}

/** How many searches and how many results they found in all. */
export function historyCounts(entries: readonly Pick<HistoryEntry, 'total_results'>[]) {
  return {
    searches: entries.length,
    results: entries.reduce((sum, entry) => sum + (Number(entry.total_results) || 0), 0),
  };
}

export const statusLabel = (processed: boolean) => (processed ? 'Processed' : 'Pending');

const TYPE_LABELS: Record<string, string> = { mixed: 'Mixed', database: 'Database', websearch: 'Web search' };

export function queryTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Unknown';
  return TYPE_LABELS[type] ?? type;
}

/** An entry's Results Summary: the total it found, and how many pass its filters (the total until loaded). */
export function resultsSummary(
  entry: Pick<HistoryEntry, 'total_results'>,
  results: ResultsBySource | undefined,
  filters: ActiveFilters,
): { total: number; filtered: number } {
  if (!results) {
    const total = Number(entry.total_results) || 0;
    return { total, filtered: total };
  }
  return { total: countResults(results), filtered: countResults(filterBySource(results, filters)) };
}

export type GetJson = <T>(path: string, query?: Record<string, string | number>) => Promise<T>;

export interface LoadedHistory {
  entries: HistoryEntry[];
  total: number;
  /** metadata: results come per entry on expand; full: every entry carries its results. */
  mode: 'metadata' | 'full';
}

/** Metadata first; on failure the full history; throws when both fail. */
export async function loadHistory(get: GetJson, page = 1, pageSize = HISTORY_PAGE_SIZE): Promise<LoadedHistory> {
  const query = { page, page_size: pageSize };
  const read = (response: HistoryResponse | HistoryEntry[] | undefined) => {
    const entries = Array.isArray(response) ? response : (response?.history ?? []);
    const total = Array.isArray(response) ? entries.length : (response?.total ?? entries.length);
    return { entries, total };
  };
  try {
    return { ...read(await get<HistoryResponse>('/search/history/metadata/', query)), mode: 'metadata' };
  } catch (error) {
    console.warn('History metadata failed; loading the full history', error);
    return { ...read(await get<HistoryResponse>('/search/history/', query)), mode: 'full' };
  }
}

/** Appends a further page, leaving out entries already shown (new searches shift the pages). */
export function mergeEntries(current: readonly HistoryEntry[], more: readonly HistoryEntry[]): HistoryEntry[] {
  const seen = new Set(current.map((entry) => String(entry.id)));
  return [...current, ...more.filter((entry) => !seen.has(String(entry.id)))];
}
