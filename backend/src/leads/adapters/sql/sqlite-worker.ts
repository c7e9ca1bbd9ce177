import { type ResourceLimits, Worker } from 'node:worker_threads';
import { LEAD_SQL_FUNCTIONS } from './sql-lead-query';

/**
 * A worker thread running `source` (CommonJS, evaluated from a string: it runs the same from the compiled app and
 * under Jest, which compiles TypeScript only on the main thread) with `workerData` { driver, file, pragmas,
 * functions }, which opens its connection with SETUP_CONNECTION.
 * better-sqlite3 goes by the path the main thread resolved, so the worker finds the same build whatever its cwd.
 * `limits` size the thread's isolate; those left out are V8's defaults, as for the main thread.
 */
export function startSqliteWorker(
  source: string,
  file: string,
  pragmas: string[],
  limits: ResourceLimits = {},
): Worker {
  return new Worker(source, {
    eval: true,
    resourceLimits: limits,
    workerData: { driver: require.resolve('better-sqlite3'), file, pragmas, functions: LEAD_SQL_FUNCTIONS },
  });
}

/** The part of a worker's source that opens its connection: pragmas, then the SQL functions (LEAD_SQL_FUNCTIONS). */
export const SETUP_CONNECTION = `for (const pragma of workerData.pragmas) db.pragma(pragma);
new Function('db', workerData.functions)(db);`;
