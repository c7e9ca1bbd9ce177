import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { truncate } from '../leads/lib/format';
import { isListField } from '../leads/lib/fields';
import { COMPOSED_TARGETS, duplicateNote, duplicateTargets, isJoinedField, SKIP } from './lib/autoMap';
import type { CsvPreview } from './lib/csv';
import type { CsvFieldGroups } from './useCsvFields';

/** Preview cells are cut at 50 characters (spec part 2 §9). */
export const PREVIEW_CELL_CHARS = 50;

const labelOf = (groups: CsvFieldGroups, name: string) =>
  [...groups.company, ...groups.lead].find((field) => field.name === name)?.label ?? name;

const noteKind = (field: string) => (isJoinedField(field) ? 'joined' : isListField(field));

/** One dropdown per CSV column, pre-filled by auto-mapping; Skip leaves the column out. */
export const ColumnMapping = ({
  preview,
  mapping,
  groups,
  disabled,
  onChange,
}: {
  preview: CsvPreview;
  mapping: string[];
  groups: CsvFieldGroups;
  disabled: boolean;
  onChange: (index: number, field: string) => void;
}) => {
  const duplicates = duplicateTargets(preview.headers, mapping);
  const mapped = mapping.filter((field) => field !== SKIP).length;

  return (
    <Box data-testid="column-mapping">
      <Typography variant="subtitle1" component="h3">
        Column mapping
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="mapping-summary">
        {mapped} of {preview.headers.length} columns mapped. Change a field, or choose Skip to leave a column out. First
        and last name columns are composed into the name; City, State and Country are joined into one location.
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" aria-label="Column mapping">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '22%' }}>CSV column</TableCell>
              <TableCell sx={{ width: '30%' }}>First value</TableCell>
              <TableCell>Maps to</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.headers.map((header, index) => (
              <TableRow key={`${index}-${header}`} data-testid="mapping-row" data-column={header}>
                <TableCell sx={{ fontWeight: 600 }}>{header || `(column ${index + 1})`}</TableCell>
                <TableCell sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
                  {truncate(preview.rows[0]?.[index] ?? '', PREVIEW_CELL_CHARS)}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={mapping[index] ?? SKIP}
                    disabled={disabled}
                    onChange={(event) => onChange(index, event.target.value)}
                    slotProps={{
                      select: { native: true },
                      htmlInput: { 'aria-label': `Field for ${header}`, 'data-testid': `mapping-select-${index}` },
                    }}
                  >
                    <option value={SKIP}>Skip this column</option>
                    <optgroup label="Company">
                      {groups.company.map((field) => (
                        <option key={field.name} value={field.name}>
                          {field.label} ({field.name})
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Lead">
                      {groups.lead.map((field) => (
                        <option key={field.name} value={field.name}>
                          {field.label} ({field.name})
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Composed">
                      {COMPOSED_TARGETS.map((target) => (
                        <option key={target.name} value={target.name}>
                          {target.label}
                        </option>
                      ))}
                    </optgroup>
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {[...duplicates].map(([field, columns]) => (
        <Alert key={field} severity="info" sx={{ mt: 1.5 }} data-testid="mapping-duplicate">
          {duplicateNote(columns, labelOf(groups, field), noteKind(field))}
        </Alert>
      ))}
    </Box>
  );
};

const previewCaption = (rows: number) =>
  rows === 0
    ? 'The file has no data rows.'
    : rows === 1
      ? 'The first row of the file.'
      : `The first ${rows} rows of the file.`;

/** The first 5 data rows as the file holds them, cells cut at 50 characters. */
export const CsvPreviewTable = ({ preview }: { preview: CsvPreview }) => (
  <Box data-testid="csv-preview">
    <Typography variant="subtitle1" component="h3">
      Preview
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      {previewCaption(preview.rows.length)}
    </Typography>
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" stickyHeader aria-label="CSV preview">
        <TableHead>
          <TableRow>
            {preview.headers.map((header, index) => (
              <TableCell key={`${index}-${header}`} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {header || `(column ${index + 1})`}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex} data-testid="preview-row">
              {row.map((cell, index) => (
                <TableCell
                  key={index}
                  title={cell.length > PREVIEW_CELL_CHARS ? cell : undefined}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {truncate(cell, PREVIEW_CELL_CHARS)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Box>
);
