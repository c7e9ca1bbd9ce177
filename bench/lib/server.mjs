// Starts the built backend (backend/dist/main.js) as a child process on a free loopback port with a fresh,
// temporary DATA_DIR and the embedded drivers (SQLite, inline jobs, SQL lead index), and stops it again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allocatorEnv } from '../../scripts/allocator-env.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The server entry: the built backend, or BENCH_MAIN (e.g. another checkout's build, to compare two builds). */
export const BACKEND_MAIN = process.env.BENCH_MAIN?.trim() || join(REPO_ROOT, 'backend', 'dist', 'main.js');

/**
 * Every variable the app reads (backend/src/config/app-config.ts and the jobs module). The bench removes them
 * from its own environment before starting the server, so a developer's shell (a DATABASE_URL, an OpenAI key)
 * cannot change what is measured or send traffic anywhere but this machine.
 */
const APP_VARIABLES = [
  'NODE_ENV',
  'APP_ROLE',
  'LOG_LEVEL',
  'DATA_DIR',
  'FRONTEND_DIST',
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'CORS_ORIGINS',
  'BODY_LIMIT',
  'TRUST_PROXY',
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'JWT_ACCESS_TTL_SECONDS',
  'JWT_REFRESH_TTL_SECONDS',
  'AUTH_THROTTLE_LIMIT',
  'AUTH_THROTTLE_TTL_SECONDS',
  'SMTP_URL',
  'STRIPE_API_BASE',
  'SIGNUP_BONUS_CREDITS',
  'SEARCH_SOURCE_TIMEOUT_MS',
  'CSV_UPLOAD_MAX_BYTES',
  'CSV_INLINE_MAX_BYTES',
  'LEAD_DATASET_PART_ROWS',
  'SEED_SAMPLE_LEADS',
  'MAIL_FROM',
  'ELASTICSEARCH_URL',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'OPENAI_TIMEOUT_MS',
  'BRIGHTDATA_POLL_INTERVAL_MS',
  'BRIGHTDATA_SCRAPE_TIMEOUT_MS',
  'PERSONA_CONCURRENCY',
  'PERSONA_REUSE_DAYS',
  'SERPAPI_API_KEY',
  'SERPAPI_BASE_URL',
  'BRIGHTDATA_API_TOKEN',
  'BRIGHTDATA_DATASET_ID',
  'BRIGHTDATA_BASE_URL',
  'BRIGHTDATA_SERP_ZONE',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BULL_PREFIX',
];

const LOOPBACK = '127.0.0.1';
const OUTPUT_LINES_KEPT = 60;

/** A port the OS reports free on the loopback interface right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server and resolves once GET /api/health/ answers 2xx.
 * @param {{ startTimeoutMs?: number, env?: Record<string, string>, keepData?: boolean }} [options] env: extra
 *   variables for the app; keepData: stop() leaves the DATA_DIR in place
 * @returns {Promise<{ baseUrl: string, port: number, dataDir: string, pid: number, output: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ startTimeoutMs = 60_000, env: extraEnv = {}, keepData = false } = {}) {
  if (!existsSync(BACKEND_MAIN)) {
    throw new Error(`${BACKEND_MAIN} does not exist: build the backend first (npm run build -w backend)`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'leadscope-bench-'));
  const env = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  // The allocator settings the server is run with (the image and `npm start` set them too): a bench measures it so.
  Object.assign(env, allocatorEnv(env));
  Object.assign(env, {
    NODE_ENV: 'production',
    APP_ROLE: 'all',
    LOG_LEVEL: 'warn',
    HOST: LOOPBACK,
    PORT: String(port),
    PUBLIC_URL: `http://${LOOPBACK}:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // The bench registers users and may log in often; the per-IP auth throttle would turn that into 429s.
    AUTH_THROTTLE_LIMIT: '1000000',
    ...extraEnv,
  });

  // BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, BACKEND_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  // BENCH_SERVER_LOG: a file the server's whole output is also appended to (e.g. with BENCH_NODE_ARGS=--trace-gc).
  const logFile = process.env.BENCH_SERVER_LOG;
  const keep = (chunk) => {
    if (logFile) appendFileSync(logFile, chunk);
    lines.push(...chunk.toString('utf8').split(/\r?\n/).filter(Boolean));
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  const output = () => lines.join('\n');

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://${LOOPBACK}:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new Error(
        `the server exited during start-up (code ${exited.code}, signal ${exited.signal}); its output:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return { baseUrl, port, dataDir, pid: child.pid, output, stop };
      lastProblem = `GET /api/health/ answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await sleep(150);
  }
  await stop();
  throw new Error(`the server was not healthy within ${startTimeoutMs} ms (${lastProblem}); its output:\n${output()}`);
}
