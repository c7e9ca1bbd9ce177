import { Box, Paper, Typography } from '@mui/material';
import { bySource, formatAverage, orderedSources, sourceLabel, summarise } from './lib/summary';
import type { ResultsBySource, SourceErrors } from './lib/types';

/** Per source: how many results and their average score (over positive scores, 2 decimals). */
export const SearchSummary = ({ results, errors }: { results: ResultsBySource; errors?: SourceErrors }) => {
  const sources = orderedSources(results, errors);
  if (!sources.length) return null;
  return (
    <Box data-testid="search-summary">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Search Summary
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(sources.length, 3)}, minmax(0, 1fr))` },
        }}
      >
        {sources.map((source) => {
          const { count, averageScore } = summarise(bySource(results, source) ?? []);
          return (
            <Paper
              key={source}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
              data-testid="summary-source"
              data-source={source}
              data-count={count}
              data-average={formatAverage(averageScore)}
            >
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {sourceLabel(source)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mt: 0.25 }}>
                <Box>
                  <Typography component="span" variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {count}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                    {count === 1 ? 'result' : 'results'}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  avg score{' '}
                  <Box component="strong" sx={{ color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                    {formatAverage(averageScore)}
                  </Box>
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
};
