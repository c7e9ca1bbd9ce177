import { Inject, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module';
import { BillingModule } from '../billing/billing.module';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PERSONA_LOOKUP } from '../search/persona-lookup.port';
import { SearchResult } from '../search/entities/search-result.entity';
import { PersonaJobRow } from './entities/persona-job-row.entity';
import { PersonaJob } from './entities/persona-job.entity';
import { PersonaResultLink } from './entities/persona-result-link.entity';
import { Persona } from './entities/persona.entity';
import { LinkedinRegistrations } from './linkedin-registrations';
import { LinkedinScrapeJob } from './linkedin-scrape.job';
import { LinkedinController } from './linkedin.controller';
import { PersonaAnalyzer } from './persona-analyzer.service';
import { PersonaJobs } from './persona-jobs.service';
import { PersonaLookupService } from './persona-lookup.service';
import { PersonaPipeline } from './pipeline/persona-pipeline';
import { PersonaStore } from './persona-store.service';
import { PersonasService } from './personas.service';
import { ScraperModule } from './scraper/scraper.module';

/**
 * LinkedIn profile scraping (Bright Data, behind PROFILE_SCRAPER), persona analysis (AI_PROVIDER), stored
 * personas and their links to search results (issue: personas). Exports PersonaStore for e-mail generation,
 * PersonaPipeline (and the scraper and analyzer) for CSV personas, and PERSONA_LOOKUP for search.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Persona, PersonaResultLink, PersonaJob, PersonaJobRow, SearchResult]),
    AiModule,
    ScraperModule,
    BillingModule,
  ],
  controllers: [LinkedinController],
  providers: [
    PersonaStore,
    PersonaAnalyzer,
    PersonaJobs,
    PersonaPipeline,
    PersonasService,
    PersonaLookupService,
    { provide: PERSONA_LOOKUP, useExisting: PersonaLookupService },
    LinkedinScrapeJob,
    LinkedinRegistrations,
  ],
  exports: [PersonaStore, PersonaAnalyzer, PersonaPipeline, ScraperModule, PERSONA_LOOKUP],
})
export class LinkedinModule implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: PersonaJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The inline queue forgets its jobs on restart: scrape jobs still open are queued again (Bull keeps them). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.redis && this.config.role !== 'api') await this.jobs.resumeInterrupted();
  }
}
