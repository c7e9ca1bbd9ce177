import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PersonaPipeline } from '../../src/linkedin/pipeline/persona-pipeline';
import { balanceOf, grant, PersonaApp, scrape, startPersonaApp, waitForJob } from '../linkedin/persona-kit';
import { Session, signUp } from '../support/factories';
import { csvOf, profile, upload, waitForSession } from './csv-kit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The inline driver keeps its queue in memory: a restart must find the unfinished CSV sessions and scrape jobs
 * in the database and queue them again. One SQLite file, two app lifetimes.
 */
describe('start-up sweep on the inline driver', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscope-sweep-'));
  let t: PersonaApp | undefined;

  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-queues unfinished sessions and jobs at start-up, which then finish with one charge per analysis', async () => {
    t = await startPersonaApp('sqlite', { DATA_DIR: dataDir });
    const user: Session = await signUp(t);
    await grant(t, user, 10);
    const start = await balanceOf(t, user);
    // The process "dies" before its jobs get anywhere: their runs do nothing, and the app goes down.
    jest.spyOn(t.app.get(PersonaPipeline), 'run').mockResolvedValue({ batchError: null });
    const session = await upload(t, user, csvOf('linkedin_url', [profile('sweep-1'), profile('sweep-2')])).expect(200);
    const job = await scrape(t, user, { linkedin_urls: [profile('sweep-3')] }, '?async=1').expect(202);
    await sleep(200);
    await t.close();
    jest.restoreAllMocks();

    // Same database and JWT secret: the user's token still works.
    t = await startPersonaApp('sqlite', { DATA_DIR: dataDir });
    const again = user;
    const { status } = await waitForSession(t, again, session.body.upload_session_id);
    expect(status).toMatchObject({ status: 'completed', completed: 2 });
    const { job: view } = await waitForJob(t, again, job.body.job_id);
    expect(view).toMatchObject({ status: 'completed', charged_credits: 1 });
    expect(await balanceOf(t, again)).toBe(start - 3);
    expect(await t.credits.available(user.user.id)).toBe(start - 3);
  }, 60_000);
});
