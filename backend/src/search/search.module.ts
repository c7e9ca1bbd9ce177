import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { LinkedinModule } from '../linkedin/linkedin.module';
import { BrightDataSerpSearch } from './adapters/brightdata-serp.adapter';
import { SerpApiSearch } from './adapters/serpapi.adapter';
import { AdminSearchController } from './admin-search.controller';
import { AdminSearchService } from './admin-search.service';
import { SearchQuery } from './entities/search-query.entity';
import { SearchResult } from './entities/search-result.entity';
import { SearchHistoryService } from './search-history.service';
import { SearchRegistrations } from './search-registrations';
import { SearchRunner } from './search-runner';
import { SEARCH_SOURCES, SearchSource } from './search-source.port';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';
import { LeadIndexSource } from './sources/lead-index.source';

/**
 * Multi-source search (the lead index through LEAD_INDEX, which LeadsModule provides globally; SerpApi; Bright
 * Data's SERP API), the search history with filter options, and the admin history (issue: search).
 */
@Module({
  imports: [TypeOrmModule.forFeature([SearchQuery, SearchResult]), AuthModule, BillingModule, LinkedinModule],
  controllers: [SearchController, AdminSearchController],
  providers: [
    LeadIndexSource,
    SerpApiSearch,
    BrightDataSerpSearch,
    {
      provide: SEARCH_SOURCES,
      inject: [LeadIndexSource, SerpApiSearch, BrightDataSerpSearch],
      useFactory: (...sources: SearchSource[]) => sources,
    },
    SearchRunner,
    SearchService,
    SearchHistoryService,
    AdminSearchService,
    SearchRegistrations,
  ],
})
export class SearchModule {}
