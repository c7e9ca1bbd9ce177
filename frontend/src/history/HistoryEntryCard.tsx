import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Alert, Box, Button, Card, Chip, CircularProgress, Collapse, Divider, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { formatDateTime } from '../leads/lib/format';
import { EntryResults } from '../search/EntryResults';
import { countResults } from '../search/lib/filters';
import type { ActiveFilters } from '../search/lib/types';
import { HISTORY_MESSAGES, queryTypeLabel, resultsSummary, statusLabel, type EntrySummary } from './lib/history';
import type { EntryDetails } from './useEntryDetails';

export interface HistoryEntryCardProps {
  entry: EntrySummary;
  expanded: boolean;
  onToggle: () => void;
  details: EntryDetails | undefined;
  /** Loads the results (once); called when the entry is expanded. */
  onLoad: (entry: EntrySummary) => void;
  filters: ActiveFilters;
  onFiltersChange: (filters: ActiveFilters) => void;
  /** Super Admin: who searched. */
  showUser?: boolean;
}

/** One saved search: query, type, date, status, Results Summary, and its results with their own filters. */
export const HistoryEntryCard = ({
  entry,
  expanded,
  onToggle,
  details,
  onLoad,
  filters,
  onFiltersChange,
  showUser = false,
}: HistoryEntryCardProps) => {
  useEffect(() => {
    if (expanded) onLoad(entry);
  }, [expanded, entry, onLoad]);

  const { total, filtered } = resultsSummary(entry, details?.results, filters);
  const status = statusLabel(entry.processed);

  return (
    <Card data-testid="history-entry" data-id={entry.id} data-expanded={expanded}>
      <Box sx={{ p: 2.5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="history-query"
            >
              {entry.query_text}
            </Typography>
            <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                variant="outlined"
                label={queryTypeLabel(entry.query_type)}
                data-testid="history-type"
              />
              <Chip
                size="small"
                label={status}
                color={entry.processed ? 'success' : 'warning'}
                variant={entry.processed ? 'filled' : 'outlined'}
                data-testid="history-status"
              />
              <Typography variant="body2" color="text.secondary" data-testid="history-date">
                {formatDateTime(entry.created_at)}
              </Typography>
              {showUser && entry.user && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <PersonOutlineIcon sx={{ fontSize: 16 }} />
                  <Typography variant="body2" data-testid="history-user">
                    {entry.user.username} · {entry.user.email}
                  </Typography>
                </Stack>
              )}
            </Stack>
          </Box>
          <Box
            data-testid="results-summary"
            data-total={total}
            data-filtered={filtered}
            sx={{ textAlign: { md: 'right' } }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              Results Summary
            </Typography>
            <Typography variant="body2">
              <strong>{total}</strong> total · <strong>{filtered}</strong> filtered
            </Typography>
          </Box>
          <Button
            variant={expanded ? 'contained' : 'outlined'}
            size="small"
            onClick={onToggle}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            aria-expanded={expanded}
            data-testid="history-toggle"
            sx={{ whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            {expanded ? 'Hide Results' : 'Show Results'}
          </Button>
        </Stack>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Divider />
        <Box sx={{ p: 2.5, bgcolor: 'background.default' }} data-testid="history-results">
          {!details || details.status === 'loading' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CircularProgress size={18} />
              <Typography variant="body2">Loading results…</Typography>
            </Stack>
          ) : details.status === 'failed' ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => onLoad(entry)}>
                  Retry
                </Button>
              }
            >
              {HISTORY_MESSAGES.resultsFailed}
            </Alert>
          ) : countResults(details.results) === 0 && !Object.keys(entry.errors ?? {}).length ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }} data-testid="history-no-results">
              {HISTORY_MESSAGES.noResults}
            </Typography>
          ) : (
            <EntryResults
              results={details.results ?? {}}
              errors={entry.errors}
              options={details.options}
              optionsLoading={details.optionsLoading}
              filters={filters}
              onFiltersChange={onFiltersChange}
            />
          )}
        </Box>
      </Collapse>
    </Card>
  );
};
