import { setFlagsFromString } from 'node:v8';

/**
 * The server's main thread runs with a small young generation: node is started with --max-semi-space-size=4
 * (NODE_OPTIONS in docker/allocator-env.json, which the image, `npm start` and the benches set), so its new space
 * stays at 8 MB instead of V8's 32. By V8's default it was at 32 MB before an import even began (the upload and the
 * app's start grow it), and V8 gives no way to shrink it or to change its largest size at run time (tried:
 * --semi-space-growth-factor=1 while importing left it at 32 MB and the peak where it was).
 *
 * Measured importing 1M generated leads into SQLite, side by side: peak RSS 300 / 307 MB against 326 / 343, at the
 * same speed within the machine's noise (11,035 / 10,213 rows/s against 11,627 / 10,369). Its cost is on the main
 * thread's own work, more scavenges: on 1M leads at 10 clients, DB Query pages of 100 rows answered 208-220 req/s
 * against 251-281, and the other searches' figures moved within their noise.
 *
 * V8 gives that flag to every isolate made while it is set, worker threads too, over their own resourceLimits. The
 * SQLite readers (sqlite-read-pool.ts) do a search's work, and with it for every thread searches answered 5-25%
 * fewer requests a second. So once the main isolate has it, the flag is set back to 0 (V8 sizes the space itself):
 * each worker thread made after that has its own young generation (resourceLimits, or V8's default).
 */
export function keepYoungGenerationFlagToMainThread(): void {
  setFlagsFromString('--max-semi-space-size=0');
}
