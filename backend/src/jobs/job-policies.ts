import type { JobDefinition } from './job-definitions';
import type { EnqueueOptions } from './job-queue.port';

/** Delay before the next try, once `attemptsMade` tries have failed: delayMs * 2^(attemptsMade-1). */
export function retryDelayMs(backoff: JobDefinition['backoff'], attemptsMade: number): number {
  return backoff.delayMs * 2 ** Math.max(0, attemptsMade - 1);
}

export interface QueuePlan {
  name: string;
  concurrency: number;
  jobNames: string[];
}

/**
 * Groups the definitions by queue and checks them, so a bad table stops the app at start-up rather than
 * misbehaving at the first job. Throws an Error naming the job and the field.
 */
export function planQueues(definitions: Readonly<Record<string, JobDefinition>>): Map<string, QueuePlan> {
  const queues = new Map<string, QueuePlan>();
  for (const [jobName, definition] of Object.entries(definitions)) {
    const problem = definitionProblem(definition);
    if (problem) throw new Error(`Job definition "${jobName}": ${problem}`);
    const queue = queues.get(definition.queue);
    if (!queue) {
      queues.set(definition.queue, {
        name: definition.queue,
        concurrency: definition.concurrency,
        jobNames: [jobName],
      });
    } else if (queue.concurrency !== definition.concurrency) {
      throw new Error(
        `Job definition "${jobName}": queue "${definition.queue}" has concurrency ${queue.concurrency} ` +
          `(from "${queue.jobNames[0]}"), this job says ${definition.concurrency}; jobs sharing a queue must agree`,
      );
    } else {
      queue.jobNames.push(jobName);
    }
  }
  return queues;
}

function definitionProblem(definition: JobDefinition): string | null {
  const whole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;
  if (!/^[\w.-]+$/.test(definition.queue)) return `queue "${definition.queue}" must be letters, digits, . _ or -`;
  if (!whole(definition.attempts, 1)) return 'attempts must be a whole number >= 1';
  if (definition.backoff.type !== 'exponential') return 'backoff.type must be "exponential"';
  if (!whole(definition.backoff.delayMs, 0)) return 'backoff.delayMs must be a whole number >= 0';
  if (!whole(definition.concurrency, 1)) return 'concurrency must be a whole number >= 1';
  for (const kind of ['completed', 'failed'] as const) {
    const keep = definition.keep[kind];
    if (!whole(keep.count, 0) || !whole(keep.ageSeconds, 1)) {
      return `keep.${kind} needs count >= 0 and ageSeconds >= 1`;
    }
  }
  return null;
}

/** Rejects options no driver can honour, the same way for both drivers. */
export function checkEnqueueOptions(name: string, options: EnqueueOptions): void {
  if (options.jobId !== undefined && (typeof options.jobId !== 'string' || options.jobId.trim() === '')) {
    throw new Error(`Job "${name}": jobId must be a non-empty string`);
  }
  if (options.jobId !== undefined && /^\d+$/.test(options.jobId)) {
    // Bull numbers its own jobs 1, 2, 3 ...: a bare number could silently de-duplicate against one of them.
    throw new Error(`Job "${name}": jobId "${options.jobId}" must not be a bare number; give it a prefix`);
  }
  if (options.delayMs !== undefined && !(Number.isFinite(options.delayMs) && options.delayMs >= 0)) {
    throw new Error(`Job "${name}": delayMs must be a number >= 0`);
  }
}

/** The text we record for a failure, whatever was thrown. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/** What a payload or result looks like after a trip through Redis (the inline driver mimics it). */
export function asJson<T>(value: T): T {
  return value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);
}
