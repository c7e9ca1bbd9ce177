/**
 * Windowing for long tables: only the rows inside the scrolled viewport (plus a few either side) are rendered;
 * spacers of the right height stand in for the rest, so the scrollbar stays true.
 */

/** Where each row starts: offsets[i] is the top of row i, offsets[count] the total height. */
export function rowOffsets(count: number, heightOf: (index: number) => number): number[] {
  const offsets = new Array<number>(count + 1);
  offsets[0] = 0;
  for (let index = 0; index < count; index += 1) offsets[index + 1] = offsets[index] + heightOf(index);
  return offsets;
}

/** The last row whose top is at or above `y`. */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  if (high < 0) return 0;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (offsets[middle] <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
  /** Spacer heights above and below the rendered rows. */
  before: number;
  after: number;
}

/** The rows to render for a viewport at `scrollTop` of `height` pixels, with `overscan` extra rows either side. */
export function visibleWindow(offsets: readonly number[], scrollTop: number, height: number, overscan = 6): RowWindow {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const total = offsets[count];
  const top = Math.max(0, Math.min(scrollTop, total));
  const start = Math.max(0, rowAt(offsets, top) - overscan);
  const end = Math.min(count, rowAt(offsets, top + Math.max(height, 0)) + 1 + overscan);
  return { start, end, before: offsets[start], after: total - offsets[end] };
}
