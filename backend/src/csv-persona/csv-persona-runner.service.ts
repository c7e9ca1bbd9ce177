import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CreditsService } from '../billing/credits.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PersonaPipeline } from '../linkedin/pipeline/persona-pipeline';
import { finalStatus, statusObject } from './csv-persona-view';
import { CsvPersonaService, reservationRef } from './csv-persona.service';
import { csvRowStore } from './csv-row-store';
import { CsvPersonaRow } from './entities/csv-persona-row.entity';
import { CsvPersonaSession } from './entities/csv-persona-session.entity';

/**
 * Runs a persona CSV session through the persona pipeline (the 'csv-persona.process' job), cancels it, ends it.
 * Every step is durable per row, so a second run (a retry, a re-delivery, a restart) resumes the first.
 */
@Injectable()
export class CsvPersonaRunner {
  private readonly logger = new Logger('CsvPersona');

  constructor(
    @InjectRepository(CsvPersonaSession) private readonly sessions: Repository<CsvPersonaSession>,
    @InjectRepository(CsvPersonaRow) private readonly rows: Repository<CsvPersonaRow>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pipeline: PersonaPipeline,
    private readonly credits: CreditsService,
    private readonly service: CsvPersonaService,
  ) {}

  async process(sessionId: string): Promise<{ status: string }> {
    const session = await this.sessions.findOne({ where: { id: sessionId } });
    if (!session) return { status: 'missing' };
    if (session.status !== 'processing') return { status: session.status };
    await this.pipeline.run({
      userId: session.user_id,
      rows: csvRowStore(this.rows, this.sessions, sessionId),
      chargeRef: (row) => `csv-row:${row.id}`,
      reservation: reservationRef(sessionId),
      batchSize: this.config.personas.csvBatch,
      concurrency: this.config.personas.concurrency,
    });
    return { status: await this.finish(sessionId) };
  }

  /** Ends the session when no row is open any more (another run may still be working on some). */
  async finish(sessionId: string, failure?: string): Promise<string> {
    const session = await this.sessions.findOne({ where: { id: sessionId } });
    if (!session) return 'missing';
    if (failure && session.status === 'processing') {
      await csvRowStore(this.rows, this.sessions, sessionId).closeOpen('failed', failure);
    }
    const counts = await this.service.counts(sessionId);
    const open = counts.pending + counts.scraping + counts.analysing;
    if (session.status !== 'processing' || open > 0) return session.status;
    const now = new Date();
    const status = finalStatus(counts, false);
    await this.sessions.update({ id: sessionId, status: 'processing' }, { status, finished_at: now, updated_at: now });
    await this.credits.release(reservationRef(sessionId));
    return status;
  }

  /** Rows not done become cancelled and cost nothing; the reservation is released. */
  async cancel(userId: number, id: string) {
    const session = await this.service.own(userId, id);
    if (session.status === 'processing') {
      const now = new Date();
      await this.sessions.update(
        { id, status: 'processing' },
        { status: 'cancelled', finished_at: now, updated_at: now },
      );
      await csvRowStore(this.rows, this.sessions, id).closeOpen('cancelled', null);
      await this.credits.release(reservationRef(id));
    }
    const fresh = await this.service.own(userId, id);
    return { success: true as const, status: statusObject(fresh, await this.service.counts(id)) };
  }

  /** The job's last try failed: its open rows fail (free) and the session ends, so nothing waits for ever. */
  async failed(sessionId: string, error: Error): Promise<void> {
    this.logger.error(`CSV persona session ${sessionId} failed: ${error.message}`);
    await this.finish(sessionId, 'Processing stopped after an internal error');
  }

  /** Sessions a restart interrupted are queued again (inline driver; Bull keeps its own jobs). */
  async resumeInterrupted(): Promise<void> {
    const open = await this.sessions.find({ select: { id: true }, where: { status: 'processing' } });
    const stamp = Date.now().toString(36);
    for (const session of open) await this.service.enqueue(session.id, `:resume:${stamp}`);
  }
}
