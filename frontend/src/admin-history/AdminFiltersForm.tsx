import FilterAltIcon from '@mui/icons-material/FilterAlt';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Autocomplete, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { api } from '../lib/httpClient';
import { queryTypeLabel } from '../history/lib/history';
import {
  dateRangeError,
  EMPTY_ADMIN_FILTERS,
  fromListFilter,
  queryTypeOptions,
  toListFilter,
  type AdminFilterForm,
} from './lib/filters';
import type { AdminFilterOptions } from './lib/types';

/** The option lists of the filters (GET /admin/filter-options/); without them the fields take free text. */
function useAdminFilterOptions() {
  const [options, setOptions] = useState<AdminFilterOptions | null>(null);
  useEffect(() => {
    let active = true;
    api
      .get<AdminFilterOptions>('/admin/filter-options/')
      .then((response) => active && setOptions(response))
      .catch((error: unknown) => console.warn('Admin filter options failed', error));
    return () => {
      active = false;
    };
  }, []);
  return options;
}

/** Email, query type, date from / to and processed, applied together with Apply Filters; Reset clears them. */
export const AdminFiltersForm = () => {
  const { filterValues, setFilters } = useListContext();
  const [form, setForm] = useState<AdminFilterForm>(() => fromListFilter(filterValues));
  const options = useAdminFilterOptions();
  const rangeError = dateRangeError(form);
  const change = (patch: Partial<AdminFilterForm>) => setForm((current) => ({ ...current, ...patch }));
  const dateProps = (testId: string) => ({
    inputLabel: { shrink: true },
    htmlInput: { 'data-testid': testId, max: '9999-12-31' },
  });

  return (
    <Card data-testid="admin-filters">
      <CardContent
        component="form"
        noValidate
        sx={{ p: 2.5 }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!rangeError) setFilters(toListFilter(form));
        }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ mb: 2 }}>
          Filters
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1.6fr 1fr 1fr 1fr 1fr' },
          }}
        >
          <Autocomplete
            freeSolo
            options={options?.emails ?? []}
            inputValue={form.email}
            onInputChange={(_event, email) => change({ email })}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Email"
                size="small"
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'admin-filter-email' },
                }}
              />
            )}
          />
          <TextField
            select
            size="small"
            label="Query type"
            value={form.query_type}
            onChange={(event) => change({ query_type: event.target.value })}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'admin-filter-type' } as object } }}
          >
            <MenuItem value="">Any type</MenuItem>
            {queryTypeOptions(options?.query_types).map((type) => (
              <MenuItem key={type} value={type} data-testid="admin-type-option">
                {queryTypeLabel(type)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label="Date from"
            value={form.date_from}
            onChange={(event) => change({ date_from: event.target.value })}
            error={!!rangeError}
            slotProps={dateProps('admin-filter-from')}
          />
          <TextField
            type="date"
            size="small"
            label="Date to"
            value={form.date_to}
            onChange={(event) => change({ date_to: event.target.value })}
            error={!!rangeError}
            helperText={rangeError ?? undefined}
            slotProps={dateProps('admin-filter-to')}
          />
          <TextField
            select
            size="small"
            label="Processed"
            value={form.processed}
            onChange={(event) => change({ processed: event.target.value as AdminFilterForm['processed'] })}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'admin-filter-processed' } as object } }}
          >
            <MenuItem value="">Any</MenuItem>
            <MenuItem value="true">Processed</MenuItem>
            <MenuItem value="false">Pending</MenuItem>
          </TextField>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button
            color="inherit"
            startIcon={<RestartAltIcon />}
            onClick={() => {
              setForm(EMPTY_ADMIN_FILTERS);
              setFilters({});
            }}
            data-testid="admin-filters-reset"
          >
            Reset
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<FilterAltIcon />}
            disabled={!!rangeError}
            data-testid="admin-filters-apply"
          >
            Apply Filters
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
