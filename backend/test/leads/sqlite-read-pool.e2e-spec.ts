import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { SqliteReadPool } from '../../src/leads/adapters/sql/sqlite-read-pool';

/** The read-only connections in worker threads that serve the SQL lead index's reads on SQLite. */
describe('SqliteReadPool', () => {
  let dir: string;
  let file: string;
  let pool: SqliteReadPool;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'leadscope-read-pool-'));
    file = join(dir, 'read.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY, word TEXT)');
    const insert = db.prepare('INSERT INTO t (n, word) VALUES (?, ?)');
    for (let n = 1; n <= 100; n++) insert.run(n, `word${n}`);
    db.close();
  });
  beforeEach(() => {
    pool = new SqliteReadPool(file, 2);
  });
  afterEach(async () => {
    await pool.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const byN = (n: number) => pool.all<{ n: number; word: string }>('SELECT n, word FROM t WHERE n = ?', [n]);

  it('answers reads running at once on its readers, each with its own rows', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => byN(i + 1)));
    expect(answers).toEqual(Array.from({ length: 10 }, (_, i) => [{ n: i + 1, word: `word${i + 1}` }]));
  });

  it('fails only the read that fails, with its message and code', async () => {
    const [good, bad, other] = await Promise.allSettled([
      byN(3),
      pool.all('SELECT nope FROM t', []),
      pool.all<{ c: number }>('SELECT COUNT(*) AS c FROM t', []),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: [{ n: 3, word: 'word3' }] });
    expect(bad.status).toBe('rejected');
    expect((bad as PromiseRejectedResult).reason).toMatchObject({
      message: 'no such column: nope',
      code: 'SQLITE_ERROR',
    });
    expect(other).toEqual({ status: 'fulfilled', value: [{ c: 100 }] });
  });

  it('rejects the reads in flight of a reader that exits, and starts another for the next read', async () => {
    await Promise.all([byN(1), byN(2)]);
    const readers = (pool as unknown as { readers: ({ worker: Worker } | null)[] }).readers;
    const worker = readers[0]?.worker;
    expect(worker).toBeDefined();
    // A read that takes a while, then the thread is stopped under it.
    const slow = pool.all(
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000000) SELECT COUNT(*) FROM c',
      [],
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker!.terminate();
    await expect(slow).rejects.toThrow(/SQLite reader exited/);
    expect(await byN(7)).toEqual([{ n: 7, word: 'word7' }]);
  });

  it('refuses reads once closed', async () => {
    await byN(1);
    await pool.close();
    await expect(byN(2)).rejects.toThrow('The database connection is not open');
  });
});
