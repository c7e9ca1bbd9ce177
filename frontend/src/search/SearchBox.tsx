import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import {
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
import { canSearch, EXAMPLE_QUERIES, SEARCH_PLACEHOLDER } from './lib/search';
import { SOURCE_LABELS, SOURCE_ORDER } from './lib/summary';
import type { SearchSource } from './lib/types';

const SOURCE_HINTS: Record<SearchSource, string> = {
  elasticsearch: 'Your lead index',
  google: 'Google results',
  bright_data: 'LinkedIn profiles',
};

const SHORT_LABELS: Record<SearchSource, string> = { ...SOURCE_LABELS, bright_data: 'LinkedIn (Bright Data)' };

/** The query box, its example hints, the sources to ask and 'Search Now'. */
export const SearchBox = ({
  query,
  sources,
  running,
  onQueryChange,
  onToggleSource,
  onSearch,
}: {
  query: string;
  sources: readonly SearchSource[];
  running: boolean;
  onQueryChange: (query: string) => void;
  onToggleSource: (source: SearchSource) => void;
  onSearch: () => void;
}) => (
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          autoFocus
          slotProps={{
            htmlInput: { 'data-testid': 'search-query', 'aria-label': 'Search query', maxLength: 500 },
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
          sx={{ px: 3.5, minWidth: 160, whiteSpace: 'nowrap' }}
        >
          Search Now
        </Button>
      </Stack>

      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1.5, md: 3 }}
        sx={{ mt: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
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
            const on = sources.includes(source);
            return (
              <Chip
                key={source}
                label={SHORT_LABELS[source]}
                title={SOURCE_HINTS[source]}
                size="small"
                icon={on ? <CheckIcon /> : undefined}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => onToggleSource(source)}
                aria-pressed={on}
                data-testid={`source-${source}`}
              />
            );
          })}
        </Stack>
      </Stack>
    </CardContent>
    <Box sx={{ height: 4 }}>{running && <LinearProgress data-testid="search-running" />}</Box>
  </Card>
);
