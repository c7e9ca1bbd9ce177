import { FindOptionsWhere, In, IsNull, ObjectLiteral, Repository } from 'typeorm';
import type { LinkedInData } from '../linkedin-data';
import { OPEN_STATES, PersonaRowStore, PipelineRow, PipelineState } from './row-store.port';

/** The columns a table of pipeline rows has (csv_persona_rows, persona_job_rows). */
export interface PipelineRowColumns extends ObjectLiteral {
  id: number;
  position: number;
  linkedin_url: string;
  state: PipelineState;
  error: string | null;
  persona_id: number | null;
  snapshot_id: string | null;
  claim: string | null;
  scraped: string | null;
  updated_at: Date;
}

const CLAIM_CHUNK = 500;

/**
 * The row store over a TypeORM table of pipeline rows, limited to one piece of work by `scope` (its session, its
 * job). Every transition is one conditional UPDATE: it happens only from the expected state, for the run that
 * holds the claim, and answers whether it did.
 */
export class TypeormRowStore<T extends PipelineRowColumns> implements PersonaRowStore {
  constructor(
    private readonly rows: Repository<T>,
    private readonly scope: FindOptionsWhere<T>,
    private readonly isStopped: () => Promise<boolean>,
    /** The boolean column that marks a row served from an earlier analysis (free). */
    private readonly reusedColumn: 'reused' | 'cached',
  ) {}

  async open(): Promise<PipelineRow[]> {
    const rows = await this.rows.find({
      where: { ...this.scope, state: In([...OPEN_STATES]) } as FindOptionsWhere<T>,
      order: { position: 'ASC' } as never,
    });
    return rows.map((row) => ({
      id: row.id,
      linkedin_url: row.linkedin_url,
      state: row.state,
      snapshot_id: row.snapshot_id,
      claim: row.claim,
      scraped: row.scraped ? (JSON.parse(row.scraped) as LinkedInData) : null,
      persona_id: row.persona_id,
    }));
  }

  async claim(rows: PipelineRow[], token: string): Promise<Set<number>> {
    const byClaim = new Map<string | null, number[]>();
    for (const row of rows) byClaim.set(row.claim, [...(byClaim.get(row.claim) ?? []), row.id]);
    for (const [claim, ids] of byClaim) {
      for (let start = 0; start < ids.length; start += CLAIM_CHUNK) {
        await this.rows
          .createQueryBuilder()
          .update()
          .set({ claim: token, updated_at: new Date() } as never)
          .where({ id: In(ids.slice(start, start + CLAIM_CHUNK)), state: In([...OPEN_STATES]) })
          .andWhere(claim === null ? 'claim IS NULL' : 'claim = :claim', { claim })
          .execute();
      }
    }
    const taken = await this.rows.find({
      select: { id: true } as never,
      where: { ...this.scope, claim: token } as FindOptionsWhere<T>,
    });
    return new Set(taken.map((row) => row.id));
  }

  async markScraping(ids: number[], token: string, snapshotId: string): Promise<void> {
    await this.change(
      { id: In(ids), claim: token, state: In(['pending', 'scraping']) },
      {
        state: 'scraping',
        snapshot_id: snapshotId,
      },
    );
  }

  saveScraped(id: number, token: string, data: LinkedInData): Promise<boolean> {
    return this.change({ id, claim: token, state: 'scraping' }, { state: 'analysing', scraped: JSON.stringify(data) });
  }

  markStored(id: number, token: string, personaId: number): Promise<boolean> {
    return this.change({ id, claim: token, state: 'analysing' }, { persona_id: personaId });
  }

  markReused(id: number, token: string, personaId: number): Promise<boolean> {
    return this.change(
      { id, claim: token, state: 'analysing', persona_id: IsNull() },
      { state: 'completed', persona_id: personaId, error: null, scraped: null, [this.reusedColumn]: true },
    );
  }

  markDone(id: number, personaId: number): Promise<boolean> {
    return this.change(
      { id, persona_id: personaId, state: 'analysing' },
      { state: 'completed', error: null, scraped: null },
    );
  }

  markFailed(id: number, token: string, error: string, data?: LinkedInData | null): Promise<boolean> {
    return this.change(
      { id, claim: token, state: In([...OPEN_STATES]) },
      {
        state: 'failed',
        error: error.slice(0, 1000),
        persona_id: null,
        ...(data ? { scraped: JSON.stringify(data) } : {}),
      },
    );
  }

  stopped(): Promise<boolean> {
    return this.isStopped();
  }

  /**
   * Open rows without a stored analysis become `state` with `error` (cancelled, or failed when the work ended
   * abnormally). Rows whose analysis is stored are left to be charged and completed by a run.
   */
  async closeOpen(state: 'cancelled' | 'failed', error: string | null): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ state, error, claim: null, updated_at: new Date() } as never)
      .where({ ...this.scope, state: In([...OPEN_STATES]) })
      .andWhere('persona_id IS NULL')
      .execute();
  }

  private async change(where: object, values: Partial<PipelineRowColumns>): Promise<boolean> {
    const result = await this.rows.update(where as FindOptionsWhere<T>, { ...values, updated_at: new Date() } as never);
    return (result.affected ?? 0) > 0;
  }
}
