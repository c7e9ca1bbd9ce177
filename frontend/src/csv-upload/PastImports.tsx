import { Box, Card, CardContent, Chip, Tooltip, Typography, type ChipProps } from '@mui/material';
import { DataTable, ListBase, Pagination, WithListContext } from 'react-admin';
import type { CsvImport, ImportStatus } from '../leads/lib/api';
import { formatCount, formatDateTime } from '../leads/lib/format';
import { ScrollArea } from '../screens/ScrollHint';
import type { ImportNotes } from './lib/uploadState';

/** An import as the list shows it, with what the server read the file as. */
type ImportRow = CsvImport & ImportNotes;

const STATUS_COLOURS: Record<ImportStatus, ChipProps['color']> = {
  queued: 'default',
  processing: 'info',
  completed: 'success',
  failed: 'error',
};

const StatusChip = ({ record }: { record: CsvImport }) => {
  const chip = (
    <Chip
      size="small"
      label={record.status === 'processing' ? `processing ${Math.round(record.progress)}%` : record.status}
      color={STATUS_COLOURS[record.status]}
      variant={record.status === 'completed' ? 'outlined' : 'filled'}
    />
  );
  return record.error ? <Tooltip title={record.error}>{chip}</Tooltip> : chip;
};

/** Columns typed for an import's fields. */
const Col = DataTable.Col<ImportRow>;
// The API sorts imports by id, created_at, file_name, status or records_processed; other columns are fixed.

const number = (value: number | undefined) => formatCount(value ?? 0);

/** Every CSV import, newest first (GET /csv/imports, react-admin list format). */
export const PastImports = () => (
  <Card data-testid="past-imports">
    <CardContent sx={{ p: 3, pb: 1 }}>
      <Typography variant="subtitle1" component="h2">
        Past imports
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Who uploaded what, and what each file changed.
      </Typography>
    </CardContent>
    <ListBase<ImportRow>
      resource="csv/imports"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
    >
      <WithListContext<ImportRow>
        render={({ isPending, total, error }) =>
          !isPending && !error && !total ? (
            <Typography color="text.secondary" sx={{ px: 3, pb: 3 }} data-testid="past-imports-empty">
              No imports yet.
            </Typography>
          ) : error ? (
            <Typography color="error" sx={{ px: 3, pb: 3 }}>
              Could not load the imports.
            </Typography>
          ) : (
            <Box>
              <ScrollArea label="Past imports table" testId="past-imports-scroll">
                <DataTable<ImportRow>
                  bulkActionButtons={false}
                  rowClick={false}
                  size="small"
                  sx={{ '& .MuiTableCell-root': { whiteSpace: 'nowrap' } }}
                >
                  <Col source="file_name" label="File" />
                  <Col source="status" label="Status" render={(record) => <StatusChip record={record} />} />
                  <Col
                    source="datasets"
                    label="Datasets"
                    disableSort
                    render={(record) => (record.datasets ?? []).join(', ')}
                  />
                  <DataTable.NumberCol source="records_processed" label="Records" />
                  <Col source="inserted" disableSort label="New" align="right" render={(r) => number(r.inserted)} />
                  <Col source="merged" disableSort label="Merged" align="right" render={(r) => number(r.merged)} />
                  <Col
                    source="unchanged"
                    disableSort
                    label="Unchanged"
                    align="right"
                    render={(r) => number(r.unchanged)}
                  />
                  <Col
                    source="suppressed"
                    disableSort
                    label="Suppressed"
                    align="right"
                    render={(r) => number(r.suppressed)}
                  />
                  <Col
                    source="error_count"
                    disableSort
                    label="Errors"
                    align="right"
                    render={(r) => number(r.error_count)}
                  />
                  <Col
                    source="warning_count"
                    disableSort
                    label="Values left out"
                    align="right"
                    render={(r) => number(r.warning_count)}
                  />
                  <Col
                    source="encoding"
                    disableSort
                    label="Read as"
                    render={(r) => [r.encoding, r.delimiter].filter(Boolean).join(', ')}
                  />
                  <Col source="created_by" disableSort label="By" />
                  <Col source="created_at" label="Started" render={(r) => formatDateTime(r.created_at)} />
                  <Col
                    source="finished_at"
                    disableSort
                    label="Finished"
                    render={(r) => formatDateTime(r.finished_at)}
                  />
                </DataTable>
              </ScrollArea>
              <Pagination rowsPerPageOptions={[10, 25, 50]} />
            </Box>
          )
        }
      />
    </ListBase>
  </Card>
);
