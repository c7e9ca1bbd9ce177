import TableRowsIcon from '@mui/icons-material/TableRows';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { SearchSummary } from './SearchSummary';
import { SourceSections } from './SourceSections';
import { countResults, filterBySource, hasActiveFilters } from './lib/filters';
import type { ReactNode } from 'react';
import type { ActiveFilters, ResultsBySource, SourceErrors } from './lib/types';
import type { ResultsView } from './searchStore';

/** 'Search Results': the view switch, the per-source summary and the collapsible source sections. */
export const SearchResults = ({
  results,
  errors,
  query,
  filters,
  view,
  running,
  searchCount,
  onViewChange,
  actions,
}: {
  results: ResultsBySource | null;
  errors: SourceErrors;
  query: string;
  filters: ActiveFilters;
  view: ResultsView;
  running: boolean;
  searchCount: number;
  onViewChange: (view: ResultsView) => void;
  /** Buttons beside the view switch (the persona analysis entry points). */
  actions?: ReactNode;
}) => {
  if (!results) {
    return (
      <Card data-testid="search-results-empty">
        <CardContent sx={{ py: 6, textAlign: 'center' }}>
          <TravelExploreIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {running
              ? 'Searching the database and the web…'
              : 'Enter a query and press Search Now to see results here.'}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  const filtered = filterBySource(results, filters);
  const total = countResults(results);
  const shown = countResults(filtered);
  return (
    <Card data-testid="search-results">
      <CardContent sx={{ p: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2.5 }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h2">
              Search Results
            </Typography>
            {/* A long query stays on one line, cut with an ellipsis; the full text is its tooltip (issue 15 point 7). */}
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              title={query}
              data-testid="search-results-caption"
              sx={{ maxWidth: '100%' }}
            >
              {hasActiveFilters(filters) ? `${shown} of ${total}` : total} results for “{query}”
            </Typography>
          </Box>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              flexShrink: 0,
              // Buttons keep their label on one line (issue 15 point 11); the row wraps between buttons instead.
              '& .MuiButton-root, & .MuiToggleButton-root': { whiteSpace: 'nowrap' },
            }}
          >
            {actions}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_event, next: ResultsView | null) => next && onViewChange(next)}
              aria-label="Results view"
            >
              <ToggleButton value="cards" data-testid="view-cards" sx={{ gap: 0.75, px: 1.5 }}>
                <ViewAgendaIcon fontSize="small" /> Card view
              </ToggleButton>
              <ToggleButton value="table" data-testid="view-table" sx={{ gap: 0.75, px: 1.5 }}>
                <TableRowsIcon fontSize="small" /> Table view
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Stack>
        <Stack spacing={2.5}>
          <SearchSummary results={filtered} errors={errors} />
          <SourceSections key={searchCount} results={filtered} unfiltered={results} errors={errors} view={view} />
        </Stack>
      </CardContent>
    </Card>
  );
};
