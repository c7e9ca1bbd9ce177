import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
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

export interface SourceInfo {
  id: 'elasticsearch' | 'google' | 'bright_data';
  label: string;
  configured: boolean;
  driver: string;
}

@Injectable()
export class OpsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
    @InjectRepository(ActionLog) private readonly actions: Repository<ActionLog>,
    @Inject(LEAD_INDEX) private readonly leadIndex: LeadIndex,
  ) {}

  /** Which driver serves each concern and whether the ones we depend on answer. Never reveals secrets. */
  async health(): Promise<{ ok: boolean; drivers: Record<string, DriverStatus> }> {
    const vendors = this.config.vendors;
    const [database, jobs, index] = await Promise.all([
      this.databaseStatus(),
      this.jobs.health(),
      this.leadIndex.health(),
    ]);
    const drivers: Record<string, DriverStatus> = {
      database,
      jobs: { driver: jobs.driver, ok: jobs.ok, ...(jobs.error ? { error: jobs.error } : {}) },
      lead_index: {
        driver: vendors.elasticsearchUrl ? 'elasticsearch' : 'sql',
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

  sources(): SourceInfo[] {
    const vendors = this.config.vendors;
    return [
      {
        id: 'elasticsearch',
        label: 'Database',
        configured: true,
        driver: vendors.elasticsearchUrl ? 'elasticsearch' : 'sql',
      },
      { id: 'google', label: 'Web Search', configured: Boolean(vendors.serpapi.apiKey), driver: 'serpapi' },
      {
        id: 'bright_data',
        label: 'LinkedIn profiles',
        configured: Boolean(vendors.brightdata.apiToken && vendors.brightdata.serpZone),
        driver: 'brightdata-serp',
      },
    ];
  }

  async logAction(userId: number, action: string, details: Record<string, unknown> | undefined): Promise<ActionLog> {
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
