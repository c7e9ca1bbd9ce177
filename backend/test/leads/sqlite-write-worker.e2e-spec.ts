import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { LIST_VALUES_FROM_ROWS } from '../../src/leads/adapters/sql/sql-lead-rows';
import { SqliteRunner, WRITER_YOUNG_GENERATION_MB } from '../../src/leads/adapters/sql/sql-runner';
import { statementKind } from '../../src/leads/adapters/sql/sqlite-write-worker';

/** An INSERT of `rows` generated rows: one statement that keeps SQLite busy for a while. */
const bulkInsert = (rows: number) =>
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows}) ` +
  `INSERT INTO items (id, label) SELECT i, hex(randomblob(24)) FROM n`;

/**
 * The SQLite write connection runs in a worker thread: a long write no longer holds the event loop, statements
 * and transactions keep their order, and a thread that dies fails what was waiting on it instead of hanging.
 */
describe('SqliteRunner write connection in a worker thread', () => {
  let dir: string;
  let file: string;
  let runner: SqliteRunner;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'leadscope-writer-'));
    file = join(dir, 'app.sqlite');
    runner = new SqliteRunner(file);
    await runner.run('CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT NOT NULL)');
    await runner.run('CREATE INDEX IDX_items_label ON items (label)');
  });
  afterEach(async () => {
    await runner.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Rows in the table, read by a connection of the test's own (what is on disk, committed). */
  const storedRows = () => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM items').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  const writerThread = () => (runner as unknown as { writer: { worker: Worker } }).writer.worker;

  it('keeps the event loop responsive while a large write transaction runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    try {
      await runner.transaction(async (tx) => {
        await tx.run(bulkInsert(400_000));
      });
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    expect(storedRows()).toBe(400_000);
    // On the main thread the write took every one of these milliseconds and no timer fired before it ended.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThanOrEqual(Math.min(10, Math.floor(elapsed / 50)));
  });

  it("runs in a thread with a small young generation (its garbage is each message's statement)", async () => {
    await runner.run('INSERT INTO items (id, label) VALUES (?, ?)', [1, 'one']);
    expect(writerThread().resourceLimits?.maxYoungGenerationSizeMb).toBe(WRITER_YOUNG_GENERATION_MB);
  });

  it('runs the transactions one after another and rolls back the one that fails', async () => {
    const first = runner.transaction(async (tx) => {
      await tx.run('INSERT INTO items (id, label) VALUES (?, ?)', [1, 'one']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.run('INSERT INTO items (id, label) VALUES (?, ?)', [2, 'two']);
    });
    const failing = runner.transaction(async (tx) => {
      await tx.run('INSERT INTO items (id, label) VALUES (?, ?)', [3, 'three']);
      await tx.run('INSERT INTO items (id, label) VALUES (?, ?)', [1, 'again']);
    });
    await first;
    await expect(failing).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(await runner.all('SELECT id, label FROM items ORDER BY id')).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
  });

  it('rejects the pending writes of a thread that dies, with a clear error, and opens a new one after', async () => {
    const write = runner.transaction(async (tx) => {
      await tx.run(bulkInsert(400_000));
    });
    // Let the statement start, then end the thread as a crash would.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await writerThread().terminate();
    await expect(write).rejects.toThrow(/SQLite write connection's thread exited/);

    expect(storedRows()).toBe(0);
    await runner.run('INSERT INTO items (id, label) VALUES (?, ?)', [7, 'after']);
    expect(await runner.all('SELECT id FROM items')).toEqual([{ id: 7 }]);
  });

  it('finishes the write under way on close, then refuses new work', async () => {
    const write = runner.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.run(bulkInsert(1000));
    });
    await runner.close();
    await write;
    expect(storedRows()).toBe(1000);
    await expect(runner.run('DELETE FROM items')).rejects.toThrow('The database connection is not open');
  });

  it("answers a transaction's time in the thread by statement kind, its statements sent and run first", async () => {
    // A transaction before, longer than the next: its time is not the next one's.
    await runner.transaction(async (tx) => {
      await tx.run(bulkInsert(200_000));
    });
    const times: Record<string, number> = await runner.transaction(async (tx) => {
      const started = performance.now();
      await tx.run('DELETE FROM items');
      await tx.run(bulkInsert(100_000));
      await tx.all('SELECT COUNT(*) AS n FROM items WHERE label > ?', ['8']);
      const answer = await (tx.threadTimes as () => Promise<Record<string, number>>)();
      return { ...answer, wall: performance.now() - started };
    });
    expect(Object.keys(times).sort()).toEqual(['other', 'reads', 'wall']);
    // The INSERT (a WITH statement: 'other') was only sent; the answer waited for it, which took most of the time.
    expect(times.other).toBeGreaterThan(times.reads);
    expect(times.other + times.reads).toBeLessThanOrEqual(times.wall + 1);
    expect(times.other).toBeGreaterThan(times.wall / 4);
  });
});

describe('statementKind (what the write thread times a statement as)', () => {
  it('groups the lead writes by table, merges, reads and the rest', () => {
    expect(statementKind('INSERT INTO leads (id, dataset) VALUES (?, ?), (?, ?)')).toBe('leads');
    expect(statementKind('INSERT OR IGNORE INTO lead_values (lead_id, field, value) VALUES (?, ?, ?)')).toBe(
      'lead_values',
    );
    for (const statement of LIST_VALUES_FROM_ROWS) expect(statementKind(statement)).toBe('lead_values');
    expect(statementKind('UPDATE leads SET company_name = IFNULL(m.company_name, leads.company_name)')).toBe('merges');
    expect(statementKind('SELECT l.id, l.dataset FROM leads l WHERE l.id IN (?, ?)')).toBe('reads');
    expect(statementKind('INSERT OR IGNORE INTO lead_datasets (name, lead_count) VALUES (?, 0)')).toBe('other');
    expect(statementKind('INSERT INTO leads_fts(leads_fts) VALUES (?)')).toBe('other');
    expect(statementKind("UPDATE lead_id_seq SET next_id = next_id + ? WHERE name = 'leads'")).toBe('other');
    expect(statementKind('UPDATE lead_datasets SET lead_count = lead_count + ? WHERE name = ?')).toBe('other');
  });
});
