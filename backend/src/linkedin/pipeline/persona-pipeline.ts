import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CreditsService } from '../../billing/credits.service';
import { AppException } from '../../common/app-exception';
import type { LinkedInData } from '../linkedin-data';
import { chargeDescription, PersonaAnalyzer } from '../persona-analyzer.service';
import { urlKey } from '../persona-input';
import { PersonaStore } from '../persona-store.service';
import { PROFILE_SCRAPER, ProfileScraper } from '../scraper/profile-scraper.port';
import { Limiter } from './limiter';
import type { PersonaRowStore, PipelineRow } from './row-store.port';

export interface PipelineWork {
  userId: number;
  rows: PersonaRowStore;
  /** The ledger reference of a row's charge: it names the work item, so a row is charged once, whoever runs it. */
  chargeRef(row: PipelineRow): string;
  /** The credit reservation the charges use up. */
  reservation: string | null;
  /** Rows per vendor batch (one trigger each). */
  batchSize: number;
  /** Analyses in flight at once. */
  concurrency: number;
}

/**
 * Scrape → analyse → store → charge, row by row, durable at every step: one code path for one profile and for
 * a file of thousands. A run claims the open rows, first finishes what an earlier run left (analyses stored but
 * not charged, analyses not done, vendor batches triggered but not collected), then scrapes the pending rows in
 * vendor batches whose snapshot id is saved before it is polled, while finished batches are analysed with the
 * given concurrency. Nothing thrown by one row stops the others.
 */
@Injectable()
export class PersonaPipeline {
  private readonly logger = new Logger('PersonaPipeline');

  constructor(
    @Inject(PROFILE_SCRAPER) private readonly scraper: ProfileScraper,
    private readonly analyzer: PersonaAnalyzer,
    private readonly personas: PersonaStore,
    private readonly credits: CreditsService,
  ) {}

  /** Answers the first error that failed a whole vendor batch, if any (the single request reports it). */
  async run(work: PipelineWork): Promise<{ batchError: string | null }> {
    const token = randomUUID();
    const open = await work.rows.open();
    const taken = await work.rows.claim(open, token);
    const mine = open.filter((row) => taken.has(row.id));
    const limiter = new Limiter(work.concurrency);
    const outcome = { batchError: null as string | null };
    const failBatch = async (rows: PipelineRow[], error: unknown) => {
      const reason = this.describe(error, 'LinkedIn scraping failed');
      outcome.batchError ??= reason;
      await this.failAll(work, token, rows, reason);
    };
    const analyses: Promise<void>[] = [];
    const analyse = (row: PipelineRow, data: LinkedInData | null) =>
      analyses.push(limiter.run(() => this.analyseRow(work, token, row, data)));

    // A failure outside the per-row handling (the database going away) still waits for the analyses in flight,
    // so a retry never overlaps this run's own workers.
    try {
      for (const row of mine.filter((r) => r.state === 'analysing')) analyse(row, row.scraped);

      const inBatches = new Map<string, PipelineRow[]>();
      for (const row of mine.filter((r) => r.state === 'scraping' && r.snapshot_id)) {
        inBatches.set(row.snapshot_id as string, [...(inBatches.get(row.snapshot_id as string) ?? []), row]);
      }
      for (const [snapshotId, rows] of inBatches) await this.collect(snapshotId, work, token, rows, analyse, failBatch);

      const toScrape = mine.filter((r) => r.state === 'pending' || (r.state === 'scraping' && !r.snapshot_id));
      for (let start = 0; start < toScrape.length; start += work.batchSize) {
        if (await work.rows.stopped()) break;
        const batch = toScrape.slice(start, start + work.batchSize);
        let snapshotId: string | null;
        try {
          snapshotId = await this.scraper.triggerBatch(batch.map((row) => row.linkedin_url));
        } catch (error) {
          await failBatch(batch, error);
          continue;
        }
        if (!snapshotId) {
          await this.failAll(work, token, batch, 'Not a LinkedIn profile URL');
          continue;
        }
        await work.rows.markScraping(
          batch.map((row) => row.id),
          token,
          snapshotId,
        );
        await this.collect(snapshotId, work, token, batch, analyse, failBatch);
      }
    } finally {
      await Promise.allSettled(analyses);
    }
    return outcome;
  }

  private async collect(
    snapshotId: string,
    work: PipelineWork,
    token: string,
    rows: PipelineRow[],
    analyse: (row: PipelineRow, data: LinkedInData | null) => void,
    failBatch: (rows: PipelineRow[], error: unknown) => Promise<void>,
  ): Promise<void> {
    let outcomes;
    try {
      outcomes = await this.scraper.collectBatch(
        snapshotId,
        rows.map((row) => row.linkedin_url),
      );
    } catch (error) {
      await failBatch(rows, error);
      return;
    }
    for (const [index, outcome] of outcomes.entries()) {
      const row = rows[index];
      if (!row) continue;
      try {
        if (!outcome.ok) await work.rows.markFailed(row.id, token, outcome.error);
        else if (await work.rows.saveScraped(row.id, token, outcome.data)) analyse(row, outcome.data);
      } catch (error) {
        this.logger.error(`Saving scraped row ${row.id} failed: ${(error as Error).message}`);
      }
    }
  }

  /** Analyse → store → record → charge → done. A resumed row that has its analysis stored is only charged. */
  private async analyseRow(work: PipelineWork, token: string, row: PipelineRow, data: LinkedInData | null) {
    try {
      let personaId = row.persona_id;
      let name = data?.name ?? null;
      if (!personaId) {
        if (!data) {
          await work.rows.markFailed(row.id, token, 'The scraped profile was lost; upload the row again');
          return;
        }
        // Another request (a second upload, a scrape of the same URL) may have stored this analysis meanwhile.
        const key = urlKey(row.linkedin_url);
        const made = (await this.personas.reusable(work.userId, [key])).get(key);
        if (made) {
          await work.rows.markReused(row.id, token, made.id);
          return;
        }
        const draft = await this.analyzer.draft({
          source: 'scrape',
          input: { kind: 'profile', data },
          data,
          inputHash: urlKey(row.linkedin_url),
        });
        const persona = await this.personas.save(work.userId, draft);
        if (!(await work.rows.markStored(row.id, token, persona.id))) {
          await this.personas.remove(persona.id);
          return;
        }
        personaId = persona.id;
        name = persona.name;
      }
      try {
        await this.credits.charge(
          work.userId,
          work.chargeRef(row),
          1,
          chargeDescription({ name, linkedin_url: row.linkedin_url }),
          work.reservation ? { reservation: work.reservation } : {},
        );
      } catch (error) {
        if (!(error instanceof AppException) || error.code !== 'insufficient_credits') throw error;
        await this.personas.remove(personaId);
        await work.rows.markFailed(row.id, token, error.message, data);
        return;
      }
      await work.rows.markDone(row.id, personaId);
    } catch (error) {
      const reason = this.describe(error, 'Persona analysis failed');
      await work.rows.markFailed(row.id, token, reason, data).catch((failure: Error) => {
        this.logger.error(`Marking row ${row.id} failed did not work: ${failure.message}`);
      });
    }
  }

  private async failAll(work: PipelineWork, token: string, rows: PipelineRow[], reason: string): Promise<void> {
    for (const row of rows) await work.rows.markFailed(row.id, token, reason);
  }

  /** A user-readable reason: our exceptions carry one; anything else is logged and summarised. */
  private describe(error: unknown, fallback: string): string {
    if (error instanceof AppException) return error.message;
    this.logger.error(`${fallback}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return fallback;
  }
}
