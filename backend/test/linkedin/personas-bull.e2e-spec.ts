import { JOB_QUEUE, JobQueue } from '../../src/jobs/job-queue.port';
import { deleteRunKeys, freshPrefix } from '../jobs/jobs-test-kit';
import { signUp } from '../support/factories';
import { IN_CI, TEST_REDIS_URL } from '../support/services';
import { balanceOf, PersonaApp, profileUrl, scrape, startPersonaApp, waitForJob } from './persona-kit';

/** Set by test/global-setup.ts when Redis does not answer PING. */
const REDIS_MISSING = process.env.LEADSCOPE_TEST_REDIS_MISSING;
const SKIP = Boolean(REDIS_MISSING) && !IN_CI;
if (SKIP) console.warn(`Persona jobs on Bull: SKIPPED. ${REDIS_MISSING}`);

/** The scrape job through Redis (REDIS_URL set): its payload and id survive Bull, and credits move the same way. */
(SKIP ? describe.skip : describe)('LinkedIn persona jobs on the Bull driver', () => {
  let t: PersonaApp;

  beforeAll(async () => {
    if (REDIS_MISSING && IN_CI) throw new Error(`${REDIS_MISSING}. CI=true, so this suite fails instead of skipping.`);
    t = await startPersonaApp('sqlite', { REDIS_URL: TEST_REDIS_URL, BULL_PREFIX: freshPrefix() });
  });
  afterAll(async () => {
    await t?.close();
    await deleteRunKeys();
  });

  it('runs a scrape job through Redis, sync and async', async () => {
    // /api/health/ shows its drivers to administrators only; ask the queue itself.
    expect((await t.app.get<JobQueue>(JOB_QUEUE).health()).driver).toBe('bull');
    const user = await signUp(t);
    const sync = await scrape(t, user, { linkedin_urls: [profileUrl('bull-one'), profileUrl('dead-bull')] }).expect(
      200,
    );
    expect(
      sync.body.profiles.map((p: { persona_analysis: { success: boolean } }) => p.persona_analysis.success),
    ).toEqual([true, false]);
    const started = await scrape(t, user, { linkedin_urls: [profileUrl('bull-two')] }, '?async=1').expect(202);
    const { job } = await waitForJob(t, user, started.body.job_id);
    expect(job).toMatchObject({ status: 'completed', done: 1, total: 1, charged_credits: 1 });
    expect(await balanceOf(t, user)).toBe(1);
  });
});
