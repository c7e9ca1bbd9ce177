import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ListBase, Pagination, useListContext } from 'react-admin';
import { HistoryEntryCard } from '../history/HistoryEntryCard';
import { useEntryDetails } from '../history/useEntryDetails';
import { useNotify } from '../lib/notify';
import { ScreenHeader } from '../screens/ScreenHeader';
import { AdminFiltersForm } from './AdminFiltersForm';
import { ADMIN_MESSAGES } from './lib/filters';
import type { AdminHistoryEntry } from './lib/types';

/** The react-admin resource of every user's searches (GET /admin/search-history, Content-Range). */
export const ADMIN_HISTORY_RESOURCE = 'admin/search-history';

const AdminHistoryItems = () => {
  const { data, isPending, error, total } = useListContext<AdminHistoryEntry>();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // Administrators may read any user's results (GET /search/results/{id}/); the list itself carries none.
  const entryDetails = useEntryDetails();

  if (isPending) {
    return (
      <Card>
        <CardContent sx={{ py: 6, textAlign: 'center' }} data-testid="admin-history-loading">
          <CircularProgress size={28} />
        </CardContent>
      </Card>
    );
  }
  if (error || !data?.length) {
    return (
      <Card>
        <CardContent sx={{ py: 6, textAlign: 'center' }} data-testid="admin-history-empty">
          <ManageSearchIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {error ? ADMIN_MESSAGES.loadFailed : ADMIN_MESSAGES.noHistory}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  const toggle = (entry: AdminHistoryEntry) =>
    setExpanded((current) => {
      const next = new Set(current);
      const key = String(entry.id);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Stack spacing={2} data-testid="admin-history-list" data-total={total}>
      {data.map((entry) => (
        <HistoryEntryCard
          key={entry.id}
          entry={entry}
          showUser
          expanded={expanded.has(String(entry.id))}
          onToggle={() => toggle(entry)}
          details={entryDetails.detailsOf(entry)}
          onLoad={entryDetails.load}
          filters={entryDetails.filtersOf(entry)}
          onFiltersChange={(filters) => entryDetails.setEntryFilters(entry, filters)}
        />
      ))}
    </Stack>
  );
};

/** The Super Admin tab (spec part 1 §2.9): every user's searches as a react-admin list with its filters. */
export const AdminHistoryList = () => {
  const notify = useNotify();
  return (
    <>
      <ScreenHeader title="Super Admin" subtitle="Every user's searches: filter by user, type, date and status." />
      <ListBase<AdminHistoryEntry>
        resource={ADMIN_HISTORY_RESOURCE}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        queryOptions={{
          onError: (error: unknown) => {
            console.warn('Admin history failed', error);
            notify.error(ADMIN_MESSAGES.loadFailed);
          },
        }}
      >
        <Stack spacing={3}>
          <AdminFiltersForm />
          <AdminHistoryItems />
          <Box sx={{ '& .MuiTablePagination-root': { bgcolor: 'transparent' } }}>
            <Pagination rowsPerPageOptions={[10, 25, 50]} />
          </Box>
        </Stack>
      </ListBase>
    </>
  );
};
