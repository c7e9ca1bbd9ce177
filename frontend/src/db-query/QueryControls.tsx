import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Card, CardContent, CircularProgress, Divider, MenuItem, TextField } from '@mui/material';
import { LEAD_FIELD_NAMES } from '../leads/lib/fields';
import { useDbQuery } from './DbQueryContext';
import { FilterBuilder } from './FilterBuilder';
import { indexPatternError, PAGE_SIZES, sortOptions } from './lib/query';

/** Index pattern, sort, page size and filters, and the button that runs the query from its first page. */
export const QueryControls = () => {
  const { form, setForm, run, running, schema, results } = useDbQuery();
  const accepted = schema?.accepted_fields ?? LEAD_FIELD_NAMES;
  const patternError = indexPatternError(form.indexPattern);

  const changePageSize = (pageSize: number) => {
    setForm({ pageSize });
    // With results on screen the new size applies at once, from the first page.
    if (results) void run(1, { form: { pageSize } });
  };

  return (
    <Card data-testid="query-controls">
      <CardContent sx={{ p: 3 }}>
        <Box
          component="form"
          noValidate
          aria-label="Database query"
          onSubmit={(event) => {
            event.preventDefault();
            if (!patternError) void run(1);
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1.4fr 0.8fr 0.8fr auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              label="Index pattern"
              size="small"
              value={form.indexPattern}
              onChange={(event) => setForm({ indexPattern: event.target.value })}
              error={Boolean(patternError)}
              helperText={patternError ?? 'Datasets to read; * matches anything'}
              slotProps={{ htmlInput: { 'data-testid': 'index-pattern', spellCheck: false } }}
            />
            <TextField
              select
              label="Sort field"
              size="small"
              value={form.sortField}
              onChange={(event) => setForm({ sortField: event.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'sort-field' } }}
            >
              {sortOptions(accepted).map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Sort order"
              size="small"
              value={form.sortOrder}
              onChange={(event) => setForm({ sortOrder: event.target.value === 'asc' ? 'asc' : 'desc' })}
              slotProps={{ htmlInput: { 'data-testid': 'sort-order' } }}
            >
              <MenuItem value="desc">Descending</MenuItem>
              <MenuItem value="asc">Ascending</MenuItem>
            </TextField>
            <TextField
              select
              label="Page size"
              size="small"
              value={form.pageSize}
              onChange={(event) => changePageSize(Number(event.target.value))}
              slotProps={{ htmlInput: { 'data-testid': 'page-size' } }}
            >
              {PAGE_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {size}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              disabled={running || Boolean(patternError)}
              startIcon={running ? <CircularProgress size={16} color="inherit" /> : <PlayArrowIcon />}
              data-testid="run-query"
              sx={{ height: 40, whiteSpace: 'nowrap' }}
            >
              Run Query
            </Button>
          </Box>
        </Box>
        <Divider sx={{ my: 2.5 }} />
        <FilterBuilder
          accepted={accepted}
          filters={form.filters}
          indexPattern={form.indexPattern}
          disabled={running}
          onChange={(filters) => setForm({ filters })}
        />
      </CardContent>
    </Card>
  );
};
