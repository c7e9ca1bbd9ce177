// Lead index benchmarks (printed by `npm run bench` after the endpoint cases; alone: `node bench/leads.mjs`).
//
// 1. Baseline: the generated rows inserted by a minimal better-sqlite3 loop (no CSV parsing, no FTS, no indexes).
// 2. End-to-end import of a generated CSV through the real API (multipart upload, streamed parse, mapping,
//    de-duplication, batched writes, FTS/FULLTEXT) into SQLite and into MariaDB: rows/s, wall time, peak RSS of the
//    server process.
// 3. On the imported index, 10 concurrent clients: a search (text + 2 filters), facets, and a DB-query page of
//    100 rows sorted on a field: p50/p95.
//
// Settings: BENCH_LEAD_ROWS (default 1000000), BENCH_LEAD_DBS (default "sqlite,mysql"), BENCH_LEAD_DURATION
// (seconds per latency case, default 10), TEST_MYSQL_URL (default mysql://root@127.0.0.1:3306/test).
import Database from 'better-sqlite3';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from './lib/context.mjs';
import { measure } from './lib/load.mjs';
import { startServer } from './lib/server.mjs';
import { freshMysqlDatabase } from './lib/mysql.mjs';
import { generator, importCsv, IMPORT_ENV, writeLeadsCsv } from './lib/lead-import.mjs';

const ROWS = Number(process.env.BENCH_LEAD_ROWS ?? 1_000_000);
const DBS = (process.env.BENCH_LEAD_DBS ?? 'sqlite,mysql')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const DURATION = Number(process.env.BENCH_LEAD_DURATION ?? 10);
const GOALS = { sqlite: 30_000, mysql: 15_000 };

const fmt = (n, digits = 0) =>
  typeof n === 'number' && Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

function baseline(dir) {
  const db = new Database(join(dir, 'baseline.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const columns = generator.CSV_HEADER.map((_, i) => `c${i}`);
  db.exec(`CREATE TABLE rows (${columns.map((c) => `${c} TEXT`).join(', ')})`);
  const insert = db.prepare(`INSERT INTO rows VALUES (${columns.map(() => '?').join(', ')})`);
  const rows = [...generator.generateLeadRows(ROWS, 42)];
  const started = performance.now();
  db.transaction(() => {
    for (const row of rows) insert.run(...row);
  })();
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return { seconds, rowsPerSecond: ROWS / seconds };
}

function peakRssMb(pid) {
  return readFile(`/proc/${pid}/status`, 'utf8')
    .then((text) => Number(/VmHWM:\s+(\d+)/.exec(text)?.[1] ?? 0) / 1024)
    .catch(() => NaN);
}

async function importThroughApi(kind, csvFile) {
  const mysql = kind === 'mysql' ? await freshMysqlDatabase() : null;
  const server = await startServer({
    env: { ...IMPORT_ENV, ...(mysql ? { DATABASE_URL: mysql.url } : {}) },
  });
  try {
    const ctx = createContext(server.baseUrl);
    const { access } = await ctx.user();
    const { seconds, state } = await importCsv(ctx, access, csvFile);
    const rss = await peakRssMb(server.pid);
    const latency = await latencies(server.baseUrl, access, ctx);
    return { kind, seconds, state, rss, latency };
  } finally {
    await server.stop();
    await mysql?.drop();
  }
}

async function latencies(baseUrl, token, ctx) {
  const headers = { authorization: `Bearer ${token}` };
  const top = async (field) =>
    (await ctx.api('GET', `/api/db/filter-options/?field=${field}&limit=5`, { token })).body.values[0].value;
  const [industry, size] = [await top('company_industry'), await top('company_size')];
  const cases = {
    'search: text only (page of 20, as the Search tab sends)': {
      method: 'POST',
      path: '/api/db/query/',
      headers,
      body: JSON.stringify({ query: 'sales director', page_size: 25 }),
    },
    'search: text + 2 filters (page of 20)': {
      method: 'POST',
      path: '/api/db/query/',
      headers,
      body: JSON.stringify({
        query: 'sales director',
        filters: { company_industry: [industry], company_size: [size] },
        page_size: 25,
      }),
    },
    'facets: company_industry under 1 filter': {
      method: 'GET',
      path: `/api/db/filter-options/?field=company_industry&filters=${encodeURIComponent(JSON.stringify({ company_size: [size] }))}&limit=100`,
      headers,
    },
    'DB query: page of 100 sorted by company_name': {
      method: 'POST',
      path: '/api/db/query/',
      headers,
      body: JSON.stringify({ sort_field: 'company_name', sort_order: 'asc', page: 3, page_size: 100 }),
    },
  };
  const results = {};
  for (const [name, request] of Object.entries(cases)) {
    const result = await measure(baseUrl, request, {
      durationSeconds: DURATION,
      warmupSeconds: 1,
      connections: 10,
      maxRequests: 1_000_000,
    });
    results[name] = result.ok ? result : { problem: result.problem };
  }
  return results;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'leadscope-bench-leads-'));
  try {
    console.log(`\nLead index: ${fmt(ROWS)} generated leads (seed 42), databases: ${DBS.join(', ')}`);
    const csvFile = join(dir, 'leads.csv');
    await writeLeadsCsv(csvFile, ROWS);
    const base = baseline(dir);
    console.log(
      `baseline (bare better-sqlite3 insert loop, no parsing/FTS/indexes): ${fmt(base.rowsPerSecond)} rows/s (${fmt(base.seconds, 1)} s)`,
    );
    for (const kind of DBS) {
      const run = await importThroughApi(kind, csvFile);
      const rate = run.state.records_processed / run.seconds;
      console.log(
        `\n${kind}: import ${fmt(run.state.records_processed)} rows in ${fmt(run.seconds, 1)} s = ${fmt(rate)} rows/s ` +
          `(goal ≥ ${fmt(GOALS[kind] ?? 0)}: ${rate >= (GOALS[kind] ?? 0) ? 'met' : 'NOT met'}; ${fmt(base.rowsPerSecond / rate, 1)}× slower than the baseline); ` +
          `inserted ${fmt(run.state.inserted)}, merged ${fmt(run.state.merged)}, unchanged ${fmt(run.state.unchanged)}, row errors ${fmt(run.state.error_count)}; ` +
          `peak RSS ${fmt(run.rss)} MB (goal < 300: ${run.rss < 300 ? 'met' : 'NOT met'})`,
      );
      const goals = {
        'search: text only (page of 20, as the Search tab sends)': 50,
        'search: text + 2 filters (page of 20)': 50,
        'facets: company_industry under 1 filter': 150,
        'DB query: page of 100 sorted by company_name': 100,
      };
      for (const [name, result] of Object.entries(run.latency)) {
        if (result.problem) {
          console.log(`  ${name}: FAILED ${result.problem}`);
          continue;
        }
        const goal = goals[name];
        if (!result.responses) {
          console.log(
            `  ${name}: no successful responses in ${DURATION} s (errors ${result.errors}, timeouts ${result.timeouts})`,
          );
          continue;
        }
        console.log(
          `  ${name}: ${fmt(result.requestsPerSecond, 1)} req/s, p50 ${fmt(result.latencyMs.p50, 1)} ms, p95 ${fmt(result.latencyMs.p95, 1)} ms ` +
            `(goal p95 < ${goal} ms: ${result.latencyMs.p95 < goal ? 'met' : 'NOT met'}), non-2xx ${result.non2xx}`,
        );
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
