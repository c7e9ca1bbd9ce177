import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what a full collection left alive before it runs the next one, in percent
 * (V8's --heap-growing-percent; 50: to 1.5 times the live heap). V8's own factor goes up to 4 when collections are
 * quick, which a lead import's garbage (parsed cells, mapped records, statement parameters) turns into RSS: importing
 * 300k generated leads into SQLite, the live heap after each full collection stayed at 75-77 MB while the heap grew
 * to 310-340 MB between them; the process peaked at 554 MB. With 50: 399-413 MB, at the same import speed.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets HEAP_GROWING_PERCENT for every isolate of the process (the SQLite worker threads' too), unless node was
 * started with its own --heap-growing-percent. V8 reads the value whenever it sets the next collection's limit, so
 * it takes effect at once.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
