import type { MailMessage } from '../mail/mail-transport.port';

/**
 * The payload of each job, by job name. Payloads travel through Redis as JSON, so keep them plain data
 * (strings, numbers, booleans, arrays, objects; no Dates, Buffers or class instances).
 */
export interface JobDataMap {
  'mail.send': MailMessage;
  /** An admin CSV upload to import into the lead index (leads/csv-import.service.ts). */
  'csv.import': { importId: number };
  /** A LinkedIn scrape + persona analysis request (linkedin/persona-jobs.service.ts); resumes where it stopped. */
  'linkedin.scrape': { jobId: string };
  /** A persona CSV session (csv-persona/csv-persona-runner.service.ts); resumes row by row where it stopped. */
  'csv-persona.process': { sessionId: string };
}

export type JobName = keyof JobDataMap;

/** How many finished jobs of one kind are kept (so getJob can still answer), whichever limit is hit first. */
export interface KeepPolicy {
  count: number;
  ageSeconds: number;
}

export interface JobDefinition {
  /** Queue the job travels on. Jobs that share a queue must agree on its concurrency. */
  queue: string;
  /** Total tries, the first one included. */
  attempts: number;
  /** Wait before try n+1 is delayMs * 2^(n-1): 1x, 2x, 4x ... */
  backoff: { type: 'exponential'; delayMs: number };
  /** Jobs of this queue running at once, per worker process. */
  concurrency: number;
  keep: { completed: KeepPolicy; failed: KeepPolicy };
}

/** One definition per job name; typed against a data map so a name without a definition does not compile. */
export type JobDefinitions<M extends object = JobDataMap> = { readonly [N in keyof M & string]: JobDefinition };

/** Retry after delayMs, then 2x, 4x ... */
export const exponential = (delayMs: number): JobDefinition['backoff'] => ({ type: 'exponential', delayMs });

export const KEEP_STANDARD: JobDefinition['keep'] = {
  completed: { count: 1000, ageSeconds: 24 * 3600 },
  failed: { count: 1000, ageSeconds: 7 * 24 * 3600 },
};

/** Every job of the application. Adding one: a payload type in JobDataMap, a row here, a @JobHandler class. */
export const JOB_DEFINITIONS: JobDefinitions = {
  'mail.send': { queue: 'mail', attempts: 5, backoff: exponential(2000), concurrency: 2, keep: KEEP_STANDARD },
  // One import at a time per worker: each is a long stream of write transactions.
  'csv.import': { queue: 'csv', attempts: 3, backoff: exponential(10_000), concurrency: 1, keep: KEEP_STANDARD },
  // Each request is one vendor batch plus bounded AI calls of its own (PERSONA_CONCURRENCY); a few side by side.
  'linkedin.scrape': {
    queue: 'scraping',
    attempts: 2,
    backoff: exponential(5_000),
    concurrency: 4,
    keep: KEEP_STANDARD,
  },
  // Same queue (and so the same concurrency) as single scrapes: one session's rows go through its own batches.
  'csv-persona.process': {
    queue: 'scraping',
    attempts: 3,
    backoff: exponential(5_000),
    concurrency: 4,
    keep: KEEP_STANDARD,
  },
};
