import ClearIcon from '@mui/icons-material/Clear';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '../leads/lib/format';
import { api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { ScreenHeader } from '../screens/ScreenHeader';
import type { HistoryEntry } from '../search/lib/types';
import { HistoryEntryCard } from './HistoryEntryCard';
import {
  filterHistory,
  HISTORY_MESSAGES,
  HISTORY_PAGE_SIZE,
  historyCounts,
  loadHistory,
  mergeEntries,
  type GetJson,
} from './lib/history';
import { useEntryDetails } from './useEntryDetails';

const get: GetJson = (path, query) => api.get(path, query);

const Centered = ({ children, testId }: { children: ReactNode; testId: string }) => (
  <Card data-testid={testId}>
    <CardContent sx={{ py: 6, textAlign: 'center' }}>{children}</CardContent>
  </Card>
);

/** The History tab (spec part 1 §2.8): the user's searches, newest first, each with its results on demand. */
export const HistoryPage = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const entryDetails = useEntryDetails();

  useEffect(() => {
    let active = true;
    loadHistory(get)
      .then((loaded) => {
        if (!active) return;
        setEntries(loaded.entries);
        setTotal(loaded.total);
      })
      .catch((error: unknown) => {
        console.warn('History failed', error);
        if (active) notify.error(HISTORY_MESSAGES.loadFailed);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [notify]);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const loaded = await loadHistory(get, page + 1, HISTORY_PAGE_SIZE);
      setEntries((current) => mergeEntries(current, loaded.entries));
      setTotal(loaded.total);
      setPage(page + 1);
    } catch (error) {
      console.warn('History page failed', error);
      notify.error(HISTORY_MESSAGES.loadFailed);
    } finally {
      setLoadingMore(false);
    }
  }, [page, notify]);

  const shown = filterHistory(entries, text);
  const counts = historyCounts(shown);
  const toggle = (entry: HistoryEntry) =>
    setExpanded((current) => {
      const next = new Set(current);
      const key = String(entry.id);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  let body: ReactNode;
  if (loading) {
    body = (
      <Centered testId="history-loading">
        <CircularProgress size={28} />
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          Loading search history…
        </Typography>
      </Centered>
    );
  } else if (!entries.length) {
    body = (
      <Centered testId="history-empty">
        <HistoryIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {HISTORY_MESSAGES.empty}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your searches appear here with their results.
        </Typography>
        <Button
          variant="contained"
          startIcon={<SearchIcon />}
          onClick={() => navigate('/search')}
          data-testid="start-searching"
        >
          {HISTORY_MESSAGES.startSearching}
        </Button>
      </Centered>
    );
  } else if (!shown.length) {
    body = (
      <Centered testId="history-no-matches">
        <Typography variant="h6" component="p">
          {HISTORY_MESSAGES.noMatches}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No search matches “{text.trim()}”.
        </Typography>
        <Button variant="outlined" onClick={() => setText('')}>
          {HISTORY_MESSAGES.clearFilter}
        </Button>
      </Centered>
    );
  } else {
    body = (
      <Stack spacing={2} data-testid="history-list">
        {shown.map((entry) => (
          <HistoryEntryCard
            key={entry.id}
            entry={entry}
            expanded={expanded.has(String(entry.id))}
            onToggle={() => toggle(entry)}
            details={entryDetails.detailsOf(entry)}
            onLoad={entryDetails.load}
            filters={entryDetails.filtersOf(entry)}
            onFiltersChange={(filters) => entryDetails.setEntryFilters(entry, filters)}
          />
        ))}
        {entries.length < total && !text.trim() && (
          <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore} data-testid="history-more">
            {loadingMore ? 'Loading…' : `Load more (${formatCount(total - entries.length)} older searches)`}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <>
      <ScreenHeader title="History" subtitle="Your past searches, newest first, with their results." />
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ p: 2.5 }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
              <Box
                sx={{ minWidth: 200 }}
                data-testid="history-counts"
                data-searches={counts.searches}
                data-results={counts.results}
              >
                <Typography variant="body2">
                  <strong>{formatCount(counts.searches)}</strong>
                  {text.trim() ? ` of ${formatCount(entries.length)}` : ''}{' '}
                  {counts.searches === 1 ? 'search' : 'searches'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatCount(counts.results)} total results
                </Typography>
              </Box>
              <TextField
                size="small"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={HISTORY_MESSAGES.filterPlaceholder}
                slotProps={{
                  htmlInput: { 'data-testid': 'history-filter', 'aria-label': 'Filter search history' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" color="action" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button
                  size="small"
                  color="inherit"
                  startIcon={<ClearIcon />}
                  onClick={() => setText('')}
                  disabled={!text}
                  data-testid="history-filter-clear"
                >
                  {HISTORY_MESSAGES.clearFilter}
                </Button>
                <Button
                  size="small"
                  startIcon={<UnfoldMoreIcon />}
                  onClick={() => setExpanded(new Set(shown.map((entry) => String(entry.id))))}
                  disabled={!shown.length}
                  data-testid="history-expand-all"
                >
                  Expand All
                </Button>
                <Button
                  size="small"
                  startIcon={<UnfoldLessIcon />}
                  onClick={() => setExpanded(new Set())}
                  disabled={!expanded.size}
                  data-testid="history-collapse-all"
                >
                  Collapse All
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        {body}
      </Stack>
    </>
  );
};
