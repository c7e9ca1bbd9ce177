// Search benchmarks (`node bench/search.mjs` after `npm run build -w backend`; part of `npm run bench`).
//
// 1. POST /api/search/ end to end: the lead index holds BENCH_SEARCH_LEADS generated leads imported through the API
//    (default 1,000,000; 0 uses the 1,000 bundled sample leads instead), and both web sources
//    (SerpApi, Bright Data SERP API) are the local fakes from backend/test/fakes answering after a fixed latency.
//    The sources run concurrently, so the goal is total ≈ the slowest source + < 50 ms of our own time. The same
//    search on the lead index alone is measured too, for reference.
// 2. GET /api/search/history/metadata/ for a user with 10,000 history entries (written straight into the
//    database, the way the app stores them): first page and a deep page. Goal: p95 < 50 ms.
//
// Settings: BENCH_SEARCH_DBS (default "sqlite"; "sqlite,mysql" adds MariaDB at TEST_MYSQL_URL),
// BENCH_SEARCH_DURATION (seconds per case, default 10), BENCH_SEARCH_CONNECTIONS (default 10),
// BENCH_SEARCH_LATENCY_MS (the fakes' latency, default 300), BENCH_SEARCH_HISTORY (entries, default 10000),
// BENCH_SEARCH_LEADS (leads in the index, default 1000000; 0 = the bundled sample), BENCH_SEARCH_CASES (which
// cases to run, comma-separated from all,database,metadata; default all three and the deep metadata page).
// BENCH_SEARCH_KEEP=<folder> (SQLite only): the server's DATA_DIR is that folder and is kept; when it already
// holds a database the import is skipped, so repeated runs reuse one generated 1M-lead index (the import takes
// minutes). Each run registers fresh users, so earlier runs' history does not count in the history case.
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from './lib/context.mjs';
import { loadFakes } from './lib/fakes.mjs';
import { measure } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';
import { freshMysqlDatabase } from './lib/mysql.mjs';
import { importCsv, IMPORT_ENV, writeLeadsCsv } from './lib/lead-import.mjs';

const LEADS = Number(process.env.BENCH_SEARCH_LEADS ?? 1_000_000);
const DBS = (process.env.BENCH_SEARCH_DBS ?? 'sqlite')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const DURATION = Number(process.env.BENCH_SEARCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);
const LATENCY_MS = Number(process.env.BENCH_SEARCH_LATENCY_MS ?? 300);
const HISTORY = Number(process.env.BENCH_SEARCH_HISTORY ?? 10_000);
const KEEP_DIR = process.env.BENCH_SEARCH_KEEP?.trim() || null;
const CASES = new Set(
  (process.env.BENCH_SEARCH_CASES ?? 'all,database,metadata')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const OWN_TIME_GOAL_MS = 50;
const METADATA_GOAL_MS = 50;

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function register(ctx, name) {
  const password = `Bench-${randomBytes(9).toString('base64url')}-9a!`;
  const username = `${name}_${randomBytes(4).toString('hex')}`;
  const { status, body } = await ctx.api('POST', '/api/auth/register/', {
    body: {
      username,
      email: `${username}@bench.invalid`,
      password,
      password2: password,
      first_name: 'B',
      last_name: 'R',
    },
  });
  if (status !== 201) throw new Error(`register answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { id: body.user.id, access: body.tokens.access };
}

/** Waits for the import of the bundled sample leads (SEED_SAMPLE_LEADS=true) to finish; answers the lead count. */
async function waitForLeads(ctx, token) {
  const deadline = Date.now() + 120_000;
  const newest = `/api/csv/imports?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}`;
  for (;;) {
    const { body } = await ctx.api('GET', newest, { token });
    const status = Array.isArray(body) ? body[0]?.status : undefined;
    if (status === 'failed') throw new Error(`the sample import failed: ${body[0].error}`);
    if (status === 'completed') return (await ctx.api('GET', '/api/db/schema-info/', { token })).body.total_documents;
    if (Date.now() > deadline) throw new Error(`sample leads not imported: ${JSON.stringify(body).slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The entries as the app writes them (search_queries rows), spread over the last 100 days. */
function historyRows(userId) {
  const now = Date.now();
  const types = ['mixed', 'database', 'websearch'];
  return Array.from({ length: HISTORY }, (_, i) => {
    const created = new Date(now - (HISTORY - i) * 864_000).toISOString().replace('T', ' ').replace('Z', '');
    return [
      userId,
      `bench query ${i}`,
      types[i % 3],
      'general',
      '["elasticsearch","google"]',
      1,
      20 + (i % 40),
      created,
    ];
  });
}

const COLUMNS = 'user_id, query_text, query_type, kind, sources, processed, total_results, created_at';

async function seedHistory(kind, dataDir, mysqlUrl, userId) {
  const rows = historyRows(userId);
  if (kind === 'sqlite') {
    const db = new Database(join(dataDir, 'app.sqlite'), { timeout: 10_000 });
    const insert = db.prepare(`INSERT INTO search_queries (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    db.transaction(() => rows.forEach((row) => insert.run(...row)))();
    db.close();
    return;
  }
  const connection = await createConnection({ uri: mysqlUrl });
  for (let start = 0; start < rows.length; start += 1000) {
    await connection.query(`INSERT INTO search_queries (${COLUMNS}) VALUES ?`, [rows.slice(start, start + 1000)]);
  }
  await connection.end();
}

/** The kept SQLite data folder (BENCH_SEARCH_KEEP) and whether it already holds an imported index. */
function keptDataDir(kind) {
  if (!KEEP_DIR || kind !== 'sqlite') return null;
  mkdirSync(KEEP_DIR, { recursive: true });
  return { dir: KEEP_DIR, reused: existsSync(join(KEEP_DIR, 'app.sqlite')) };
}

/** The leads in a kept index, read from the file (the fresh user of a reused index is no admin). */
function keptLeadCount(dir) {
  const db = new Database(join(dir, 'app.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT COALESCE(SUM(lead_count), 0) AS total FROM lead_datasets').get().total;
  } finally {
    db.close();
  }
}

async function run(kind, fakes, makeCsv) {
  const mysql = kind === 'mysql' ? await freshMysqlDatabase() : null;
  const kept = keptDataDir(kind);
  const csvFile = kept?.reused ? null : await makeCsv();
  const serpapi = await fakes.startFakeSerpApi({ latencyMs: LATENCY_MS });
  const brightdata = await fakes.startFakeBrightDataSerp({ latencyMs: LATENCY_MS });
  const server = await startServer({
    env: {
      ...(csvFile || kept?.reused ? IMPORT_ENV : { SEED_SAMPLE_LEADS: 'true' }),
      ...serpapi.env,
      ...brightdata.env,
      ...(mysql ? { DATABASE_URL: mysql.url } : {}),
      // The server removes only its own temporary folder on stop, never this one.
      ...(kept ? { DATA_DIR: kept.dir } : {}),
    },
  });
  const dataDir = kept?.dir ?? server.dataDir;
  try {
    const ctx = createContext(server.baseUrl);
    const { access } = await ctx.user();
    if (csvFile) await importCsv(ctx, access, csvFile);
    const leads = kept?.reused
      ? keptLeadCount(kept.dir)
      : csvFile
        ? (await ctx.api('GET', '/api/db/schema-info/', { token: access })).body.total_documents
        : await waitForLeads(ctx, access);
    const settings = { durationSeconds: DURATION, warmupSeconds: 1, connections: CONNECTIONS, maxRequests: 1_000_000 };
    const post = (body) => ({
      method: 'POST',
      path: '/api/search/',
      headers: { authorization: `Bearer ${access}` },
      body: JSON.stringify(body),
    });
    const results = {};
    if (CASES.has('all')) {
      results.all = await measure(
        server.baseUrl,
        post({ query: 'healthcare sales director', max_results: 20 }),
        settings,
      );
    }
    if (CASES.has('database')) {
      results.database = await measure(
        server.baseUrl,
        post({ query: 'healthcare sales director', max_results: 20, sources: ['elasticsearch'] }),
        settings,
      );
    }

    const deep = Math.floor(HISTORY / 50 / 2);
    if (CASES.has('metadata')) {
      const heavy = await register(ctx, 'history');
      await seedHistory(kind, dataDir, mysql?.url, heavy.id);
      const get = (path) => ({ method: 'GET', path, headers: { authorization: `Bearer ${heavy.access}` } });
      results.metadata = await measure(server.baseUrl, get('/api/search/history/metadata/'), settings);
      results.deep = await measure(server.baseUrl, get(`/api/search/history/metadata/?page=${deep}`), settings);
    }
    return { leads, results, deep };
  } finally {
    await server.stop();
    await serpapi.close();
    await brightdata.close();
    await mysql?.drop();
  }
}

function line(name, result, goal) {
  if (!result.ok) return `  ${name}: FAILED ${result.problem}`;
  const { p50, p95 } = result.latencyMs;
  const verdict = goal ? ` (goal p95 < ${goal} ms: ${p95 < goal ? 'met' : 'NOT met'})` : '';
  return (
    `  ${name}: ${fmt(result.requestsPerSecond, 1)} req/s, p50 ${fmt(p50, 1)} ms, p95 ${fmt(p95, 1)} ms${verdict}` +
    `, non-2xx ${result.non2xx}`
  );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'leadscope-bench-search-'));
  try {
    const fakes = loadFakes(dir, ['serpapi', 'brightdata-serp']);
    let csvFile = null;
    /** Written once, on first need (a reused index needs none). */
    const makeCsv = async () => {
      if (LEADS <= 0) return null;
      if (!csvFile) {
        csvFile = join(dir, 'leads.csv');
        await writeLeadsCsv(csvFile, LEADS);
      }
      return csvFile;
    };
    console.log(
      `\nSearch: web sources faked at ${LATENCY_MS} ms, ${CONNECTIONS} connections, ${DURATION} s per case; ` +
        `databases: ${DBS.join(', ')}`,
    );
    for (const kind of DBS) {
      const { leads, results, deep } = await run(kind, fakes, makeCsv);
      console.log(`\n${kind}: ${fmt(leads)} leads in the index, ${fmt(HISTORY)} history entries for one user`);
      if (results.all) console.log(line('POST /search/ (lead index + google + bright_data, 20 each)', results.all));
      if (results.all?.ok) {
        const own = results.all.latencyMs.p50 - LATENCY_MS;
        console.log(
          `    our own time at p50 ≈ ${fmt(own, 1)} ms over the slowest source (${LATENCY_MS} ms) ` +
            `(goal < ${OWN_TIME_GOAL_MS} ms: ${own < OWN_TIME_GOAL_MS ? 'met' : 'NOT met'})`,
        );
      }
      if (results.database) console.log(line('POST /search/ (lead index only, 20)', results.database));
      if (results.metadata) {
        console.log(line('GET /search/history/metadata/ (page 1 of 50)', results.metadata, METADATA_GOAL_MS));
        console.log(line(`GET /search/history/metadata/?page=${deep}`, results.deep, METADATA_GOAL_MS));
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
