import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState, type UIEvent } from 'react';
import { PersonaCell } from './PersonaCell';
import { ResultCell } from './ResultCell';
import { columnLabel, fieldColumns } from './lib/columns';
import { rowOffsets, visibleWindow } from './lib/virtual';
import { formatScore, itemData, scoreOf } from './lib/values';
import type { SearchResultItem } from './lib/types';

/** A collapsed row's height before it is measured. */
const ROW_HEIGHT = 41;
/** The table scrolls inside this height, so hundreds of rows render only the visible few. */
const VIEWPORT_HEIGHT = 560;
const OVERSCAN = 8;

/**
 * A source's results as a table: '#', preferred fields, the other fields alphabetically, Persona Analysis, Score.
 * Only the rows in view are in the DOM; measured heights keep the scrollbar right when cells open.
 */
export const ResultsTable = ({ items, label }: { items: readonly SearchResultItem[]; label: string }) => {
  const columns = useMemo(() => fieldColumns(items), [items]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(VIEWPORT_HEIGHT);
  const heights = useRef(new Map<string, number>());
  const [measured, remeasure] = useReducer((count: number) => count + 1, 0);
  const containerRef = useRef<HTMLDivElement | null>(null);
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

  const span = columns.length + 3;
  return (
    <TableContainer
      ref={containerRef}
      onScroll={onScroll}
      sx={{ maxHeight: VIEWPORT_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 2 }}
      data-testid="results-table"
      data-rows={items.length}
    >
      <Table size="small" stickyHeader aria-label={`${label} results`} aria-rowcount={items.length + 1}>
        <TableHead ref={headRef}>
          <TableRow>
            <TableCell sx={{ width: 48 }} data-testid="table-column" data-column="#">
              #
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column} data-testid="table-column" data-column={column} sx={{ whiteSpace: 'nowrap' }}>
                {columnLabel(column)}
              </TableCell>
            ))}
            <TableCell data-testid="table-column" data-column="persona_analysis" sx={{ whiteSpace: 'nowrap' }}>
              Persona Analysis
            </TableCell>
            <TableCell data-testid="table-column" data-column="score" align="right">
              Score
            </TableCell>
          </TableRow>
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
                <TableCell sx={{ color: 'text.secondary' }} data-testid="row-number">
                  {index + 1}
                </TableCell>
                {columns.map((column) => {
                  const key = `${item.id}\u0000${column}`;
                  return (
                    <TableCell key={column} data-column={column} sx={{ maxWidth: 380 + 32 }}>
                      <ResultCell
                        column={column}
                        value={data[column]}
                        expanded={expanded.has(key)}
                        onToggle={() => toggle(key)}
                      />
                    </TableCell>
                  );
                })}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <PersonaCell item={item} />
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="row-score">
                  {formatScore(scoreOf(item))}
                </TableCell>
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
  );
};
