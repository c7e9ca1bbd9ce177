import type { JobDataMap } from './job-definitions';

export interface EnqueueOptions {
  /**
   * De-duplication key. While a job with this id is still known (waiting, running, or finished and not yet
   * trimmed by the keep policy), enqueueing it again does nothing and returns the existing job's ref.
   * Ids are per queue; not a bare number, which could meet one of Bull's own ids (use e.g. `reset:42`).
   */
  jobId?: string;
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobRef<N extends string = string> {
  id: string;
  name: N;
  queue: string;
}

/** 'delayed' covers both a job scheduled with delayMs and a failed try waiting for its retry. */
export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobInfo<N extends string = string> {
  id: string;
  name: N;
  state: JobState;
  /** Tries that have finished, failed or not. */
  attemptsMade: number;
  progress: number | object;
  /** What the handler returned, as JSON would carry it; null until completed. */
  result: unknown;
  /** Message of the last failed try; kept while a retry is pending. */
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface JobQueueHealth {
  driver: 'inline' | 'bull';
  ok: boolean;
  error?: string;
}

/** What a handler gets besides the payload. */
export interface JobContext {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  reportProgress(value: number | object): Promise<void>;
}

/**
 * The job-queue port. Bull on Redis when REDIS_URL is set, an in-process queue otherwise.
 * M is the payload map; only tests name another one.
 */
export interface JobQueue<M extends object = JobDataMap> {
  enqueue<N extends keyof M & string>(name: N, data: M[N], options?: EnqueueOptions): Promise<JobRef<N>>;
  getJob<N extends keyof M & string>(name: N, id: string): Promise<JobInfo<N> | null>;
  health(): Promise<JobQueueHealth>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** The payload map of the drivers, which learn the job names from the definitions at run time. */
export type AnyJobs = Record<string, unknown>;
