/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_MAIN, FRONTEND_DIST, FRONTEND_INDEX, ROOT_DIR } from './paths';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Throws with the build command to run when backend/dist or frontend/dist is missing. */
export function assertBuilt(): void {
  for (const [file, hint] of [
    [BACKEND_MAIN, 'npm run build -w backend'],
    [FRONTEND_INDEX, 'npm run build -w frontend'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build it first (${hint}, or npm run build).`);
  }
}

export async function waitForHealth(
  baseUrl: string,
  backend: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (backend.exitCode !== null) {
      throw new Error(`The backend exited with code ${backend.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The backend did not answer /api/health/ within ${timeoutMs} ms:\n${output()}`);
}

export interface StartAppOptions {
  /** Extra environment on top of the test defaults (e.g. STRIPE_SECRET_KEY). */
  env?: Record<string, string>;
  /** Listen here instead of a fresh free port (when a fake vendor must know the app's URL first). */
  port?: number;
}

export interface RunningApp {
  baseUrl: string;
  port: number;
  /** The fresh temp DATA_DIR (SQLite database, mail outbox); removed by stop(). */
  dataDir: string;
  /** Everything the backend printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Variables from the caller's shell that would point the app at real services. */
const OUTSIDE_ENV = ['DATABASE_URL', 'REDIS_URL', 'ELASTICSEARCH_URL', 'SMTP_URL', 'APP_ROLE', 'FRONTEND_DIST'];

/**
 * The built backend (serving the built frontend) on 127.0.0.1 with a fresh SQLite database in a temp folder and
 * the embedded drivers only: no real database, queue, index, mail or vendor from the caller's environment.
 */
export async function startApp({ env: extraEnv = {}, port: givenPort }: StartAppOptions = {}): Promise<RunningApp> {
  assertBuilt();
  const port = givenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscope-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of OUTSIDE_ENV) delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith('STRIPE_')) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    AUTH_THROTTLE_LIMIT: '1000',
    FRONTEND_DIST,
    ...extraEnv,
  });

  let output = '';
  const backend = spawn(process.execPath, [BACKEND_MAIN], { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // A suite whose afterAll fails before stop() (e.g. launchBrowser's close() reporting console errors) must not
  // leave its backend running after the test process exits.
  const killOnExit = () => backend.kill('SIGKILL');
  process.once('exit', killOnExit);
  backend.once('exit', () => process.off('exit', killOnExit));
  backend.stdout?.on('data', (chunk) => (output += chunk));
  backend.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (backend.exitCode === null && backend.signalCode === null) {
      const exited = new Promise((resolve) => backend.once('exit', resolve));
      backend.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (backend.exitCode === null && backend.signalCode === null) backend.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, backend, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, output: () => output, stop };
}
