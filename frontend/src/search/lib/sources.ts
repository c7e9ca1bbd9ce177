/** What the server says about each search source (GET /sources/) and what the Search tab offers from it. */
import type { components } from '@leadscope/shared/api-types';
import type { SearchSource } from './types';

type Schemas = components['schemas'];

/**
 * A source as the Search tab reads it: whether it is configured, why not (reason), how to configure it (hint, sent
 * to admins only) and, for the database, the leads the index holds (lead_count).
 */
export type SourceInfo = Pick<
  Schemas['SourceInfoDto'],
  'id' | 'label' | 'configured' | 'reason' | 'hint' | 'lead_count'
>;

/** GET /sources/ (read defensively: an entry that is not well formed is left out). */
export type SourcesResponse = Schemas['SourcesResponseDto'];

const IDS: readonly SearchSource[] = ['elasticsearch', 'google', 'bright_data'];

/** The well-formed entries of the answer; anything else is left out. */
export function parseSources(body: SourcesResponse | null | undefined): SourceInfo[] {
  if (!body || !Array.isArray(body.sources)) return [];
  return body.sources.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, label, configured, reason, hint, lead_count } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !(IDS as readonly string[]).includes(id)) return [];
    return [
      {
        id: id as SearchSource,
        label: typeof label === 'string' ? label : id,
        configured: configured !== false,
        ...(typeof reason === 'string' && reason ? { reason } : {}),
        ...(typeof hint === 'string' && hint ? { hint } : {}),
        ...(typeof lead_count === 'number' ? { lead_count } : {}),
      },
    ];
  });
}

/** Whether a source can be searched; unknown (not yet loaded, or not listed) counts as available. */
export function isConfigured(sources: readonly SourceInfo[] | null, source: SearchSource): boolean {
  return sources?.find((info) => info.id === source)?.configured ?? true;
}

/**
 * The sources a search asks (issue 15 point 1): the chosen ones that are configured; the Database when that
 * leaves none, since it always is.
 */
export function usableSources(chosen: readonly SearchSource[], sources: readonly SourceInfo[] | null): SearchSource[] {
  const usable = chosen.filter((source) => isConfigured(sources, source));
  return usable.length ? usable : ['elasticsearch'];
}

/** The sources that cannot be searched, with their reason (and hint, for admins). */
export function unavailableSources(sources: readonly SourceInfo[] | null): SourceInfo[] {
  return (sources ?? []).filter((info) => !info.configured);
}

/** True only when the server counted the lead database and found it empty. */
export function leadDatabaseEmpty(sources: readonly SourceInfo[] | null): boolean {
  return sources?.find((info) => info.id === 'elasticsearch')?.lead_count === 0;
}
