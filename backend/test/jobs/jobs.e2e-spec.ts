import { IN_CI } from '../support/services';
import {
  ALL_HANDLERS,
  BACKOFF_MS,
  deleteRunKeys,
  Driver,
  EchoJob,
  freshPrefix,
  openApps,
  SecondEchoJob,
  sleep,
  SlowJob,
  startJobs,
  StrayJob,
  waitForJob,
} from './jobs-test-kit';

/** Set by test/global-setup.ts when Redis does not answer PING. */
const REDIS_MISSING = process.env.LEADSCOPE_TEST_REDIS_MISSING;
const SKIP_BULL = Boolean(REDIS_MISSING) && !IN_CI;
if (SKIP_BULL) console.warn(`Job queue contract: the Bull driver cases are SKIPPED. ${REDIS_MISSING}`);

/** Timers may fire up to a millisecond early as measured by performance.now(). */
const TIMER_SLACK_MS = 2;

afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
});

describe.each<Driver>(['inline', 'bull'])('job queue contract on the %s driver', (driver) => {
  const it = driver === 'bull' && SKIP_BULL ? globalThis.it.skip : globalThis.it;

  beforeAll(() => {
    if (driver === 'bull' && REDIS_MISSING && IN_CI) {
      throw new Error(`${REDIS_MISSING}. CI=true, so the Bull driver suite fails instead of skipping.`);
    }
  });
  afterAll(async () => {
    if (driver === 'bull' && !REDIS_MISSING) await deleteRunKeys();
  });

  it('runs a job once and keeps its result', async () => {
    const { jobs, probe } = await startJobs(driver);

    const ref = await jobs.enqueue('test.echo', { text: 'hello' });
    const info = await waitForJob(jobs, 'test.echo', ref.id, ['completed', 'failed']);
    await sleep(300);

    expect(ref).toEqual({ id: expect.any(String), name: 'test.echo', queue: 'echo' });
    expect(info).toMatchObject({
      id: ref.id,
      name: 'test.echo',
      state: 'completed',
      attemptsMade: 1,
      progress: { step: 'echoing' },
      result: { echoed: 'hello', attempt: 1 },
      error: null,
    });
    expect(info.finishedAt!.getTime()).toBeGreaterThanOrEqual(info.createdAt.getTime());
    expect(probe.starts.map((start) => start.jobId)).toEqual([ref.id]);
  });

  it('retries a failing job with exponential backoff and ends failed with its error text', async () => {
    const { jobs, probe } = await startJobs(driver);

    const ref = await jobs.enqueue('test.flaky', { succeedOnAttempt: 99 });
    const info = await waitForJob(jobs, 'test.flaky', ref.id, ['completed', 'failed']);

    expect(info).toMatchObject({ state: 'failed', attemptsMade: 3, error: 'flaky failure on try 3', result: null });
    expect(info.finishedAt).toBeInstanceOf(Date);
    expect(probe.starts.map((start) => start.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = probe.starts.map((start) => start.at);
    expect(second - first).toBeGreaterThanOrEqual(BACKOFF_MS - TIMER_SLACK_MS);
    expect(third - second).toBeGreaterThanOrEqual(2 * BACKOFF_MS - TIMER_SLACK_MS);
  });

  it('completes a job that succeeds on a retry, keeping the last failure text', async () => {
    const { jobs } = await startJobs(driver);

    const ref = await jobs.enqueue('test.flaky', { succeedOnAttempt: 2 });
    const info = await waitForJob(jobs, 'test.flaky', ref.id, ['completed', 'failed']);

    expect(info).toMatchObject({
      state: 'completed',
      attemptsMade: 2,
      result: { okOnTry: 2 },
      error: 'flaky failure on try 1',
    });
  });

  it('never runs more jobs of a queue at once than its concurrency, and uses all of it', async () => {
    const { jobs, probe } = await startJobs(driver);

    const refs = await Promise.all(Array.from({ length: 6 }, () => jobs.enqueue('test.slow', { ms: 120 })));
    const infos = await Promise.all(refs.map((ref) => waitForJob(jobs, 'test.slow', ref.id, ['completed', 'failed'])));

    expect(infos.map((info) => info.state)).toEqual(Array(6).fill('completed'));
    expect(probe.finished).toBe(6);
    expect(probe.maxRunning).toBe(2);
  });

  it('runs a job enqueued twice with the same jobId once, even after it finished', async () => {
    const { jobs, probe } = await startJobs(driver);

    const first = await jobs.enqueue('test.echo', { text: 'once', ms: 100 }, { jobId: 'reset-mail-42' });
    const second = await jobs.enqueue('test.echo', { text: 'twice', ms: 100 }, { jobId: 'reset-mail-42' });
    const info = await waitForJob(jobs, 'test.echo', first.id, ['completed', 'failed']);
    const third = await jobs.enqueue('test.echo', { text: 'thrice' }, { jobId: 'reset-mail-42' });
    await sleep(300);

    expect(first).toEqual({ id: 'reset-mail-42', name: 'test.echo', queue: 'echo' });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(info.result).toEqual({ echoed: 'once', attempt: 1 });
    expect(probe.starts).toHaveLength(1);
  });

  it('holds a delayed job until its delay has passed', async () => {
    const { jobs, probe } = await startJobs(driver);

    const enqueuedAt = performance.now();
    const ref = await jobs.enqueue('test.echo', { text: 'later' }, { delayMs: 300 });
    const early = await jobs.getJob('test.echo', ref.id);
    await waitForJob(jobs, 'test.echo', ref.id, ['completed']);

    expect(early?.state).toBe('delayed');
    expect(probe.starts[0].at - enqueuedAt).toBeGreaterThanOrEqual(300 - TIMER_SLACK_MS);
  });

  it('lets the api role enqueue but never process', async () => {
    const { jobs, probe } = await startJobs(driver, { role: 'api' });

    const ref = await jobs.enqueue('test.echo', { text: 'queued' });
    await sleep(500);

    expect((await jobs.getJob('test.echo', ref.id))?.state).toBe('waiting');
    expect(probe.starts).toHaveLength(0);
  });

  it('waits for a running job to finish when the app shuts down', async () => {
    const { jobs, probe, moduleRef } = await startJobs(driver);

    const ref = await jobs.enqueue('test.slow', { ms: 400 });
    await waitForJob(jobs, 'test.slow', ref.id, ['active']);
    await moduleRef.close();

    expect(probe.finished).toBe(1);
  });

  it('answers null for an unknown job id and reports itself healthy', async () => {
    const { jobs } = await startJobs(driver);

    expect(await jobs.getJob('test.echo', 'no-such-job')).toBeNull();
    expect(await jobs.health()).toEqual({ driver, ok: true });
  });

  it('refuses to start when a defined job has no handler', async () => {
    await expect(startJobs(driver, { handlers: [EchoJob, SlowJob] })).rejects.toThrow(
      /job "test\.flaky" has no @JobHandler provider/,
    );
  });

  it('refuses to start when a job has two handlers', async () => {
    await expect(startJobs(driver, { handlers: [...ALL_HANDLERS, SecondEchoJob] })).rejects.toThrow(
      /job "test\.echo" has 2 handlers \(EchoJob, SecondEchoJob\)/,
    );
  });

  it('refuses to start when a handler names a job that is not defined', async () => {
    await expect(startJobs(driver, { handlers: [...ALL_HANDLERS, StrayJob] })).rejects.toThrow(
      /StrayJob handles job "test\.stray", which is not in the job definitions/,
    );
  });

  if (driver === 'bull') {
    it('hands a job enqueued by an api process to a worker process sharing Redis', async () => {
      const prefix = freshPrefix();
      const api = await startJobs('bull', { role: 'api', prefix });
      const worker = await startJobs('bull', { role: 'worker', prefix });

      const ref = await api.jobs.enqueue('test.echo', { text: 'from the api' });
      const info = await waitForJob(api.jobs, 'test.echo', ref.id, ['completed', 'failed']);

      expect(info.result).toEqual({ echoed: 'from the api', attempt: 1 });
      expect(api.probe.starts).toHaveLength(0);
      expect(worker.probe.starts).toHaveLength(1);
    });
  }
});
