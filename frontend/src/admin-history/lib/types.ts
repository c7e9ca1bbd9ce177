/** The Super Admin history answers, generated from the API's OpenAPI document (npm run api:types). */
import type { components } from '@leadscope/shared/api-types';

type Schemas = components['schemas'];

/** A row of the admin/search-history resource; the list never carries results (they load on expand). */
export type AdminHistoryEntry = Omit<Schemas['AdminHistoryEntryDto'], 'results'>;

/** GET /admin/filter-options/. */
export type AdminFilterOptions = Schemas['AdminFilterOptionsDto'];
