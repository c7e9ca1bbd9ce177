import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { LocalRateWindow, RateWindow, RedisRateWindow } from '../../src/common/redis-rate-window';
import { BrightDataDatasetsScraper, sleep } from '../../src/linkedin/scraper/adapters/brightdata-datasets.adapter';
import { FakeBrightDataDatasets, startFakeBrightDataDatasets } from '../fakes/brightdata-datasets';
import { IN_CI, TEST_REDIS_URL } from '../support/services';

/** Set by test/global-setup.ts when Redis does not answer PING. */
const REDIS_MISSING = process.env.LEADSCOPE_TEST_REDIS_MISSING;
const SKIP = Boolean(REDIS_MISSING) && !IN_CI;
if (SKIP) console.warn(`Bright Data 429 brake across processes: SKIPPED. ${REDIS_MISSING}`);

const profile = (slug: string) => `https://www.linkedin.com/in/${slug}`;

(SKIP ? describe.skip : describe)('the Bright Data 429 brake with several processes', () => {
  let fake: FakeBrightDataDatasets;
  const windows: RateWindow[] = [];

  beforeAll(async () => {
    if (REDIS_MISSING && IN_CI) throw new Error(`${REDIS_MISSING}. CI=true, so this suite fails instead of skipping.`);
    Logger.overrideLogger(false);
    fake = await startFakeBrightDataDatasets();
    fake.setMode('rate_limited');
  });
  afterAll(async () => {
    await Promise.all(windows.splice(0).map((window) => window.close()));
    await fake?.close();
  });

  /** One process' adapter; Retry-After waits are cut to a few milliseconds. */
  function scraper(window: RateWindow) {
    windows.push(window);
    const settings = {
      apiToken: fake.apiToken,
      datasetId: fake.datasetId,
      baseUrl: fake.url,
      pollIntervalMs: 10,
      scrapeTimeoutMs: 5_000,
    };
    return new BrightDataDatasetsScraper(settings, (ms, signal) => sleep(Math.min(ms, 5), signal), window);
  }

  /** Batches alternating between the two adapters; the 429s each one drew from the vendor. */
  async function rateLimitedBatches(first: BrightDataDatasetsScraper, second: BrightDataDatasetsScraper) {
    const drawn: number[] = [];
    for (const [i, adapter] of [first, second, first, second].entries()) {
      const before = fake.rateLimited;
      const error = await adapter.scrapeBatch([profile(`brake-${i}`)]).then(
        () => null,
        (reason: { code?: string }) => reason,
      );
      expect(error?.code).toBe('scraper_rate_limited');
      drawn.push(fake.rateLimited - before);
    }
    return drawn;
  }

  it('trips for every process once their 429s together reach the budget when they share Redis', async () => {
    const key = `brake-test-${randomBytes(4).toString('hex')}`;
    const drawn = await rateLimitedBatches(
      scraper(new RedisRateWindow(TEST_REDIS_URL, key)),
      scraper(new RedisRateWindow(TEST_REDIS_URL, key)),
    );
    // 5 per batch (4 retries), until the shared count reaches 12: the last batch stops at its first 429.
    expect(drawn).toEqual([5, 5, 2, 1]);
  });

  it('counts per process without Redis', async () => {
    const drawn = await rateLimitedBatches(scraper(new LocalRateWindow()), scraper(new LocalRateWindow()));
    expect(drawn).toEqual([5, 5, 5, 5]);
  });
});
