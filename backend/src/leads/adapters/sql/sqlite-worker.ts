import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `source` (CommonJS, evaluated from a string: it runs the same from the compiled app and
 * under Jest, which compiles TypeScript only on the main thread) with `workerData` { driver, file, pragmas }.
 * better-sqlite3 goes by the path the main thread resolved, so the worker finds the same build whatever its cwd.
 */
export function startSqliteWorker(source: string, file: string, pragmas: string[]): Worker {
  return new Worker(source, {
    eval: true,
    workerData: { driver: require.resolve('better-sqlite3'), file, pragmas },
  });
}
