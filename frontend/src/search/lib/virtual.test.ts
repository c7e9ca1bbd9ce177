import { describe, expect, it } from 'vitest';
import { rowOffsets, visibleWindow } from './virtual';

describe('windowing', () => {
  it('adds up row heights into offsets', () => {
    expect(rowOffsets(3, (i) => [10, 20, 30][i])).toEqual([0, 10, 30, 60]);
    expect(rowOffsets(0, () => 10)).toEqual([0]);
  });

  it('renders only the rows in view plus the overscan, with spacers for the rest', () => {
    const offsets = rowOffsets(500, () => 40);
    const top = visibleWindow(offsets, 0, 560, 5);
    expect(top).toEqual({ start: 0, end: 20, before: 0, after: 480 * 40 });
    const middle = visibleWindow(offsets, 4000, 560, 5);
    expect(middle.start).toBe(95);
    expect(middle.end).toBe(100 + 15 + 5);
    expect(middle.before).toBe(95 * 40);
    expect(middle.before + (middle.end - middle.start) * 40 + middle.after).toBe(500 * 40);
    expect(middle.end - middle.start).toBeLessThan(30);
  });

  it('clamps at the end and handles varied heights and no rows', () => {
    const offsets = rowOffsets(10, (i) => (i === 3 ? 200 : 40));
    const end = visibleWindow(offsets, 99_999, 300, 2);
    expect(end.end).toBe(10);
    expect(end.after).toBe(0);
    const tall = visibleWindow(offsets, 130, 50, 0);
    expect([tall.start, tall.end]).toEqual([3, 4]);
    expect(visibleWindow([0], 0, 500)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});
