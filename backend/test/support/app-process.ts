import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_JWT_SECRET } from './test-app';

/**
 * The backend as a real child process, built from source on the fly (SWC, the settings Jest uses), so a test can
 * SIGKILL it mid-work and start another on the same database, as a crashed server or worker would be replaced.
 */
const BACKEND_DIR = join(__dirname, '../..');
const REGISTER_TS = join(BACKEND_DIR, 'test/csv-persona/worker/register-ts.cjs');

export interface AppProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** SIGKILL, then waits for the exit: no shutdown hook runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A temporary directory the caller removes with removeDirs (kept apart so a restarted app reuses it). */
const dirs: string[] = [];
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
export function removeDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Starts the app (src/main.ts) with only the given variables on top of test defaults; does not wait for it. */
export async function spawnApp(env: Record<string, string>, label = 'app'): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? tempDir('leadscope-proc-');
  const child = spawn(process.execPath, ['-r', REGISTER_TS, 'src/main.ts'], {
    cwd: BACKEND_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      AUTH_THROTTLE_LIMIT: '100000',
      PUBLIC_URL: 'http://app.test',
      FRONTEND_DIST: join(dataDir, 'no-frontend'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label} ${child.pid}] ${chunk}`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Polls GET /api/health/ until it answers 200; fails at once if the process exits first. */
export async function waitUntilServing(app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: string;
  for (;;) {
    if (app.child.exitCode !== null || app.child.signalCode !== null) {
      throw new Error(`the app exited during start-up (code ${app.child.exitCode}, signal ${app.child.signalCode})`);
    }
    try {
      const response = await fetch(`${app.baseUrl}/api/health/`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `GET /api/health/ answered ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`the app did not serve within ${timeoutMs} ms (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startApp(env: Record<string, string>, label?: string): Promise<AppProcess> {
  const app = await spawnApp(env, label);
  try {
    await waitUntilServing(app);
  } catch (error) {
    await app.kill();
    throw error;
  }
  return app;
}

/** Polls `read` until `done` holds for its value; returns that value. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not reached within ${timeoutMs} ms (${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
