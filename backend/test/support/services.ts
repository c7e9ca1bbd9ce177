import { createConnection } from 'mysql2/promise';
import { Socket } from 'node:net';

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const IN_CI = process.env.CI === 'true';

/** null when MariaDB/MySQL answers, else the reason it does not. */
export async function probeMysql(): Promise<string | null> {
  try {
    const connection = await createConnection({ uri: TEST_MYSQL_URL, connectTimeout: 3000 });
    await connection.query('SELECT 1');
    await connection.end();
    return null;
  } catch (error) {
    return `MariaDB/MySQL is not reachable at ${redact(TEST_MYSQL_URL)}: ${(error as Error).message}`;
  }
}

/** null when Redis answers PING, else the reason it does not. */
export function probeRedis(): Promise<string | null> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = new Socket();
    const fail = (why: string) => {
      socket.destroy();
      resolve(`Redis is not reachable at ${TEST_REDIS_URL}: ${why}`);
    };
    socket.setTimeout(3000, () => fail('timed out'));
    socket.once('error', (error) => fail(error.message));
    socket.connect(Number(port || 6379), hostname || '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(
        data.toString().startsWith('+PONG') ? null : `Redis at ${TEST_REDIS_URL} answered ${data.toString().trim()}`,
      );
    });
  });
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

export type DbKind = 'sqlite' | 'mysql';

/**
 * The databases a suite runs against: SQLite always; MariaDB when it answers. Off CI a missing MariaDB is
 * skipped with a plain message; with CI=true it stays in the list, so the suite fails on it.
 */
export function dbKinds(): DbKind[] {
  const missing = process.env.LEADSCOPE_TEST_MYSQL_MISSING;
  if (!missing) return ['sqlite', 'mysql'];
  if (IN_CI) return ['sqlite', 'mysql'];
  return ['sqlite'];
}
