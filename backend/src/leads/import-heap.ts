import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How far V8 lets the heap grow past what a full collection left alive before it runs the next one, while a lead
 * import runs, in percent (V8's --heap-growing-percent; 25: to 1.25 times the live heap). V8's own factor goes up to
 * 4 when collections are quick, which an import's garbage (parsed cells, mapped records, statement parameters) turns
 * into RSS: importing 1M generated leads into SQLite, the live heap after each full collection stayed at 75-77 MB
 * while the heap grew to 310-340 MB between them; the process peaked at 585-612 MB, with 50 at 413-414 MB.
 * With the main thread's young generation at 8 MB (config/young-generation.ts), most of an import's garbage is
 * promoted first (its rows wait for their batch's write), and the old space is what grows: measured side by side
 * on 1M leads, peak RSS 271 / 292 MB with 25 against 304 / 304 with 50, at 10,256 / 10,066 rows/s against
 * 11,001 / 10,726 (more full collections). 25 keeps the import under 300 MB.
 */
export const IMPORT_HEAP_GROWING_PERCENT = 25;

let running = 0;
let collect: (() => void) | null = null;

/**
 * One full collection now. Also for what was just let go to be returned before a long wait that allocates nothing
 * (the rebuild after a bulk load): left to V8, it is collected only once something allocates again. V8 applies a
 * growing percent when a full collection sets the next one's limit: until then the limit V8 set under its own
 * factor stands (measured: an import's first seconds grew the heap from 66 to 189 MB used before the first full
 * collection, the process's peak RSS of the whole import). The gc function of a context made after --expose-gc is
 * set (V8 installs it in new contexts only).
 */
export function collectNow(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/**
 * Runs work (an import) with IMPORT_HEAP_GROWING_PERCENT in force from its start (a full collection sets the limit
 * by it), and V8's own growing again once no import runs: outside imports the more frequent collections cost
 * searches throughput (measured on 1M leads, 10 clients: DB Query pages 548-612 req/s instead of 638-672, facets
 * and text searches 3-5 ms more at p95). The setting is the process's (every isolate's, the SQLite worker threads'
 * too). Left alone when node was started with its own --heap-growing-percent.
 */
export async function withImportHeap<T>(work: () => Promise<T>, execArgv = process.execArgv): Promise<T> {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg))) return work();
  if (running++ === 0) {
    setFlagsFromString(`--heap-growing-percent=${IMPORT_HEAP_GROWING_PERCENT}`);
    collectNow();
  }
  try {
    return await work();
  } finally {
    // 0: V8 chooses the factor itself again.
    if (--running === 0) setFlagsFromString('--heap-growing-percent=0');
  }
}
