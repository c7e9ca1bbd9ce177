import { useSyncExternalStore } from 'react';
import { tokenStore } from '../lib/tokens';
import { DASHBOARD_SOURCES } from './lib/search';
import type { ActiveFilters, FilterOptions, ResultsBySource, SearchSource, SourceErrors } from './lib/types';

export type ResultsView = 'cards' | 'table';

export interface SearchState {
  query: string;
  sources: SearchSource[];
  running: boolean;
  /** The shown search: null before the first one. */
  results: ResultsBySource | null;
  errors: SourceErrors;
  searchQueryId: string | number | null;
  /** The query the shown results answer (the box may have changed since). */
  resultsQuery: string;
  /** Bumped per search, so the source sections start collapsed again. */
  searchCount: number;
  filterOptions: FilterOptions;
  optionsLoading: boolean;
  /** Ticked in the panel; `appliedFilters` is what the results are filtered by. */
  draftFilters: ActiveFilters;
  appliedFilters: ActiveFilters;
  view: ResultsView;
}

export const initialSearchState = (): SearchState => ({
  query: '',
  sources: [...DASHBOARD_SOURCES],
  running: false,
  results: null,
  errors: {},
  searchQueryId: null,
  resultsQuery: '',
  searchCount: 0,
  filterOptions: {},
  optionsLoading: false,
  draftFilters: {},
  appliedFilters: {},
  view: 'cards',
});

/**
 * The Search tab's state lives outside the screen so results survive a trip to another tab; it belongs to the
 * signed-in user and is dropped when the session ends or another user signs in.
 */
let state = initialSearchState();
let owner = tokenStore.getUser()?.id ?? null;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function getSearchState(): SearchState {
  const user = tokenStore.getUser()?.id ?? null;
  if (user !== owner) {
    owner = user;
    state = initialSearchState();
  }
  return state;
}

export function setSearchState(change: Partial<SearchState> | ((current: SearchState) => Partial<SearchState>)) {
  const current = getSearchState();
  state = { ...current, ...(typeof change === 'function' ? change(current) : change) };
  emit();
}

tokenStore.subscribe(() => {
  if (tokenStore.getAccess()) return;
  owner = null;
  if (state.results !== null || state.query !== '' || state.running) {
    state = initialSearchState();
    emit();
  }
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useSearchState(): SearchState {
  return useSyncExternalStore(subscribe, getSearchState, getSearchState);
}
