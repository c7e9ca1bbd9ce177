// Load benchmark (`node bench/load.mjs` after `npm run build -w backend`; part of `npm run bench`).
//
// BENCH_LOAD_USERS virtual users (default 50) for BENCH_LOAD_SECONDS (default 60) of mixed traffic, each one
// request at a time with a think time of BENCH_LOAD_THINK_MS (default "0-500", uniform): sign-in, search of the
// lead index (the 1,000 bundled sample leads), search history, persona from pasted text against the fake OpenAI
// (answering after BENCH_LOAD_AI_MS, default "300-1000"), usage, and health as the floor every route shares.
// Two set-ups (BENCH_LOAD_SETUPS, default "sqlite,mysql"):
//   sqlite: one process (APP_ROLE=all), SQLite, in-process jobs;
//   mysql:  an API process (APP_ROLE=api) and a worker process (APP_ROLE=worker) on MariaDB (TEST_MYSQL_URL) and
//           Redis (TEST_REDIS_URL), as production runs them.
// Prints per route: requests, errors, p50/p95/max under load beside the p95 of one user alone (measured first, for
// BENCH_LOAD_BASELINE_SECONDS, default 5: the same server, the same run); then RSS per process before and after
// the load and its peak. Goal: 0 errors. It asserts nothing about timings; it exits non-zero on any error.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { loadFakes } from './lib/fakes.mjs';
import { freshMysqlDatabase } from './lib/mysql.mjs';
import { startServer } from './lib/server.mjs';
import { memoryOf } from './lib/proc.mjs';
import { registerUsers, runUsers } from './lib/virtual-users.mjs';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const BASELINE_SECONDS = Number(process.env.BENCH_LOAD_BASELINE_SECONDS ?? 5);
const range = (name, fallback) => {
  const [min, max = min] = (process.env[name] ?? fallback).split('-').map(Number);
  if (!(min >= 0 && max >= min)) throw new Error(`${name} must look like "100-500" (got "${process.env[name]}")`);
  return [min, max];
};
const THINK_MS = range('BENCH_LOAD_THINK_MS', '0-500');
const AI_MS = range('BENCH_LOAD_AI_MS', '300-1000');
const SETUPS = (process.env.BENCH_LOAD_SETUPS ?? 'sqlite,mysql').split(',').map((s) => s.trim());
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const fmt = (value, digits = 0) =>
  value === null || Number.isNaN(value)
    ? '-'
    : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Polls the newest import (the bundled sample, SEED_SAMPLE_LEADS=true) until it has finished; answers the lead count. */
async function waitForSample(baseUrl, adminToken) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const newest = `${baseUrl}/api/csv/imports?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const rows = await (await fetch(newest, { headers })).json();
    const status = Array.isArray(rows) ? rows[0]?.status : undefined;
    if (status === 'failed') throw new Error(`the sample import failed: ${rows[0].error}`);
    if (status === 'completed') {
      const info = await (await fetch(`${baseUrl}/api/db/schema-info/`, { headers })).json();
      return info.total_documents;
    }
    if (Date.now() > deadline) throw new Error(`sample leads not imported: ${JSON.stringify(rows).slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function deleteRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Starts the set-up's processes; answers the API's base URL, the processes to watch, and how to stop it all. */
async function startSetup(kind, openai) {
  const common = {
    ...openai.env,
    SIGNUP_BONUS_CREDITS: '1000000',
    SEED_SAMPLE_LEADS: 'true',
  };
  if (kind === 'sqlite') {
    const server = await startServer({ env: common });
    return {
      baseUrl: server.baseUrl,
      processes: [{ name: 'api+worker', pid: server.pid, output: server.output }],
      stop: server.stop,
    };
  }
  const mysql = await freshMysqlDatabase();
  const prefix = `leadscope-bench-load-${randomBytes(4).toString('hex')}`;
  const shared = { ...common, DATABASE_URL: mysql.url, REDIS_URL, BULL_PREFIX: prefix };
  const started = [];
  try {
    // The API first: it runs the migrations, so the worker starts on a ready schema.
    started.push(await startServer({ env: { ...shared, APP_ROLE: 'api' } }));
    started.push(await startServer({ env: { ...shared, APP_ROLE: 'worker' } }));
  } catch (error) {
    for (const server of started) await server.stop();
    await mysql.drop();
    throw error;
  }
  const [api, worker] = started;
  return {
    baseUrl: api.baseUrl,
    processes: [
      { name: 'api', pid: api.pid, output: api.output },
      { name: 'worker', pid: worker.pid, output: worker.output },
    ],
    stop: async () => {
      await api.stop();
      await worker.stop();
      await mysql.drop();
      await deleteRedisKeys(prefix);
    },
  };
}

async function runSetup(kind, scratch) {
  const { startFakeOpenAi } = loadFakes(scratch, ['openai']);
  const openai = await startFakeOpenAi();
  openai.setLatency(AI_MS);
  const setup = await startSetup(kind, openai);
  try {
    const users = await registerUsers(setup.baseUrl, USERS);
    const leads = await waitForSample(setup.baseUrl, users[0].access);
    // One user alone first: the warm-up, and the baseline each figure under load is printed beside.
    const alone = await runUsers({
      baseUrl: setup.baseUrl,
      users: users.slice(0, 1),
      seconds: BASELINE_SECONDS,
      thinkMs: [0, 0],
    });
    const before = setup.processes.map((p) => ({ ...p, ...memoryOf(p.pid) }));
    const load = await runUsers({ baseUrl: setup.baseUrl, users, seconds: SECONDS, thinkMs: THINK_MS });
    const after = setup.processes.map((p) => ({ ...p, ...memoryOf(p.pid) }));
    // The servers' own account of what went wrong (their last log lines at LOG_LEVEL=warn).
    const logs =
      alone.errors + load.errors
        ? setup.processes.map((p) => `--- ${p.name} ---\n${p.output().split('\n').slice(-25).join('\n')}`)
        : [];
    return { kind, leads, alone, load, before, after, logs };
  } finally {
    await setup.stop();
    await openai.close();
  }
}

function report({ kind, leads, alone, load, before, after, logs }) {
  const label = kind === 'sqlite' ? 'SQLite, one process (api + worker)' : 'MariaDB + Redis, api and worker processes';
  console.log(
    `\n${label}: ${USERS} users × ${SECONDS} s, think ${THINK_MS.join('-')} ms, fake AI ${AI_MS.join('-')} ms, ` +
      `${fmt(leads)} leads indexed`,
  );
  console.log(
    `  ${fmt(load.requests)} requests in ${fmt(load.elapsed, 1)} s (${fmt(load.rps, 1)} req/s), ` +
      `${load.errors} errors; one user alone: ${fmt(alone.rps, 1)} req/s, ${alone.errors} errors`,
  );
  const baseline = new Map(alone.routes.map((route) => [route.name, route]));
  console.log(
    table(
      ['route', 'requests', 'errors', 'p50 ms', 'p95 ms', 'max ms', 'p95 ms, 1 user'],
      load.routes.map((route) => [
        route.name,
        fmt(route.requests),
        fmt(route.errors),
        fmt(route.p50, 1),
        fmt(route.p95, 1),
        fmt(route.max, 1),
        fmt(baseline.get(route.name)?.p95 ?? null, 1),
      ]),
    ),
  );
  console.log(
    table(
      ['process', 'RSS before MiB', 'RSS after MiB', 'peak RSS MiB'],
      before.map((p, i) => [p.name, fmt(p.rss, 1), fmt(after[i].rss, 1), fmt(after[i].peak, 1)]),
    ),
  );
  for (const sample of [...alone.samples, ...load.samples]) console.log(`  error: ${sample}`);
  for (const log of logs) console.log(log);
}

async function main() {
  const scratch = await mkdtemp(join(tmpdir(), 'leadscope-bench-load-'));
  let errors = 0;
  try {
    for (const kind of SETUPS) {
      if (kind !== 'sqlite' && kind !== 'mysql') throw new Error(`BENCH_LOAD_SETUPS: unknown set-up "${kind}"`);
      const result = await runSetup(kind, scratch);
      report(result);
      errors += result.load.errors + result.alone.errors;
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  if (errors) {
    console.error(`\nLoad bench: ${errors} errors (goal: 0)`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
