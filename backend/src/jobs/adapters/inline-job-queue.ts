import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { JobDefinition } from '../job-definitions';
import type { JobRunner } from '../job-handler-registry';
import { asJson, checkEnqueueOptions, errorText, planQueues, QueuePlan, retryDelayMs } from '../job-policies';
import type { AnyJobs, EnqueueOptions, JobInfo, JobQueue, JobQueueHealth, JobRef, JobState } from '../job-queue.port';

type InlineJob = JobInfo & { queue: string; data: unknown };

interface Lane {
  plan: QueuePlan;
  /** Every job still known: waiting, delayed, active, or finished and not yet trimmed. */
  jobs: Map<string, InlineJob>;
  waiting: InlineJob[];
  running: number;
  /** Finished jobs, oldest first, for the keep policy. */
  finished: { completed: InlineJob[]; failed: InlineJob[] };
}

export interface InlineJobQueueOptions {
  /** False for APP_ROLE=api: jobs are accepted but never run. */
  processes: boolean;
  shutdownTimeoutMs: number;
}

/**
 * In-process driver for a single process without Redis: per-queue concurrency, retries with exponential
 * backoff, delays, and finished jobs kept per the keep policy so getJob answers. Nothing survives a restart;
 * durable work is re-enqueued from the database by its owner at start-up.
 */
export class InlineJobQueue implements JobQueue<AnyJobs>, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly lanes = new Map<string, Lane>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private started = false;
  private closed = false;

  constructor(
    private readonly definitions: Readonly<Record<string, JobDefinition>>,
    private readonly runner: JobRunner,
    private readonly options: InlineJobQueueOptions,
  ) {
    for (const plan of planQueues(definitions).values()) {
      this.lanes.set(plan.name, {
        plan,
        jobs: new Map(),
        waiting: [],
        running: 0,
        finished: { completed: [], failed: [] },
      });
    }
  }

  /** Handlers are checked in onModuleInit; running starts only once the whole app is up. */
  onApplicationBootstrap(): void {
    if (!this.options.processes) return;
    this.started = true;
    for (const lane of this.lanes.values()) this.pump(lane);
  }

  async enqueue<N extends string>(name: N, data: unknown, options: EnqueueOptions = {}): Promise<JobRef<N>> {
    if (this.closed) throw new Error(`Cannot enqueue job "${name}": the job queue is shutting down`);
    checkEnqueueOptions(name, options);
    const lane = this.laneOf(name);
    const known = options.jobId === undefined ? undefined : lane.jobs.get(options.jobId);
    if (known) return { id: known.id, name: known.name as N, queue: known.queue };

    const job: InlineJob = {
      id: options.jobId ?? randomUUID(),
      name,
      queue: lane.plan.name,
      data: asJson(data),
      state: 'waiting',
      attemptsMade: 0,
      progress: 0,
      result: null,
      error: null,
      createdAt: new Date(),
      finishedAt: null,
    };
    lane.jobs.set(job.id, job);
    if (options.delayMs && options.delayMs > 0) this.later(lane, job, options.delayMs);
    else this.makeReady(lane, job);
    return { id: job.id, name, queue: job.queue };
  }

  async getJob<N extends string>(name: N, id: string): Promise<JobInfo<N> | null> {
    const job = this.laneOf(name).jobs.get(id);
    if (!job || job.name !== name) return null;
    const { id: jobId, state, attemptsMade, progress, result, error, createdAt, finishedAt } = job;
    return { id: jobId, name, state, attemptsMade, progress, result, error, createdAt, finishedAt };
  }

  async health(): Promise<JobQueueHealth> {
    return this.closed ? { driver: 'inline', ok: false, error: 'shutting down' } : { driver: 'inline', ok: true };
  }

  /** Stops taking jobs, then waits for running ones up to the shutdown timeout. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const dropped = [...this.lanes.values()].reduce((sum, lane) => sum + lane.waiting.length, 0);
    if (dropped > 0) this.logger.warn(`Dropping ${dropped} waiting job(s): the inline queue lives in memory`);
    if (this.inFlight.size === 0) return;

    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      Promise.allSettled([...this.inFlight]).then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), this.options.shutdownTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      this.logger.warn(
        `${this.inFlight.size} job(s) still running after ${this.options.shutdownTimeoutMs} ms; not waiting`,
      );
    }
  }

  private laneOf(name: string): Lane {
    const definition = this.definitions[name];
    if (!definition) throw new Error(`Unknown job "${name}": add it to the job definitions`);
    return this.lanes.get(definition.queue) as Lane;
  }

  private later(lane: Lane, job: InlineJob, delayMs: number): void {
    job.state = 'delayed';
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.makeReady(lane, job);
    }, delayMs);
    this.timers.add(timer);
  }

  private makeReady(lane: Lane, job: InlineJob): void {
    job.state = 'waiting';
    lane.waiting.push(job);
    this.pump(lane);
  }

  private pump(lane: Lane): void {
    while (this.started && !this.closed && lane.running < lane.plan.concurrency && lane.waiting.length > 0) {
      const run = this.attempt(lane, lane.waiting.shift() as InlineJob);
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
    }
  }

  private async attempt(lane: Lane, job: InlineJob): Promise<void> {
    const definition = this.definitions[job.name];
    const attempt = job.attemptsMade + 1;
    lane.running += 1;
    job.state = 'active';
    try {
      const result = await this.runner.run(job.name, job.data, {
        jobId: job.id,
        attempt,
        reportProgress: async (value) => {
          job.progress = asJson(value);
        },
      });
      job.attemptsMade = attempt;
      job.result = asJson(result);
      this.finish(lane, job, 'completed', definition);
    } catch (error) {
      job.attemptsMade = attempt;
      job.error = errorText(error);
      if (attempt < definition.attempts) {
        const delayMs = retryDelayMs(definition.backoff, attempt);
        this.logger.warn(
          `Job ${job.name}#${job.id} try ${attempt}/${definition.attempts} failed (${job.error}); retry in ${delayMs} ms`,
        );
        this.later(lane, job, delayMs);
      } else {
        this.logger.error(`Job ${job.name}#${job.id} failed after ${attempt} tries: ${job.error}`);
        this.finish(lane, job, 'failed', definition);
      }
    } finally {
      lane.running -= 1;
      this.pump(lane);
    }
  }

  private finish(
    lane: Lane,
    job: InlineJob,
    state: Extract<JobState, 'completed' | 'failed'>,
    definition: JobDefinition,
  ): void {
    job.state = state;
    job.finishedAt = new Date();
    const finished = lane.finished[state];
    finished.push(job);
    const { count, ageSeconds } = definition.keep[state];
    const oldestKept = Date.now() - ageSeconds * 1000;
    while (
      finished.length > count ||
      (finished.length > 0 && (finished[0].finishedAt as Date).getTime() < oldestKept)
    ) {
      const gone = finished.shift() as InlineJob;
      // The id may have been enqueued afresh since; only forget this very job.
      if (lane.jobs.get(gone.id) === gone) lane.jobs.delete(gone.id);
    }
  }
}
