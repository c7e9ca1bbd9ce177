import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module';
import { BillingModule } from '../billing/billing.module';
import { PERSONA_LOOKUP } from '../search/persona-lookup.port';
import { SearchResult } from '../search/entities/search-result.entity';
import { PersonaJob } from './entities/persona-job.entity';
import { PersonaResultLink } from './entities/persona-result-link.entity';
import { Persona } from './entities/persona.entity';
import { LinkedinRegistrations } from './linkedin-registrations';
import { LinkedinScrapeJob } from './linkedin-scrape.job';
import { LinkedinController } from './linkedin.controller';
import { PersonaAnalyzer } from './persona-analyzer.service';
import { PersonaJobs } from './persona-jobs.service';
import { PersonaLookupService } from './persona-lookup.service';
import { PersonaStore } from './persona-store.service';
import { PersonasService } from './personas.service';
import { ScraperModule } from './scraper/scraper.module';

/**
 * LinkedIn profile scraping (Bright Data, behind PROFILE_SCRAPER), persona analysis (AI_PROVIDER), stored
 * personas and their links to search results (issue: personas). Exports PersonaStore for e-mail generation and
 * PERSONA_LOOKUP for search.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Persona, PersonaResultLink, PersonaJob, SearchResult]),
    AiModule,
    ScraperModule,
    BillingModule,
  ],
  controllers: [LinkedinController],
  providers: [
    PersonaStore,
    PersonaAnalyzer,
    PersonaJobs,
    PersonasService,
    PersonaLookupService,
    { provide: PERSONA_LOOKUP, useExisting: PersonaLookupService },
    LinkedinScrapeJob,
    LinkedinRegistrations,
  ],
  exports: [PersonaStore, PERSONA_LOOKUP],
})
export class LinkedinModule {}
