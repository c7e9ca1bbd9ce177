import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';
import request from 'supertest';
import { JOB_QUEUE, JobQueue } from '../../src/jobs/job-queue.port';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds, IN_CI } from '../support/services';
import { csvOf, upload as uploadPersonaCsv } from '../csv-persona/csv-kit';
import { balanceOf, grant, PersonaApp, profileUrl, scrape, startPersonaApp, waitForJob } from '../linkedin/persona-kit';

const REDIS_SERVER_MISSING =
  spawnSync('redis-server', ['--version']).status === 0 ? null : 'redis-server is not installed (needed to stop Redis)';
const SKIP = Boolean(REDIS_SERVER_MISSING) && !IN_CI;
if (SKIP) console.warn(`Queue outage: SKIPPED. ${REDIS_SERVER_MISSING}`);

const OUTAGE_BUDGET_MS = 2_000;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const end = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => end(false));
    socket.once('error', () => end(false));
    socket.once('data', (data) => end(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/** A Redis of the test's own on a spare port, without persistence, that the test stops and starts again. */
class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await pings(this.port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** SIGKILL: an outage, not a clean shutdown. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}

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
    redis = await OwnRedis.start();
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
