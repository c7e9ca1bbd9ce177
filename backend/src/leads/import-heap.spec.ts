import { setFlagsFromString } from 'node:v8';
import { IMPORT_HEAP_GROWING_PERCENT, withImportHeap } from './import-heap';

jest.mock('node:v8', () => ({ setFlagsFromString: jest.fn() }));
const setFlags = setFlagsFromString as jest.MockedFunction<typeof setFlagsFromString>;

describe('withImportHeap', () => {
  beforeEach(() => setFlags.mockClear());

  it('limits heap growth while any import runs, and gives it back to V8 after the last, also after a failure', async () => {
    let finishFirst!: () => void;
    const first = withImportHeap(() => new Promise<void>((resolve) => (finishFirst = resolve)), []);
    const second = withImportHeap(() => Promise.reject(new Error('broken file')), []);
    await expect(second).rejects.toThrow('broken file');
    expect(setFlags.mock.calls).toEqual([[`--heap-growing-percent=${IMPORT_HEAP_GROWING_PERCENT}`]]);
    finishFirst();
    await first;
    expect(setFlags.mock.calls).toEqual([
      [`--heap-growing-percent=${IMPORT_HEAP_GROWING_PERCENT}`],
      ['--heap-growing-percent=0'],
    ]);
    await expect(withImportHeap(async () => 'done', [])).resolves.toBe('done');
    expect(setFlags).toHaveBeenCalledTimes(4);
  });

  it('leaves the setting alone when node was started with its own', async () => {
    await expect(withImportHeap(async () => 42, ['--heap-growing-percent=20'])).resolves.toBe(42);
    await withImportHeap(async () => 0, ['--heap_growing_percent=80']);
    expect(setFlags).not.toHaveBeenCalled();
  });
});
