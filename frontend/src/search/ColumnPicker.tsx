import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Checkbox, FormControlLabel, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { columnLabel } from './lib/columns';

/** The search table's column picker (issue 15 point 9): which field columns to show; at least one stays. */
export const ColumnPicker = ({
  fields,
  hidden,
  onChange,
}: {
  fields: readonly string[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const shown = fields.filter((field) => !hidden.has(field)).length;
  const toggle = (field: string) => {
    const next = new Set(hidden);
    if (next.has(field)) next.delete(field);
    else if (shown > 1) next.add(field);
    onChange(next);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? id : undefined}
        data-testid="table-columns-button"
        sx={{ whiteSpace: 'nowrap', borderColor: 'divider' }}
      >
        Columns ({shown}/{fields.length})
      </Button>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Columns' } as object }}
      >
        <Stack sx={{ p: 1.5, maxHeight: 360, overflowY: 'auto', minWidth: 220 }} data-testid="table-columns-menu">
          <Typography variant="caption" color="text.secondary" sx={{ mb: 0.5 }}>
            Show columns
          </Typography>
          {fields.map((field) => (
            <FormControlLabel
              key={field}
              control={
                <Checkbox
                  size="small"
                  checked={!hidden.has(field)}
                  onChange={() => toggle(field)}
                  slotProps={{ input: { 'data-testid': 'table-column-option', 'data-column': field } as object }}
                />
              }
              label={<Typography variant="body2">{columnLabel(field)}</Typography>}
            />
          ))}
        </Stack>
      </Popover>
    </>
  );
};
