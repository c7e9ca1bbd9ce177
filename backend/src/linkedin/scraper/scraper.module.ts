import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BrightDataDatasetsScraper, rateWindowFor, sleep } from './adapters/brightdata-datasets.adapter';
import { PROFILE_SCRAPER } from './profile-scraper.port';

/**
 * LinkedIn profile scraping behind PROFILE_SCRAPER: Bright Data's people-profile dataset, configured from
 * vendors.brightdata (token and dataset id; without them the scraper says configured=false). Tests point
 * BRIGHTDATA_BASE_URL at test/fakes/brightdata-datasets or override the provider.
 */
@Module({
  providers: [
    {
      provide: PROFILE_SCRAPER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new BrightDataDatasetsScraper(config.vendors.brightdata, sleep, rateWindowFor(config.redis)),
    },
  ],
  exports: [PROFILE_SCRAPER],
})
export class ScraperModule {}
