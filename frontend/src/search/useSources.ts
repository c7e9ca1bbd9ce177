import { useEffect, useState } from 'react';
import { api } from '../lib/httpClient';
import { tokenStore } from '../lib/tokens';
import { parseSources, type SourceInfo, type SourcesResponse } from './lib/sources';

/** Read once per signed-in user (and again after a search, since imports change the lead count). */
let cache: { owner: unknown; sources: SourceInfo[] } | null = null;
const listeners = new Set<(sources: SourceInfo[]) => void>();

export async function refreshSources(): Promise<SourceInfo[] | null> {
  const owner = tokenStore.getUser()?.id ?? null;
  try {
    const sources = parseSources(await api.get<SourcesResponse>('/sources/'));
    if ((tokenStore.getUser()?.id ?? null) !== owner) return null;
    cache = { owner, sources };
    listeners.forEach((listener) => listener(sources));
    return sources;
  } catch (error) {
    // Without the answer every source stays offered, as before; the search itself still reports per source.
    console.warn('[search] sources not loaded', error);
    return null;
  }
}

/** The search sources as the server describes them; null until the first answer. */
export function useSources(): SourceInfo[] | null {
  const owner = tokenStore.getUser()?.id ?? null;
  const [sources, setSources] = useState<SourceInfo[] | null>(cache?.owner === owner ? cache.sources : null);
  useEffect(() => {
    listeners.add(setSources);
    void refreshSources();
    return () => void listeners.delete(setSources);
  }, []);
  return sources;
}

/** The current answer, for code outside React (the search request). */
export const cachedSources = (): SourceInfo[] | null =>
  cache && cache.owner === (tokenStore.getUser()?.id ?? null) ? cache.sources : null;
