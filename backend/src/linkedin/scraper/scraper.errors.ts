import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/app-exception';

/**
 * What the profile scraper throws when a whole batch fails (then nothing is charged). The messages are written for
 * the person who asked for the analysis: they never carry the API token, at most a short vendor text with any
 * secret blanked out.
 */

export const scraperNotConfigured = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'scraper_not_configured', 'LinkedIn scraping is not configured');

/** The vendor refused, failed or could not be reached; `reason` is our own sentence. */
export const scraperFailed = (reason = 'LinkedIn scraping failed. Please try again later.') =>
  new AppException(HttpStatus.BAD_GATEWAY, 'scraper_failed', reason);

export const scraperRateLimited = () =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'scraper_rate_limited',
    'The LinkedIn scraping service is busy. Please try again in a few minutes.',
  );

export const scraperTimeout = (seconds: number) =>
  new AppException(
    HttpStatus.GATEWAY_TIMEOUT,
    'scraper_timeout',
    `LinkedIn scraping did not finish within ${seconds} seconds. Please try again later.`,
  );
