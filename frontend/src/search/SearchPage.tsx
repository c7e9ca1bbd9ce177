import { Stack } from '@mui/material';
import { PersonaActions, PersonaSection } from '../personas';
import { ScreenHeader } from '../screens/ScreenHeader';
import { DatabaseFilters } from './DatabaseFilters';
import { SearchBox } from './SearchBox';
import { SearchFeatures } from './SearchFeatures';
import { SearchResults } from './SearchResults';
import { sameFilters } from './lib/filters';
import { useSearch } from './useSearch';

/** The Search tab (spec part 1 §2.4): one box over the lead index and the web. */
export const SearchPage = () => {
  const search = useSearch();
  return (
    <>
      <ScreenHeader title="Search" subtitle="One box over your lead database and the web." />
      <Stack spacing={3}>
        <SearchBox
          query={search.query}
          sources={search.sources}
          running={search.running}
          onQueryChange={search.setQuery}
          onToggleSource={search.toggleSource}
          onSearch={() => void search.search()}
        />
        <SearchFeatures />
        <DatabaseFilters
          options={search.filterOptions}
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
          actions={<PersonaActions results={search.results} />}
        />
        <PersonaSection />
      </Stack>
    </>
  );
};
