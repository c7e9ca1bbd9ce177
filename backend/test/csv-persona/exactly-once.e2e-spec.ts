import { DataSource } from 'typeorm';
import { CsvPersonaRunner } from '../../src/csv-persona/csv-persona-runner.service';
import { PersonaJobs } from '../../src/linkedin/persona-jobs.service';
import { PersonaPipeline } from '../../src/linkedin/pipeline/persona-pipeline';
import { PersonaStore } from '../../src/linkedin/persona-store.service';
import { Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { balanceOf, grant, PersonaApp, scrape, startPersonaApp, waitForJob } from '../linkedin/persona-kit';
import { csvOf, detail, profile, upload, waitForSession } from './csv-kit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function charges(db: DataSource, userId: number, prefix: string): Promise<string[]> {
  const rows: { reference: string }[] = await db.query(
    'SELECT reference FROM credit_transactions WHERE user_id = ? AND reference LIKE ? ORDER BY id',
    [userId, `${prefix}%`],
  );
  return rows.map((row) => row.reference);
}

/** The holes of issue 9 §3, each shown closed on the real app and database. */
describe.each(dbKinds())('One persona pipeline, exactly once, on %s', (kind) => {
  let t: PersonaApp;
  let user: Session;

  beforeAll(async () => {
    t = await startPersonaApp(kind, { CSV_PERSONA_BATCH: '10' });
    user = await signUp(t);
    await grant(t, user, 100);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.brightdata.setMode('ok');
    t.brightdata.setLatency(0);
    t.openai.setMode('ok');
    jest.restoreAllMocks();
  });

  it('overlapping runs of one session and a retry while polling: one trigger, one charge per row', async () => {
    t.brightdata.setLatency(600);
    const before = await balanceOf(t, user);
    const triggers = t.brightdata.triggers.length;
    const rows = [1, 2, 3, 4].map((n) => profile(`overlap-${n}`));
    const response = await upload(t, user, csvOf('linkedin_url', rows)).expect(200);
    const id = response.body.upload_session_id;
    // Wait until the first run has triggered the batch and saved its snapshot id, then run the job again twice
    // (a Bull re-delivery, a retry while the first run still polls).
    const deadline = Date.now() + 5000;
    while ((await detail(t, user, id)).rows.some((r: { state: string }) => r.state === 'pending')) {
      if (Date.now() > deadline) throw new Error('the batch was never triggered');
      await sleep(20);
    }
    const runner = t.app.get(CsvPersonaRunner);
    await Promise.all([runner.process(id), runner.process(id)]);
    const { status } = await waitForSession(t, user, id);
    expect(status).toMatchObject({ status: 'completed', completed: 4 });
    expect(t.brightdata.triggers.length - triggers).toBe(1);
    expect(await balanceOf(t, user)).toBe(before - 4);
    const ids: { id: number }[] = await t.dataSource.query('SELECT id FROM csv_persona_rows WHERE session_id = ?', [
      id,
    ]);
    const refs = (await charges(t.dataSource, user.user.id, 'csv-row:')).sort();
    expect(refs).toEqual(ids.map((row) => `csv-row:${row.id}`).sort());
  });

  it('overlapping runs of one scrape job charge each URL once', async () => {
    t.brightdata.setLatency(300);
    const before = await balanceOf(t, user);
    const started = await scrape(t, user, { linkedin_urls: [profile('job-a'), profile('job-b')] }, '?async=1').expect(
      202,
    );
    const jobs = t.app.get(PersonaJobs);
    await Promise.all([jobs.process(started.body.job_id), jobs.process(started.body.job_id)]);
    const { job } = await waitForJob(t, user, started.body.job_id);
    expect(job).toMatchObject({ status: 'completed', charged_credits: 2 });
    expect(await balanceOf(t, user)).toBe(before - 2);
  });

  it('a crash between storing an analysis and charging it: the resumed run charges it, once', async () => {
    // A stored analysis nobody was charged for, as a run that died right after storing leaves it.
    const store = t.app.get(PersonaStore);
    const [existing] = await t.dataSource.query('SELECT id FROM personas WHERE user_id = ? LIMIT 1', [user.user.id]);
    const { id: _id, created_at: _at, user_id: _user, user: _u, ...draft } = await store.get(user.user.id, existing.id);
    const orphan = await store.save(user.user.id, draft);
    // The session's job runs (its first try) without getting to the row ...
    jest.spyOn(t.app.get(PersonaPipeline), 'run').mockResolvedValueOnce({ batchError: null });
    const response = await upload(t, user, csvOf('linkedin_url', [profile('crash-a')])).expect(200);
    const id = response.body.upload_session_id;
    await sleep(200);
    // ... and the row is where the crash left it: analysing, its analysis stored, claimed by the dead run.
    const [row] = await t.dataSource.query('SELECT id FROM csv_persona_rows WHERE session_id = ?', [id]);
    await t.dataSource.query(
      "UPDATE csv_persona_rows SET state = 'analysing', persona_id = ?, claim = 'dead-run' WHERE id = ?",
      [orphan.id, row.id],
    );
    const before = await balanceOf(t, user);
    const aiCalls = t.openai.requests.length;
    const runner = t.app.get(CsvPersonaRunner);
    await runner.process(id); // the restart's run
    await runner.process(id); // and a duplicate delivery of it
    const session = await detail(t, user, id);
    expect(session).toMatchObject({ status: 'completed', completed: 1, charged_credits: 1 });
    expect(session.rows[0]).toMatchObject({ state: 'completed', persona_id: orphan.id });
    expect(t.openai.requests.length).toBe(aiCalls); // not analysed again
    expect(await balanceOf(t, user)).toBe(before - 1);
    expect(await charges(t.dataSource, user.user.id, `csv-row:${row.id}`)).toEqual([`csv-row:${row.id}`]);
    expect(await t.credits.available(user.user.id)).toBe(before - 1); // reservation released
  });

  it('two requests for one URL: the analysis the first stored serves the second, charged once', async () => {
    jest.spyOn(t.app.get(PersonaPipeline), 'run').mockResolvedValueOnce({ batchError: null });
    const response = await upload(t, user, csvOf('linkedin_url', [profile('twice-a')])).expect(200);
    const id = response.body.upload_session_id;
    await sleep(200); // its first run got nowhere; meanwhile the same URL is analysed by a scrape request
    const before = await balanceOf(t, user);
    const single = await scrape(t, user, { linkedin_urls: [profile('twice-a')] }).expect(200);
    expect(single.body.charged_credits).toBe(1);
    await t.app.get(CsvPersonaRunner).process(id);
    const session = await detail(t, user, id);
    expect(session).toMatchObject({ status: 'completed', completed: 1, reused: 1, charged_credits: 0 });
    expect(session.rows[0]).toMatchObject({ reused: true, persona_id: single.body.profiles[0].persona_id });
    expect(await balanceOf(t, user)).toBe(before - 1);
    expect(await t.credits.available(user.user.id)).toBe(before - 1);
  });

  it('a job that fails its last try ends failed, frees its reservation, and a waiting request answers', async () => {
    const poorer = await signUp(t);
    await grant(t, poorer, 2);
    const balance = await balanceOf(t, poorer);
    jest.spyOn(t.app.get(PersonaPipeline), 'run').mockRejectedValue(new Error('database went away'));
    const started = Date.now();
    const response = await scrape(t, poorer, { linkedin_urls: [profile('final-a')] });
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ success: false, code: 'linkedin_analysis_failed' });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await balanceOf(t, poorer)).toBe(balance);
    expect(await t.credits.available(poorer.user.id)).toBe(balance);
  }, 30_000);

  it('a refunded charge is charged again when its work is retried', async () => {
    const ref = `csv-row:refund-${kind}`;
    const before = await balanceOf(t, user);
    expect((await t.credits.charge(user.user.id, ref, 1, 'first')).charged).toBe(true);
    expect((await t.credits.charge(user.user.id, ref, 1, 'again')).charged).toBe(false);
    expect(await t.credits.refund(ref)).toBe(true);
    expect(await t.credits.refund(ref)).toBe(false);
    expect(await balanceOf(t, user)).toBe(before);
    const retried = await t.credits.charge(user.user.id, ref, 1, 'retried');
    expect(retried).toMatchObject({ charged: true, transaction: { reference: `${ref}#2` } });
    expect((await t.credits.charge(user.user.id, ref, 1, 'once more')).charged).toBe(false);
    expect(await balanceOf(t, user)).toBe(before - 1);
    expect(await t.credits.refund(ref)).toBe(true);
    expect(await balanceOf(t, user)).toBe(before);
  });

  it('concurrent reservations never promise more than the balance', async () => {
    const racer = await signUp(t);
    await grant(t, racer, 7 - (await balanceOf(t, racer)));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) => t.credits.reserve(racer.user.id, `test-reserve:${racer.user.id}:${n}`, 1)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(7);
    expect(await t.credits.available(racer.user.id)).toBe(0);
    await t.credits.release(`test-reserve:${racer.user.id}:0`);
    expect(await t.credits.available(racer.user.id)).toBe(1);
  });
});
