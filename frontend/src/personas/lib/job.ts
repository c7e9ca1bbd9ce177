/** Running a scrape as an async job: start it, poll it until it finishes, answer its profiles (docs/api-personas.md). */
import type { components } from '@leadscope/shared/api-types';
import { isFinished, MAX_POLL_FAILURES, POLL_INTERVAL_MS } from './progress';
import { AnalysisError, PERSONA_MESSAGES } from './messages';
import type { ProfileResult, ScrapeJob } from './types';

type Schemas = components['schemas'];

/**
 * POST /linkedin/scrape/?async=1: 202 with the job id. A server that answered at once (e.g. no ?async support)
 * gives the profiles directly; a 2xx that says it failed is not in the API's document, but is still read as one.
 */
export type ScrapeStart =
  Schemas['ScrapeAcceptedDto'] | Schemas['ScrapeResponseDto'] | { success: false; error?: string };

export interface JobDeps {
  start: () => Promise<ScrapeStart>;
  poll: (jobId: string) => Promise<ScrapeJob>;
  onProgress: (job: ScrapeJob) => void;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, error: unknown) => void;
  interval?: number;
  maxFailures?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The profiles of a finished job; a failed job, or too long without an answer, throws an AnalysisError. */
export async function runScrapeJob({
  start,
  poll,
  onProgress,
  sleep = wait,
  log = (message, error) => console.warn(message, error),
  interval = POLL_INTERVAL_MS,
  maxFailures = MAX_POLL_FAILURES,
}: JobDeps): Promise<ProfileResult[]> {
  const started = await start();
  if (started?.success === false) throw new AnalysisError(started.error || PERSONA_MESSAGES.analysisFailed);
  const answer: Partial<Schemas['ScrapeAcceptedDto'] & Schemas['ScrapeResponseDto']> = started ?? {};
  if (Array.isArray(answer.profiles)) return answer.profiles;
  const jobId = answer.job_id;
  if (!jobId) throw new AnalysisError(PERSONA_MESSAGES.analysisFailed);

  let failures = 0;
  for (;;) {
    await sleep(interval);
    let job: ScrapeJob;
    try {
      job = await poll(jobId);
    } catch (error) {
      // Status-polling errors are only logged (spec §8); the job goes on on the server.
      log('[personas] job status poll failed', error);
      failures += 1;
      if (failures >= maxFailures) throw new AnalysisError(PERSONA_MESSAGES.analysisFailed);
      continue;
    }
    failures = 0;
    onProgress(job);
    if (!isFinished(job.status)) continue;
    if (job.status === 'failed') throw new AnalysisError(job.error || PERSONA_MESSAGES.analysisFailed);
    return job.profiles ?? [];
  }
}
