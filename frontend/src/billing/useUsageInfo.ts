import { useCallback, useEffect, useState } from 'react';
import { fetchUsageInfo } from './api';
import type { UsageInfo } from './types';

export interface UsageInfoState {
  info: UsageInfo | null;
  /** Why the last read failed; the last good info stays shown. */
  error: string | null;
  loading: boolean;
  /** Re-reads the usage; answers it, or null when the read failed. */
  reload: () => Promise<UsageInfo | null>;
}

/** The signed-in user's usage, read on mount. */
export function useUsageInfo(): UsageInfoState {
  const [info, setInfo] = useState<UsageInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      const next = await fetchUsageInfo();
      setInfo(next);
      setError(null);
      return next;
    } catch (failure) {
      console.warn('[billing] usage not loaded', failure);
      setError('Could not load your usage and billing details.');
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { info, error, loading, reload };
}
