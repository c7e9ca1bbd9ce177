import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { LazyModuleLoader } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bull';
import type { Job, JobOptions, JobStatus, Queue } from 'bull';
import type { JobDefinition } from '../job-definitions';
import { checkEnqueueOptions, errorText, planQueues, QueuePlan, retryDelayMs } from '../job-policies';
import type { JobRunner } from '../job-handler-registry';
import type { AnyJobs, EnqueueOptions, JobInfo, JobQueue, JobQueueHealth, JobRef, JobState } from '../job-queue.port';

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

/** Redis-backed driver. Processors run only when the role processes (worker, all); the api role only enqueues. */
export class BullJobQueue implements JobQueue<AnyJobs>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly plans: Map<string, QueuePlan>;
  private lastError = '';

  constructor(
    private readonly queues: Map<string, Queue>,
    private readonly definitions: Readonly<Record<string, JobDefinition>>,
    private readonly runner: JobRunner,
    private readonly processes: boolean,
  ) {
    this.plans = planQueues(definitions);
    for (const queue of queues.values()) queue.on('error', (error: Error) => this.logRedisError(queue, error));
  }

  onApplicationBootstrap(): void {
    if (!this.processes) return;
    for (const plan of this.plans.values()) {
      const queue = this.queueOf(plan.name);
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
    // With a known jobId Bull adds nothing and hands back that id.
    const job = await this.queueOf(definition.queue).add(name, data, jobOptions);
    return { id: String(job.id), name, queue: definition.queue };
  }

  async getJob<N extends string>(name: N, id: string): Promise<JobInfo<N> | null> {
    const queue = this.queueOf(this.definitionOf(name).queue);
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
    let timer: NodeJS.Timeout | undefined;
    try {
      const pings = [...this.queues.values()].map((queue) => queue.client.ping());
      await Promise.race([
        Promise.all(pings),
        new Promise(
          (_, reject) => (timer = setTimeout(() => reject(new Error('Redis did not answer within 2 s')), 2000)),
        ),
      ]);
      return { driver: 'bull', ok: true };
    } catch (error) {
      return { driver: 'bull', ok: false, error: errorText(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Queue.close() lets running jobs finish, then disconnects. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private definitionOf(name: string): JobDefinition {
    const definition = this.definitions[name];
    if (!definition) throw new Error(`Unknown job "${name}": add it to the job definitions`);
    return definition;
  }

  private queueOf(name: string): Queue {
    return this.queues.get(name) as Queue;
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
