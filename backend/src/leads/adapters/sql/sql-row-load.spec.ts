import { hasHoleyElements } from '../../../../test/support/v8-natives';
import { filledArray } from './sql-row-load';

describe('filledArray', () => {
  it('is of the length asked, and has no holes to be sent key by key to the writer thread', () => {
    const params = filledArray(8448);
    expect(params).toHaveLength(8448);
    expect(params.every((value) => value === undefined)).toBe(true);
    for (let at = 0; at < params.length; at++) params[at] = at % 3 ? `v${at}` : at;
    expect(hasHoleyElements(params)).toBe(false);
    // The array it is not: made at full length, it stays holey however it is filled.
    const made = new Array<unknown>(8448);
    for (let at = 0; at < made.length; at++) made[at] = at;
    expect(hasHoleyElements(made)).toBe(true);
  });
});
