import { Alert, Link, Stack } from '@mui/material';
import { useCallback, useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser';
import { fetchUsageInfo, usePaymentReturn } from '../billing';
import { isAdmin } from '../lib/user';
import { PersonaActions, PersonaSection } from '../personas';
import { ScreenHeader } from '../screens/ScreenHeader';
import { DatabaseFilters } from './DatabaseFilters';
import { SearchBox } from './SearchBox';
import { SearchFeatures } from './SearchFeatures';
import { SearchResults } from './SearchResults';
import { filterValueCounts } from './lib/filterOrder';
import { filterBySource, sameFilters } from './lib/filters';
import { isConfigured, leadDatabaseEmpty } from './lib/sources';
import type { SearchSource } from './lib/types';
import { restoreLastSearch } from './searchStore';
import { useSearch } from './useSearch';
import { useSources } from './useSources';

/** Says so when the lead database holds nothing, and (to an admin) where to load leads (issue 15 point 1). */
const EmptyLeadDatabase = ({ admin }: { admin: boolean }) => (
  <Alert severity="info" data-testid="lead-database-empty">
    Your lead database is empty, so Database searches find nothing yet.{' '}
    {admin ? (
      <Link component={RouterLink} to="/csv-upload" data-testid="lead-database-empty-link">
        Load leads in CSV Upload
      </Link>
    ) : (
      'Ask an administrator to load leads.'
    )}
  </Alert>
);

/** The Search tab (spec part 1 §2.4): one box over the lead index and the web. */
export const SearchPage = () => {
  const search = useSearch();
  const available = useSources();
  const user = useCurrentUser();
  const reloadUsage = useCallback(() => fetchUsageInfo().catch(() => null), []);

  // Back from a payment page: the last results are shown again, and the payment's outcome is told here.
  useEffect(() => {
    restoreLastSearch();
  }, []);
  usePaymentReturn(reloadUsage);

  const toggleSource = (source: SearchSource) => {
    const usable = (s: SearchSource) => search.sources.includes(s) && isConfigured(available, s);
    // At least one source that can really be searched stays on.
    if (usable(source) && !search.sources.some((s) => s !== source && usable(s))) return;
    search.toggleSource(source);
  };
  const filtered = useMemo(
    () => (search.results ? filterBySource(search.results, search.appliedFilters) : null),
    [search.results, search.appliedFilters],
  );
  const counts = useMemo(
    () => filterValueCounts(search.results, Object.keys(search.filterOptions), search.appliedFilters),
    [search.results, search.filterOptions, search.appliedFilters],
  );

  return (
    <>
      <ScreenHeader title="Search" subtitle="One box over your lead database and the web." />
      <Stack spacing={3}>
        {leadDatabaseEmpty(available) && <EmptyLeadDatabase admin={isAdmin(user)} />}
        <SearchBox
          query={search.query}
          sources={search.sources}
          available={available}
          running={search.running}
          onQueryChange={search.setQuery}
          onToggleSource={toggleSource}
          onSearch={() => void search.search()}
        />
        <SearchFeatures />
        <DatabaseFilters
          options={search.filterOptions}
          counts={counts}
          loading={search.optionsLoading}
          selected={search.draftFilters}
          onToggle={search.toggleFilter}
          onRemove={search.removeFilter}
          onClearAll={search.clearFilters}
          onApply={search.applyFilters}
          pending={!sameFilters(search.draftFilters, search.appliedFilters)}
          emptyText={search.results ? undefined : 'Run a search to see the values you can filter on.'}
        />
        <SearchResults
          results={search.results}
          errors={search.errors}
          query={search.resultsQuery}
          filters={search.appliedFilters}
          view={search.view}
          running={search.running}
          searchCount={search.searchCount}
          onViewChange={search.setView}
          // 'Analyze LinkedIn (N)' counts the rows the filters leave visible (issue 15 point 8).
          actions={<PersonaActions results={filtered} />}
        />
        <PersonaSection />
      </Stack>
    </>
  );
};
