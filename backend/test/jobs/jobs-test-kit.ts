import { ConsoleLogger, Inject, LogLevel, Type } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import Bull from 'bull';
import { randomBytes } from 'node:crypto';
import { AppConfig, AppRole, loadConfig } from '../../src/config/app-config';
import { ConfigModule } from '../../src/config/config.module';
import { exponential, JobDefinitions, KEEP_STANDARD } from '../../src/jobs/job-definitions';
import { JobHandler, JobHandlerOf } from '../../src/jobs/job-handler.decorator';
import { JOB_QUEUE, JobContext, JobInfo, JobQueue, JobState } from '../../src/jobs/job-queue.port';
import { JobsModule } from '../../src/jobs/jobs.module';
import { TEST_REDIS_URL } from '../support/services';

export type Driver = 'inline' | 'bull';

/** The test's own jobs: the production table's handlers live in other modules. */
export interface TestJobs {
  'test.echo': { text: string; ms?: number };
  'test.flaky': { succeedOnAttempt: number };
  'test.slow': { ms: number };
}

export const BACKOFF_MS = 50;
const backoff = exponential(BACKOFF_MS);

export const TEST_DEFINITIONS: JobDefinitions<TestJobs> = {
  'test.echo': { queue: 'echo', attempts: 1, backoff, concurrency: 1, keep: KEEP_STANDARD },
  'test.flaky': { queue: 'flaky', attempts: 3, backoff, concurrency: 1, keep: KEEP_STANDARD },
  'test.slow': { queue: 'slow', attempts: 1, backoff, concurrency: 2, keep: KEEP_STANDARD },
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the handlers saw, shared with the test through DI. */
export class Probe {
  readonly starts: { name: string; jobId: string; attempt: number; at: number }[] = [];
  running = 0;
  maxRunning = 0;
  finished = 0;

  start(name: string, ctx: JobContext): void {
    this.starts.push({ name, jobId: ctx.jobId, attempt: ctx.attempt, at: performance.now() });
    this.running += 1;
    this.maxRunning = Math.max(this.maxRunning, this.running);
  }

  end(): void {
    this.running -= 1;
    this.finished += 1;
  }
}

@JobHandler<TestJobs>('test.echo')
export class EchoJob implements JobHandlerOf<'test.echo', TestJobs> {
  constructor(@Inject(Probe) private readonly probe: Probe) {}

  async handle(data: TestJobs['test.echo'], ctx: JobContext) {
    this.probe.start('test.echo', ctx);
    await ctx.reportProgress({ step: 'echoing' });
    if (data.ms) await sleep(data.ms);
    this.probe.end();
    return { echoed: data.text, attempt: ctx.attempt };
  }
}

/** Same job name as EchoJob: the start-up check must refuse the pair. */
@JobHandler<TestJobs>('test.echo')
export class SecondEchoJob extends EchoJob {}

@JobHandler<TestJobs>('test.flaky')
export class FlakyJob implements JobHandlerOf<'test.flaky', TestJobs> {
  constructor(@Inject(Probe) private readonly probe: Probe) {}

  async handle(data: TestJobs['test.flaky'], ctx: JobContext) {
    this.probe.start('test.flaky', ctx);
    this.probe.end();
    if (ctx.attempt < data.succeedOnAttempt) throw new Error(`flaky failure on try ${ctx.attempt}`);
    return { okOnTry: ctx.attempt };
  }
}

@JobHandler<TestJobs>('test.slow')
export class SlowJob implements JobHandlerOf<'test.slow', TestJobs> {
  constructor(@Inject(Probe) private readonly probe: Probe) {}

  async handle(data: TestJobs['test.slow'], ctx: JobContext) {
    this.probe.start('test.slow', ctx);
    await ctx.reportProgress(50);
    await sleep(data.ms);
    this.probe.end();
  }
}

/** Names a job the definitions do not have. */
@JobHandler<{ 'test.stray': unknown }>('test.stray')
export class StrayJob {
  async handle() {}
}

export const ALL_HANDLERS: Type[] = [EchoJob, FlakyJob, SlowJob];

/** One Redis key prefix per run (cleaned up afterwards), one sub-prefix per app unless shared on purpose. */
export const RUN_PREFIX = `leadscope-test-jobs-${randomBytes(4).toString('hex')}`;
let apps = 0;
export const freshPrefix = () => `${RUN_PREFIX}:${++apps}`;

const LOG_LEVELS: Record<string, LogLevel[]> = { silent: [], error: ['error'], warn: ['error', 'warn'] };

export interface JobsHarness {
  jobs: JobQueue<TestJobs>;
  probe: Probe;
  moduleRef: TestingModule;
}

export interface StartOptions {
  role?: AppRole;
  handlers?: Type[];
  prefix?: string;
}

/** Every app a test opened; the suite closes them after each test, started or not. */
export const openApps: TestingModule[] = [];

/** Builds and initialises a small Nest app: config, JobsModule with the test table, the given handlers. */
export async function startJobs(driver: Driver, options: StartOptions = {}): Promise<JobsHarness> {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'jobs-test-secret-that-is-long-enough-0123456789',
    ...(driver === 'bull' ? { REDIS_URL: TEST_REDIS_URL } : {}),
  });
  // Set after loading: the config refuses api without Redis, yet the inline driver must honour it too.
  const config: AppConfig = { ...base, role: options.role ?? 'all' };
  const probe = new Probe();
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      JobsModule.forRoot({
        definitions: TEST_DEFINITIONS,
        bullPrefix: options.prefix ?? freshPrefix(),
        shutdownTimeoutMs: 3000,
      }),
    ],
    providers: [{ provide: Probe, useValue: probe }, ...(options.handlers ?? ALL_HANDLERS)],
  })
    .setLogger(new ConsoleLogger({ logLevels: LOG_LEVELS[process.env.TEST_LOG_LEVEL ?? 'silent'] ?? LOG_LEVELS.warn }))
    .compile();
  openApps.push(moduleRef);
  await moduleRef.init();
  return { jobs: moduleRef.get<JobQueue<TestJobs>>(JOB_QUEUE), probe, moduleRef };
}

/** Polls getJob until the job reaches one of `states`. */
export async function waitForJob<N extends keyof TestJobs>(
  jobs: JobQueue<TestJobs>,
  name: N,
  id: string,
  states: JobState[],
  timeoutMs = 8000,
): Promise<JobInfo<N>> {
  const deadline = Date.now() + timeoutMs;
  let info: JobInfo<N> | null = null;
  while (Date.now() < deadline) {
    info = await jobs.getJob(name, id);
    if (info && states.includes(info.state)) return info;
    await sleep(10);
  }
  throw new Error(
    `Job ${name}#${id} did not reach ${states.join('/')} within ${timeoutMs} ms (last: ${JSON.stringify(info)})`,
  );
}

/** Deletes every Redis key this run created; returns how many. */
export async function deleteRunKeys(): Promise<number> {
  const queue = new Bull('cleanup', TEST_REDIS_URL);
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await queue.client.scan(cursor, 'MATCH', `${RUN_PREFIX}:*`, 'COUNT', 1000);
      if (keys.length > 0) deleted += await queue.client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  } finally {
    await queue.close();
  }
}
