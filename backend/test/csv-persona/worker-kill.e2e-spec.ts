import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRunKeys, freshPrefix } from '../jobs/jobs-test-kit';
import { balanceOf, grant, PersonaApp, startPersonaApp } from '../linkedin/persona-kit';
import { Session, signUp } from '../support/factories';
import { IN_CI, TEST_REDIS_URL } from '../support/services';
import { freshMysqlDatabase, TEST_JWT_SECRET } from '../support/test-app';
import { csvOf, detail, profile, upload, waitForSession } from './csv-kit';

const REDIS_MISSING = process.env.LEADSCOPE_TEST_REDIS_MISSING;
const MYSQL_MISSING = process.env.LEADSCOPE_TEST_MYSQL_MISSING;
const MISSING = REDIS_MISSING ?? MYSQL_MISSING;
const SKIP = Boolean(MISSING) && !IN_CI;
if (SKIP) console.warn(`CSV personas with a killed worker: SKIPPED. ${MISSING}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ROWS = 12;

/**
 * Bull on Redis, MariaDB, and real worker processes: the API (APP_ROLE=api) only enqueues; a worker process is
 * killed (SIGKILL) in the middle of a session; a new worker process finds the stalled job and finishes it.
 */
(SKIP ? describe.skip : describe)('CSV personas on Bull with a worker killed mid-session', () => {
  let t: PersonaApp;
  let db: { url: string; drop: () => Promise<void> };
  let prefix: string;
  const workers: ChildProcess[] = [];
  const dirs: string[] = [];

  function startWorker(): ChildProcess {
    const dataDir = mkdtempSync(join(tmpdir(), 'leadscope-worker-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['-r', join(__dirname, 'worker/register-ts.cjs'), 'src/main.ts'], {
      cwd: join(__dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        APP_ROLE: 'worker',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        PUBLIC_URL: 'http://app.test',
        FRONTEND_DIST: join(dataDir, 'no-frontend'),
        DATABASE_URL: db.url,
        REDIS_URL: TEST_REDIS_URL,
        BULL_PREFIX: prefix,
        CSV_PERSONA_BATCH: '3',
        PERSONA_CONCURRENCY: '2',
        ...t.openai.env,
        ...t.brightdata.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[worker ${child.pid}] ${chunk}`));
    workers.push(child);
    return child;
  }

  beforeAll(async () => {
    if (MISSING && IN_CI) throw new Error(`${MISSING}. CI=true, so this suite fails instead of skipping.`);
    db = await freshMysqlDatabase();
    prefix = freshPrefix();
    t = await startPersonaApp('sqlite', {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      BULL_PREFIX: prefix,
      APP_ROLE: 'api',
    });
    t.brightdata.setLatency(700);
    t.openai.setLatency(400);
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await t?.close();
    await db?.drop();
    await deleteRunKeys();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('resumes on a new worker: no finished row scraped again, exactly one charge per stored analysis', async () => {
    const user: Session = await signUp(t);
    await grant(t, user, 20);
    const start = await balanceOf(t, user);
    const rows = Array.from({ length: ROWS }, (_, n) => profile(n === 4 ? 'dead-killed' : `killed-${n}`));
    const first = startWorker();
    const response = await upload(t, user, csvOf('linkedin_url', rows)).expect(200);
    const id = response.body.upload_session_id;

    // Kill the worker once some rows are done and others are not.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const session = await detail(t, user, id);
      if (session.completed >= 2 && session.pending > 3) break;
      if (session.pending === 0 || Date.now() > deadline)
        throw new Error(`no moment to kill: ${JSON.stringify(session)}`);
      await sleep(25);
    }
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await detail(t, user, id);
    const doneAtKill = atKill.rows
      .filter((r: { state: string }) => r.state === 'completed')
      .map((r: { linkedin_url: string }) => r.linkedin_url);
    const triggersAtKill = t.brightdata.triggers.length;

    startWorker();
    const { status } = await waitForSession(t, user, id, 120_000);
    expect(status).toMatchObject({ status: 'partially_completed', completed: ROWS - 1, failed: 1, pending: 0 });

    // Rows finished before the kill were not sent to the vendor again.
    const later = t.brightdata.triggers.slice(triggersAtKill).flatMap((batch) => batch.urls);
    for (const url of doneAtKill) expect(later).not.toContain(url);
    // One charge per stored analysis, each on its row's reference.
    const refs: { reference: string }[] = await t.dataSource.query(
      "SELECT reference FROM credit_transactions WHERE user_id = ? AND reference LIKE 'csv-row:%'",
      [user.user.id],
    );
    expect(refs).toHaveLength(ROWS - 1);
    expect(new Set(refs.map((r) => r.reference)).size).toBe(ROWS - 1);
    expect(await balanceOf(t, user)).toBe(start - (ROWS - 1));
    expect(await t.credits.available(user.user.id)).toBe(start - (ROWS - 1));
  }, 180_000);
});
