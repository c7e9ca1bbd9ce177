import { setFlagsFromString } from 'node:v8';

/**
 * The server's main thread runs with a young generation of its own size: node is started with
 * --max-semi-space-size=16 (NODE_OPTIONS in docker/allocator-env.json, which the image, `npm start` and the benches
 * set), a new space of 32 MB, V8's default. V8 gives no way to shrink it or to change its largest size at run time
 * (tried: --semi-space-growth-factor=1 while importing left it where it was; a forced full collection too).
 *
 * It was 4 (8 MB), for the peak RSS of an import: 300 / 307 MB against 326 / 343 then. Since, an import holds its rows
 * for less time (a group's, csv-import.service.ts), and the smaller space cost more than it saved: a row read into
 * 8 MB outlives a scavenge or two and is promoted, and V8's helper threads collect it (10.9 s of scavenges on the main
 * thread against 4.7 for 1M leads). Measured importing 1M generated leads into SQLite, alternating: 81-100 µs of CPU
 * a row with 16 against 100-119 with 4 in each of 8 pairs, 12,417-17,905 rows/s against 11,023-14,803. To keep the
 * peak RSS where it was (258-291 MB with 4), the rebuild's sorts take less memory (sql-bulk-load.ts): 265 / 284 MB.
 *
 * V8 gives that flag to every isolate made while it is set, worker threads too, over their own resourceLimits: SQLite's
 * write thread has a small one of its own (WRITER_YOUNG_GENERATION_MB, sql-runner.ts), and with the flag at 4 for
 * every thread the readers (sqlite-read-pool.ts) answered searches 5-25% fewer a second. So once the main isolate has
 * it, the flag is set back to 0 (V8 sizes the space itself): each worker thread made after that has its own young
 * generation (resourceLimits, or V8's default).
 */
export function keepYoungGenerationFlagToMainThread(): void {
  setFlagsFromString('--max-semi-space-size=0');
}
