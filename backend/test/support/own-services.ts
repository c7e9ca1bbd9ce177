import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';
import { Socket } from 'node:net';
import { delimiter, join } from 'node:path';
import { freePort, tempDir } from './app-process';

/**
 * A MariaDB and a Redis of a test's own, on spare ports, that the test stops (SIGKILL: an outage, not a clean
 * shutdown) and starts again on the same port and data, so the app under test sees the service vanish and return.
 */

/** Debian puts the server in /usr/sbin, which a non-root PATH often lacks. */
function findBinary(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) if (dir && existsSync(join(dir, name))) return join(dir, name);
  return null;
}

export const BINARIES = {
  mariadbd: findBinary('mariadbd') ?? findBinary('mysqld'),
  installDb: findBinary('mariadb-install-db') ?? findBinary('mysql_install_db'),
  redisServer: findBinary('redis-server'),
};

/** null when every binary the outage tests start is installed, else what is missing. */
export function missingBinaries(): string | null {
  const missing = Object.entries(BINARIES)
    .filter(([, path]) => !path)
    .map(([name]) => name);
  return missing.length ? `not installed: ${missing.join(', ')} (the outage test starts its own servers)` : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.slice(-2000)}`)),
    );
  });
}

async function killHard(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

export class OwnMariaDb {
  private child: ChildProcess | null = null;
  private log = '';

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  /** A new data directory (mariadb-install-db: the slow part, ~10 s), then the server on a free port. */
  static async create(): Promise<OwnMariaDb> {
    const dir = tempDir('leadscope-own-mariadb-');
    await run(BINARIES.installDb as string, [
      '--no-defaults',
      `--datadir=${join(dir, 'data')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...(process.getuid?.() === 0 ? ['--user=root'] : []),
    ]);
    const db = new OwnMariaDb(await freePort(), dir);
    await db.start();
    return db;
  }

  urlOf(database: string): string {
    return `mysql://root@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    this.log = '';
    this.child = spawn(
      BINARIES.mariadbd as string,
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--socket=${join(this.dir, 'mysqld.sock')}`,
        `--pid-file=${join(this.dir, 'mysqld.pid')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        // Nothing but this test can reach it; grants would only add set-up.
        '--skip-grant-tables',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.child.stderr?.on('data', (chunk: Buffer) => (this.log = (this.log + chunk.toString()).slice(-4000)));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`mariadbd exited at start-up:\n${this.log}`);
      try {
        const connection = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
        await connection.query('SELECT 1');
        await connection.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) {
          throw new Error(`mariadbd did not answer: ${(error as Error).message}\n${this.log}`, { cause: error });
        }
      }
      await sleep(100);
    }
  }

  async query(sql: string): Promise<void> {
    const connection = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    return killHard(child);
  }
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const end = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => end(false));
    socket.once('error', () => end(false));
    socket.once('data', (data) => end(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async create(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn(BINARIES.redisServer as string, args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await pings(this.port))) {
      if (this.child.exitCode !== null) throw new Error(`redis-server exited at start-up (${this.child.exitCode})`);
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await sleep(50);
    }
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    return killHard(child);
  }
}
