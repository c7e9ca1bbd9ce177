/** Loading what the result screens need, with the spec's fallbacks (part 1 §4). */
import { api } from '../../lib/httpClient';
import { cleanFilterOptions, computeFilterOptions } from './filters';
import type { EntryResultsResponse, FilterOptions, FilterOptionsResponse, ResultsBySource } from './types';

export type GetJson = <T>(path: string) => Promise<T>;

const appGet: GetJson = <T>(path: string) => api.get<T>(path);
const pathId = (value: string | number) => encodeURIComponent(String(value));

/**
 * The server's filter options for a search; when it has none to give or the call fails, the options computed from
 * the results. Failures are silent (spec §8).
 */
export async function loadFilterOptions(
  searchId: string | number | null | undefined,
  results: ResultsBySource | undefined,
  get: GetJson = appGet,
): Promise<FilterOptions> {
  if (searchId !== null && searchId !== undefined && searchId !== '') {
    try {
      const response = await get<FilterOptionsResponse>(`/search/filter-options/${pathId(searchId)}/`);
      const options = cleanFilterOptions(response?.filter_options);
      if (Object.keys(options).length) return options;
    } catch (error) {
      console.warn('Filter options fell back to the results', error);
    }
  }
  return computeFilterOptions(results);
}

/** One history entry's results (GET /search/results/{id}/). */
export async function loadEntryResults(entryId: string | number, get: GetJson = appGet): Promise<ResultsBySource> {
  const response = await get<EntryResultsResponse>(`/search/results/${pathId(entryId)}/`);
  return response?.results ?? {};
}
