import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, MoreThan, Repository } from 'typeorm';
import { AppException, TooManyRequestsException } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import { LEAD_INDEX, LeadIndex } from '../leads/lead-index.port';
import { MAIL_TRANSPORT, MailTransport } from '../mail/mail-transport.port';
import { ActionLog } from './entities/action-log.entity';
import { NO_TRANSACTION } from '../database/save-options';

export interface DriverStatus {
  driver: string;
  ok?: boolean;
  configured?: boolean;
  error?: string;
}

export type HealthDrivers = Record<
  'database' | 'jobs' | 'lead_index' | 'ai' | 'web_search' | 'scraping' | 'payments' | 'mail',
  DriverStatus
>;

export interface SourceInfo {
  id: 'elasticsearch' | 'google' | 'bright_data';
  label: string;
  configured: boolean;
  driver: string;
  /** Why the source cannot be searched (only when it is not configured), safe for every user. */
  reason?: string;
  /** How an operator configures it (admins only: names the server's environment variables). */
  hint?: string;
  /** The Database source: how many leads the index holds (absent when the count failed). */
  lead_count?: number;
}

/** Logged details are a few fields (query, filters, counts); anything bigger is abuse or a bug. */
export const LOG_ACTION_DETAILS_MAX_BYTES = 4 * 1024;
const DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class OpsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OpsService.name);
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
    @InjectRepository(ActionLog) private readonly actions: Repository<ActionLog>,
    @Inject(LEAD_INDEX) private readonly leadIndex: LeadIndex,
  ) {}

  /** Which driver serves each concern and whether the ones we depend on answer. Never reveals secrets. */
  async health(): Promise<{ ok: boolean; drivers: HealthDrivers }> {
    const vendors = this.config.vendors;
    const [database, jobs, index] = await Promise.all([
      this.databaseStatus(),
      this.jobs.health(),
      this.leadIndex.health(),
    ]);
    const drivers: HealthDrivers = {
      database,
      jobs: { driver: jobs.driver, ok: jobs.ok, ...(jobs.error ? { error: jobs.error } : {}) },
      lead_index: {
        driver: this.leadIndex.driver,
        ok: index.ok,
        ...(index.error ? { error: index.error } : {}),
      },
      ai: { driver: 'openai', configured: Boolean(vendors.openai.apiKey) },
      web_search: { driver: 'serpapi', configured: Boolean(vendors.serpapi.apiKey) },
      scraping: {
        driver: 'brightdata',
        configured: Boolean(vendors.brightdata.apiToken && vendors.brightdata.datasetId),
      },
      payments: { driver: 'stripe', configured: Boolean(vendors.stripe.secretKey && vendors.stripe.webhookSecret) },
      mail: { driver: this.mail.name, configured: true },
    };
    return { ok: Boolean(database.ok && jobs.ok && index.ok), drivers };
  }

  /** The search sources, whether each is configured, and (for admins) how to configure the ones that are not. */
  async sources(forAdmin: boolean): Promise<SourceInfo[]> {
    const vendors = this.config.vendors;
    const leadCount = await this.leadIndex.count().catch(() => undefined);
    const unconfigured = (reason: string, hint: string) => ({ reason, ...(forAdmin ? { hint } : {}) });
    const serpapi = Boolean(vendors.serpapi.apiKey);
    const brightdata = Boolean(vendors.brightdata.apiToken && vendors.brightdata.serpZone);
    return [
      {
        id: 'elasticsearch',
        label: 'Database',
        configured: true,
        driver: this.leadIndex.driver,
        ...(leadCount === undefined ? {} : { lead_count: leadCount }),
      },
      {
        id: 'google',
        label: 'Web Search',
        configured: serpapi,
        driver: 'serpapi',
        ...(serpapi
          ? {}
          : unconfigured(
              'Web search is not configured',
              'Set SERPAPI_API_KEY in the server environment and restart the app.',
            )),
      },
      {
        id: 'bright_data',
        label: 'LinkedIn profiles',
        configured: brightdata,
        driver: 'brightdata-serp',
        ...(brightdata
          ? {}
          : unconfigured(
              'LinkedIn search is not configured',
              'Set BRIGHTDATA_API_TOKEN and BRIGHTDATA_SERP_ZONE in the server environment and restart the app.',
            )),
      },
    ];
  }

  onApplicationBootstrap(): void {
    const prune = () =>
      this.pruneActionLogs().catch((error: unknown) =>
        this.logger.warn(`Pruning logged actions failed: ${error instanceof Error ? error.message : error}`),
      );
    void prune();
    this.pruneTimer = setInterval(prune, DAY_MS);
    this.pruneTimer.unref();
  }

  onApplicationShutdown(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
  }

  /** Deletes logged actions past the retention period; returns how many went. */
  async pruneActionLogs(): Promise<number> {
    const cutoff = new Date(Date.now() - this.config.ops.logActionRetentionDays * DAY_MS);
    const result = await this.actions.delete({ created_at: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  /**
   * Caps what one user can write: details size, and a per-minute budget counted from the table itself (indexed
   * by user and time), so the limit holds across every API process without shared memory.
   */
  async logAction(userId: number, action: string, details: Record<string, unknown> | undefined): Promise<ActionLog> {
    if (details !== undefined && Buffer.byteLength(JSON.stringify(details)) > LOG_ACTION_DETAILS_MAX_BYTES) {
      throw new AppException(413, 'details_too_large', 'details must be at most 4 KB');
    }
    const recent = await this.actions.count({
      where: { user_id: userId, created_at: MoreThan(new Date(Date.now() - 60_000)) },
    });
    if (recent >= this.config.ops.logActionPerMinute) {
      throw new TooManyRequestsException('Too many requests. Please wait a moment and try again.', 60);
    }
    return this.actions.save(
      this.actions.create({ user_id: userId, action, details: details ?? null }),
      NO_TRANSACTION,
    );
  }

  async actionsOf(userId: number, page: number, pageSize: number) {
    const [rows, total] = await this.actions.findAndCount({
      where: { user_id: userId },
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return {
      total,
      logs: rows.map((row) => ({
        id: row.id,
        action: row.action,
        details: row.details,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  }

  private async databaseStatus(): Promise<DriverStatus> {
    const driver = this.config.database.driver;
    try {
      await this.dataSource.query('SELECT 1');
      return { driver, ok: true };
    } catch (error) {
      return { driver, ok: false, error: error instanceof Error ? error.message.split('\n')[0] : 'unreachable' };
    }
  }
}
