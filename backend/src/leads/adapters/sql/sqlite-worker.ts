import { Worker } from 'node:worker_threads';
import { LEAD_SQL_FUNCTIONS } from './sql-lead-query';

/** How a thread's isolate is sized (Node's resourceLimits); absent: V8's defaults, as for the main thread. */
export interface SqliteWorkerLimits {
  /** The young generation's most, in MB (semi-spaces of a third of it each). */
  maxYoungGenerationSizeMb?: number;
}

/**
 * A worker thread running `source` (CommonJS, evaluated from a string: it runs the same from the compiled app and
 * under Jest, which compiles TypeScript only on the main thread) with `workerData` { driver, file, pragmas,
 * functions }, which opens its connection with SETUP_CONNECTION.
 * better-sqlite3 goes by the path the main thread resolved, so the worker finds the same build whatever its cwd.
 */
export function startSqliteWorker(
  source: string,
  file: string,
  pragmas: string[],
  limits: SqliteWorkerLimits = {},
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
