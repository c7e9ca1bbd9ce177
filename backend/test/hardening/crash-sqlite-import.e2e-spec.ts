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

/** Enough rows for several write batches (5,000 rows each today), so the kill lands with most of the file to come. */
const ROWS = 25_000;
const IMPORT_ENV = { CSV_INLINE_MAX_BYTES: '1kb', CSV_UPLOAD_MAX_BYTES: '1gb' };
/** Words the full-text search must find as often after the crash as after a clean import. */
const WORDS = ['Hiroshi', 'Kwame', 'Ingrid'];

/**
 * The whole server (API and in-process jobs on SQLite) is SIGKILLed in the middle of a CSV import and started again
 * on the same data directory: the import resumes by itself and ends with the counts of a clean import of the file.
 */
describe('a server killed mid CSV import on SQLite', () => {
  const dir = tempDir('leadscope-crash-sqlite-');
  const file = join(dir, 'leads.csv');
  let clean: { view: ImportView; figures: Awaited<ReturnType<typeof indexFigures>> };
  let server: AppProcess | null = null;

  beforeAll(async () => {
    await writeLeadsCsv(file, ROWS);
    // The reference: the same file imported by the same code, never interrupted.
    const t: TestApp = await startTestApp('sqlite', IMPORT_ENV);
    try {
      const admin = await signUp(t);
      const id = await uploadLeads(t.http, admin.tokens.access, file);
      const view = await waitForImport(t.http, admin.tokens.access, id);
      clean = { view, figures: await indexFigures(t.http, admin.tokens.access, WORDS) };
    } finally {
      await t.close();
    }
    expect(clean.view.status).toBe('completed');
    // The file has repeated people, so the comparison covers merges too, not only inserts.
    expect(clean.view.merged + clean.view.unchanged).toBeGreaterThan(0);
  }, 180_000);

  afterAll(async () => {
    await server?.kill();
    removeDirs();
  });

  it('resumes after a restart to exactly the clean import: same counts, no duplicate lead, same search hits', async () => {
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
    db.close();
    expect(left.status).toBe('processing');
    expect(left.lines_done).toBeGreaterThan(1);
    expect(leadsLeft).toBeLessThan(clean.figures.total);

    // Same data directory, same secret: the import resumes by itself and the token still works.
    server = await startApp(env, 'server (restarted)');
    const done = await waitForImport(server.baseUrl, token, id);
    expect(pick(done)).toEqual(pick(clean.view));
    expect(await indexFigures(server.baseUrl, token, WORDS)).toEqual(clean.figures);

    const after = new Database(join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      for (const sql of DUPLICATE_KEYS_SQL) expect(after.prepare(sql).get()).toMatchObject({ n: 0 });
      expect((after.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n).toBe(clean.figures.total);
    } finally {
      after.close();
    }
  }, 240_000);
});
