import { toJobInfo, toJobState } from './adapters/bull-job-queue';
import { JOB_DEFINITIONS, JobDefinition, KEEP_STANDARD } from './job-definitions';
import { handlerProblems } from './job-handler-registry';
import { checkEnqueueOptions, errorText, planQueues, retryDelayMs } from './job-policies';

const definition = (overrides: Partial<JobDefinition> = {}): JobDefinition => ({
  queue: 'q',
  attempts: 3,
  backoff: { type: 'exponential', delayMs: 100 },
  concurrency: 1,
  keep: KEEP_STANDARD,
  ...overrides,
});

describe('retryDelayMs', () => {
  it('doubles the base delay after each failed try', () => {
    const backoff = { type: 'exponential', delayMs: 2000 } as const;
    expect([1, 2, 3, 4].map((attemptsMade) => retryDelayMs(backoff, attemptsMade))).toEqual([2000, 4000, 8000, 16000]);
  });
});

describe('planQueues', () => {
  it('accepts the production table: mail.send on queue mail, two at a time', () => {
    expect(planQueues(JOB_DEFINITIONS).get('mail')).toEqual({ name: 'mail', concurrency: 2, jobNames: ['mail.send'] });
  });

  it('groups jobs that share a queue', () => {
    const plan = planQueues({
      a: definition({ queue: 'shared' }),
      b: definition({ queue: 'shared' }),
      c: definition(),
    });
    expect([...plan.values()]).toEqual([
      { name: 'shared', concurrency: 1, jobNames: ['a', 'b'] },
      { name: 'q', concurrency: 1, jobNames: ['c'] },
    ]);
  });

  it('refuses jobs that share a queue but not its concurrency, naming both', () => {
    expect(() => planQueues({ a: definition(), b: definition({ concurrency: 4 }) })).toThrow(
      /"b": queue "q" has concurrency 1 \(from "a"\), this job says 4/,
    );
  });

  it.each([
    [{ attempts: 0 }, /"bad": attempts must be a whole number >= 1/],
    [{ concurrency: 1.5 }, /"bad": concurrency/],
    [{ backoff: { type: 'exponential', delayMs: -1 } }, /"bad": backoff.delayMs/],
    [{ queue: 'has space' }, /"bad": queue "has space"/],
    [{ keep: { ...KEEP_STANDARD, failed: { count: -1, ageSeconds: 60 } } }, /"bad": keep.failed/],
  ] as [Partial<JobDefinition>, RegExp][])('refuses %j', (overrides, message) => {
    expect(() => planQueues({ bad: definition(overrides) })).toThrow(message);
  });
});

describe('checkEnqueueOptions', () => {
  it('accepts no options, a jobId and a delay', () => {
    expect(() => checkEnqueueOptions('a', {})).not.toThrow();
    expect(() => checkEnqueueOptions('a', { jobId: 'reset:1', delayMs: 0 })).not.toThrow();
  });

  it('refuses an empty or all-digit jobId and a negative or non-numeric delay', () => {
    expect(() => checkEnqueueOptions('a', { jobId: ' ' })).toThrow(/jobId/);
    expect(() => checkEnqueueOptions('a', { jobId: '42' })).toThrow(/bare number/);
    expect(() => checkEnqueueOptions('a', { delayMs: -5 })).toThrow(/delayMs/);
    expect(() => checkEnqueueOptions('a', { delayMs: Number.NaN })).toThrow(/delayMs/);
  });
});

describe('errorText', () => {
  it('reads the message of an Error and says something for anything else thrown', () => {
    expect(errorText(new Error('smtp down'))).toBe('smtp down');
    expect(errorText(new TypeError(''))).toBe('TypeError');
    expect(errorText('plain text')).toBe('plain text');
    expect(errorText({ code: 42 })).toBe('{"code":42}');
    expect(errorText(undefined)).toBe('undefined');
  });
});

describe('Bull job mapping', () => {
  it('maps Bull states to ours; paused and stuck jobs are waiting', () => {
    expect(
      (['waiting', 'delayed', 'active', 'completed', 'failed', 'paused', 'stuck'] as const).map(toJobState),
    ).toEqual(['waiting', 'delayed', 'active', 'completed', 'failed', 'waiting', 'waiting']);
  });

  const bullJob = {
    id: 7,
    name: 'mail.send',
    attemptsMade: 1,
    progress: 0,
    returnvalue: { sent: true },
    failedReason: 'smtp down',
    timestamp: 1_700_000_000_000,
    finishedOn: 1_700_000_005_000,
  };

  it('counts the successful try of a completed job, which Bull leaves out', () => {
    expect(toJobInfo(bullJob, 'completed')).toEqual({
      id: '7',
      name: 'mail.send',
      state: 'completed',
      attemptsMade: 2,
      progress: 0,
      result: { sent: true },
      error: 'smtp down',
      createdAt: new Date(1_700_000_000_000),
      finishedAt: new Date(1_700_000_005_000),
    });
  });

  it('reports no result and no finish time for a job waiting to retry', () => {
    expect(toJobInfo({ ...bullJob, returnvalue: null, finishedOn: null }, 'delayed')).toMatchObject({
      state: 'delayed',
      attemptsMade: 1,
      result: null,
      error: 'smtp down',
      finishedAt: null,
    });
  });
});

describe('handlerProblems', () => {
  const handler = (jobName: string, className: string) => ({ jobName, className });

  it('finds nothing wrong with one handler per job', () => {
    expect(handlerProblems(['a', 'b'], [handler('a', 'AJob'), handler('b', 'BJob')])).toEqual([]);
  });

  it('names a job without a handler, a job with two, and a handler for an unknown job', () => {
    const problems = handlerProblems(
      ['a', 'b'],
      [handler('a', 'AJob'), handler('a', 'OtherAJob'), handler('c', 'CJob')],
    );
    expect(problems).toEqual([
      'job "a" has 2 handlers (AJob, OtherAJob); keep one',
      'job "b" has no @JobHandler provider',
      'CJob handles job "c", which is not in the job definitions',
    ]);
  });

  it('names a handler that cannot be used', () => {
    expect(handlerProblems(['a'], [{ ...handler('a', 'AJob'), unusable: 'has no handle(data, ctx) method' }])).toEqual([
      'AJob (job "a") has no handle(data, ctx) method',
    ]);
  });
});
