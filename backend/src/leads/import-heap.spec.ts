import { constants, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { IMPORT_HEAP_GROWING_PERCENT, withImportHeap } from './import-heap';

// The real V8 flags are set (a full collection needs --expose-gc for real); the calls are recorded.
jest.mock('node:v8', () => {
  const real = jest.requireActual<typeof import('node:v8')>('node:v8');
  return { ...real, setFlagsFromString: jest.fn(real.setFlagsFromString) };
});
const setFlags = setFlagsFromString as jest.MockedFunction<typeof setFlagsFromString>;
const growingCalls = () => setFlags.mock.calls.filter(([flag]) => flag.startsWith('--heap-growing-percent'));

/** Full (mark-compact) collections that run during work, as node's performance timeline reports them. */
async function fullCollectionsDuring(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) count++;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    await work();
    // The timeline hands entries to observers after the collection, on a later turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return count;
  } finally {
    observer.disconnect();
  }
}

describe('withImportHeap', () => {
  beforeEach(() => setFlags.mockClear());

  it('limits heap growth while any import runs, and gives it back to V8 after the last, also after a failure', async () => {
    let finishFirst!: () => void;
    const first = withImportHeap(() => new Promise<void>((resolve) => (finishFirst = resolve)), []);
    const second = withImportHeap(() => Promise.reject(new Error('broken file')), []);
    await expect(second).rejects.toThrow('broken file');
    expect(growingCalls()).toEqual([[`--heap-growing-percent=${IMPORT_HEAP_GROWING_PERCENT}`]]);
    finishFirst();
    await first;
    expect(growingCalls()).toEqual([
      [`--heap-growing-percent=${IMPORT_HEAP_GROWING_PERCENT}`],
      ['--heap-growing-percent=0'],
    ]);
    await expect(withImportHeap(async () => 'done', [])).resolves.toBe('done');
    expect(growingCalls()).toHaveLength(4);
  });

  it('collects the heap fully as an import starts, so the import percent sets its limit from the start', async () => {
    // Without it V8's own limit stands until the next full collection, which nothing in this short work would run.
    expect(await fullCollectionsDuring(() => withImportHeap(async () => undefined, []))).toBeGreaterThanOrEqual(1);
  });

  it('leaves the setting alone when node was started with its own', async () => {
    await expect(withImportHeap(async () => 42, ['--heap-growing-percent=20'])).resolves.toBe(42);
    await withImportHeap(async () => 0, ['--heap_growing_percent=80']);
    expect(setFlags).not.toHaveBeenCalled();
  });
});
