// Lead index benchmarks (printed by `npm run bench` after the endpoint cases; alone: `node bench/leads.mjs`).
//
// 1. Baseline: the generated rows inserted by a minimal better-sqlite3 loop (no CSV parsing, no FTS, no indexes).
// 2. End-to-end import of a generated CSV through the real API (multipart upload, streamed parse, mapping,
//    de-duplication, batched writes, full text) into SQLite and into MariaDB: rows/s, wall time, peak RSS of the
//    server process, and the CPU time the import took: the server's (its main thread's and its busiest other
//    thread's apart), a local database server's (its threads serving the import database's connections apart), and
//    how busy they kept the machine's cores. The server's log line splits the import's time by step and, on
//    MariaDB, the inserts by table.
// 3. On the imported index, 10 concurrent clients: searches (text, text + 2 filters, filters only, and the Search tab's
//    specialised searches, text within one field, from the lead index alone), facets, and a DB-query page of 100
//    rows sorted on a field: p50/p95, each beside "one query alone" (the same mix from one client, a baseline that
//    moves with the machine). Each case rotates through a mix of queries (common and rare words and filter values),
//    so no cache of one query carries it; a failed or timed-out case is reported, not fatal.
//
// Settings: BENCH_LEAD_ROWS (default 1000000), BENCH_LEAD_DBS (default "sqlite,mysql"), BENCH_LEAD_DURATION
// (seconds per latency case, default 10), BENCH_LEAD_IMPORT_TIMEOUT (seconds an import may take before its figures
// are reported as timed out, default 3600), TEST_MYSQL_URL (default mysql://root@127.0.0.1:3306/test).
// To measure searches again without importing again: BENCH_LEAD_SQLITE_DIR (a DATA_DIR that holds an imported
// index) and/or BENCH_LEAD_MYSQL_URL (a database that holds one); the kinds given so skip their import.
// BENCH_LEAD_MORE_ROWS (default 0): after the searches, an import of that many new generated leads (seed 7) into the
// index just measured, as a customer's next file goes into a large index: its rows/s, the server's peak RSS during it
// and its log line (on SQLite, one of a quarter of the index's size or more loads in bulk, a smaller one row by row:
// BULK_SHARE in sql-bulk-load.ts).
// BENCH_LEAD_KEEP=1 keeps what an import made (the SQLite DATA_DIR, the MariaDB database) and prints the setting
// that measures it again.
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { dirname } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from './lib/context.mjs';
import { measure } from './lib/load.mjs';
import { BACKEND_MAIN, startServer } from './lib/server.mjs';
import { connectionThreads, freshMysqlDatabase, MYSQL_URL, mysqlServerSettings } from './lib/mysql.mjs';
import {
  busiestThread,
  memoryOf,
  pidByName,
  processCpu,
  resetPeakMemory,
  threadsCpu,
  threadsUsed,
  watchThreads,
} from './lib/proc.mjs';
import { generator, importCsv, IMPORT_ENV, writeLeadsCsv } from './lib/lead-import.mjs';

const ROWS = Number(process.env.BENCH_LEAD_ROWS ?? 1_000_000);
const DBS = (process.env.BENCH_LEAD_DBS ?? 'sqlite,mysql')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const DURATION = Number(process.env.BENCH_LEAD_DURATION ?? 10);
const KEEP = process.env.BENCH_LEAD_KEEP === '1';
const MORE_ROWS = Number(process.env.BENCH_LEAD_MORE_ROWS ?? 0);
const GOALS = { sqlite: 30_000, mysql: 15_000 };
/** Existing indexes to measure searches on, by kind (no import). */
const EXISTING = {
  sqlite: process.env.BENCH_LEAD_SQLITE_DIR ? { DATA_DIR: process.env.BENCH_LEAD_SQLITE_DIR } : null,
  mysql: process.env.BENCH_LEAD_MYSQL_URL ? { DATABASE_URL: process.env.BENCH_LEAD_MYSQL_URL } : null,
};

/** Searches on an index imported before: the bench's user is made a super admin with the admin CLI. */
async function searchExisting(kind, env) {
  const server = await startServer({ env });
  try {
    const ctx = createContext(server.baseUrl);
    const { username, password } = await ctx.user();
    await promisify(execFile)(process.execPath, [join(dirname(BACKEND_MAIN), 'cli.js'), 'promote', username], {
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64url'), ...env },
    });
    const login = await ctx.api('POST', '/api/auth/login/', { body: { username, password } });
    const access = login.body?.tokens?.access;
    if (typeof access !== 'string') throw new Error(`login answered ${login.status}`);
    return { kind, existing: true, latency: await latencies(server.baseUrl, access, ctx) };
  } finally {
    await server.stop();
  }
}

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

/** A process's CPU time so far: in all, its main thread's, and each thread's (threads: a reading of threadsCpu). */
const cpuReading = (pid, threads = threadsCpu(pid)) => ({ pid, ...processCpu(pid), threads });

/** The CPU time (s) a process and its main thread used between two readings. */
const cpuUsed = (before, after) => ({
  seconds: (after.cpuMs - before.cpuMs) / 1000,
  mainSeconds: (after.mainMs - before.mainMs) / 1000,
});

/** cpuUsed of the server, with its busiest thread's other than the main one (SQLite's writer thread, say). */
const serverCpu = (before, after) => ({
  ...cpuUsed(before, after),
  busiestSeconds: busiestThread(before.threads, after.threads, { except: String(after.pid) }) / 1000,
});

/**
 * The CPU time (s) the database server used between a reading and now, with its threads that serve the connections
 * to the database at url (the server's own threads apart: InnoDB's page cleaner, purge, I/O).
 */
async function databaseCpu(before, url) {
  const after = cpuReading(before.pid);
  const tids = await connectionThreads(url).catch(() => []);
  return { ...cpuUsed(before, after), connectionsSeconds: threadsUsed(before.threads, after.threads, tids) / 1000 };
}

/**
 * Where an import's CPU went: the server's (its main thread's and its busiest other thread's apart) and the database
 * server's (the import's connections' apart), and how busy that kept the machine's cores. An import that keeps every
 * core busy gets faster only by doing less work, not by moving it to another thread: the rows a second that its CPU
 * per row allows with every core busy are its ceiling (the upload's CPU in the bench's own process apart).
 */
function describeCpu(run) {
  const { server, database } = run.cpu;
  const total = server.seconds + (database?.seconds ?? 0);
  const cores = availableParallelism();
  return (
    `  CPU during the import: server ${fmt(server.seconds, 1)} s (main thread ${fmt(server.mainSeconds, 1)} s, ` +
    `busiest other thread ${fmt(server.busiestSeconds, 1)} s)` +
    (database
      ? `, database server ${fmt(database.seconds, 1)} s (the import database's connections ` +
        `${fmt(database.connectionsSeconds, 1)} s)`
      : '') +
    `; ${fmt((total / run.seconds / cores) * 100)}% of ${cores} cores over ${fmt(run.seconds, 1)} s; ` +
    `${fmt((total * 1e6) / run.state.records_processed)} µs of CPU per row ` +
    `(with every core busy: at most ${fmt((run.state.records_processed * cores) / total)} rows/s)`
  );
}

async function importThroughApi(kind, csvFile) {
  const mysql = kind === 'mysql' ? await freshMysqlDatabase() : null;
  const server = await startServer({
    // LOG_LEVEL info: the import's own line saying where its time went (read, lookups, inserts, commits, rebuild).
    env: { ...IMPORT_ENV, LOG_LEVEL: 'info', ...(mysql ? { DATABASE_URL: mysql.url } : {}) },
    keepData: KEEP,
  });
  try {
    const ctx = createContext(server.baseUrl);
    const { access } = await ctx.user();
    // The database server's CPU too, where it runs on this machine (MariaDB's work is most of an import there).
    const database = kind === 'mysql' ? pidByName(['mariadbd', 'mysqld']) : null;
    const cpuBefore = { server: cpuReading(server.pid), database: database ? cpuReading(database) : null };
    // The server's threads are watched while it imports: SQLite's writer thread is closed before the import ends.
    const serverThreads = watchThreads(server.pid);
    let imported;
    try {
      imported = await importCsv(ctx, access, csvFile);
    } catch (error) {
      serverThreads.stop();
      const rss = memoryOf(server.pid).peak;
      const output = server.output().split('\n').slice(-5).join('\n    ');
      return { kind, problem: error instanceof Error ? error.message : String(error), rss, output };
    }
    const { seconds, uploadSeconds, state, timedOut } = imported;
    const cpu = {
      server: serverCpu(cpuBefore.server, cpuReading(server.pid, serverThreads.stop())),
      database: database ? await databaseCpu(cpuBefore.database, mysql.url) : null,
    };
    const rss = memoryOf(server.pid).peak;
    const steps = /Import \d+: .*/.exec(server.output())?.[0];
    const latency = timedOut ? {} : await latencies(server.baseUrl, access, ctx);
    const more = MORE_ROWS > 0 && !timedOut ? await importMore(ctx, access, csvFile, server) : null;
    return { kind, seconds, uploadSeconds, state, timedOut, rss, cpu, steps, latency, more };
  } finally {
    await server.stop();
    if (!KEEP) await mysql?.drop();
    else
      console.log(
        `kept (BENCH_LEAD_KEEP): ${mysql ? `BENCH_LEAD_MYSQL_URL=${mysql.url}` : `BENCH_LEAD_SQLITE_DIR=${server.dataDir}`}`,
      );
  }
}

/** The import of MORE_ROWS new leads into the index the server holds: its figures, or what went wrong. */
async function importMore(ctx, access, csvFile, server) {
  const file = join(dirname(csvFile), 'more-leads.csv');
  await writeLeadsCsv(file, MORE_ROWS, 7);
  // The server's peak RSS from here on is this import's (the first import's is the process's peak so far); its RSS as
  // the import begins holds what the searches before it left (the readers' page caches, say).
  const peakReset = resetPeakMemory(server.pid);
  const rssBefore = memoryOf(server.pid).rss;
  try {
    const { seconds, state, timedOut } = await importCsv(ctx, access, file);
    const steps = [...server.output().matchAll(/Import \d+: .*/g)].at(-1)?.[0];
    return { seconds, state, timedOut, steps, rssBefore, rss: peakReset ? memoryOf(server.pid).peak : NaN };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/** The query mix: common and rare words, one to three of them, and filter values of every frequency. */
const TEXTS = [
  'sales director',
  'engineer',
  'healthcare',
  'marketing manager',
  'hiroshi',
  'priya sharma',
  'apex capital',
  'supply chain',
  'founder',
  'quantum realty',
  'chief revenue officer',
  'senior analyst berlin',
];
const INDUSTRIES = ['Healthcare', 'Financial Services', 'Manufacturing', 'Retail', 'Education', 'Energy', 'Logistics'];
const SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'];
/**
 * The Search tab's specialised searches (each matches its text in one field): [path, body field, text]. No goal of
 * their own: each also writes the user's search history, which DB Query does not.
 */
const ONE_FIELD = [
  ['companies', 'company_name', 'apex capital'],
  ['industry', 'industry', 'healthcare'],
  ['skills', 'skills', 'python'],
  ['people', 'person_name', 'priya sharma'],
  ['companies', 'company_name', 'global'],
  ['industry', 'industry', 'financial services'],
  ['skills', 'skills', 'risk management'],
  ['people', 'person_name', 'hiroshi'],
];
/** Sort fields with their own index (INDEXED_FIELDS of the create-leads migration): a sorted page is an index walk. */
const SORTS = ['company_name', 'company_industry', 'lead_location', 'company_size', 'seniority_level'];
const at = (list, i) => list[i % list.length];
/**
 * The cases, named for what they send: the searches go to DB Query (POST /api/db/query/), which counts the total
 * up to 10,000 (the Search tab's own lead source asks for no total, so it costs less than these).
 */
const CASE = {
  text: 'search: text only (DB Query, page of 25, total counted to 10,000)',
  textFilters: 'search: text + 2 filters (DB Query, page of 25, total to 10,000)',
  filters: 'search: filters only (DB Query, page of 25, total to 10,000)',
  oneField:
    'search: text within one field (Search tab: companies, industry, skills, people; lead index only, 20 results)',
  facets: 'facets: company_industry under 1 filter',
  sorted: 'DB query: page of 100 sorted on an indexed field (5 fields, pages 1-5)',
};

/** One request per mix entry; `variants` rotate through them (see lib/load.mjs). */
function mix(count, make) {
  return Array.from({ length: count }, (_, i) => make(i));
}

async function latencies(baseUrl, token) {
  const headers = { authorization: `Bearer ${token}` };
  const post = (variants) => ({ method: 'POST', path: '/api/db/query/', headers, body: variants[0].body, variants });
  const body = (value) => ({ body: JSON.stringify(value) });
  const facet = (filters) =>
    `/api/db/filter-options/?field=company_industry&filters=${encodeURIComponent(JSON.stringify(filters))}&limit=100`;
  const cases = {
    [CASE.text]: post(mix(24, (i) => body({ query: at(TEXTS, i), page_size: 25 }))),
    [CASE.textFilters]: post(
      mix(24, (i) =>
        body({
          query: at(TEXTS, i),
          filters: { company_industry: [at(INDUSTRIES, i)], company_size: [at(SIZES, i * 3)] },
          page_size: 25,
        }),
      ),
    ),
    [CASE.filters]: post(
      mix(24, (i) =>
        body({ filters: { company_industry: [at(INDUSTRIES, i)], company_size: [at(SIZES, i * 3)] }, page_size: 25 }),
      ),
    ),
    [CASE.oneField]: {
      method: 'POST',
      path: '/api/search/companies/',
      headers,
      body: '{}',
      variants: mix(16, (i) => {
        const [path, field, text] = at(ONE_FIELD, i);
        return {
          path: `/api/search/${path}/`,
          body: JSON.stringify({ [field]: text, sources: ['elasticsearch'], max_results: 20 }),
        };
      }),
    },
    [CASE.facets]: {
      method: 'GET',
      path: facet({ company_size: [SIZES[0]] }),
      headers,
      variants: mix(16, (i) => ({
        path: facet(
          i % 2
            ? { company_size: [at(SIZES, i)] }
            : { seniority_level: [at(['Entry', 'Senior', 'Manager', 'Director', 'VP', 'C-Level', 'Owner'], i)] },
        ),
      })),
    },
    [CASE.sorted]: post(
      mix(20, (i) =>
        body({ sort_field: at(SORTS, i), sort_order: i % 2 ? 'desc' : 'asc', page: 1 + (i % 5), page_size: 100 }),
      ),
    ),
  };
  const results = {};
  for (const [name, request] of Object.entries(cases)) {
    // A case that fails or times out is reported as such; the next case still runs.
    try {
      const result = await measure(baseUrl, request, {
        durationSeconds: DURATION,
        warmupSeconds: 1,
        aloneSeconds: Math.max(2, DURATION / 3),
        connections: 10,
        maxRequests: 1_000_000,
      });
      results[name] = result.ok ? result : { problem: result.problem };
    } catch (error) {
      results[name] = { problem: error instanceof Error ? error.message : String(error) };
    }
  }
  return results;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'leadscope-bench-leads-'));
  try {
    console.log(`\nLead index: ${fmt(ROWS)} generated leads (seed 42), databases: ${DBS.join(', ')}`);
    const csvFile = join(dir, 'leads.csv');
    const importing = DBS.some((kind) => !EXISTING[kind]);
    if (importing) await writeLeadsCsv(csvFile, ROWS);
    const base = importing ? baseline(dir) : null;
    if (base) {
      console.log(
        `baseline (bare better-sqlite3 insert loop, no parsing/FTS/indexes): ${fmt(base.rowsPerSecond)} rows/s (${fmt(base.seconds, 1)} s)`,
      );
    }
    for (const kind of DBS) {
      const run = EXISTING[kind] ? await searchExisting(kind, EXISTING[kind]) : await importThroughApi(kind, csvFile);
      if (run.problem) {
        console.log(
          `\n${kind}: import FAILED (${run.problem}); peak RSS ${fmt(run.rss)} MB; server said:\n    ${run.output}`,
        );
        continue;
      }
      const rate = run.existing ? NaN : run.state.records_processed / run.seconds;
      if (run.existing) console.log(`\n${kind}: searches on the existing index (no import)`);
      else if (run.timedOut) console.log(`\n${kind}: import TIMED OUT; figures are up to the timeout`);
      if (!run.existing)
        console.log(
          `\n${kind}: import ${fmt(run.state.records_processed)} rows in ${fmt(run.seconds, 1)} s = ${fmt(rate)} rows/s ` +
            `(goal ≥ ${fmt(GOALS[kind] ?? 0)}: ${rate >= (GOALS[kind] ?? 0) ? 'met' : 'NOT met'}; ${fmt(base.rowsPerSecond / rate, 1)}× slower than the baseline); ` +
            `inserted ${fmt(run.state.inserted)}, merged ${fmt(run.state.merged)}, unchanged ${fmt(run.state.unchanged)}, row errors ${fmt(run.state.error_count)}; ` +
            `peak RSS ${fmt(run.rss)} MB (goal < 300: ${run.rss < 300 ? 'met' : 'NOT met'})`,
        );
      if (run.uploadSeconds !== undefined)
        console.log(
          `  the upload (until the server answered it, the file stored and checked): ${fmt(run.uploadSeconds, 1)} s`,
        );
      if (run.steps) console.log(`  where the import's time went (server log): ${run.steps}`);
      if (run.cpu) console.log(describeCpu(run));
      // The server of the index measured: an existing one's (BENCH_LEAD_MYSQL_URL), or the one imports go to.
      if (kind === 'mysql')
        console.log(`  server: ${await mysqlServerSettings(EXISTING.mysql?.DATABASE_URL ?? MYSQL_URL)}`);
      const goals = {
        [CASE.text]: 50,
        [CASE.textFilters]: 50,
        [CASE.filters]: 50,
        [CASE.facets]: 150,
        [CASE.sorted]: 100,
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
            (goal ? `(goal p95 < ${goal} ms: ${result.latencyMs.p95 < goal ? 'met' : 'NOT met'}); ` : '(no goal); ') +
            `one query alone: p50 ${fmt(result.alone?.p50, 1)} ms, p95 ${fmt(result.alone?.p95, 1)} ms; ` +
            `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
        );
      }
      if (run.more?.problem) console.log(`  then ${fmt(MORE_ROWS)} new leads: import FAILED (${run.more.problem})`);
      else if (run.more)
        console.log(
          `  then ${fmt(run.more.state.records_processed)} new leads (seed 7) into that index` +
            `${run.more.timedOut ? ' (TIMED OUT)' : ''}: ${fmt(run.more.seconds, 1)} s = ` +
            `${fmt(run.more.state.records_processed / run.more.seconds)} rows/s; inserted ${fmt(run.more.state.inserted)}, ` +
            `merged ${fmt(run.more.state.merged)}, unchanged ${fmt(run.more.state.unchanged)}; peak RSS ` +
            `${fmt(run.more.rss)} MB (${fmt(run.more.rssBefore)} MB as it began)\n    server log: ${run.more.steps}`,
        );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
