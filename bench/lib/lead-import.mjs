// Generated leads for the benchmarks: a CSV written from the app's own generator, and its import through the API.
import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { BACKEND_MAIN } from './server.mjs';

const require = createRequire(import.meta.url);
/** The lead generator of the build under test (backend/dist, or BENCH_MAIN's): build the backend first. */
export const generator = require(resolve(dirname(BACKEND_MAIN), 'leads/seed/lead-generator.js'));

/** Server settings that make every import run as a job, whatever its size (the path large files take). */
export const IMPORT_ENV = { CSV_UPLOAD_MAX_BYTES: '4gb', CSV_INLINE_MAX_BYTES: '1kb' };

/** Writes `rows` deterministic leads (seed 42, or another) as CSV, streaming. */
export async function writeLeadsCsv(file, rows, seed = 42) {
  const out = createWriteStream(file);
  let chunk = generator.csvLine(generator.CSV_HEADER) + '\n';
  for (const row of generator.generateLeadRows(rows, seed)) {
    chunk += generator.csvLine(row) + '\n';
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/**
 * Uploads the CSV (multipart, streamed from disk) as an admin and waits for its import job, at most timeoutSeconds
 * (BENCH_LEAD_IMPORT_TIMEOUT, default 3600). A status poll that fails (a server busy in a long write) is retried.
 * @returns {Promise<{ seconds: number, uploadSeconds: number, state: any, timedOut?: true }>} wall time from upload
 *   to completion (or to the timeout), of it the upload's (until the server answered it), and the import record as
 *   last seen
 */
export async function importCsv(
  ctx,
  token,
  csvFile,
  timeoutSeconds = Number(process.env.BENCH_LEAD_IMPORT_TIMEOUT ?? 3600),
) {
  const form = new FormData();
  form.append('column_mapping', JSON.stringify(generator.CSV_MAPPING));
  form.append('csv_file', await openAsBlob(csvFile, { type: 'text/csv' }), 'leads.csv');
  const started = performance.now();
  const response = await fetch(`${ctx.baseUrl}/api/csv/upload/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  const uploadSeconds = (performance.now() - started) / 1000;
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  const elapsed = () => (performance.now() - started) / 1000;
  let state = { records_processed: 0 };
  let failedPolls = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (elapsed() > timeoutSeconds) return { seconds: elapsed(), uploadSeconds, state, timedOut: true };
    try {
      const poll = await ctx.api('GET', `/api/csv/imports/${body.import_id}/`, { token });
      if (!poll.body?.import) throw new Error(`GET import answered ${poll.status}: ${JSON.stringify(poll.body)}`);
      state = poll.body.import;
      failedPolls = 0;
    } catch (error) {
      if (++failedPolls >= 20) throw error;
      continue;
    }
    if (state.status === 'completed' || state.status === 'failed') break;
  }
  if (state.status !== 'completed') throw new Error(`import failed: ${state.error}`);
  return { seconds: elapsed(), uploadSeconds, state };
}
