// Persona analysis benchmark (`node bench/personas.mjs` after `npm run build -w backend`; part of `npm run bench`).
//
// BENCH_PERSONA_PROFILES LinkedIn profiles (default 50) are analysed end to end through the API with both vendors
// faked (backend/test/fakes): the Bright Data datasets API makes each batch ready after 1–3 s and the OpenAI
// fake answers each chat completion after 1–3 s (BENCH_PERSONA_LATENCY_MS, default "1000-3000").
//   concurrent: one POST /api/linkedin/scrape/?async=1 with all the profiles (one vendor batch, then the
//               analyses PERSONA_CONCURRENCY at a time), followed through GET /api/linkedin/jobs/{id}/;
//   serial:     the same number of other profiles, one POST /api/linkedin/scrape/ at a time (each its own batch
//               and its own analysis), against the same server process.
// Goal: concurrent ≥ 10× faster than serial, with no vendor rate limit exceeded: the fakes enforce limits
// (OpenAI: BENCH_PERSONA_AI_LIMIT concurrent requests, default 20; Bright Data: 100 running snapshots) and
// count every 429 they send.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from './lib/context.mjs';
import { loadFakes } from './lib/fakes.mjs';
import { startServer } from './lib/server.mjs';

const PROFILES = Number(process.env.BENCH_PERSONA_PROFILES ?? 50);
const [MIN_MS, MAX_MS] = (process.env.BENCH_PERSONA_LATENCY_MS ?? '1000-3000').split('-').map(Number);
const AI_LIMIT = Number(process.env.BENCH_PERSONA_AI_LIMIT ?? 20);
const GOAL = 10;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const slugs = (tag) =>
  Array.from({ length: PROFILES }, (_, i) => `bench-${tag}-${i}-${randomBytes(2).toString('hex')}`);
const url = (slug) => `https://www.linkedin.com/in/${slug}`;

async function main() {
  const scratch = await mkdtemp(join(tmpdir(), 'leadscope-bench-personas-'));
  const { startFakeOpenAi, startFakeBrightDataDatasets } = loadFakes(scratch, ['openai', 'brightdata-datasets']);
  const openai = await startFakeOpenAi({ rateLimit: { maxConcurrent: AI_LIMIT } });
  openai.setLatency([MIN_MS, MAX_MS]);
  const brightdata = await startFakeBrightDataDatasets({ maxRunning: 100 });
  brightdata.setLatency([MIN_MS, MAX_MS]);
  const server = await startServer({
    env: { ...openai.env, ...brightdata.env, SIGNUP_BONUS_CREDITS: String(PROFILES * 2 + 10) },
  });
  try {
    const ctx = createContext(server.baseUrl);
    const { access: token } = await ctx.user();
    console.log(
      `Persona analysis: ${PROFILES} profiles, vendors answering after ${MIN_MS}-${MAX_MS} ms, ` +
        `PERSONA_CONCURRENCY ${process.env.PERSONA_CONCURRENCY ?? 'default'}`,
    );

    const started = performance.now();
    const job = await ctx.api('POST', '/api/linkedin/scrape/?async=1', {
      token,
      body: { linkedin_urls: slugs('c').map(url) },
    });
    if (job.status !== 202) throw new Error(`scrape answered ${job.status}: ${JSON.stringify(job.body)}`);
    let view;
    for (;;) {
      view = (await ctx.api('GET', `/api/linkedin/jobs/${job.body.job_id}/`, { token })).body.job;
      if (view.status === 'completed' || view.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const concurrentMs = performance.now() - started;
    const concurrentOk = view.profiles.filter((profile) => profile.persona_analysis.success).length;

    const serialStarted = performance.now();
    let serialOk = 0;
    for (const slug of slugs('s')) {
      const { status, body } = await ctx.api('POST', '/api/linkedin/scrape/', {
        token,
        body: { linkedin_urls: [url(slug)] },
      });
      if (status !== 200) throw new Error(`serial scrape answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
      if (body.profiles[0].persona_analysis.success) serialOk += 1;
    }
    const serialMs = performance.now() - serialStarted;

    const speedup = serialMs / concurrentMs;
    console.log(`  concurrent: ${seconds(concurrentMs)} wall, ${concurrentOk}/${PROFILES} analysed, 1 vendor batch`);
    console.log(
      `  serial:     ${seconds(serialMs)} wall, ${serialOk}/${PROFILES} analysed, ${PROFILES} vendor batches`,
    );
    console.log(`  speed-up:   ${speedup.toFixed(1)}× (goal ≥ ${GOAL}×: ${speedup >= GOAL ? 'met' : 'NOT met'})`);
    console.log(
      `  rate limits: OpenAI fake ${openai.rateLimited} × 429 (limit ${AI_LIMIT} concurrent, peak ${openai.maxConcurrent}); ` +
        `Bright Data fake ${brightdata.rateLimited} × 429 (peak ${brightdata.maxConcurrentRunning} running)`,
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
