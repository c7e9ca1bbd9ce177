import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteRunner } from '../../src/leads/adapters/sql/sql-runner';
import { startTestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's own SQLite connection never checkpoints (a checkpoint there copies the WAL on the event loop, inside
 * whatever small write comes first); the lead index does it from a connection in a thread of its own, beside its
 * write connection.
 */
describe('SQLite WAL checkpoints off the event loop', () => {
  let dir: string;
  let file: string;
  let app: Database.Database;
  let runner: SqliteRunner | null = null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'leadscope-wal-'));
    file = join(dir, 'app.sqlite');
    // A connection set up as the app's: WAL, no checkpoints of its own.
    app = new Database(file);
    app.pragma('journal_mode = WAL');
    app.pragma('wal_autocheckpoint = 0');
    app.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT NOT NULL)');
  });
  afterEach(async () => {
    await runner?.close();
    runner = null;
    app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** About `bytes` of rows committed by the app's connection: they stay in the WAL until a checkpoint. */
  const write = (bytes: number) =>
    app.exec(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.ceil(bytes / 100)}) ` +
        `INSERT INTO items (label) SELECT hex(randomblob(48)) FROM n`,
    );
  const databaseBytes = () => statSync(file).size;

  it('copies a large WAL into the database from its own connection, and only when written since', async () => {
    runner = new SqliteRunner(file, { walCheckpointBytes: 256 * 1024, walCheckMs: 60_000 });
    write(2 * 1024 * 1024);
    const before = databaseBytes();
    expect(before).toBeLessThan(64 * 1024);
    expect(await runner.checkpointIfDue()).toBe(true);
    expect(databaseBytes()).toBeGreaterThan(before + 1024 * 1024);
    // Nothing written since: nothing to do.
    expect(await runner.checkpointIfDue()).toBe(false);
    write(512 * 1024);
    expect(await runner.checkpointIfDue()).toBe(true);
  });

  it('checkpoints beside an open write transaction, without waiting for it to end', async () => {
    runner = new SqliteRunner(file, { walCheckpointBytes: 256 * 1024, walCheckMs: 60_000 });
    write(2 * 1024 * 1024);
    const before = databaseBytes();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let open = false;
    const transaction = runner.transaction(async (tx) => {
      await tx.all('SELECT 1');
      open = true;
      await held;
      await tx.run("INSERT INTO items (label) VALUES ('written meanwhile')");
    });
    while (!open) await sleep(5);
    expect(await runner.checkpointIfDue()).toBe(true);
    expect(databaseBytes()).toBeGreaterThan(before + 1024 * 1024);
    release();
    await transaction;
  });

  it('leaves a small WAL alone', async () => {
    runner = new SqliteRunner(file, { walCheckpointBytes: 4 * 1024 * 1024, walCheckMs: 60_000 });
    write(256 * 1024);
    expect(await runner.checkpointIfDue()).toBe(false);
    expect(databaseBytes()).toBeLessThan(64 * 1024);
  });

  it('looks at the WAL on its own timer', async () => {
    runner = new SqliteRunner(file, { walCheckpointBytes: 256 * 1024, walCheckMs: 20 });
    write(2 * 1024 * 1024);
    for (let waited = 0; databaseBytes() < 1024 * 1024 && waited < 5000; waited += 20) await sleep(20);
    expect(databaseBytes()).toBeGreaterThan(1024 * 1024);
  });

  it("turns the app connection's own checkpoints off when the SQL lead index runs", async () => {
    const t = await startTestApp('sqlite');
    try {
      expect(await t.dataSource.query('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
    } finally {
      await t.close();
    }
  });
});
