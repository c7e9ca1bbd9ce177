import { Logger } from '@nestjs/common';
import { JobDefinition } from '../job-definitions';
import type { JobRunner } from '../job-handler-registry';
import { InlineJobQueue } from './inline-job-queue';

const definitions: Record<string, JobDefinition> = {
  'test.job': {
    queue: 'q',
    attempts: 1,
    backoff: { type: 'exponential', delayMs: 10 },
    concurrency: 1,
    keep: { completed: { count: 2, ageSeconds: 3600 }, failed: { count: 2, ageSeconds: 3600 } },
  },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function inlineQueue(run: JobRunner['run'], options = { processes: true, shutdownTimeoutMs: 50 }) {
  const queue = new InlineJobQueue(definitions, { run }, options);
  queue.onApplicationBootstrap();
  return queue;
}

describe('InlineJobQueue', () => {
  beforeAll(() => Logger.overrideLogger(false));
  it('forgets the oldest finished jobs beyond the keep count', async () => {
    const queue = inlineQueue(async (_name, data) => data);
    const refs = [];
    for (const n of [1, 2, 3]) refs.push(await queue.enqueue('test.job', { n }));
    await settle();

    expect(await queue.getJob('test.job', refs[0].id)).toBeNull();
    expect((await queue.getJob('test.job', refs[2].id))?.result).toEqual({ n: 3 });
    await queue.onModuleDestroy();
  });

  it('hands the handler a copy of the payload, as it would arrive from Redis', async () => {
    const seen: unknown[] = [];
    const queue = inlineQueue(async (_name, data) => seen.push(data));
    const payload = { at: new Date(0), nested: { n: 1 } };
    await queue.enqueue('test.job', payload);
    await settle();

    expect(seen).toEqual([{ at: '1970-01-01T00:00:00.000Z', nested: { n: 1 } }]);
    await queue.onModuleDestroy();
  });

  it('stops waiting for a job that outlives the shutdown timeout, and refuses new jobs', async () => {
    let release: () => void = () => undefined;
    const queue = inlineQueue(() => new Promise((resolve) => (release = () => resolve(null))));
    await queue.enqueue('test.job', {});
    await settle();

    const started = Date.now();
    await queue.onModuleDestroy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    await expect(queue.enqueue('test.job', {})).rejects.toThrow(/shutting down/);
    release();
  });

  it('refuses a job name that is not defined', async () => {
    const queue = inlineQueue(async () => null);
    await expect(queue.enqueue('nope', {})).rejects.toThrow(/Unknown job "nope"/);
    await queue.onModuleDestroy();
  });
});
