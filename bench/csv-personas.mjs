// CSV personas benchmark (`node bench/csv-personas.mjs` after `npm run build -w backend`; part of `npm run bench`).
//
// A file of BENCH_CSV_PERSONA_ROWS LinkedIn URLs (default 1,000) goes through POST /api/csv-persona/upload/ and is
// followed through GET /api/csv-persona/sessions/{id}/status/ until complete, with both vendors faked
// (backend/test/fakes) answering after 1–3 s (BENCH_CSV_PERSONA_LATENCY_MS, default "1000-3000") and enforcing
// their limits: the OpenAI fake answers 429 beyond BENCH_CSV_PERSONA_AI_LIMIT completions in flight (default 20),
// the Bright Data fake 429 beyond BENCH_CSV_PERSONA_BD_RUNNING running snapshots (default 100).
// Against it: the same kind of rows one at a time (POST /api/linkedin/scrape/ with one URL, waited for). The
// serial run of 1,000 rows would take over an hour, so it is measured on BENCH_CSV_PERSONA_SERIAL_SAMPLE rows
// (default 20) and extrapolated to the file's size; the report says so.
// Reported: wall times and the speed-up (goal ≥ 20×), 429s each fake sent, the server's peak RSS, and the server's
// own CPU time per row (user + system, from /proc, over the session only).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from './lib/context.mjs';
import { loadFakes } from './lib/fakes.mjs';
import { memoryOf, processCpu } from './lib/proc.mjs';
import { startServer } from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_CSV_PERSONA_ROWS ?? 1000);
const SAMPLE = Math.min(ROWS, Number(process.env.BENCH_CSV_PERSONA_SERIAL_SAMPLE ?? 20));
const [MIN_MS, MAX_MS] = (process.env.BENCH_CSV_PERSONA_LATENCY_MS ?? '1000-3000').split('-').map(Number);
const AI_LIMIT = Number(process.env.BENCH_CSV_PERSONA_AI_LIMIT ?? 20);
const BD_RUNNING = Number(process.env.BENCH_CSV_PERSONA_BD_RUNNING ?? 100);
const CONCURRENCY = process.env.PERSONA_CONCURRENCY ?? String(AI_LIMIT);
const BATCH = process.env.CSV_PERSONA_BATCH ?? '50';
const GOAL = 20;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const url = (slug) => `https://www.linkedin.com/in/${slug}`;
const run = randomBytes(3).toString('hex');

async function uploadCsv(baseUrl, token, csv) {
  const form = new FormData();
  form.append('csv_file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const response = await fetch(new URL('/api/csv-persona/upload/', baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function main() {
  const scratch = await mkdtemp(join(tmpdir(), 'leadscope-bench-csv-personas-'));
  const { startFakeOpenAi, startFakeBrightDataDatasets } = loadFakes(scratch, ['openai', 'brightdata-datasets']);
  const openai = await startFakeOpenAi({ rateLimit: { maxConcurrent: AI_LIMIT } });
  openai.setLatency([MIN_MS, MAX_MS]);
  const brightdata = await startFakeBrightDataDatasets({ maxRunning: BD_RUNNING });
  brightdata.setLatency([MIN_MS, MAX_MS]);
  const server = await startServer({
    env: {
      ...openai.env,
      ...brightdata.env,
      SIGNUP_BONUS_CREDITS: String(ROWS + SAMPLE + 10),
      CSV_PERSONA_MAX_ROWS: String(Math.max(ROWS, 1000)),
      CSV_PERSONA_BATCH: BATCH,
      PERSONA_CONCURRENCY: CONCURRENCY,
    },
  });
  try {
    const ctx = createContext(server.baseUrl);
    const { access: token } = await ctx.user();
    console.log(
      `CSV personas: ${ROWS} rows, vendors answering after ${MIN_MS}-${MAX_MS} ms, ` +
        `CSV_PERSONA_BATCH ${BATCH}, PERSONA_CONCURRENCY ${CONCURRENCY}`,
    );

    const csv =
      'linkedin_url,first_name,last_name\r\n' +
      Array.from({ length: ROWS }, (_, i) => `${url(`bench-csv-${run}-${i}`)},First${i},Last${i}\r\n`).join('');
    const before = processCpu(server.pid);
    const started = performance.now();
    const upload = await uploadCsv(server.baseUrl, token, csv);
    if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
    let status;
    for (;;) {
      status = (await ctx.api('GET', `/api/csv-persona/sessions/${upload.body.upload_session_id}/status/`, { token }))
        .body.status;
      if (status.is_complete) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const bulkMs = performance.now() - started;
    const after = processCpu(server.pid);
    const triggers = brightdata.triggers.length;

    const serialStarted = performance.now();
    let serialOk = 0;
    for (let i = 0; i < SAMPLE; i += 1) {
      const { status: code, body } = await ctx.api('POST', '/api/linkedin/scrape/', {
        token,
        body: { linkedin_urls: [url(`bench-serial-${run}-${i}`)] },
      });
      if (code !== 200) throw new Error(`serial scrape answered ${code}: ${JSON.stringify(body).slice(0, 300)}`);
      if (body.profiles[0].persona_analysis.success) serialOk += 1;
    }
    const sampleMs = performance.now() - serialStarted;
    const serialMs = (sampleMs / SAMPLE) * ROWS;
    const speedup = serialMs / bulkMs;
    const peakRss = memoryOf(server.pid).peak;

    console.log(
      `  CSV session: ${seconds(bulkMs)} wall, ${status.status}: ${status.completed}/${ROWS} completed, ` +
        `${status.failed} failed, ${triggers} vendor batches`,
    );
    console.log(
      `  one at a time: ${seconds(sampleMs)} for ${SAMPLE} rows (${serialOk} analysed) → ` +
        `${seconds(serialMs)} for ${ROWS}${SAMPLE < ROWS ? ' (extrapolated from the sample)' : ''}`,
    );
    console.log(`  speed-up:   ${speedup.toFixed(1)}× (goal ≥ ${GOAL}×: ${speedup >= GOAL ? 'met' : 'NOT met'})`);
    console.log(
      `  rate limits: OpenAI fake ${openai.rateLimited} × 429 (limit ${AI_LIMIT} concurrent, peak ${openai.maxConcurrent}); ` +
        `Bright Data fake ${brightdata.rateLimited} × 429 (peak ${brightdata.maxConcurrentRunning} running)`,
    );
    console.log(
      `  server: peak RSS ${peakRss.toFixed(0)} MB; CPU ${((after.cpuMs - before.cpuMs) / ROWS).toFixed(1)} ms per row ` +
        `(${Math.round(after.cpuMs - before.cpuMs)} ms for the session)`,
    );
  } finally {
    await server.stop();
    await openai.close();
    await brightdata.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
