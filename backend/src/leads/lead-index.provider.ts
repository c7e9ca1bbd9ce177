import { availableParallelism } from 'node:os';
import { Inject, Injectable, OnModuleDestroy, Provider } from '@nestjs/common';
import { ElasticsearchService } from '@nestjs/elasticsearch';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ElasticsearchLeadIndex } from './adapters/elasticsearch/elasticsearch-lead-index.adapter';
import { SqlLeadIndex } from './adapters/sql/sql-lead-index';
import { MysqlRunner, SqliteRunner } from './adapters/sql/sql-runner';
import { LEAD_INDEX, LeadIndex } from './lead-index.port';

/** One read connection per core, at most 4: the reads are CPU-bound full-text queries. */
const SQLITE_READERS = Math.max(1, Math.min(4, availableParallelism()));

/**
 * The WAL size past which the lead index checkpoints it (from a connection in a thread of its own): SQLite's own
 * default (1,000 pages of 4 KiB), for the app's writes too, whose connection leaves checkpoints to this one.
 */
const WAL_CHECKPOINT_BYTES = 4 * 1024 * 1024;

/** The SQL lead index on the app's database (the default). */
export const sqlLeadIndexProvider: Provider = {
  provide: LEAD_INDEX,
  inject: [APP_CONFIG, getDataSourceToken()],
  useFactory: (config: AppConfig, dataSource: DataSource): LeadIndex => {
    // The data source is injected so migrations (which create the lead tables) have run before this opens.
    if (config.database.driver === 'sqlite') {
      const runner = new SqliteRunner(config.database.path, {
        readers: SQLITE_READERS,
        walCheckpointBytes: WAL_CHECKPOINT_BYTES,
      });
      return new SqlLeadIndex(runner, {
        budgetMs: config.leads.queryBudgetMs,
      });
    }
    return new SqlLeadIndex(new MysqlRunner(dataSource), { budgetMs: config.leads.queryBudgetMs });
  },
};

/** The Elasticsearch lead index (ELASTICSEARCH_URL set), on @nestjs/elasticsearch's client. */
export const elasticsearchLeadIndexProvider: Provider = {
  provide: LEAD_INDEX,
  inject: [ElasticsearchService],
  useFactory: (client: ElasticsearchService): LeadIndex =>
    new ElasticsearchLeadIndex(client, { indexPrefix: 'leadscope-leads-' }),
};

/** Closes the index's own connections on shutdown. */
@Injectable()
export class LeadIndexLifecycle implements OnModuleDestroy {
  constructor(@Inject(LEAD_INDEX) private readonly index: LeadIndex & { close?: () => Promise<void> }) {}

  async onModuleDestroy(): Promise<void> {
    await this.index.close?.();
  }
}
