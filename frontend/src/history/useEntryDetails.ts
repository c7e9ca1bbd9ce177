import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../lib/notify';
import { loadEntryResults, loadFilterOptions } from '../search/lib/api';
import type { ActiveFilters, FilterOptions, ResultsBySource } from '../search/lib/types';
import { HISTORY_MESSAGES, type EntrySummary } from './lib/history';

export interface EntryDetails {
  status: 'loading' | 'loaded' | 'failed';
  results?: ResultsBySource;
  options: FilterOptions;
  optionsLoading: boolean;
}

/**
 * Each saved search's results and filter options, loaded once, the first time it is expanded (an entry that
 * already carries its results only loads its options); and each entry's own filters. Administrators may read any
 * user's entry, so the Super Admin list uses it too.
 */
export function useEntryDetails() {
  const notify = useNotify();
  const [details, setDetails] = useState<Record<string, EntryDetails>>({});
  const [filters, setFilters] = useState<Record<string, ActiveFilters>>({});
  const started = useRef(new Set<string>());

  const patch = (key: string, change: Partial<EntryDetails>) =>
    setDetails((current) => {
      const base: EntryDetails = current[key] ?? { status: 'loading', options: {}, optionsLoading: false };
      return { ...current, [key]: { ...base, ...change } };
    });

  const load = useCallback(
    async (entry: EntrySummary) => {
      const key = String(entry.id);
      if (started.current.has(key)) return;
      started.current.add(key);
      patch(key, { status: 'loading' });
      let results: ResultsBySource;
      try {
        results = entry.results ?? (await loadEntryResults(entry.id));
      } catch (error) {
        console.warn('Entry results failed', error);
        // A later expand (or Retry) may try again.
        started.current.delete(key);
        patch(key, { status: 'failed' });
        notify.error(HISTORY_MESSAGES.resultsFailed);
        return;
      }
      patch(key, { status: 'loaded', results, optionsLoading: true });
      const options = await loadFilterOptions(entry.id, results);
      patch(key, { options, optionsLoading: false });
    },
    [notify],
  );

  const setEntryFilters = useCallback(
    (entry: EntrySummary, next: ActiveFilters) => setFilters((current) => ({ ...current, [String(entry.id)]: next })),
    [],
  );

  const reset = useCallback(() => {
    started.current.clear();
    setDetails({});
    setFilters({});
  }, []);

  return {
    detailsOf: (entry: EntrySummary): EntryDetails | undefined => details[String(entry.id)],
    filtersOf: (entry: EntrySummary): ActiveFilters => filters[String(entry.id)] ?? {},
    load,
    setEntryFilters,
    reset,
  };
}
