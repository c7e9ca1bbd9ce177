import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ScrollHint, useOverflowX } from '../screens/ScrollHint';
import { fieldLabel, LEAD_FIELD_NAMES, SYSTEM_FIELDS, type LeadRow } from '../leads/lib/fields';
import { displayValue, formatDateTime, linkFor, truncate } from '../leads/lib/format';
import { ColumnControls } from './ColumnControls';
import { useDbQuery } from './DbQueryContext';
import { availableColumns, rowsAreRanked, visibleColumns } from './lib/columns';
import { countText, PAGE_SIZES, rangeText } from './lib/query';

/** Long cells are cut here; the full text is in the cell's tooltip and on the lead's page. */
const CELL_CHARS = 60;
const DATE_COLUMNS = new Set(['created_at', 'updated_at']);

const Cell = ({ column, value }: { column: string; value: unknown }) => {
  const text = DATE_COLUMNS.has(column) ? formatDateTime(value as string) : displayValue(value);
  if (!text) {
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  }
  const shown = truncate(text, CELL_CHARS);
  const href = linkFor(column, value);
  if (href) {
    return (
      <Link
        href={href}
        target={href.startsWith('mailto:') ? undefined : '_blank'}
        rel="noopener noreferrer"
        title={text}
        // The row opens the lead; the link opens its address.
        onClick={(event) => event.stopPropagation()}
      >
        {shown}
      </Link>
    );
  }
  return <span title={shown === text ? undefined : text}>{shown}</span>;
};

/** The query's rows with the chosen columns; a row opens its lead; paging re-runs the query. */
export const ResultsTable = () => {
  const { results, running, queryError, run, selectedColumns, setSelectedColumns, setForm } = useDbQuery();
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const overflows = useOverflowX(scrollRef);

  if (!results && !queryError) {
    return (
      <Card data-testid="results-empty">
        <CardContent sx={{ py: 5, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {running ? 'Running the query…' : 'Set the filters and run the query to see leads here.'}
          </Typography>
          {running && <LinearProgress sx={{ mt: 2, mx: 'auto', maxWidth: 320 }} />}
        </CardContent>
      </Card>
    );
  }

  const rows: LeadRow[] = results?.rows ?? [];
  const available = availableColumns(rows, ['_score', ...SYSTEM_FIELDS, ...LEAD_FIELD_NAMES]);
  const ranked = rowsAreRanked(rows);
  const columns = visibleColumns(selectedColumns, available, ranked);

  return (
    <Card data-testid="results">
      <CardContent sx={{ p: 3, pb: 1 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Box>
            <Typography variant="subtitle1" component="h2">
              Results
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="results-range">
              {results
                ? rangeText(
                    { total_count: results.total, total_relation: results.totalRelation, data: rows },
                    results.page,
                    results.pageSize,
                  )
                : ''}
            </Typography>
          </Box>
          <ColumnControls
            available={available}
            visible={columns}
            selected={selectedColumns}
            onChange={setSelectedColumns}
          />
        </Stack>
        {queryError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="query-error">
            {queryError}
          </Alert>
        )}
      </CardContent>
      <Box sx={{ height: 4 }}>{running && <LinearProgress />}</Box>
      <Box sx={{ px: 2 }}>
        <ScrollHint show={overflows} />
      </Box>
      <TableContainer
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label="Query results table"
        sx={{ maxHeight: 640 }}
      >
        <Table size="small" stickyHeader aria-label="Query results" data-testid="results-table">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} data-testid="results-column" data-column={column} sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ fontWeight: 600 }}>{fieldLabel(column)}</Box>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {column}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={0}
                data-testid="result-row"
                data-id={row.id}
                onClick={() => navigate(`leads/${encodeURIComponent(row.id)}`)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') navigate(`leads/${encodeURIComponent(row.id)}`);
                }}
                sx={{ cursor: 'pointer', '& td': { whiteSpace: 'nowrap' } }}
              >
                {columns.map((column) => (
                  <TableCell key={column}>
                    <Cell column={column} value={(row as Record<string, unknown>)[column]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {results && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  No leads match this query.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {results && (
        <TablePagination
          component="div"
          count={results.total}
          page={results.total ? results.page - 1 : 0}
          rowsPerPage={results.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          showFirstButton
          showLastButton
          disabled={running}
          onPageChange={(_event, page) => void run(page + 1)}
          onRowsPerPageChange={(event) => {
            const pageSize = Number(event.target.value);
            setForm({ pageSize });
            void run(1, { form: { pageSize } });
          }}
          data-testid="results-pagination"
          labelDisplayedRows={({ from, to, count }) =>
            `${from}–${to} of ${countText(count, results.totalRelation)} · page ${results.page} of ${Math.max(results.totalPages, 1)}${results.totalRelation === 'gte' ? '+' : ''}`
          }
        />
      )}
    </Card>
  );
};
