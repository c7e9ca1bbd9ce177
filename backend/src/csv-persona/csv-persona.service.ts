import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { Repository } from 'typeorm';
import { aiNotConfigured } from '../ai/ai.errors';
import { CreditsService } from '../billing/credits.service';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NO_TRANSACTION } from '../database/save-options';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import type { Persona } from '../linkedin/entities/persona.entity';
import { PersonaAnalyzer } from '../linkedin/persona-analyzer.service';
import { urlKey } from '../linkedin/persona-input';
import { PersonaStore } from '../linkedin/persona-store.service';
import { PROFILE_SCRAPER, ProfileScraper } from '../linkedin/scraper/profile-scraper.port';
import { scraperNotConfigured } from '../linkedin/scraper/scraper.errors';
import { InputRow, readPersonaCsv } from './csv-persona-reader';
import { emptyCounts, rowView, StateCounts, statusObject, summary } from './csv-persona-view';
import { FileCreditsShort, noValidRows, sessionNotFound } from './csv-persona.errors';
import { CsvPersonaRow } from './entities/csv-persona-row.entity';
import { CsvPersonaSession } from './entities/csv-persona-session.entity';

export interface UploadedFile {
  path: string;
  originalname: string;
}

const INSERT_CHUNK = 200;
const REUSE_CHUNK = 500;
const HISTORY = 50;

export const reservationRef = (sessionId: string) => `csv-session:${sessionId}`;

/** Persona CSV sessions: upload (read, price, reserve, store rows, queue) and what the API reads of them. */
@Injectable()
export class CsvPersonaService {
  constructor(
    @InjectRepository(CsvPersonaSession) private readonly sessions: Repository<CsvPersonaSession>,
    @InjectRepository(CsvPersonaRow) private readonly rows: Repository<CsvPersonaRow>,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(PROFILE_SCRAPER) private readonly scraper: ProfileScraper,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly analyzer: PersonaAnalyzer,
    private readonly personas: PersonaStore,
    private readonly credits: CreditsService,
  ) {}

  /**
   * Reads the whole file, prices it (reused rows are free), and refuses with 402 / 503 before any vendor call
   * when the rest cannot be paid for or done. The credits needed are reserved for the session.
   */
  async upload(userId: number, file: UploadedFile) {
    let read;
    try {
      read = await readPersonaCsv(file.path, this.config.personas.csvMaxRows);
    } finally {
      await unlink(file.path).catch(() => undefined);
    }
    if (!read.work.length) throw noValidRows();
    const reused = await this.reusable(userId, read.work);
    const needed = read.work.length - reused.size;
    const id = randomUUID();
    if (needed > 0) {
      if (!this.scraper.configured) throw scraperNotConfigured();
      if (!this.analyzer.configured) throw aiNotConfigured();
      await this.reserve(userId, id, needed);
    }
    const now = new Date();
    const session = this.sessions.create({
      id,
      user_id: userId,
      file_name: (file.originalname || 'upload.csv').slice(0, 255),
      status: needed > 0 ? 'processing' : 'completed',
      total_rows: read.work.length,
      duplicate_rows: read.duplicates,
      reused_rows: reused.size,
      invalid_count: read.invalidCount,
      invalid_rows: read.invalid,
      credits_needed: needed,
      created_at: now,
      updated_at: now,
      finished_at: needed > 0 ? null : now,
    });
    try {
      await this.sessions.save(session, NO_TRANSACTION);
      await this.insertRows(id, read.rows, reused, now);
      if (needed > 0) await this.enqueue(id);
    } catch (error) {
      // The request failed, so its job must never run: one whose enqueue was still in flight finds nothing.
      await this.rows.delete({ session_id: id }).catch(() => undefined);
      await this.sessions.delete({ id }).catch(() => undefined);
      await this.credits.release(reservationRef(id));
      throw error;
    }
    return {
      success: true as const,
      upload_session_id: id,
      file_name: session.file_name,
      status: session.status,
      total_rows: session.total_rows,
      invalid_rows: read.invalid,
      invalid_count: read.invalidCount,
      duplicate_rows: read.duplicates,
      reused_rows: reused.size,
      credits_needed: needed,
      balance: await this.credits.balance(userId),
    };
  }

  private async reserve(userId: number, sessionId: string, needed: number): Promise<void> {
    try {
      await this.credits.reserve(userId, reservationRef(sessionId), needed);
    } catch (error) {
      if (!(error instanceof AppException) || error.code !== 'insufficient_credits') throw error;
      const available = await this.credits.available(userId);
      throw new FileCreditsShort(Math.max(1, needed - available), needed, await this.credits.balance(userId));
    }
  }

  enqueue(sessionId: string, suffix = '') {
    return this.queue.enqueue('csv-persona.process', { sessionId }, { jobId: `csv-persona:${sessionId}${suffix}` });
  }

  async own(userId: number, id: string): Promise<CsvPersonaSession> {
    const session = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.sessions.findOne({ where: { id, user_id: userId } })
      : null;
    if (!session) throw sessionNotFound();
    return session;
  }

  async page(userId: number, page: number, pageSize: number) {
    const [rows, total] = await this.sessions.findAndCount({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { success: true as const, sessions: await this.summaries(rows), total, page, page_size: pageSize };
  }

  async history(userId: number) {
    const rows = await this.sessions.find({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      take: HISTORY,
    });
    return { success: true as const, history: await this.summaries(rows) };
  }

  async detail(userId: number, id: string) {
    const session = await this.own(userId, id);
    const rows = await this.rows.find({
      where: { session_id: id, kind: 'work' },
      order: { position: 'ASC' },
    });
    return { success: true as const, session: { ...summary(session, countRows(rows)), rows: rows.map(rowView) } };
  }

  async status(userId: number, id: string) {
    const session = await this.own(userId, id);
    return { success: true as const, status: statusObject(session, await this.counts(id)) };
  }

  /** Work rows per state, read from the rows (never from a cached counter). */
  async counts(sessionId: string): Promise<StateCounts> {
    const raw = await this.rows
      .createQueryBuilder('row')
      .select('row.state', 'state')
      .addSelect('row.reused', 'reused')
      .addSelect('COUNT(*)', 'n')
      .where('row.session_id = :sessionId AND row.kind = :kind', { sessionId, kind: 'work' })
      .groupBy('row.state')
      .addGroupBy('row.reused')
      .getRawMany<{ state: keyof StateCounts; reused: unknown; n: unknown }>();
    const counts = emptyCounts();
    for (const { state, reused, n } of raw) {
      counts[state] += Number(n);
      if (Number(reused)) counts.reused += Number(n);
    }
    return counts;
  }

  private async summaries(sessions: CsvPersonaSession[]) {
    return Promise.all(sessions.map(async (session) => summary(session, await this.counts(session.id))));
  }

  private async reusable(userId: number, work: InputRow[]): Promise<Map<string, Persona>> {
    const found = new Map<string, Persona>();
    if (!this.config.personas.reuseDays) return found;
    for (let start = 0; start < work.length; start += REUSE_CHUNK) {
      const keys = work.slice(start, start + REUSE_CHUNK).map((row) => urlKey(row.linkedin_url));
      for (const [key, persona] of await this.personas.reusable(userId, keys)) found.set(key, persona);
    }
    return found;
  }

  private async insertRows(sessionId: string, input: InputRow[], reused: Map<string, Persona>, now: Date) {
    const rows = input.map((row): Partial<CsvPersonaRow> => {
      const persona = row.kind === 'work' ? reused.get(urlKey(row.linkedin_url)) : undefined;
      return {
        session_id: sessionId,
        position: row.position,
        line: row.line,
        kind: row.kind,
        linkedin_url: row.linkedin_url,
        first_name: row.first_name,
        last_name: row.last_name,
        state: row.kind === 'invalid' ? 'failed' : persona ? 'completed' : 'pending',
        error: row.error,
        persona_id: persona?.id ?? null,
        reused: Boolean(persona),
        duplicate_of: row.duplicate_of,
        snapshot_id: null,
        claim: null,
        scraped: null,
        updated_at: now,
      };
    });
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await this.rows.insert(rows.slice(start, start + INSERT_CHUNK));
    }
  }
}

function countRows(rows: CsvPersonaRow[]): StateCounts {
  const counts = emptyCounts();
  for (const row of rows) {
    counts[row.state] += 1;
    if (row.reused) counts.reused += 1;
  }
  return counts;
}
