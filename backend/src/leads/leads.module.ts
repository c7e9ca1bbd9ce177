import { DynamicModule, Inject, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ElasticsearchModule } from '@nestjs/elasticsearch';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../auth/entities/user.entity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CsvController } from './csv.controller';
import { CsvImportJob } from './csv-import.job';
import { CsvImportService } from './csv-import.service';
import { CsvUploadInterceptor } from './csv-upload.interceptor';
import { DbController } from './db.controller';
import { LeadDeletion, LeadSuppression } from './entities/lead-erasure.entity';
import { LeadImport } from './entities/lead-import.entity';
import { ImportHistoryService } from './import-history.service';
import { LeadErasureService } from './lead-erasure.service';
import { elasticsearchLeadIndexProvider, LeadIndexLifecycle, sqlLeadIndexProvider } from './lead-index.provider';
import { LEAD_INDEX, LeadIndex } from './lead-index.port';

/** The lead index port and adapters, admin CSV import, admin DB query, lead detail and erase. */
@Module({
  imports: [TypeOrmModule.forFeature([LeadImport, LeadSuppression, LeadDeletion, User])],
  controllers: [CsvController, DbController],
  providers: [
    LeadIndexLifecycle,
    CsvImportService,
    CsvImportJob,
    CsvUploadInterceptor,
    LeadErasureService,
    ImportHistoryService,
  ],
})
export class LeadsModule implements OnApplicationBootstrap {
  /** The lead index adapter follows the configuration: Elasticsearch when ELASTICSEARCH_URL is set, else SQL. */
  static forRoot(config: AppConfig): DynamicModule {
    const url = config.vendors.elasticsearchUrl;
    return {
      module: LeadsModule,
      // Global: search, personas and ops read leads through LEAD_INDEX without importing this module.
      global: true,
      imports: url ? [ElasticsearchModule.register({ node: url, requestTimeout: 30_000 })] : [],
      providers: [url ? elasticsearchLeadIndexProvider : sqlLeadIndexProvider],
      exports: [LEAD_INDEX],
    };
  }

  private readonly logger = new Logger('Leads');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LEAD_INDEX) private readonly index: LeadIndex,
    private readonly imports: CsvImportService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // In-process jobs die with the process: imports it was running start again. (Bull keeps its own jobs.)
    if (!this.config.redis) await this.imports.resumeInterrupted();
    if (this.config.role === 'worker' || (await this.index.count()) > 0) return;
    if (this.config.leads.seedSample) {
      await this.imports.startSample(null);
      this.logger.log('The lead index was empty: importing the bundled sample leads (SEED_SAMPLE_LEADS=true)');
    } else {
      this.logger.log('The lead index is empty: an admin can load sample leads from the CSV Upload tab');
    }
  }
}
