// LeadScope benchmarks: `npm run bench` (builds the backend first).
//
// Starts the built backend on a free 127.0.0.1 port with a fresh temporary DATA_DIR and the embedded drivers
// (SQLite, inline jobs), registers a user, then loads each case in bench/cases/ with autocannon and prints
// req/s and latency percentiles. It prints figures and asserts none: timings depend on the machine. It exits
// non-zero only when the server cannot start or a case's probe request fails.
//
// Settings (environment):
//   BENCH_DURATION      seconds of measured load per case (default 10, 1..300)
//   BENCH_WARMUP        seconds of unmeasured load before each case (default 1, 0..60)
//   BENCH_CONNECTIONS   concurrent connections (default 10, 1..256)
//   BENCH_MAX_REQUESTS  cap on the requests of one measured run (default 2000000)
//   BENCH_CASES         comma-separated filters on case file names / names, e.g. BENCH_CASES=health
//   BENCH_JSON          also write the results as JSON to this file
//   BENCH_MAIN          server entry to start instead of backend/dist/main.js
import { writeFile } from 'node:fs/promises';
import { availableParallelism, platform, arch } from 'node:os';
import { loadCases } from './lib/cases.mjs';
import { createContext } from './lib/context.mjs';
import { measure } from './lib/load.mjs';
import { formatTable } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

function setting(name, fallback, min, max) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

async function main() {
  const settings = {
    durationSeconds: setting('BENCH_DURATION', 10, 1, 300),
    warmupSeconds: setting('BENCH_WARMUP', 1, 0, 60),
    connections: setting('BENCH_CONNECTIONS', 10, 1, 256),
    maxRequests: setting('BENCH_MAX_REQUESTS', 2_000_000, 256, 100_000_000),
  };
  const filters = (process.env.BENCH_CASES ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const cases = await loadCases(filters);
  if (cases.length === 0) throw new Error(`no bench case matches BENCH_CASES=${process.env.BENCH_CASES}`);

  const aborter = new AbortController();
  process.once('SIGINT', () => {
    console.error('\ninterrupted: stopping the load and the server');
    aborter.abort();
  });

  console.log(
    `LeadScope bench: node ${process.version} ${platform()}/${arch()}, ${availableParallelism()} CPUs; ` +
      `${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s ` +
      `per case; embedded drivers (SQLite, inline jobs)`,
  );
  const server = await startServer();
  console.log(`server: ${server.baseUrl} (pid ${server.pid}, DATA_DIR ${server.dataDir})\n`);

  const rows = [];
  let failures = 0;
  try {
    const ctx = createContext(server.baseUrl);
    for (const benchCase of cases) {
      if (aborter.signal.aborted) break;
      process.stdout.write(`running ${benchCase.name} ...`);
      let result;
      try {
        const request = await benchCase.request(ctx);
        result = await measure(
          server.baseUrl,
          request,
          { ...settings, expectStatus: benchCase.expectStatus },
          aborter.signal,
        );
      } catch (error) {
        result = { ok: false, problem: error instanceof Error ? error.message : String(error) };
      }
      if (result.ok) {
        console.log(` ${Math.round(result.requestsPerSecond)} req/s`);
      } else {
        failures += 1;
        console.log(` skipped: ${result.problem}`);
      }
      rows.push({ id: benchCase.id, name: benchCase.name, result });
    }
  } finally {
    await server.stop();
  }

  console.log(`\n${formatTable(rows)}\n`);
  console.log('Latency is per response, measured by the client (autocannon) on the same machine as the server.');
  const nonOk = rows.filter(({ result }) => result.ok && (result.non2xx > 0 || result.errors > 0));
  for (const { name, result } of nonOk) {
    console.log(
      `note: ${name} had ${result.non2xx} non-2xx responses ${JSON.stringify(result.statusCodes)} ` +
        `and ${result.errors} errors (${result.timeouts} timeouts)`,
    );
  }
  if (process.env.BENCH_JSON) {
    const report = {
      node: process.version,
      platform: `${platform()}/${arch()}`,
      settings,
      finishedAt: new Date(),
      rows,
    };
    await writeFile(process.env.BENCH_JSON, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`results written to ${process.env.BENCH_JSON}`);
  }
  if (aborter.signal.aborted) return 130;
  return failures > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
