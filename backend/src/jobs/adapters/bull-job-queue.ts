import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { LazyModuleLoader } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bull';
import Bull from 'bull';
import type { Job, JobOptions, JobStatus, Queue } from 'bull';
import Redis, { RedisOptions } from 'ioredis';
import { closeRedis, FAIL_FAST_REDIS_OPTIONS, whenRedisReady } from '../../common/redis-client';
import type { JobDefinition } from '../job-definitions';
import { checkEnqueueOptions, errorText, planQueues, QueuePlan, retryDelayMs } from '../job-policies';
import type { JobRunner } from '../job-handler-registry';
import type { AnyJobs, EnqueueOptions, JobInfo, JobQueue, JobQueueHealth, JobRef, JobState } from '../job-queue.port';
import { queueUnavailable } from '../jobs.errors';

/**
 * How long a request waits for Redis to take a job (or answer a read) before it answers 503 queue_unavailable;
 * well below 2 s, so the whole request, its database work included, still fails within 2 s.
 */
export const QUEUE_DEADLINE_MS = 1_000;

/** Bull's own "exponential" waits 1x, 3x, 7x; ours waits 1x, 2x, 4x like the inline driver. */
const BACKOFF_STRATEGY = 'leadscope-exponential';
const backoffStrategies = {
  [BACKOFF_STRATEGY]: (attemptsMade: number, _error: Error, backoff: JobDefinition['backoff']) =>
    retryDelayMs(backoff, attemptsMade),
};

/**
 * Builds one Bull queue per name through @nestjs/bull. Loaded lazily, only when REDIS_URL is set, because
 * a registered queue connects to Redis as soon as it is constructed.
 */
export async function loadBullQueues(
  lazyModuleLoader: LazyModuleLoader,
  redisUrl: string,
  prefix: string,
  queueNames: readonly string[],
): Promise<Map<string, Queue>> {
  const options = queueNames.map((name) => ({ name, url: redisUrl, prefix, settings: { backoffStrategies } }));
  const moduleRef = await lazyModuleLoader.load(() => BullModule.registerQueue(...options), { logger: false });
  return new Map(queueNames.map((name) => [name, moduleRef.get<Queue>(getQueueToken(name))]));
}

/** Requests' queues and the connections they opened (Bull leaves connections it did not create open on close). */
export interface ProducerQueues {
  queues: Map<string, Queue>;
  connections: Redis[];
}

/**
 * The queues requests enqueue on and read from. They never process, and their command connection fails fast
 * (common/redis-client.ts): with Redis down an add fails at once instead of waiting in ioredis' offline queue and
 * being replayed when Redis returns, so a job whose request answered 503 never runs. The processing queues
 * (loadBullQueues) keep Bull's patient connections, which ride out an outage.
 */
export function createProducerQueues(redisUrl: string, prefix: string, queueNames: readonly string[]): ProducerQueues {
  const connections: Redis[] = [];
  const createClient = (type: 'client' | 'subscriber' | 'bclient', options?: RedisOptions) => {
    const extra: RedisOptions = type === 'client' ? FAIL_FAST_REDIS_OPTIONS : { maxRetriesPerRequest: null };
    const connection = new Redis({ ...options, ...extra });
    connections.push(connection);
    return connection;
  };
  const queues = queueNames.map((name) => [name, new Bull(name, redisUrl, { prefix, createClient })] as const);
  return { queues: new Map(queues), connections };
}

/** `work`'s answer, or a rejection once `ms` have passed without one ("Redis did not answer within …"). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Bull's states, ours: a paused queue's job and a job between lists ('stuck') are still waiting. */
export function toJobState(state: JobStatus | 'stuck'): JobState {
  return state === 'paused' || state === 'stuck' ? 'waiting' : state;
}

export interface BullJobFields {
  id: string | number;
  name: string;
  attemptsMade: number;
  progress: number | object;
  returnvalue: unknown;
  failedReason?: string;
  timestamp: number;
  finishedOn?: number | null;
}

/** Bull counts failed tries only; ours counts finished tries, so a completed job adds its last one. */
export function toJobInfo<N extends string>(
  job: BullJobFields & { name: N },
  bullState: JobStatus | 'stuck',
): JobInfo<N> {
  const state = toJobState(bullState);
  return {
    id: String(job.id),
    name: job.name,
    state,
    attemptsMade: state === 'completed' ? job.attemptsMade + 1 : job.attemptsMade,
    progress: job.progress ?? 0,
    result: state === 'completed' ? (job.returnvalue ?? null) : null,
    error: job.failedReason || null,
    createdAt: new Date(job.timestamp),
    finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
  };
}

/**
 * Bull's process() calls setWorkerName() (CLIENT SETNAME on the blocking connection) and drops the promise,
 * so closing a queue before that connection is up ends in an unhandled "Connection is closed." rejection.
 * The name only labels the connection in CLIENT LIST; losing it at shutdown is harmless.
 */
function handleWorkerNameRejection(queue: Queue): void {
  const internals = queue as Queue & { setWorkerName(): Promise<unknown> };
  const setWorkerName = internals.setWorkerName.bind(queue);
  internals.setWorkerName = () => setWorkerName().catch(() => undefined);
}

/**
 * Redis-backed driver. Requests enqueue and read through the producer queues; processors run on the worker queues,
 * which exist only when the role processes (worker, all).
 */
export class BullJobQueue implements JobQueue<AnyJobs>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly plans: Map<string, QueuePlan>;
  private lastError = '';

  constructor(
    private readonly producers: ProducerQueues,
    private readonly workers: Map<string, Queue>,
    private readonly definitions: Readonly<Record<string, JobDefinition>>,
    private readonly runner: JobRunner,
  ) {
    this.plans = planQueues(definitions);
    for (const queue of [...producers.queues.values(), ...workers.values()]) {
      queue.on('error', (error: Error) => this.logRedisError(queue, error));
    }
  }

  onApplicationBootstrap(): void {
    for (const plan of this.plans.values()) {
      const queue = this.workers.get(plan.name);
      if (!queue) continue;
      handleWorkerNameRejection(queue);
      queue.on('failed', (job: Job, error: Error) => this.logFailure(job, error));
      // '*' takes every job name on the queue, so the concurrency is the queue's, not per name.
      queue
        .process('*', plan.concurrency, (job: Job) =>
          this.runner.run(job.name, job.data, {
            jobId: String(job.id),
            attempt: job.attemptsMade + 1,
            reportProgress: async (value) => {
              await job.progress(value);
            },
          }),
        )
        .catch((error: unknown) => this.logger.error(`Queue "${plan.name}" stopped processing: ${errorText(error)}`));
    }
  }

  async enqueue<N extends string>(name: N, data: unknown, options: EnqueueOptions = {}): Promise<JobRef<N>> {
    checkEnqueueOptions(name, options);
    const definition = this.definitionOf(name);
    const { completed, failed } = definition.keep;
    const jobOptions: JobOptions = {
      attempts: definition.attempts,
      backoff: { type: BACKOFF_STRATEGY, options: definition.backoff },
      removeOnComplete: { count: completed.count, age: completed.ageSeconds },
      removeOnFail: { count: failed.count, age: failed.ageSeconds },
    };
    if (options.jobId !== undefined) jobOptions.jobId = options.jobId;
    if (options.delayMs) jobOptions.delay = options.delayMs;
    const queue = this.producerOf(definition.queue);
    // With a known jobId Bull adds nothing and hands back that id.
    const job = await this.withinDeadline(`enqueue ${name}`, queue, () => queue.add(name, data, jobOptions));
    return { id: String(job.id), name, queue: definition.queue };
  }

  async getJob<N extends string>(name: N, id: string): Promise<JobInfo<N> | null> {
    const queue = this.producerOf(this.definitionOf(name).queue);
    return this.withinDeadline(`read ${name}#${id}`, queue, () => this.readJob(queue, name, id));
  }

  private async readJob<N extends string>(queue: Queue, name: N, id: string): Promise<JobInfo<N> | null> {
    const found = await queue.getJob(id);
    if (!found || found.name !== name) return null;
    const state = await found.getState();
    // Fields and state are separate reads; a try that ended between them would pair a finished state with
    // stale fields. Finished states are final and written together with the fields, so read them again.
    const job = await queue.getJob(id);
    if (!job) return null;
    const { id: jobId, attemptsMade, returnvalue, failedReason, timestamp, finishedOn } = job;
    const progress = job.progress() as number | object;
    const fields = { id: jobId, name, attemptsMade, progress, returnvalue, failedReason, timestamp, finishedOn };
    return toJobInfo(fields, state);
  }

  async health(): Promise<JobQueueHealth> {
    try {
      const pings = [...this.producers.queues.values()].map(async (queue) => {
        await whenRedisReady(queue.client, 2000);
        return queue.client.ping();
      });
      await within(2000, Promise.all(pings));
      return { driver: 'bull', ok: true };
    } catch (error) {
      return { driver: 'bull', ok: false, error: errorText(error) };
    }
  }

  /** Queue.close() lets running jobs finish, then disconnects. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.workers.values()].map((queue) => queue.close()));
    await Promise.all([...this.producers.queues.values()].map((queue) => queue.close()));
    await Promise.all(this.producers.connections.map((connection) => closeRedis(connection)));
  }

  /**
   * Runs a Redis call only on a ready connection and gives it QUEUE_DEADLINE_MS in all. Nothing is queued while
   * Redis is away (fail-fast connection), so a refused call leaves nothing behind to run later.
   */
  private async withinDeadline<T>(what: string, queue: Queue, call: () => Promise<T>): Promise<T> {
    const startedAt = Date.now();
    try {
      await whenRedisReady(queue.client, QUEUE_DEADLINE_MS);
      return await within(Math.max(1, QUEUE_DEADLINE_MS - (Date.now() - startedAt)), call());
    } catch (error) {
      this.logger.warn(`Queue "${queue.name}" unavailable (${what}): ${errorText(error)}`);
      throw queueUnavailable();
    }
  }

  private definitionOf(name: string): JobDefinition {
    const definition = this.definitions[name];
    if (!definition) throw new Error(`Unknown job "${name}": add it to the job definitions`);
    return definition;
  }

  private producerOf(name: string): Queue {
    return this.producers.queues.get(name) as Queue;
  }

  private logFailure(job: Job, error: Error): void {
    const attempts = job.opts.attempts ?? 1;
    if (job.attemptsMade < attempts) {
      this.logger.warn(
        `Job ${job.name}#${job.id} try ${job.attemptsMade}/${attempts} failed (${error.message}); will retry`,
      );
    } else {
      this.logger.error(`Job ${job.name}#${job.id} failed after ${job.attemptsMade} tries: ${error.message}`);
    }
  }

  /** A Redis outage repeats the same error on every reconnect; say it once until it changes. */
  private logRedisError(queue: Queue, error: Error): void {
    const text = `Queue "${queue.name}": ${error.message}`;
    if (text === this.lastError) return;
    this.lastError = text;
    this.logger.error(text);
  }
}
