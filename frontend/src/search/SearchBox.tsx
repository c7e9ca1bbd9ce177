import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  canSearch,
  EXAMPLE_QUERIES,
  MAX_QUERY_LENGTH,
  pasteWasCut,
  queryCounter,
  SEARCH_PLACEHOLDER,
} from './lib/search';
import { isConfigured, unavailableSources, type SourceInfo } from './lib/sources';
import { SOURCE_LABELS, SOURCE_ORDER } from './lib/summary';
import type { SearchSource } from './lib/types';

const SOURCE_HINTS: Record<SearchSource, string> = {
  elasticsearch: 'Your lead index',
  google: 'Google results',
  bright_data: 'LinkedIn profiles',
};

const SHORT_LABELS: Record<SearchSource, string> = { ...SOURCE_LABELS, bright_data: 'LinkedIn (Bright Data)' };

/** The sources that cannot be searched, each with its reason, and for admins how to configure it. */
const UnavailableSources = ({ sources }: { sources: SourceInfo[] }) =>
  sources.length ? (
    <Alert severity="info" variant="outlined" sx={{ mt: 2 }} data-testid="sources-unavailable">
      {sources.map((info) => (
        <Box key={info.id} data-testid="source-unavailable" data-source={info.id}>
          <strong>{SHORT_LABELS[info.id]}</strong> is off: {info.reason ?? 'not configured'}.
          {info.hint && (
            <Box component="span" data-testid="source-hint">
              {' '}
              {info.hint}
            </Box>
          )}
        </Box>
      ))}
    </Alert>
  ) : null;

/** The query box, its example hints, the sources to ask and 'Search Now'. */
export const SearchBox = ({
  query,
  sources,
  available,
  running,
  onQueryChange,
  onToggleSource,
  onSearch,
}: {
  query: string;
  sources: readonly SearchSource[];
  /** What the server says about each source; null until it answered. */
  available: SourceInfo[] | null;
  running: boolean;
  onQueryChange: (query: string) => void;
  onToggleSource: (source: SearchSource) => void;
  onSearch: () => void;
}) => {
  const [cut, setCut] = useState(false);
  const atLimit = query.length >= MAX_QUERY_LENGTH;
  return (
    <Card data-testid="search-box" sx={{ overflow: 'hidden' }}>
      <CardContent
        component="form"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
        sx={{ p: 3 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            value={query}
            onChange={(event) => {
              onQueryChange(event.target.value);
              if (event.target.value.length < MAX_QUERY_LENGTH) setCut(false);
            }}
            onPaste={(event) => {
              const input = event.target as HTMLInputElement;
              const pasted = event.clipboardData.getData('text');
              setCut(pasteWasCut(input.value, pasted, input.selectionStart ?? 0, input.selectionEnd ?? 0));
            }}
            placeholder={SEARCH_PLACEHOLDER}
            autoFocus
            error={cut}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span data-testid="search-limit-note">
                  {cut
                    ? `Your text was cut to the first ${MAX_QUERY_LENGTH} characters.`
                    : atLimit
                      ? `Queries are limited to ${MAX_QUERY_LENGTH} characters.`
                      : ''}
                </span>
                <span data-testid="search-counter">{queryCounter(query)}</span>
              </Box>
            }
            slotProps={{
              htmlInput: {
                'data-testid': 'search-query',
                'aria-label': 'Search query',
                maxLength: MAX_QUERY_LENGTH,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon color="action" />
                  </InputAdornment>
                ),
                sx: { fontSize: 17, bgcolor: 'background.paper' },
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!canSearch(query, running)}
            data-testid="search-submit"
            startIcon={running ? <CircularProgress size={18} color="inherit" /> : <SearchIcon />}
            sx={{ px: 3.5, minWidth: 160, minHeight: 56, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Search Now
          </Button>
        </Stack>

        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 1.5, md: 3 }}
          sx={{ mt: 1, justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Try:
            </Typography>
            {EXAMPLE_QUERIES.map((example) => (
              <Chip
                key={example}
                label={example}
                size="small"
                variant="outlined"
                onClick={() => onQueryChange(example)}
                data-testid="search-example"
              />
            ))}
          </Stack>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Sources:
            </Typography>
            {SOURCE_ORDER.map((source) => {
              const configured = isConfigured(available, source);
              const on = configured && sources.includes(source);
              return (
                <Chip
                  key={source}
                  label={SHORT_LABELS[source]}
                  title={configured ? SOURCE_HINTS[source] : `${SHORT_LABELS[source]} is not configured`}
                  size="small"
                  icon={on ? <CheckIcon /> : undefined}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => configured && onToggleSource(source)}
                  disabled={!configured}
                  aria-pressed={on}
                  data-testid={`source-${source}`}
                  data-configured={configured}
                />
              );
            })}
          </Stack>
        </Stack>
        <UnavailableSources sources={unavailableSources(available)} />
      </CardContent>
      <Box sx={{ height: 4 }}>{running && <LinearProgress data-testid="search-running" />}</Box>
    </Card>
  );
};
