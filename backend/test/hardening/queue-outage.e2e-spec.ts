import request from 'supertest';
import { JOB_QUEUE, JobQueue } from '../../src/jobs/job-queue.port';
import { bearer, Session, signUp } from '../support/factories';
import { BINARIES, OwnRedis } from '../support/own-services';
import { dbKinds, IN_CI } from '../support/services';
import { csvOf, upload as uploadPersonaCsv } from '../csv-persona/csv-kit';
import { balanceOf, grant, PersonaApp, profileUrl, scrape, startPersonaApp, waitForJob } from '../linkedin/persona-kit';

const REDIS_SERVER_MISSING = BINARIES.redisServer ? null : 'redis-server is not installed (needed to stop Redis)';
const SKIP = Boolean(REDIS_SERVER_MISSING) && !IN_CI;
if (SKIP) console.warn(`Queue outage: SKIPPED. ${REDIS_SERVER_MISSING}`);

const OUTAGE_BUDGET_MS = 2_000;

/** The app's connections come back within a couple of seconds of Redis. */
async function queueHealthy(t: PersonaApp): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await t.app.get<JobQueue>(JOB_QUEUE).health()).ok) {
    if (Date.now() > deadline) throw new Error('the job queue did not reconnect to Redis');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const timed = async (call: () => PromiseLike<request.Response>) => {
  const startedAt = Date.now();
  const response = await call();
  return { response, ms: Date.now() - startedAt };
};

/** Over 1 KB, so the import is queued instead of run inside the request (CSV_INLINE_MAX_BYTES below). */
const leadsCsv = () =>
  csvOf(
    'Company,Full Name,Email',
    Array.from({ length: 60 }, (_, i) => `Outage Co ${i},Person ${i},person${i}@outage.example`),
  );

(SKIP ? describe.skip : describe).each(dbKinds())('a Redis outage on %s', (kind) => {
  let redis: OwnRedis;
  let t: PersonaApp;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    if (REDIS_SERVER_MISSING && IN_CI) {
      throw new Error(`${REDIS_SERVER_MISSING}. CI=true, so this suite fails instead of skipping.`);
    }
    redis = await OwnRedis.create();
    t = await startPersonaApp(kind, { REDIS_URL: redis.url, CSV_INLINE_MAX_BYTES: '1kb' });
    admin = await signUp(t);
    user = await signUp(t);
    await grant(t, user, 20);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('answers 503 queue_unavailable within 2 s to every job-starting route; those jobs never run or charge', async () => {
    const balance = await balanceOf(t, user);
    await redis.stop();

    const calls = {
      persona: await timed(() => scrape(t, user, { linkedin_urls: [profileUrl('outage-one')] }, '?async=1')),
      csvPersona: await timed(() =>
        uploadPersonaCsv(t, user, csvOf('linkedin_url', [profileUrl('outage-two'), profileUrl('outage-three')])),
      ),
      leadImport: await timed(() =>
        request(t.http)
          .post('/api/csv/upload/')
          .set(bearer(admin))
          .field('column_mapping', JSON.stringify({ Company: 'company_name', 'Full Name': 'name', Email: 'email' }))
          .attach('csv_file', Buffer.from(leadsCsv(), 'utf8'), { filename: 'leads.csv', contentType: 'text/csv' }),
      ),
    };
    for (const [route, { response, ms }] of Object.entries(calls)) {
      const outcome = { route, status: response.status, code: response.body.code, fast: ms < OUTAGE_BUDGET_MS, ms };
      expect(outcome).toEqual({ route, status: 503, code: 'queue_unavailable', fast: true, ms });
    }
    expect(await t.credits.available(user.user.id)).toBe(balance);

    await redis.start();
    await queueHealthy(t);
    // The worker is back: a job started now runs to the end, and it is the only one that ever ran.
    const after = await scrape(t, user, { linkedin_urls: [profileUrl('after-outage')] }, '?async=1').expect(202);
    const { job } = await waitForJob(t, user, after.body.job_id, 40_000);
    expect(job).toMatchObject({ status: 'completed', charged_credits: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const scraped = t.brightdata.triggers.flatMap((batch) => batch.urls).join(' ');
    expect(scraped).toContain('after-outage');
    expect(scraped).not.toMatch(/outage-(one|two|three)/);
    expect(await balanceOf(t, user)).toBe(balance - 1);
    expect(await t.credits.available(user.user.id)).toBe(balance - 1);
    const count = async (sql: string) => Number((await t.dataSource.query(sql))[0].n);
    expect(await count('SELECT COUNT(*) AS n FROM persona_jobs')).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM csv_persona_sessions')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM lead_imports')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM leads')).toBe(0);
  }, 90_000);
});
