import type { LinkedInData } from '../linkedin-data';

/** The outcome for one requested URL. Failed profiles cost nothing. */
export type ScrapeOutcome =
  | { linkedin_url: string; ok: true; data: LinkedInData }
  | {
      linkedin_url: string;
      ok: false;
      /**
       * The vendor's error_code (dead_page, bad_input, blocked, crawl_error, parse_error) or ours: missing (the
       * vendor sent no record for this URL), invalid_url (not a personal-profile URL; never sent to the vendor).
       */
      error_code: string;
      /** A sentence a user can read. */
      error: string;
    };

export interface ScrapeProgress {
  /** The vendor's batch status: starting, running, ready, failed ... */
  status: string;
  /** Polls made so far. */
  polls: number;
}

export interface ScrapeOptions {
  /** Called after each progress poll. */
  onProgress?(progress: ScrapeProgress): void | Promise<void>;
  signal?: AbortSignal;
}

/**
 * The profile scraper port. scrapeBatch takes normalised personal-profile URLs and answers one outcome per URL, in
 * the order given, whatever order the vendor used. One vendor collection per call (not one per URL).
 * Throws the 503 scraper_not_configured when not configured, a 502 scraper_failed / 503 scraper_rate_limited /
 * 504 scraper_timeout when the whole batch failed (then nothing is charged). When options.signal aborts it rejects
 * with the signal's reason (an AbortError) and makes no further request.
 */
export interface ProfileScraper {
  readonly configured: boolean;
  scrapeBatch(urls: string[], options?: ScrapeOptions): Promise<ScrapeOutcome[]>;
  /**
   * The two halves of scrapeBatch, for callers that must survive a crash while the vendor works: trigger starts
   * one vendor batch and answers its snapshot id (null when no URL is a profile URL), which the caller stores
   * before collect waits for it and answers the outcomes. Collecting a stored snapshot id again pays nothing.
   */
  triggerBatch(urls: string[], options?: ScrapeOptions): Promise<string | null>;
  collectBatch(snapshotId: string, urls: string[], options?: ScrapeOptions): Promise<ScrapeOutcome[]>;
}

export const PROFILE_SCRAPER = Symbol('PROFILE_SCRAPER');
