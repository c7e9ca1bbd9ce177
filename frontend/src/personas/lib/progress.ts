/** The analysis job's progress (GET /linkedin/jobs/{id}/). */
import type { JobStatus, ProfileState, ScrapeJob } from './types';

/** How often the job is polled. */
export const POLL_INTERVAL_MS = 1500;
/**
 * Polling errors are only logged (spec §8); after this many in a row (about 3 minutes, the analysis's upper
 * estimate) the run is given up instead of polling forever.
 */
export const MAX_POLL_FAILURES = 120;

export interface Progress {
  done: number;
  total: number;
  /** 0..100, for a determinate progress bar. */
  percent: number;
  label: string;
}

const whole = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

/** done / total, clamped; before the first answer the total is what was asked for. */
export function progressOf(job: Pick<ScrapeJob, 'done' | 'total'> | null | undefined, requested = 0): Progress {
  const total = whole(job?.total) || whole(requested);
  const done = Math.min(whole(job?.done), total);
  const percent = total ? Math.round((done / total) * 100) : 0;
  return { done, total, percent, label: `${done} of ${total} profiles processed` };
}

export const isFinished = (status: JobStatus | string | undefined) => status === 'completed' || status === 'failed';

const STATE_LABELS: Record<ProfileState, string> = {
  pending: 'Waiting',
  scraping: 'Reading profile',
  analyzing: 'Analysing',
  completed: 'Done',
  cached: 'Done (saved earlier)',
  failed: 'Failed',
};

export const profileStateLabel = (state: ProfileState | string) => STATE_LABELS[state as ProfileState] ?? state;
