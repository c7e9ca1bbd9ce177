import { useCallback, useEffect, useState } from 'react';
import { csvPersonaApi } from './api';
import type { SessionSummary } from './lib/types';

/** The results list (GET /csv-persona/results/), read on mount and reloaded on demand. */
export function useResults() {
  const [history, setHistory] = useState<SessionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setHistory(await csvPersonaApi.results());
      setError(null);
    } catch (failure) {
      console.info('[csv-persona] results not loaded', failure);
      setError('Could not load your results.');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { history, error, loading, reload };
}
