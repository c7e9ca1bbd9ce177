import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, ButtonGroup, Checkbox, FormControlLabel, Popover, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { fieldLabel } from '../leads/lib/fields';
import { useNotify } from '../lib/notify';
import { clearColumns, importantColumns, selectAllColumns, toggleColumn, type ColumnChange } from './lib/columns';

/** Select All / Clear / Important Only, and a checklist of every column. */
export const ColumnControls = ({
  available,
  visible,
  selected,
  onChange,
}: {
  available: string[];
  visible: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
}) => {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const apply = (change: ColumnChange) => {
    onChange(change.selected);
    notify.success(change.message);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="column-controls">
      <ButtonGroup size="small" variant="outlined" aria-label="Column selection">
        <Button onClick={() => apply(selectAllColumns(available))} data-testid="columns-all">
          Select All
        </Button>
        <Button onClick={() => apply(clearColumns())} data-testid="columns-clear">
          Clear
        </Button>
        <Button onClick={() => apply(importantColumns(available))} data-testid="columns-important">
          Important Only
        </Button>
      </ButtonGroup>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="columns-choose"
        aria-haspopup="dialog"
      >
        Columns ({visible.length}/{available.length})
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack sx={{ p: 2, maxHeight: 420, overflow: 'auto', minWidth: 260 }} data-testid="columns-menu">
          <Typography variant="caption" color="text.secondary" sx={{ mb: 1 }}>
            {selected.length ? 'Your selection' : 'Showing the default columns'}
          </Typography>
          {available.map((column) => (
            <FormControlLabel
              key={column}
              control={
                <Checkbox
                  size="small"
                  checked={visible.includes(column)}
                  onChange={() => onChange(toggleColumn(selected.length ? selected : visible, column, available))}
                />
              }
              label={
                <Typography variant="body2">
                  {fieldLabel(column)}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {column}
                  </Typography>
                </Typography>
              }
            />
          ))}
        </Stack>
      </Popover>
    </Stack>
  );
};
