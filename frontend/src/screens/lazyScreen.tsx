import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';

/** What a tab shows while its code arrives: a spinner in the page, under the header and tab bar. */
export const ScreenFallback = () => (
  <Box sx={{ py: 8, display: 'flex', justifyContent: 'center' }} data-testid="screen-loading">
    <CircularProgress aria-label="Loading" />
  </Box>
);

/**
 * A screen loaded on first visit, in its own chunk, so the first page load carries only the sign-in and Search
 * code: `lazyScreen(() => import('./history/HistoryPage'), 'HistoryPage')`.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Screen = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  const LazyScreen = () => (
    <Suspense fallback={<ScreenFallback />}>
      <Screen />
    </Suspense>
  );
  return LazyScreen;
}
