import Database from 'better-sqlite3';
import { join } from 'node:path';
import request from 'supertest';
import { AppProcess, pollUntil, removeDirs, startApp, tempDir } from '../support/app-process';
import { registration, signUp } from '../support/factories';
import {
  DUPLICATE_KEYS_SQL,
  ImportView,
  importOf,
  indexFigures,
  pick,
  uploadLeads,
  waitForImport,
  writeLeadsCsv,
} from '../support/lead-import';
import { startTestApp, TestApp } from '../support/test-app';

/** Above the bulk-load threshold (BULK_MIN_ROWS), so the import loads first and indexes after. */
const ROWS = 60_000;
/** Generous: the machines that run the suite are shared, and a 60k-row import is minutes there at worst. */
const IMPORT_TIMEOUT_MS = 300_000;
const IMPORT_ENV = { CSV_INLINE_MAX_BYTES: '1kb', CSV_UPLOAD_MAX_BYTES: '1gb' };
/** Words the full-text search must find as often after the crash as after a clean import. */
const WORDS = ['Hiroshi', 'Kwame', 'Ingrid'];
const SCHEMA_SQL =
  "SELECT sql FROM sqlite_master WHERE tbl_name IN ('leads', 'lead_values') AND type IN ('index', 'trigger') " +
  'AND sql IS NOT NULL ORDER BY name';

/**
 * A bulk import (secondary indexes and full text set aside while it loads) is SIGKILLed between its load and its
 * re-index, and the server started again on the same data directory: the import resumes, rebuilds what it set
 * aside, and ends with the counts, search hits and schema of a clean import of the file.
 */
describe('a server killed mid bulk CSV import on SQLite', () => {
  const dir = tempDir('leadscope-crash-bulk-');
  const file = join(dir, 'leads.csv');
  let clean: { view: ImportView; figures: Awaited<ReturnType<typeof indexFigures>>; schema: string[] };
  let server: AppProcess | null = null;

  beforeAll(async () => {
    await writeLeadsCsv(file, ROWS);
    // The reference: the same file imported by the same code, never interrupted.
    const t: TestApp = await startTestApp('sqlite', IMPORT_ENV);
    try {
      const admin = await signUp(t);
      const id = await uploadLeads(t.http, admin.tokens.access, file);
      const view = await waitForImport(t.http, admin.tokens.access, id, IMPORT_TIMEOUT_MS);
      const rows: { sql: string }[] = await t.dataSource.query(SCHEMA_SQL);
      clean = { view, figures: await indexFigures(t.http, admin.tokens.access, WORDS), schema: rows.map((r) => r.sql) };
    } finally {
      await t.close();
    }
    expect(clean.view.status).toBe('completed');
    // The file has repeated people, so the comparison covers merges too, not only inserts.
    expect(clean.view.merged + clean.view.unchanged).toBeGreaterThan(0);
  }, 400_000);

  afterAll(async () => {
    await server?.kill();
    removeDirs();
  });

  it('resumes after a restart to exactly the clean import: same counts, schema and search hits, no duplicate', async () => {
    const dataDir = tempDir('leadscope-crash-data-');
    const env = { DATA_DIR: dataDir, ...IMPORT_ENV };
    server = await startApp(env, 'server');
    const form = registration();
    const admin = await request(server.baseUrl).post('/api/auth/register/').send(form).expect(201);
    const token: string = admin.body.tokens.access;
    const id = await uploadLeads(server.baseUrl, token, file);

    // Kill as soon as a batch is committed, while the rest of the file is still to come.
    const atKill = await pollUntil(
      () => importOf((server as AppProcess).baseUrl, token, id),
      (view) => {
        if (view.status === 'completed' || view.status === 'failed')
          throw new Error(`the import ended before the kill: ${JSON.stringify(pick(view))}`);
        return view.status === 'processing' && view.records_processed > 0;
      },
      'import under way',
      120_000,
      20,
    );
    expect(atKill.records_processed).toBeLessThan(ROWS);
    await server.kill();

    // What the dead server left on disk: a checkpoint part-way through the file.
    const db = new Database(join(dataDir, 'app.sqlite'), { readonly: true });
    const left = db.prepare('SELECT status, lines_done FROM lead_imports WHERE id = ?').get(id) as {
      status: string;
      lines_done: number;
    };
    const leadsLeft = (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    const setAside = (db.prepare('SELECT COUNT(*) AS n FROM lead_bulk_ddl').get() as { n: number }).n;
    db.close();
    expect(setAside).toBeGreaterThan(0); // killed after the load began, before the re-index
    expect(left.status).toBe('processing');
    expect(left.lines_done).toBeGreaterThan(1);
    expect(leadsLeft).toBeLessThan(clean.figures.total);

    // Same data directory, same secret: the import resumes by itself and the token still works.
    server = await startApp(env, 'server (restarted)');
    const done = await waitForImport(server.baseUrl, token, id, IMPORT_TIMEOUT_MS);
    expect(pick(done)).toEqual(pick(clean.view));
    expect(await indexFigures(server.baseUrl, token, WORDS)).toEqual(clean.figures);

    const after = new Database(join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      for (const sql of DUPLICATE_KEYS_SQL) expect(after.prepare(sql).get()).toMatchObject({ n: 0 });
      expect((after.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n).toBe(clean.figures.total);
      expect((after.prepare(SCHEMA_SQL).all() as { sql: string }[]).map((r) => r.sql)).toEqual(clean.schema);
      expect(after.prepare('SELECT COUNT(*) AS n FROM lead_bulk_ddl').get()).toMatchObject({ n: 0 });
    } finally {
      after.close();
    }
  }, 700_000);
});
