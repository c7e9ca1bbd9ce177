import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CsvPreview } from '../csv-upload/lib/csv';
import { PREVIEW_ROWS } from './lib/preview';

/** The header row and the first 5 data rows of the picked file, cells cut at 50 characters; scrolls sideways. */
export const PreviewTable = ({ preview }: { preview: CsvPreview }) => (
  <Box data-testid="csvp-preview">
    <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
      Preview (first {PREVIEW_ROWS} rows)
    </Typography>
    <Box
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
      tabIndex={0}
      role="region"
      aria-label="Preview of the first rows of the file"
    >
      <Table size="small" aria-label="Preview of the first rows of the file">
        <TableHead>
          <TableRow>
            {preview.headers.map((header, index) => (
              <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex} data-testid="csvp-preview-row">
              {row.map((cell, index) => (
                <TableCell key={index} sx={{ whiteSpace: 'nowrap' }} data-testid="csvp-preview-cell">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  </Box>
);
