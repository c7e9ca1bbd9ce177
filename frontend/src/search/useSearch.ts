import { useMemo } from 'react';
import { api } from '../lib/httpClient';
import { notify } from '../lib/notify';
import { resetPersonaData } from '../personas';
import { tokenStore } from '../lib/tokens';
import { loadFilterOptions } from './lib/api';
import { FILTER_MESSAGES, removeFilterValue, toggleFilterValue } from './lib/filters';
import { buildSearchRequest, canSearch, SEARCH_MESSAGES, searchErrorMessage, searchLogAction } from './lib/search';
import { usableSources } from './lib/sources';
import type { SearchResponse, SearchSource } from './lib/types';
import { cachedSources } from './useSources';
import { getSearchState, setSearchState, useSearchState, type ResultsView } from './searchStore';

/** Whether the user who started a call is still the one signed in when it answers. */
const sameUser = (startedBy: unknown) => (tokenStore.getUser()?.id ?? null) === startedBy;

async function runSearch() {
  const { query, sources, running, appliedFilters } = getSearchState();
  if (!canSearch(query, running)) return;
  // Only the configured sources are asked (issue 15 point 1); the Database always is.
  const request = buildSearchRequest(query, usableSources(sources, cachedSources()));
  const startedBy = tokenStore.getUser()?.id ?? null;
  setSearchState({ running: true });
  try {
    // A 2xx that says it failed is not in the document, but is still read as a failure.
    const response = await api.post<SearchResponse | { success: false; error?: string }>('/search/', request);
    if (!sameUser(startedBy)) return;
    if (!response?.success) {
      setSearchState({ running: false });
      notify.error(response?.error || SEARCH_MESSAGES.failed);
      return;
    }
    const results = response.results ?? {};
    // New results: the persona data taken from the previous ones goes (spec §4).
    resetPersonaData();
    setSearchState((current) => ({
      running: false,
      results,
      errors: response.errors ?? {},
      searchQueryId: response.search_query_id ?? null,
      resultsQuery: request.query,
      searchCount: current.searchCount + 1,
      filterOptions: {},
      optionsLoading: true,
    }));
    notify.success(SEARCH_MESSAGES.success);
    api.post('/utility/log-action/', searchLogAction(request, results, appliedFilters)).catch((error: unknown) => {
      console.warn('Could not log the search', error);
    });
    const filterOptions = await loadFilterOptions(response.search_query_id, results);
    if (sameUser(startedBy) && getSearchState().results === results) {
      setSearchState({ filterOptions, optionsLoading: false });
    }
  } catch (error) {
    if (!sameUser(startedBy)) return;
    setSearchState({ running: false });
    notify.error(searchErrorMessage(error));
  }
}

/** The Search tab's state and what the user can do with it. */
export function useSearch() {
  const state = useSearchState();
  const actions = useMemo(
    () => ({
      setQuery: (query: string) => setSearchState({ query }),
      toggleSource: (source: SearchSource) =>
        setSearchState(({ sources }) => {
          if (!sources.includes(source)) return { sources: [...sources, source] };
          // At least one source stays on: a search over nothing cannot run.
          return sources.length > 1 ? { sources: sources.filter((s) => s !== source) } : {};
        }),
      search: runSearch,
      setView: (view: ResultsView) => setSearchState({ view }),
      toggleFilter: (field: string, value: string) =>
        setSearchState(({ draftFilters }) => ({ draftFilters: toggleFilterValue(draftFilters, field, value) })),
      /** A chip's ×: the value leaves the selection and the results at once. */
      removeFilter: (field: string, value: string) =>
        setSearchState(({ draftFilters, appliedFilters }) => ({
          draftFilters: removeFilterValue(draftFilters, field, value),
          appliedFilters: removeFilterValue(appliedFilters, field, value),
        })),
      clearFilters: () => setSearchState({ draftFilters: {}, appliedFilters: {} }),
      applyFilters: () => {
        const { query, draftFilters } = getSearchState();
        if (!query.trim()) {
          notify.error(FILTER_MESSAGES.needQuery);
          return;
        }
        setSearchState({ appliedFilters: draftFilters });
        notify.success(FILTER_MESSAGES.applied);
      },
    }),
    [],
  );
  return { ...state, ...actions };
}
