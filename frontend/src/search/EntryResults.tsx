import { Stack } from '@mui/material';
import { DatabaseFilters } from './DatabaseFilters';
import { SearchSummary } from './SearchSummary';
import { SourceSections } from './SourceSections';
import { filterValueCounts } from './lib/filterOrder';
import { filterBySource, removeFilterValue, toggleFilterValue } from './lib/filters';
import type { ActiveFilters, FilterOptions, ResultsBySource, SourceErrors } from './lib/types';

/**
 * A saved search's results (History and Super Admin): its own Database Filters, which filter at once, the
 * per-source summary and the same tables as the Search tab.
 */
export const EntryResults = ({
  results,
  errors,
  options,
  optionsLoading,
  filters,
  onFiltersChange,
}: {
  results: ResultsBySource;
  errors?: SourceErrors;
  options: FilterOptions;
  optionsLoading?: boolean;
  filters: ActiveFilters;
  onFiltersChange: (filters: ActiveFilters) => void;
}) => {
  const filtered = filterBySource(results, filters);
  return (
    <Stack spacing={2} data-testid="entry-results">
      <DatabaseFilters
        options={options}
        counts={filterValueCounts(results, Object.keys(options), filters)}
        loading={optionsLoading}
        selected={filters}
        onToggle={(field, value) => onFiltersChange(toggleFilterValue(filters, field, value))}
        onRemove={(field, value) => onFiltersChange(removeFilterValue(filters, field, value))}
        onClearAll={() => onFiltersChange({})}
      />
      <SearchSummary results={filtered} errors={errors} />
      <SourceSections results={filtered} unfiltered={results} errors={errors} view="table" />
    </Stack>
  );
};
