// Generated leads for the benchmarks: a CSV written from the app's own generator, and its import through the API.
import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './server.mjs';

const require = createRequire(import.meta.url);
/** backend/dist/leads/seed/lead-generator.js (build the backend first). */
export const generator = require(join(REPO_ROOT, 'backend/dist/leads/seed/lead-generator.js'));

/** Server settings that make every import run as a job, whatever its size (the path large files take). */
export const IMPORT_ENV = { CSV_UPLOAD_MAX_BYTES: '4gb', CSV_INLINE_MAX_BYTES: '1kb' };

/** Writes `rows` deterministic leads (seed 42) as CSV, streaming. */
export async function writeLeadsCsv(file, rows) {
  const out = createWriteStream(file);
  let chunk = generator.csvLine(generator.CSV_HEADER) + '\n';
  for (const row of generator.generateLeadRows(rows, 42)) {
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
 * Uploads the CSV (multipart, streamed from disk) as an admin and waits for its import job.
 * @returns {Promise<{ seconds: number, state: any }>} wall time from upload to completion, and the import record
 */
export async function importCsv(ctx, token, csvFile) {
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
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  let state;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    state = (await ctx.api('GET', `/api/csv/imports/${body.import_id}/`, { token })).body.import;
    if (state.status === 'completed' || state.status === 'failed') break;
  }
  if (state.status !== 'completed') throw new Error(`import failed: ${state.error}`);
  return { seconds: (performance.now() - started) / 1000, state };
}
