import { describe, expect, it } from 'vitest';
import { runScrapeJob, type JobDeps } from './job';
import { profileResult, scrapeJob } from './testing';
import type { ProfileResult, ScrapeJob } from './types';

const profiles: ProfileResult[] = [profileResult({ linkedin_url: 'https://www.linkedin.com/in/a', persona_id: 1 })];

const job = (overrides: Partial<ScrapeJob>): ScrapeJob => scrapeJob({ id: 'j1', status: 'running', ...overrides });

/** Polls answer the given steps in turn (an Error step throws). */
function deps(
  steps: (ScrapeJob | Error)[],
  start: JobDeps['start'] = async () => ({ success: true, job_id: 'j1', status_url: '/api/linkedin/jobs/j1/' }),
) {
  const seen: ScrapeJob[] = [];
  const logged: unknown[] = [];
  const sleeps: number[] = [];
  let at = 0;
  const value: JobDeps = {
    start,
    poll: async () => {
      const step = steps[Math.min(at++, steps.length - 1)];
      if (step instanceof Error) throw step;
      return step;
    },
    onProgress: (j) => seen.push(j),
    sleep: async (ms) => void sleeps.push(ms),
    log: (_message, error) => logged.push(error),
    maxFailures: 3,
  };
  return { value, seen, logged, sleeps };
}

describe('runScrapeJob', () => {
  it('polls every 1.5 s, reports progress, and answers the profiles once the job completes', async () => {
    const run = deps([job({ done: 1 }), job({ status: 'completed', done: 2, profiles })]);
    await expect(runScrapeJob(run.value)).resolves.toEqual(profiles);
    expect(run.seen.map((j) => j.done)).toEqual([1, 2]);
    expect(run.sleeps).toEqual([1500, 1500]);
  });

  it('only logs a failed poll and keeps polling', async () => {
    const run = deps([new Error('502'), job({ status: 'completed', done: 2, profiles })]);
    await expect(runScrapeJob(run.value)).resolves.toEqual(profiles);
    expect(run.logged).toHaveLength(1);
  });

  it('gives up after too many failed polls in a row', async () => {
    const run = deps([new Error('down')]);
    await expect(runScrapeJob(run.value)).rejects.toThrow('LinkedIn analysis failed');
    expect(run.logged).toHaveLength(3);
  });

  it("fails with the job's error text, else 'LinkedIn analysis failed'", async () => {
    await expect(runScrapeJob(deps([job({ status: 'failed', error: 'Vendor down' })]).value)).rejects.toThrow(
      'Vendor down',
    );
    await expect(runScrapeJob(deps([job({ status: 'failed' })]).value)).rejects.toThrow('LinkedIn analysis failed');
  });

  it('takes the profiles of a server that answered at once, and refuses an answer without a job', async () => {
    await expect(
      runScrapeJob(deps([], async () => ({ success: true, profiles, charged_credits: 1, balance: 4 })).value),
    ).resolves.toEqual(profiles);
    await expect(
      runScrapeJob(deps([], async () => ({ success: true, job_id: '', status_url: '' })).value),
    ).rejects.toThrow('LinkedIn analysis failed');
    await expect(runScrapeJob(deps([], async () => ({ success: false, error: 'Nope' })).value)).rejects.toThrow('Nope');
  });
});
