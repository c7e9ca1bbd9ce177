import { forEachConcurrently } from './concurrency';

describe('forEachConcurrently', () => {
  it('never has more than the limit in flight, and visits every item once', async () => {
    let inFlight = 0;
    let peak = 0;
    const seen: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5 + (item % 3)));
      seen.push(item);
      inFlight -= 1;
    });
    expect(peak).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('handles an empty list and a limit above the item count', async () => {
    const fn = jest.fn(async () => undefined);
    await forEachConcurrently([], 4, fn);
    expect(fn).not.toHaveBeenCalled();
    await forEachConcurrently(['a'], 10, fn);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
