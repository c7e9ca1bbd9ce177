import type { LinkedInData } from '../linkedin-data';

export type PipelineState = 'pending' | 'scraping' | 'analysing' | 'completed' | 'failed' | 'cancelled';

export const OPEN_STATES: readonly PipelineState[] = ['pending', 'scraping', 'analysing'];

/** One profile to scrape and analyse, as the pipeline sees it (a CSV row, a scrape job's URL). */
export interface PipelineRow {
  id: number;
  linkedin_url: string;
  state: PipelineState;
  /** The vendor batch the row is being scraped in, saved before anyone waits for it. */
  snapshot_id: string | null;
  /** The run working on the row; transitions are conditional on it, so two runs never both act on a row. */
  claim: string | null;
  scraped: LinkedInData | null;
  /** Set as soon as the analysis is stored, before it is charged: a resumed run charges it (once). */
  persona_id: number | null;
}

/**
 * The row-store seam of the persona pipeline. Every transition is a conditional update that answers whether
 * it happened: a row that another run claimed, or that was cancelled, is left alone.
 */
export interface PersonaRowStore {
  /** Rows not final (pending, scraping, analysing), in order. */
  open(): Promise<PipelineRow[]>;
  /** Takes the rows for the run `token` (only if their claim is still what was read); answers the ids taken. */
  claim(rows: PipelineRow[], token: string): Promise<Set<number>>;
  /** pending → scraping in the vendor batch `snapshotId`. */
  markScraping(ids: number[], token: string, snapshotId: string): Promise<void>;
  /** scraping → analysing, keeping the scraped profile. */
  saveScraped(id: number, token: string, data: LinkedInData): Promise<boolean>;
  /** Records the stored analysis of an analysing row (before its charge). */
  markStored(id: number, token: string, personaId: number): Promise<boolean>;
  /** analysing → completed with an analysis this user already had (another request stored it meanwhile): free. */
  markReused(id: number, token: string, personaId: number): Promise<boolean>;
  /** → completed: the analysis is stored and charged. */
  markDone(id: number, personaId: number): Promise<boolean>;
  /** → failed with a reason a user can read. */
  markFailed(id: number, token: string, error: string, data?: LinkedInData | null): Promise<boolean>;
  /** True when the work was cancelled: no new batch starts. */
  stopped(): Promise<boolean>;
}
