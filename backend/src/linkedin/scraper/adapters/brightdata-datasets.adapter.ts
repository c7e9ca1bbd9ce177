import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { LocalRateWindow, RateWindow, RedisRateWindow } from '../../../common/redis-rate-window';
import type { AppConfig } from '../../../config/app-config';
import { normalizeLinkedInProfileUrl } from '../../../search/adapters/linkedin-profile';
import { isRecord, parseJson } from '../../../search/adapters/vendor-http';
import { joinOutcomes } from '../map-record';
import type { ProfileScraper, ScrapeOptions, ScrapeOutcome } from '../profile-scraper.port';
import { scraperFailed, scraperNotConfigured, scraperRateLimited, scraperTimeout } from '../scraper.errors';
import { backoffMs, datasetsError, parseRecords, retryAfterMs, vendorReason } from './brightdata-http';

export type BrightDataDatasetsSettings = Pick<
  AppConfig['vendors']['brightdata'],
  'apiToken' | 'datasetId' | 'baseUrl' | 'pollIntervalMs' | 'scrapeTimeoutMs'
>;

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. Tests pass a faster one. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      if (signal.aborted) reject(signal.reason);
      else resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/** Polls wait pollIntervalMs first, then 1.5 times longer each time, up to this (or pollIntervalMs if larger). */
const MAX_POLL_INTERVAL_MS = 30_000;
const POLL_BACKOFF = 1.5;
/** One HTTP call that hangs this long is a failed call. */
const REQUEST_TIMEOUT_MS = 60_000;
/** 429s retried within one batch; the vendor blocks an IP after 25 within 5 minutes, so stay far below. */
const MAX_RATE_LIMIT_RETRIES = 4;
/** Across all batches of every process (one Redis) or of this one: after this many 429s within the window, give up at once. */
const RATE_LIMIT_BUDGET = 12;
const RATE_LIMIT_WINDOW_MS = 5 * 60_000;
/** A wait the vendor asks for beyond this is not worth holding a job for. */
const MAX_RETRY_AFTER_MS = 120_000;
/** Status polls and downloads that fail in a row (5xx, network) before the batch fails. */
const MAX_TRANSIENT_FAILURES = 3;

const SERVICE = 'Bright Data';

interface Reply {
  status: number;
  headers: Headers;
  text: string;
}

/** One batch: its deadline, the signal that ends it (caller's abort or the deadline) and its 429 count. */
class BatchRun {
  readonly signal: AbortSignal;
  rateLimits = 0;
  private readonly deadline = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly endsAt: number;

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: AbortSignal | undefined,
    private readonly wait: Sleep,
  ) {
    this.endsAt = Date.now() + timeoutMs;
    this.timer = setTimeout(() => this.deadline.abort(), timeoutMs);
    this.signal = caller ? AbortSignal.any([caller, this.deadline.signal]) : this.deadline.signal;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  /** Throws when the batch has ended: the caller's abort reason, or scraper_timeout. */
  checkAlive(): void {
    this.caller?.throwIfAborted();
    if (this.deadline.signal.aborted || this.remainingMs() === 0) {
      throw scraperTimeout(Math.round(this.timeoutMs / 1000));
    }
  }

  async sleep(ms: number): Promise<void> {
    try {
      await this.wait(Math.min(ms, this.remainingMs()), this.signal);
    } catch (error) {
      this.checkAlive();
      throw error;
    }
    this.checkAlive();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}

/**
 * The ProfileScraper over Bright Data's Web Scraper API (people-profile dataset): one trigger per batch, progress
 * polls with backoff until ready, one snapshot download, records joined to the inputs on input.url. Every call
 * honours 429 + Retry-After (a few times per batch at most); a batch that is not ready in scrapeTimeoutMs fails.
 */
export class BrightDataDatasetsScraper implements ProfileScraper, OnApplicationShutdown {
  readonly configured: boolean;
  private readonly logger = new Logger('BrightDataDatasets');

  /**
   * `rateLimits` counts the recent 429s, to stay far from the vendor's 25-in-5-minutes IP block: in Redis when
   * several processes share one IP (rateWindowFor), else in this process.
   */
  constructor(
    private readonly settings: BrightDataDatasetsSettings,
    private readonly wait: Sleep = sleep,
    private readonly rateLimits: RateWindow = new LocalRateWindow(),
  ) {
    this.configured = Boolean(settings.apiToken && settings.datasetId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rateLimits.close();
  }

  async scrapeBatch(urls: string[], options: ScrapeOptions = {}): Promise<ScrapeOutcome[]> {
    const snapshotId = await this.triggerBatch(urls, options);
    if (snapshotId === null) return joinOutcomes(urls, []);
    return this.collectBatch(snapshotId, urls, options);
  }

  async triggerBatch(urls: string[], options: ScrapeOptions = {}): Promise<string | null> {
    if (!this.configured) throw scraperNotConfigured();
    options.signal?.throwIfAborted();
    const inputs = [...new Set(urls.map((url) => normalizeLinkedInProfileUrl(url)).filter((url) => url !== null))];
    if (inputs.length === 0) return null;
    const run = new BatchRun(this.settings.scrapeTimeoutMs, options.signal, this.wait);
    try {
      return await this.trigger(run, inputs);
    } finally {
      run.dispose();
    }
  }

  async collectBatch(snapshotId: string, urls: string[], options: ScrapeOptions = {}): Promise<ScrapeOutcome[]> {
    if (!this.configured) throw scraperNotConfigured();
    options.signal?.throwIfAborted();
    const run = new BatchRun(this.settings.scrapeTimeoutMs, options.signal, this.wait);
    try {
      await this.waitUntilReady(run, snapshotId, options);
      return joinOutcomes(urls, await this.download(run, snapshotId));
    } finally {
      run.dispose();
    }
  }

  private async trigger(run: BatchRun, inputs: string[]): Promise<string> {
    const query = new URLSearchParams({ dataset_id: this.settings.datasetId ?? '', include_errors: 'true' });
    const reply = await this.call(
      run,
      'POST',
      `/datasets/v3/trigger?${query}`,
      inputs.map((url) => ({ url })),
    );
    if (!reply) throw scraperFailed(`${SERVICE} could not be reached to start LinkedIn scraping.`);
    if (reply.status !== 200) throw datasetsError(reply.status, reply.text, this.settings.apiToken, 'the batch');
    const body = parseJson(reply.text);
    const snapshotId = isRecord(body) && typeof body.snapshot_id === 'string' ? body.snapshot_id.trim() : '';
    if (!/^[\w-]{1,100}$/.test(snapshotId))
      throw scraperFailed(`${SERVICE} did not start the LinkedIn scraping batch.`);
    return snapshotId;
  }

  private async waitUntilReady(run: BatchRun, snapshotId: string, options: ScrapeOptions): Promise<void> {
    let interval = this.settings.pollIntervalMs;
    let polls = 0;
    let failures = 0;
    for (;;) {
      await run.sleep(interval);
      interval = this.nextInterval(interval);
      const reply = await this.call(run, 'GET', `/datasets/v3/progress/${encodeURIComponent(snapshotId)}`);
      if (!reply || reply.status >= 500) {
        if (++failures >= MAX_TRANSIENT_FAILURES) throw this.transientError(reply, 'the batch status');
        continue;
      }
      failures = 0;
      if (reply.status !== 200) {
        throw datasetsError(reply.status, reply.text, this.settings.apiToken, 'the batch status');
      }
      const body = parseJson(reply.text);
      const status = isRecord(body) && typeof body.status === 'string' ? body.status.trim().toLowerCase() : 'unknown';
      polls += 1;
      await this.report(options, status, polls);
      if (status === 'ready') return;
      if (status === 'failed' || status === 'canceled' || status === 'cancelled') {
        const reason = isRecord(body) && typeof body.error_message === 'string' ? body.error_message : '';
        const detail = vendorReason(reason, this.settings.apiToken);
        throw scraperFailed(
          `${SERVICE} could not scrape the LinkedIn profiles (${status}${detail ? `: ${detail}` : ''}).`,
        );
      }
    }
  }

  private async download(run: BatchRun, snapshotId: string): Promise<unknown[]> {
    let interval = this.settings.pollIntervalMs;
    let failures = 0;
    for (;;) {
      const reply = await this.call(run, 'GET', `/datasets/v3/snapshot/${encodeURIComponent(snapshotId)}?format=json`);
      if (!reply || reply.status >= 500) {
        if (++failures >= MAX_TRANSIENT_FAILURES) throw this.transientError(reply, 'the results');
      } else if (reply.status === 200) {
        const records = parseRecords(reply.text);
        if (!records) throw scraperFailed(`${SERVICE} sent LinkedIn results that could not be read.`);
        return records;
      } else if (reply.status === 400 && /empty/i.test(reply.text)) {
        return [];
      } else if (reply.status !== 202) {
        throw datasetsError(reply.status, reply.text, this.settings.apiToken, 'the results');
      }
      // 202: ready for progress, but the download is still being built.
      await run.sleep(interval);
      interval = this.nextInterval(interval);
    }
  }

  /**
   * One call with its 429 retries. Answers null when the vendor could not be reached (the caller decides whether
   * that is worth another try); throws when the batch ended or the 429s went on too long.
   */
  private async call(run: BatchRun, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply | null> {
    for (;;) {
      const reply = await this.fetchOnce(run, method, path, body);
      if (reply?.status !== 429) return reply;
      run.rateLimits += 1;
      const now = Date.now();
      const recent = await this.rateLimits.record(now, RATE_LIMIT_WINDOW_MS);
      const wait = retryAfterMs(reply.headers.get('retry-after'), now) ?? backoffMs(run.rateLimits - 1);
      if (
        run.rateLimits > MAX_RATE_LIMIT_RETRIES ||
        recent >= RATE_LIMIT_BUDGET ||
        wait > MAX_RETRY_AFTER_MS ||
        wait >= run.remainingMs()
      ) {
        this.logger.warn(`${SERVICE} kept answering 429 (${run.rateLimits} in this batch); giving up`);
        throw scraperRateLimited();
      }
      this.logger.warn(`${SERVICE} answered 429; retrying in ${Math.round(wait / 1000)} s`);
      await run.sleep(wait);
    }
  }

  private async fetchOnce(run: BatchRun, method: string, path: string, body?: unknown): Promise<Reply | null> {
    run.checkAlive();
    const init: RequestInit = {
      method,
      headers: {
        authorization: `Bearer ${this.settings.apiToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.any([run.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      redirect: 'error',
    };
    try {
      const response = await fetch(`${this.settings.baseUrl}${path}`, init);
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch {
      run.checkAlive();
      this.logger.warn(`${SERVICE} could not be reached (${method} ${path.split('?')[0]})`);
      return null;
    }
  }

  private transientError(reply: Reply | null, what: string) {
    if (!reply) return scraperFailed(`${SERVICE} could not be reached while fetching ${what}.`);
    return datasetsError(reply.status, reply.text, this.settings.apiToken, what);
  }

  private nextInterval(interval: number): number {
    return Math.min(Math.round(interval * POLL_BACKOFF), Math.max(MAX_POLL_INTERVAL_MS, this.settings.pollIntervalMs));
  }

  /** A progress listener that throws must not lose a batch the vendor is already running. */
  private async report(options: ScrapeOptions, status: string, polls: number): Promise<void> {
    try {
      await options.onProgress?.({ status, polls });
    } catch (error) {
      this.logger.warn(`A scrape progress listener failed: ${(error as Error).message}`);
    }
  }
}

/** The 429 window of the scraper: shared through Redis when the app has one, else per process. */
export function rateWindowFor(redis: AppConfig['redis']): RateWindow {
  return redis ? new RedisRateWindow(redis.url, `${redis.prefix}:brightdata:rate-limits`) : new LocalRateWindow();
}
