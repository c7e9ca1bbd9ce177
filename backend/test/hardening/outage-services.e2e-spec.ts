import request from 'supertest';
import { freshPrefix } from '../jobs/jobs-test-kit';
import { balanceOf, grant, PersonaApp, profileUrl, scrape, startPersonaApp, waitForJob } from '../linkedin/persona-kit';
import { pollUntil, removeDirs } from '../support/app-process';
import { bearer, Session, signUp } from '../support/factories';
import { missingBinaries, OwnMariaDb, OwnRedis } from '../support/own-services';
import { listRoutes } from '../support/routes';
import { IN_CI } from '../support/services';

const MISSING = missingBinaries();
const SKIP = Boolean(MISSING) && !IN_CI;
if (SKIP) console.warn(`Outage of MariaDB and Redis: SKIPPED. ${MISSING}`);

const DATABASE_UNAVAILABLE = {
  success: false,
  error: 'The service is unavailable, try again shortly',
  code: 'database_unavailable',
};
const QUEUE_BUDGET_MS = 2_000;

/** The 503s an outage may cause: the database's, health's 'degraded', and Stripe's, which this app has not set up. */
const expected503 = (response: request.Response) =>
  response.status === 503 &&
  (['database_unavailable', 'payments_not_configured'].includes(response.body?.code) ||
    response.body?.status === 'degraded');

const timed = async (call: () => PromiseLike<request.Response>) => {
  const startedAt = Date.now();
  const response = await call();
  return { status: response.status, code: response.body?.code, fast: Date.now() - startedAt < QUEUE_BUDGET_MS };
};

/**
 * The app on a MariaDB and a Redis of the test's own, each killed (SIGKILL) and started again on the same port
 * while the app keeps running: during the outage every route fails cleanly (503, never 401 or 500, so the web app
 * keeps its session), and afterwards the same app and the same token work again without a restart.
 */
(SKIP ? describe.skip : describe)('MariaDB and Redis killed and restarted under a running app', () => {
  let mariadb: OwnMariaDb;
  let redis: OwnRedis;
  let t: PersonaApp;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    if (MISSING && IN_CI) throw new Error(`${MISSING}. CI=true, so this suite fails instead of skipping.`);
    [mariadb, redis] = await Promise.all([OwnMariaDb.create(), OwnRedis.create()]);
    // A latin1 server default, as a stock install has: the app must not depend on the server's charset.
    await mariadb.query('CREATE DATABASE leadscope');
    t = await startPersonaApp('sqlite', {
      DATABASE_URL: mariadb.urlOf('leadscope'),
      REDIS_URL: redis.url,
      BULL_PREFIX: freshPrefix(),
      CSV_INLINE_MAX_BYTES: '1kb',
    });
    admin = await signUp(t);
    user = await signUp(t);
    await grant(t, user, 10);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await mariadb?.stop();
    await redis?.stop();
    removeDirs();
  });

  it('answers 503 database_unavailable while MariaDB is down: valid tokens, login and refresh, never 401 or 500', async () => {
    await mariadb.stop();
    const profile = await request(t.http).get('/api/auth/profile/').set(bearer(user));
    expect({ status: profile.status, body: profile.body }).toEqual({
      status: 503,
      body: expect.objectContaining(DATABASE_UNAVAILABLE),
    });
    const calls = {
      login: await request(t.http)
        .post('/api/auth/login/')
        .send({ username: user.form.username, password: user.form.password }),
      refresh: await request(t.http).post('/api/auth/refresh/').send({ refresh: user.tokens.refresh }),
      history: await request(t.http).get('/api/search/history/').set(bearer(user)),
      usage: await request(t.http).get('/api/usage/info/').set(bearer(user)),
      personas: await request(t.http).get('/api/linkedin/persona/all/').set(bearer(user)),
      scrape: await scrape(t, user, { linkedin_urls: [profileUrl('db-outage')] }, '?async=1'),
    };
    for (const [name, response] of Object.entries(calls)) {
      expect({ name, status: response.status, code: response.body.code }).toEqual({
        name,
        status: 503,
        code: 'database_unavailable',
      });
    }
  });

  it('answers every route, as an admin and anonymously, without 401 or a 5xx other than 503', async () => {
    const bad: string[] = [];
    for (const route of listRoutes(t.app)) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      for (const who of route.isPublic ? [null, admin] : [admin]) {
        let call = request(t.http)[method](route.path);
        if (who) call = call.set(bearer(who));
        const response = ['post', 'put', 'patch'].includes(method) ? await call.send({}) : await call;
        const fine = response.status !== 401 && (response.status < 500 || expected503(response));
        if (!fine) bad.push(`${route.method} ${route.path} ${who ? 'admin' : 'anonymous'}: ${response.status}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('serves the same token again once MariaDB is back, without restarting the app', async () => {
    await mariadb.start();
    const profile = await pollUntil(
      () => request(t.http).get('/api/auth/profile/').set(bearer(user)),
      (response) => response.status !== 503,
      'the app reconnected to MariaDB',
      30_000,
      100,
    );
    expect(profile.status).toBe(200);
    await request(t.http)
      .post('/api/auth/login/')
      .send({ username: user.form.username, password: user.form.password })
      .expect(200);
    await request(t.http).post('/api/auth/refresh/').send({ refresh: user.tokens.refresh }).expect(200);
  });

  it('answers 503 queue_unavailable within 2 s to job-starting routes while Redis is down, then runs jobs again', async () => {
    const balance = await balanceOf(t, user);
    await redis.stop();
    const outcomes = {
      persona: await timed(() => scrape(t, user, { linkedin_urls: [profileUrl('redis-outage')] }, '?async=1')),
      leadImport: await timed(() =>
        request(t.http)
          .post('/api/csv/upload/')
          .set(bearer(admin))
          .field('column_mapping', JSON.stringify({ Company: 'company_name', Email: 'email' }))
          .attach(
            'csv_file',
            Buffer.from(
              'Company,Email\n' + Array.from({ length: 80 }, (_, i) => `Co ${i},p${i}@outage.example`).join('\n'),
            ),
            { filename: 'leads.csv', contentType: 'text/csv' },
          ),
      ),
    };
    for (const [name, outcome] of Object.entries(outcomes)) {
      expect({ name, ...outcome }).toEqual({ name, status: 503, code: 'queue_unavailable', fast: true });
    }
    // A request that failed holds no credits.
    expect(await t.credits.available(user.user.id)).toBe(balance);

    await redis.start();
    const started = await pollUntil(
      () => scrape(t, user, { linkedin_urls: [profileUrl('after-redis-outage')] }, '?async=1'),
      (response) => response.status !== 503,
      'the app reconnected to Redis',
      30_000,
      200,
    );
    expect(started.status).toBe(202);
    const { job } = await waitForJob(t, user, started.body.job_id, 40_000);
    expect(job).toMatchObject({ status: 'completed', charged_credits: 1 });
    const scraped = t.brightdata.triggers.flatMap((batch) => batch.urls).join(' ');
    expect(scraped).not.toMatch(/\/redis-outage\b/);
    expect(await balanceOf(t, user)).toBe(balance - 1);
    // The refused request left no job behind to run later (the one that ran is the only one).
    const jobs = await t.dataSource.query('SELECT COUNT(*) AS n FROM persona_jobs WHERE user_id = ?', [user.user.id]);
    expect(Number(jobs[0].n)).toBe(1);
  }, 90_000);
});
