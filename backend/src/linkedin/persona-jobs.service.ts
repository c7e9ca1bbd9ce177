import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { In, Repository } from 'typeorm';
import { aiNotConfigured } from '../ai/ai.errors';
import { CreditsService } from '../billing/credits.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NO_TRANSACTION } from '../database/save-options';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import { PersonaJobRow } from './entities/persona-job-row.entity';
import { PersonaJob, ProfileProgress } from './entities/persona-job.entity';
import type { LinkedInData } from './linkedin-data';
import { analysisFailed, jobNotFound } from './linkedin.errors';
import { PersonaAnalyzer } from './persona-analyzer.service';
import { profileUrls, resultIds, urlKey } from './persona-input';
import { PersonaStore } from './persona-store.service';
import { chargedCredits, FINAL_STATES, JobView, ProfileResult, toProfileResult } from './persona-view';
import { PersonaPipeline } from './pipeline/persona-pipeline';
import { OPEN_STATES } from './pipeline/row-store.port';
import { TypeormRowStore } from './pipeline/typeorm-row-store';
import { PROFILE_SCRAPER, ProfileScraper } from './scraper/profile-scraper.port';
import { scraperNotConfigured } from './scraper/scraper.errors';

export interface ScrapeRequest {
  linkedin_urls: unknown[];
  search_result_ids?: unknown[];
}

const WAIT_POLL_MS = 200;
const FINISHED = ['completed', 'failed'];

export const jobReservation = (jobId: string) => `persona-job:${jobId}`;

/**
 * POST /linkedin/scrape/: one job per request on the 'scraping' queue, run by the persona pipeline (the same
 * one CSV sessions run) over the job's rows in persona_job_rows. Progress is readable from any process; a retried
 * or re-delivered job resumes: scraped profiles are not scraped again, and each row is charged once
 * ('persona-job-row:<id>') against the credits reserved when the request was accepted.
 */
@Injectable()
export class PersonaJobs {
  private readonly logger = new Logger('PersonaJobs');

  constructor(
    @InjectRepository(PersonaJob) private readonly jobs: Repository<PersonaJob>,
    @InjectRepository(PersonaJobRow) private readonly rows: Repository<PersonaJobRow>,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PROFILE_SCRAPER) private readonly scraper: ProfileScraper,
    private readonly analyzer: PersonaAnalyzer,
    private readonly store: PersonaStore,
    private readonly credits: CreditsService,
    private readonly pipeline: PersonaPipeline,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Validates, serves what this user had analysed recently from storage, and refuses (402 / 503) before any vendor
   * is called when the rest cannot be done. The credits the rest needs are reserved, so concurrent requests never
   * start more vendor work than the balance pays for. Enqueues the job unless everything came from storage.
   */
  async start(userId: number, request: ScrapeRequest): Promise<PersonaJob> {
    const urls = profileUrls(request.linkedin_urls);
    const links = resultIds(request.search_result_ids);
    const reused = await this.store.reusable(userId, urls.map(urlKey));
    const fresh = urls.filter((url) => !reused.has(urlKey(url)));
    const id = randomUUID();
    if (fresh.length) {
      if (!this.scraper.configured) throw scraperNotConfigured();
      if (!this.analyzer.configured) throw aiNotConfigured();
      await this.credits.reserve(userId, jobReservation(id), fresh.length);
    }
    const now = new Date();
    const job = this.jobs.create({
      id,
      user_id: userId,
      status: fresh.length ? 'queued' : 'completed',
      // The request as it came; each profile's state lives in persona_job_rows.
      profiles_state: [],
      search_result_ids: links.length ? links : null,
      scraped: null,
      error: null,
      created_at: now,
      updated_at: now,
    });
    try {
      await this.jobs.save(job, NO_TRANSACTION);
      await this.rows.insert(
        urls.map((url, position) => {
          const persona = reused.get(urlKey(url));
          return {
            job_id: id,
            position,
            linkedin_url: url,
            state: persona ? 'completed' : 'pending',
            error: null,
            persona_id: persona?.id ?? null,
            cached: Boolean(persona),
            snapshot_id: null,
            claim: null,
            scraped: null,
            updated_at: now,
          };
        }),
      );
      if (fresh.length) await this.enqueue(id);
      else await this.linkResults(job);
    } catch (error) {
      // The request failed, so its job must never run: one whose enqueue was still in flight finds nothing.
      await this.rows.delete({ job_id: id }).catch(() => undefined);
      await this.jobs.delete({ id }).catch(() => undefined);
      await this.credits.release(jobReservation(id));
      throw error;
    }
    return job;
  }

  private enqueue(id: string, suffix = '') {
    return this.queue.enqueue('linkedin.scrape', { jobId: id }, { jobId: `persona-job:${id}${suffix}` });
  }

  /** Waits until the job has finished (spec-compatible mode), however long the vendors take. */
  async waitFor(userId: number, id: string): Promise<PersonaJob> {
    const deadline = Date.now() + this.config.vendors.brightdata.scrapeTimeoutMs + 10 * 60_000;
    for (;;) {
      const job = await this.own(userId, id);
      if (FINISHED.includes(job.status)) return job;
      if (Date.now() > deadline) throw analysisFailed('LinkedIn analysis is taking too long; follow it as a job');
      await sleep(WAIT_POLL_MS);
    }
  }

  async own(userId: number, id: string): Promise<PersonaJob> {
    const job = /^[0-9a-f-]{36}$/i.test(id) ? await this.jobs.findOne({ where: { id, user_id: userId } }) : null;
    if (!job) throw jobNotFound();
    return job;
  }

  /** The job as GET /linkedin/jobs/{id}/ answers it; profiles once it has finished. */
  async view(job: PersonaJob): Promise<JobView> {
    const rows = await this.rowsOf(job.id);
    const progress = rows.map(toProgress);
    return {
      id: job.id,
      status: job.status,
      done: progress.filter((profile) => FINAL_STATES.has(profile.state)).length,
      total: progress.length,
      profiles_state: progress.map(({ linkedin_url, state, error }) => ({ linkedin_url, state, error })),
      charged_credits: chargedCredits({ profiles_state: progress }),
      error: job.error,
      profiles: FINISHED.includes(job.status) ? await this.profiles(job, rows) : null,
    };
  }

  /** The spec-compatible answer: the profiles, or the job's error when the whole batch failed. */
  async answer(job: PersonaJob) {
    if (job.status === 'failed') throw analysisFailed(job.error ?? '');
    const rows = await this.rowsOf(job.id);
    return {
      success: true as const,
      profiles: await this.profiles(job, rows),
      charged_credits: chargedCredits({ profiles_state: rows.map(toProgress) }),
      balance: await this.credits.balance(job.user_id),
    };
  }

  private rowsOf(jobId: string): Promise<PersonaJobRow[]> {
    return this.rows.find({ where: { job_id: jobId }, order: { position: 'ASC' } });
  }

  private async profiles(job: PersonaJob, rows: PersonaJobRow[]): Promise<ProfileResult[]> {
    const ids = rows.flatMap((row) => (row.persona_id ? [row.persona_id] : []));
    const personas = await this.store.byIds(job.user_id, ids);
    return rows.map((row) =>
      toProfileResult(
        toProgress(row),
        row.persona_id ? personas.get(row.persona_id) : undefined,
        row.scraped ? (JSON.parse(row.scraped) as LinkedInData) : null,
      ),
    );
  }

  /** The job's work (the 'linkedin.scrape' handler): the pipeline over its open rows, then the job ends. */
  async process(id: string): Promise<{ status: string; charged_credits: number }> {
    const job = await this.jobs.findOne({ where: { id } });
    if (!job) return { status: 'missing', charged_credits: 0 };
    if (!FINISHED.includes(job.status)) {
      await this.jobs.update({ id, status: In(['queued', 'running']) }, { status: 'running', updated_at: new Date() });
      const { batchError } = await this.pipeline.run({
        userId: job.user_id,
        rows: this.rowStore(id),
        chargeRef: (row) => `persona-job-row:${row.id}`,
        reservation: jobReservation(id),
        batchSize: this.config.personas.csvBatch,
        concurrency: this.config.personas.concurrency,
      });
      await this.finish(id, batchError);
    }
    const done = (await this.jobs.findOne({ where: { id } })) ?? job;
    return {
      status: done.status,
      charged_credits: chargedCredits({ profiles_state: (await this.rowsOf(id)).map(toProgress) }),
    };
  }

  /**
   * Ends the job once no row is open (another run may still hold some): 'failed' with the batch's error when the
   * vendor batch failed and nothing was analysed, else 'completed'. Releases what the reservation did not use.
   */
  async finish(id: string, batchError: string | null, failure?: string): Promise<void> {
    const job = await this.jobs.findOne({ where: { id } });
    if (!job || FINISHED.includes(job.status)) return;
    if (failure) await this.rowStore(id).closeOpen('failed', failure);
    const rows = await this.rowsOf(id);
    if (rows.some((row) => OPEN_STATES.includes(row.state))) return;
    const nothingDone = rows.every((row) => row.state === 'failed');
    const error = nothingDone ? (batchError ?? failure ?? null) : null;
    const status = error ? 'failed' : 'completed';
    // Linked before the job reads as finished: a client that sees it completed finds its personas by search
    // result id at once. Two finishers racing here write the same links (an upsert by search result).
    await this.linkResults(job);
    await this.jobs.update({ id, status: In(['queued', 'running']) }, { status, error, updated_at: new Date() });
    await this.credits.release(jobReservation(id));
  }

  /** The job's last try failed: its open rows fail (free), the job ends, a waiting request answers. */
  async failed(id: string, error: Error): Promise<void> {
    this.logger.error(`Persona job ${id} failed: ${error.message}`);
    await this.finish(id, null, 'LinkedIn analysis stopped after an internal error');
  }

  /** Jobs a restart interrupted are queued again (inline driver; Bull keeps its own jobs). */
  async resumeInterrupted(): Promise<void> {
    const open = await this.jobs.find({ select: { id: true }, where: { status: In(['queued', 'running']) } });
    const stamp = Date.now().toString(36);
    for (const job of open) await this.enqueue(job.id, `:resume:${stamp}`);
  }

  private rowStore(jobId: string) {
    return new TypeormRowStore(this.rows, { job_id: jobId }, async () => false, 'cached');
  }

  private async linkResults(job: PersonaJob): Promise<void> {
    if (!job.search_result_ids?.length) return;
    const rows = await this.rowsOf(job.id);
    const ids = rows.flatMap((row) => (row.persona_id && row.state === 'completed' ? [row.persona_id] : []));
    const personas = [...(await this.store.byIds(job.user_id, ids)).values()];
    if (personas.length) await this.store.link(job.user_id, job.search_result_ids, personas);
  }
}

/** A row as the API's profile states name it (docs/api-personas.md). */
function toProgress(row: PersonaJobRow): ProfileProgress {
  const state =
    row.state === 'completed'
      ? row.cached
        ? 'cached'
        : 'completed'
      : row.state === 'analysing'
        ? 'analyzing'
        : row.state === 'cancelled'
          ? 'failed'
          : row.state;
  return { linkedin_url: row.linkedin_url, state, error: row.error, persona_id: row.persona_id };
}
