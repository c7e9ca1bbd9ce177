import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Collapse,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { columnLabel } from './lib/columns';
import { countOf, orderFilterValues } from './lib/filterOrder';
import { FILTER_MESSAGES, filterChips } from './lib/filters';
import type { ActiveFilters, FilterOptions } from './lib/types';

export interface DatabaseFiltersProps {
  options: FilterOptions;
  /** Per field, how many results carry each value (lower-cased keys, see lib/filterOrder); shown and sorted by. */
  counts?: Record<string, Record<string, number>>;
  loading?: boolean;
  /** The ticked values, shown as the Active Filters chips. */
  selected: ActiveFilters;
  onToggle: (field: string, value: string) => void;
  onRemove: (field: string, value: string) => void;
  onClearAll: () => void;
  /** With it, ticks wait for 'Apply Filters'; without it, they filter at once. */
  onApply?: () => void;
  /** Ticks made since the last Apply. */
  pending?: boolean;
  defaultOpen?: boolean;
  /** Text instead of the options when there are none (e.g. before any search). */
  emptyText?: string;
  'data-testid'?: string;
}

const FieldOptions = ({
  field,
  values: given,
  counts,
  selected,
  onToggle,
}: {
  field: string;
  values: string[];
  counts?: Record<string, number>;
  selected: string[];
  onToggle: (field: string, value: string) => void;
}) => {
  const values = orderFilterValues(field, given, counts);
  return (
    <Box data-testid="filter-field-options" data-field={field} sx={{ minWidth: 0 }}>
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase' }}>
        {columnLabel(field)}
        <Box component="span" sx={{ fontWeight: 400, ml: 0.75, textTransform: 'none' }}>
          {values.length} {values.length === 1 ? 'value' : 'values'}
        </Box>
      </Typography>
      <Box
        sx={{
          mt: 0.5,
          maxHeight: 188,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1.5,
          px: 1,
          py: 0.25,
        }}
      >
        {values.map((value) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(value)}
                onChange={() => onToggle(field, value)}
                slotProps={{
                  input: { 'data-testid': 'filter-option', 'data-field': field, 'data-value': value } as object,
                }}
                sx={{ py: 0.4 }}
              />
            }
            label={
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Box>
                {counts && (
                  <Box
                    component="span"
                    sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                    data-testid="filter-option-count"
                  >
                    {countOf(counts, value)}
                  </Box>
                )}
              </Box>
            }
            sx={{ display: 'flex', mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14, minWidth: 0, flex: 1 } }}
          />
        ))}
      </Box>
    </Box>
  );
};

/** The Database Filters panel: checkbox options per field, the active filters as chips, Clear All, Apply. */
export const DatabaseFilters = ({
  options,
  counts,
  loading = false,
  selected,
  onToggle,
  onRemove,
  onClearAll,
  onApply,
  pending = false,
  defaultOpen = false,
  emptyText = FILTER_MESSAGES.noOptions,
  'data-testid': testId = 'database-filters',
}: DatabaseFiltersProps) => {
  const [open, setOpen] = useState(defaultOpen);
  const chips = filterChips(selected);
  const fields = Object.keys(options);

  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: '14px' }} data-testid={testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FilterListIcon fontSize="small" color="action" />
        <Typography variant="subtitle2" component="h3">
          Database Filters
        </Typography>
        {chips.length > 0 && (
          <Chip size="small" color="primary" label={`${chips.length} active`} data-testid="filters-count" />
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          data-testid="filters-toggle"
          aria-expanded={open}
        >
          {open ? 'Hide Filters' : 'Show Filters'}
        </Button>
      </Stack>

      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          Active Filters:
        </Typography>
        {chips.length === 0 && (
          <Typography variant="body2" color="text.disabled" data-testid="no-active-filters">
            none
          </Typography>
        )}
        {chips.map(({ field, value }) => (
          <Chip
            key={`${field}\u0000${value}`}
            size="small"
            color="primary"
            variant="outlined"
            label={
              <>
                <strong>{columnLabel(field)}</strong>: {value}
              </>
            }
            onDelete={() => onRemove(field, value)}
            data-testid="active-filter"
            data-field={field}
            data-value={value}
          />
        ))}
        <Box sx={{ flex: 1 }} />
        <Button size="small" color="inherit" onClick={onClearAll} disabled={!chips.length} data-testid="filters-clear">
          Clear All
        </Button>
        {onApply && (
          <Button
            size="small"
            variant={pending ? 'contained' : 'outlined'}
            onClick={onApply}
            data-testid="filters-apply"
          >
            Apply Filters
          </Button>
        )}
      </Stack>
      {onApply && pending && (
        <Typography
          variant="caption"
          color="warning.main"
          sx={{ display: 'block', mt: 0.5 }}
          data-testid="filters-pending"
        >
          Changes not applied yet: press Apply Filters.
        </Typography>
      )}

      <Collapse in={open} unmountOnExit>
        <Box sx={{ mt: 2 }} data-testid="filter-options">
          {loading ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CircularProgress size={16} />
              <Typography variant="body2">Loading filter options…</Typography>
            </Stack>
          ) : fields.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="filter-options-empty">
              {emptyText}
            </Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {fields.map((field) => (
                <FieldOptions
                  key={field}
                  field={field}
                  values={options[field]}
                  counts={counts?.[field]}
                  selected={selected[field] ?? []}
                  onToggle={onToggle}
                />
              ))}
            </Box>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
};
