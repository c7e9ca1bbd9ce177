import { useSyncExternalStore } from 'react';
import { onBeforeCheckout } from '../billing/libReturn';
import { tokenStore } from '../lib/tokens';
import { LAST_SEARCH_KEY, lastSearchFor, type LastSearch } from './lib/lastSearch';
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

/** Before the browser leaves for a payment page: the shown search goes to sessionStorage. */
onBeforeCheckout(() => {
  const current = getSearchState();
  if (!current.results) return;
  const saved: LastSearch = {
    owner,
    query: current.query,
    sources: current.sources,
    results: current.results,
    errors: current.errors,
    searchQueryId: current.searchQueryId,
    resultsQuery: current.resultsQuery,
    filterOptions: current.filterOptions,
    appliedFilters: current.appliedFilters,
    view: current.view,
  };
  sessionStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(saved));
});

/**
 * Back from a payment page (a fresh page load): the search saved before leaving is shown again, once. Answers
 * whether one was restored.
 */
export function restoreLastSearch(): boolean {
  let text: string | null;
  try {
    text = sessionStorage.getItem(LAST_SEARCH_KEY);
    sessionStorage.removeItem(LAST_SEARCH_KEY);
  } catch {
    return false;
  }
  const current = getSearchState();
  const saved = lastSearchFor(text, owner);
  if (!saved || current.results || current.running) return false;
  setSearchState({
    query: saved.query,
    sources: saved.sources,
    results: saved.results,
    errors: saved.errors,
    searchQueryId: saved.searchQueryId,
    resultsQuery: saved.resultsQuery,
    filterOptions: saved.filterOptions,
    optionsLoading: false,
    draftFilters: saved.appliedFilters,
    appliedFilters: saved.appliedFilters,
    view: saved.view,
    searchCount: current.searchCount + 1,
  });
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useSearchState(): SearchState {
  return useSyncExternalStore(subscribe, getSearchState, getSearchState);
}
