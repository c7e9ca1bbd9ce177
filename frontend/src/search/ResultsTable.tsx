import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState, type UIEvent } from 'react';
import { ScrollHint, useOverflowX } from '../screens/ScrollHint';
import { ColumnPicker } from './ColumnPicker';
import { PersonaCell } from './PersonaCell';
import { ResultCell } from './ResultCell';
import {
  columnLabel,
  fieldColumns,
  isFieldColumn,
  PERSONA_COLUMN,
  ROW_NUMBER_COLUMN,
  SCORE_COLUMN,
  tableColumns,
} from './lib/columns';
import { rowOffsets, visibleWindow } from './lib/virtual';
import { formatScore, itemData, scoreOf } from './lib/values';
import type { SearchResultItem } from './lib/types';

/** A collapsed row's height before it is measured. */
const ROW_HEIGHT = 41;
/** The table scrolls inside this height, so hundreds of rows render only the visible few. */
const VIEWPORT_HEIGHT = 560;
const OVERSCAN = 8;
/** The row-number column's width: the sticky first field starts after it. */
const NUMBER_WIDTH = 48;

/**
 * A source's results as a table: '#' and the first field (sticky), Persona Analysis, Score, then the other fields,
 * with a column picker.
 * Only the rows in view are in the DOM; measured heights keep the scrollbar right when cells open.
 */
export const ResultsTable = ({ items, label }: { items: readonly SearchResultItem[]; label: string }) => {
  const fields = useMemo(() => fieldColumns(items), [items]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const columns = useMemo(() => tableColumns(items, hidden), [items, hidden]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(VIEWPORT_HEIGHT);
  const heights = useRef(new Map<string, number>());
  const [measured, remeasure] = useReducer((count: number) => count + 1, 0);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const overflows = useOverflowX(containerRef);
  const headRef = useRef<HTMLTableSectionElement | null>(null);
  const frame = useRef<number | null>(null);

  const offsets = useMemo(
    () => {
      // Rows not rendered yet are guessed at the average height of those measured, so the scrollbar settles fast.
      const measuredHeights = [...heights.current.values()];
      const guess = measuredHeights.length
        ? measuredHeights.reduce((sum, height) => sum + height, 0) / measuredHeights.length
        : ROW_HEIGHT;
      return rowOffsets(items.length, (index) => heights.current.get(items[index].id) ?? guess);
    },
    // `measured` changes when a row's measured height does.
    [items, measured],
  );
  const headHeight = headRef.current?.offsetHeight ?? ROW_HEIGHT;
  const rows = visibleWindow(offsets, Math.max(0, scrollTop - headHeight), viewport, OVERSCAN);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (container.clientHeight && container.clientHeight !== viewport) setViewport(container.clientHeight);
    let changed = false;
    container.querySelectorAll<HTMLTableRowElement>('tr[data-row-id]').forEach((row) => {
      const id = row.dataset.rowId as string;
      const height = row.getBoundingClientRect().height;
      if (height && Math.abs((heights.current.get(id) ?? ROW_HEIGHT) - height) > 0.5) {
        heights.current.set(id, height);
        changed = true;
      }
    });
    if (changed) remeasure();
  });

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setScrollTop(top);
    });
  }, []);

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const span = columns.length;
  const first = columns[1] && isFieldColumn(columns[1]) ? columns[1] : null;
  /** '#' and the first field stay in view while the table scrolls sideways (issue 15 point 9). */
  const sticky = (column: string, head = false) =>
    column === ROW_NUMBER_COLUMN || column === first
      ? {
          position: 'sticky',
          left: column === ROW_NUMBER_COLUMN ? 0 : NUMBER_WIDTH,
          zIndex: head ? 3 : 1,
          bgcolor: 'background.paper',
          ...(column === first ? { boxShadow: 'inset -1px 0 0 rgba(0,0,0,0.12)' } : {}),
        }
      : {};

  const headCell = (column: string) => (
    <TableCell
      key={column}
      data-testid="table-column"
      data-column={column}
      align={column === SCORE_COLUMN ? 'right' : undefined}
      sx={{
        whiteSpace: 'nowrap',
        ...(column === ROW_NUMBER_COLUMN ? { width: NUMBER_WIDTH, minWidth: NUMBER_WIDTH } : {}),
        ...sticky(column, true),
      }}
    >
      {column === ROW_NUMBER_COLUMN ? '#' : columnLabel(column)}
    </TableCell>
  );

  const bodyCell = (item: SearchResultItem, index: number, column: string, data: Record<string, unknown>) => {
    if (column === ROW_NUMBER_COLUMN) {
      return (
        <TableCell key={column} sx={{ color: 'text.secondary', ...sticky(column) }} data-testid="row-number">
          {index + 1}
        </TableCell>
      );
    }
    if (column === PERSONA_COLUMN) {
      return (
        <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
          <PersonaCell item={item} />
        </TableCell>
      );
    }
    if (column === SCORE_COLUMN) {
      return (
        <TableCell key={column} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="row-score">
          {formatScore(scoreOf(item))}
        </TableCell>
      );
    }
    const key = `${item.id}\u0000${column}`;
    return (
      <TableCell key={column} data-column={column} sx={{ maxWidth: 380 + 32, ...sticky(column) }}>
        <ResultCell column={column} value={data[column]} expanded={expanded.has(key)} onToggle={() => toggle(key)} />
      </TableCell>
    );
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <ScrollHint show={overflows} />
        <Box sx={{ ml: 'auto' }}>
          <ColumnPicker fields={fields} hidden={hidden} onChange={setHidden} />
        </Box>
      </Stack>
      <TableContainer
        ref={containerRef}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={`${label} results table`}
        sx={{ maxHeight: VIEWPORT_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 2 }}
        data-testid="results-table"
        data-rows={items.length}
      >
        <Table size="small" stickyHeader aria-label={`${label} results`} aria-rowcount={items.length + 1}>
          <TableHead ref={headRef}>
            <TableRow>{columns.map((column) => headCell(column))}</TableRow>
          </TableHead>
          <TableBody>
            {rows.before > 0 && (
              <TableRow aria-hidden sx={{ height: rows.before }}>
                <TableCell colSpan={span} sx={{ p: 0, border: 0 }} />
              </TableRow>
            )}
            {items.slice(rows.start, rows.end).map((item, offset) => {
              const index = rows.start + offset;
              const data = itemData(item);
              return (
                <TableRow
                  key={item.id}
                  hover
                  data-row-id={item.id}
                  data-testid="table-row"
                  aria-rowindex={index + 2}
                  sx={{ '& td': { verticalAlign: 'top', py: 1.1, whiteSpace: 'nowrap' } }}
                >
                  {columns.map((column) => bodyCell(item, index, column, data))}
                </TableRow>
              );
            })}
            {rows.after > 0 && (
              <TableRow aria-hidden sx={{ height: rows.after }}>
                <TableCell colSpan={span} sx={{ p: 0, border: 0 }} />
              </TableRow>
            )}
            {items.length === 0 && (
              <TableRow>
                <TableCell colSpan={span}>
                  <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>No results found</Box>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
