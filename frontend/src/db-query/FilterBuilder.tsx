import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { FilterOption, FilterOptionsResponse, Filters } from '../leads/lib/api';
import { fieldLabel, topValuesFor } from '../leads/lib/fields';
import { formatCount } from '../leads/lib/format';
import { api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import {
  addFilter,
  FILTER_MESSAGES,
  filterableFields,
  filterOptionsQuery,
  removeFilter,
  topOptions,
} from './lib/filters';

/** The top values of one field under the other filters (GET /db/filter-options/). */
function useFilterOptions(field: string | null, indexPattern: string, filters: Filters) {
  const notify = useNotify();
  const [options, setOptions] = useState<FilterOption[]>([]);
  const [loading, setLoading] = useState(false);
  const filtersKey = JSON.stringify(filters);

  useEffect(() => {
    setOptions([]);
    if (!field) return;
    let active = true;
    setLoading(true);
    api
      .get<FilterOptionsResponse>(
        '/db/filter-options/',
        filterOptionsQuery(field, indexPattern, JSON.parse(filtersKey) as Filters),
      )
      .then((response) => {
        if (active) setOptions(topOptions(field, response.values ?? []));
      })
      .catch((error: unknown) => {
        console.warn('Filter options failed', error);
        if (active) notify.error(FILTER_MESSAGES.optionsFailed(field));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [field, indexPattern, filtersKey, notify]);

  return { options, loading };
}

/** Pick a field, see its most frequent values with their counts, add it as a filter; each field once. */
export const FilterBuilder = ({
  accepted,
  filters,
  indexPattern,
  disabled,
  onChange,
}: {
  accepted: readonly string[];
  filters: Filters;
  indexPattern: string;
  disabled: boolean;
  onChange: (filters: Filters) => void;
}) => {
  const notify = useNotify();
  const [field, setField] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const { options, loading } = useFilterOptions(field, indexPattern, filters);
  const fields = filterableFields(accepted, filters);

  const add = () => {
    const result = addFilter(filters, field ?? '', value);
    if (!result.ok) {
      notify.error(result.error);
      return;
    }
    onChange(result.filters);
    setField(null);
    setValue('');
  };

  return (
    <Box data-testid="filter-builder">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <FilterListIcon fontSize="small" color="action" />
        <Typography variant="subtitle2" component="h3">
          Filters
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1.4fr auto' },
          alignItems: 'start',
        }}
      >
        <Autocomplete
          options={fields}
          value={field}
          disabled={disabled}
          onChange={(_event, next) => {
            setField(next);
            setValue('');
          }}
          getOptionLabel={(name) => `${fieldLabel(name)} (${name})`}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Field"
              size="small"
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-field' },
              }}
            />
          )}
        />
        <Autocomplete<FilterOption, false, false, true>
          freeSolo
          options={options}
          loading={loading}
          disabled={disabled || !field}
          inputValue={value}
          onInputChange={(_event, next) => setValue(next)}
          filterOptions={(list, state) =>
            list.filter((option) => option.value.toLowerCase().includes(state.inputValue.trim().toLowerCase()))
          }
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.value)}
          noOptionsText={FILTER_MESSAGES.noOptions}
          loadingText="Loading values…"
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} data-testid="filter-option" sx={{ gap: 1 }}>
              <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {option.value}
              </Box>
              <Chip label={formatCount(option.count)} size="small" variant="outlined" />
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Value"
              size="small"
              helperText={
                field ? `Top ${topValuesFor(field)} values with their counts; or type one` : 'Pick a field first'
              }
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-value' },
              }}
            />
          )}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={disabled || !field || !value.trim()}
          data-testid="filter-add"
          sx={{ height: 40 }}
        >
          Add filter
        </Button>
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }} data-testid="filter-chips">
        {Object.entries(filters).map(([name, values]) => (
          <Chip
            key={name}
            color="primary"
            variant="outlined"
            data-testid="filter-chip"
            data-field={name}
            label={
              <>
                <strong>{fieldLabel(name)}</strong>: {values.join(', ')}
              </>
            }
            onDelete={disabled ? undefined : () => onChange(removeFilter(filters, name))}
          />
        ))}
      </Stack>
    </Box>
  );
};
