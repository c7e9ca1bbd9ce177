import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { QueryDeepPartialEntity, Repository } from 'typeorm';
import { aiNotConfigured } from '../ai/ai.errors';
import { CreditsService } from '../billing/credits.service';
import { AppException } from '../common/app-exception';
import { forEachConcurrently } from '../common/concurrency';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NO_TRANSACTION } from '../database/save-options';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import { PersonaJob, ProfileProgress } from './entities/persona-job.entity';
import type { LinkedInData } from './linkedin-data';
import { analysisFailed, jobNotFound } from './linkedin.errors';
import { PersonaAnalyzer } from './persona-analyzer.service';
import { profileUrls, resultIds, urlKey } from './persona-input';
import { PersonaStore } from './persona-store.service';
import { chargedCredits, FINAL_STATES, JobView, ProfileResult, toProfileResult } from './persona-view';
import { PROFILE_SCRAPER, ProfileScraper } from './scraper/profile-scraper.port';
import { scraperNotConfigured } from './scraper/scraper.errors';

export interface ScrapeRequest {
  linkedin_urls: unknown[];
  search_result_ids?: unknown[];
}

const WAIT_POLL_MS = 200;

/**
 * POST /linkedin/scrape/: one job per request on the 'scraping' queue. The job row holds every profile's state,
 * so progress is readable from any process and a retried job resumes: scraped profiles are not scraped again,
 * analysed ones are not analysed (nor charged) again.
 */
@Injectable()
export class PersonaJobs {
  private readonly logger = new Logger('PersonaJobs');

  constructor(
    @InjectRepository(PersonaJob) private readonly jobs: Repository<PersonaJob>,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PROFILE_SCRAPER) private readonly scraper: ProfileScraper,
    private readonly analyzer: PersonaAnalyzer,
    private readonly store: PersonaStore,
    private readonly credits: CreditsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Validates, serves what this user had analysed recently from storage, and refuses (402 / 503) before any vendor
   * is called when the rest cannot be done. Enqueues the job unless everything was served from storage.
   */
  async start(userId: number, request: ScrapeRequest): Promise<PersonaJob> {
    const urls = profileUrls(request.linkedin_urls);
    const links = resultIds(request.search_result_ids);
    const reused = await this.store.reusable(userId, urls.map(urlKey));
    const fresh = urls.filter((url) => !reused.has(urlKey(url)));
    if (fresh.length) {
      if (!this.scraper.configured) throw scraperNotConfigured();
      if (!this.analyzer.configured) throw aiNotConfigured();
      await this.credits.assertAvailable(userId, fresh.length);
    }
    const now = new Date();
    const job = this.jobs.create({
      id: randomUUID(),
      user_id: userId,
      status: fresh.length ? 'queued' : 'completed',
      profiles_state: urls.map((url): ProfileProgress => {
        const persona = reused.get(urlKey(url));
        return {
          linkedin_url: url,
          state: persona ? 'cached' : 'pending',
          error: null,
          persona_id: persona?.id ?? null,
        };
      }),
      search_result_ids: links.length ? links : null,
      scraped: null,
      error: null,
      created_at: now,
      updated_at: now,
    });
    await this.jobs.save(job, NO_TRANSACTION);
    if (fresh.length) {
      await this.queue.enqueue('linkedin.scrape', { jobId: job.id }, { jobId: `persona-job:${job.id}` });
    } else {
      await this.linkResults(job);
    }
    return job;
  }

  /** Waits until the job has finished (spec-compatible mode), however long the vendors take. */
  async waitFor(userId: number, id: string): Promise<PersonaJob> {
    const deadline = Date.now() + this.config.vendors.brightdata.scrapeTimeoutMs + 10 * 60_000;
    for (;;) {
      const job = await this.own(userId, id);
      if (job.status === 'completed' || job.status === 'failed') return job;
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
    const finished = job.status === 'completed' || job.status === 'failed';
    return {
      id: job.id,
      status: job.status,
      done: job.profiles_state.filter((profile) => FINAL_STATES.has(profile.state)).length,
      total: job.profiles_state.length,
      profiles_state: job.profiles_state.map(({ linkedin_url, state, error }) => ({ linkedin_url, state, error })),
      charged_credits: chargedCredits(job),
      error: job.error,
      profiles: finished ? await this.profiles(job) : null,
    };
  }

  /** The spec-compatible answer: the profiles, or the job's error when the whole batch failed. */
  async answer(job: PersonaJob) {
    if (job.status === 'failed') throw analysisFailed(job.error ?? '');
    return {
      success: true as const,
      profiles: await this.profiles(job),
      charged_credits: chargedCredits(job),
      balance: await this.credits.balance(job.user_id),
    };
  }

  private async profiles(job: PersonaJob): Promise<ProfileResult[]> {
    const ids = job.profiles_state.flatMap((profile) => (profile.persona_id ? [profile.persona_id] : []));
    const personas = await this.store.byIds(job.user_id, ids);
    const scraped = (job.scraped ?? {}) as Record<string, LinkedInData>;
    return job.profiles_state.map((profile) =>
      toProfileResult(
        profile,
        profile.persona_id ? personas.get(profile.persona_id) : undefined,
        scraped[profile.linkedin_url] ?? null,
      ),
    );
  }

  /** The job's work (the 'linkedin.scrape' handler): scrape what is not scraped, analyse what is not analysed. */
  async process(id: string): Promise<{ status: string; charged_credits: number }> {
    const job = await this.jobs.findOne({ where: { id } });
    if (!job) return { status: 'missing', charged_credits: 0 };
    if (job.status === 'completed' || job.status === 'failed') {
      return { status: job.status, charged_credits: chargedCredits(job) };
    }
    const save = serialSaver(this.jobs, job);
    job.status = 'running';
    const scraped = (job.scraped ?? {}) as Record<string, LinkedInData>;
    job.scraped = scraped;
    await this.resumeAnalysed(job);

    const toScrape = job.profiles_state.filter((p) => !FINAL_STATES.has(p.state) && !scraped[p.linkedin_url]);
    for (const profile of toScrape) profile.state = 'scraping';
    await save();
    let batchError: string | null = null;
    if (toScrape.length) {
      try {
        const outcomes = await this.scraper.scrapeBatch(toScrape.map((profile) => profile.linkedin_url));
        for (const outcome of outcomes) {
          const profile = toScrape.find((p) => p.linkedin_url === outcome.linkedin_url);
          if (!profile) continue;
          if (outcome.ok) scraped[profile.linkedin_url] = outcome.data;
          else Object.assign(profile, { state: 'failed', error: outcome.error });
        }
      } catch (error) {
        batchError = this.describe(error, 'LinkedIn scraping failed');
        for (const profile of toScrape) Object.assign(profile, { state: 'failed', error: batchError });
      }
    }
    const toAnalyse = job.profiles_state.filter((p) => !FINAL_STATES.has(p.state) && scraped[p.linkedin_url]);
    for (const profile of toAnalyse) profile.state = 'analyzing';
    await save({ scraped: true });

    await forEachConcurrently(toAnalyse, this.config.personas.concurrency, async (profile) => {
      const data = scraped[profile.linkedin_url];
      try {
        const persona = await this.analyzer.analyse(job.user_id, {
          source: 'scrape',
          input: { kind: 'profile', data },
          data,
          inputHash: urlKey(profile.linkedin_url),
        });
        Object.assign(profile, { state: 'completed', persona_id: persona.id, error: null });
      } catch (error) {
        Object.assign(profile, { state: 'failed', error: this.describe(error, 'Persona analysis failed') });
      }
      await save();
    });

    // Analysed profiles keep their data with the persona; only the unanalysed keep it here, for the answer.
    for (const profile of job.profiles_state) if (profile.state !== 'failed') delete scraped[profile.linkedin_url];
    await this.linkResults(job);
    const nothingDone = job.profiles_state.every((p) => p.state === 'failed');
    job.status = batchError && nothingDone ? 'failed' : 'completed';
    job.error = job.status === 'failed' ? batchError : null;
    await save({ scraped: true });
    return { status: job.status, charged_credits: chargedCredits(job) };
  }

  /** A retried job: profiles analysed by its earlier try (stored and charged) count as done, never again. */
  private async resumeAnalysed(job: PersonaJob): Promise<void> {
    const open = job.profiles_state.filter((p) => !FINAL_STATES.has(p.state));
    if (!open.length) return;
    const made = await this.store.reusable(
      job.user_id,
      open.map((p) => urlKey(p.linkedin_url)),
      new Date(job.created_at),
    );
    for (const profile of open) {
      const persona = made.get(urlKey(profile.linkedin_url));
      if (persona) Object.assign(profile, { state: 'completed', persona_id: persona.id, error: null });
    }
  }

  private async linkResults(job: PersonaJob): Promise<void> {
    if (!job.search_result_ids?.length) return;
    const ids = job.profiles_state.flatMap((profile) => (profile.persona_id ? [profile.persona_id] : []));
    const personas = [...(await this.store.byIds(job.user_id, ids)).values()];
    if (personas.length) await this.store.link(job.user_id, job.search_result_ids, personas);
  }

  /** A user-readable reason: our exceptions carry one; anything else is logged and summarised. */
  private describe(error: unknown, fallback: string): string {
    if (error instanceof AppException) return error.message;
    this.logger.error(`${fallback}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return fallback;
  }
}

/**
 * Saves the job row's moving parts, one write at a time and always the latest state. The scraped profiles (the
 * bulky part) change only after the scrape and at the end, so only those saves rewrite them.
 */
function serialSaver(
  repository: Repository<PersonaJob>,
  job: PersonaJob,
): (options?: { scraped?: boolean }) => Promise<void> {
  let chain: Promise<unknown> = Promise.resolve();
  return ({ scraped = false } = {}) => {
    chain = chain.then(() =>
      repository.update(
        { id: job.id },
        // simple-json columns take the objects as they are; TypeORM's partial type cannot say so.
        {
          status: job.status,
          profiles_state: job.profiles_state,
          ...(scraped ? { scraped: job.scraped } : {}),
          error: job.error,
          updated_at: new Date(),
        } as QueryDeepPartialEntity<PersonaJob>,
      ),
    );
    return chain.then(() => undefined);
  };
}
