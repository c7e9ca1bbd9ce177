import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { AppException } from '../../../src/common/app-exception';
import { loadConfig } from '../../../src/config/app-config';
import { ConfigModule } from '../../../src/config/config.module';
import {
  BrightDataDatasetsScraper,
  BrightDataDatasetsSettings,
  sleep,
} from '../../../src/linkedin/scraper/adapters/brightdata-datasets.adapter';
import { PROFILE_SCRAPER, ProfileScraper, ScrapeProgress } from '../../../src/linkedin/scraper/profile-scraper.port';
import { ScraperModule } from '../../../src/linkedin/scraper/scraper.module';
import { FakeBrightDataDatasets, startFakeBrightDataDatasets } from '../../fakes/brightdata-datasets';

/**
 * The Bright Data datasets adapter against the fake over real HTTP. Waits are recorded at their full length but
 * slept for at most a few milliseconds, so a Retry-After of 2 s costs nothing.
 */

const profile = (slug: string) => `https://www.linkedin.com/in/${slug}`;

describe('BrightDataDatasetsScraper against the fake Bright Data datasets API', () => {
  let fake: FakeBrightDataDatasets;
  let waits: number[];

  beforeAll(async () => {
    Logger.overrideLogger(false);
    fake = await startFakeBrightDataDatasets();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    // A request an earlier test aborted (its batch timed out mid-poll) can still reach the fake after that test
    // ended: the log is cleared once the fake has heard nothing for a moment, so it is not counted here.
    for (let heard = -1; heard !== fake.requests.length;) {
      heard = fake.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    fake.setMode('ok');
    fake.setLatency(0);
    fake.rateLimitNext(0);
    fake.requests.length = 0;
    fake.triggers.length = 0;
    waits = [];
  });

  function scraper(overrides: Partial<BrightDataDatasetsSettings> = {}) {
    const settings: BrightDataDatasetsSettings = {
      apiToken: fake.apiToken,
      datasetId: fake.datasetId,
      baseUrl: fake.url,
      pollIntervalMs: 10,
      scrapeTimeoutMs: 5_000,
      ...overrides,
    };
    return new BrightDataDatasetsScraper(settings, (ms, signal) => {
      waits.push(ms);
      return sleep(Math.min(ms, 5), signal);
    });
  }

  async function failure(promise: Promise<unknown>): Promise<AppException> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    if (!error) throw new Error('expected the scrape to fail');
    return error as AppException;
  }

  const pathsOf = (prefix: string) => fake.requests.filter((request) => request.path.startsWith(prefix));

  it('scrapes a batch of three with one dead page in one trigger: two profiles and one failure, in order', async () => {
    const urls = [profile('jane-doe'), profile('nobody'), profile('john-smith-42')];
    const outcomes = await scraper().scrapeBatch(urls);

    expect(outcomes.map((outcome) => [outcome.linkedin_url, outcome.ok])).toEqual([
      [urls[0], true],
      [urls[1], false],
      [urls[2], true],
    ]);
    expect(outcomes[0].ok && outcomes[0].data).toMatchObject({
      linkedin_url: urls[0],
      name: 'Jane Doe',
      current_company_name: 'Acme',
      connections: 500,
    });
    expect(outcomes[0].ok && outcomes[0].data.about).toContain('\n');
    expect(outcomes[1]).toEqual({
      linkedin_url: urls[1],
      ok: false,
      error_code: 'dead_page',
      error: 'This LinkedIn profile could not be found (dead page).',
    });
    expect(outcomes[2].ok && outcomes[2].data).toMatchObject({ name: 'John Smith', first_name: 'John' });
    expect(outcomes[2].ok && outcomes[2].data.activity).toHaveLength(6);

    const triggers = pathsOf('/datasets/v3/trigger');
    expect(triggers).toHaveLength(1);
    expect(triggers[0].path).toBe(`/datasets/v3/trigger?dataset_id=${fake.datasetId}&include_errors=true`);
    expect(triggers[0].authorization).toBe(`Bearer ${fake.apiToken}`);
    expect(triggers[0].body).toEqual(urls.map((url) => ({ url })));
    expect(pathsOf('/datasets/v3/snapshot/')).toHaveLength(1);
  });

  it('sends each profile once, answers every given URL, and fails non-profiles and unanswered ones', async () => {
    const outcomes = await scraper().scrapeBatch([
      'https://uk.linkedin.com/in/Jane-Doe/?trk=x',
      profile('jane-doe'),
      'https://www.linkedin.com/company/acme',
      profile('missing-person'),
      profile('sparse-sam'),
    ]);
    expect(fake.triggers[0].urls).toEqual([profile('jane-doe'), profile('missing-person'), profile('sparse-sam')]);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.error_code))).toEqual([
      'ok',
      'ok',
      'invalid_url',
      'missing',
      'ok',
    ]);
    expect(outcomes[4].ok && outcomes[4].data).toMatchObject({ position: null, posts: [], followers: null });
  });

  it('polls progress from starting through running to ready, waiting longer each time', async () => {
    const slow = await startFakeBrightDataDatasets({ readyAfterPolls: 4 });
    try {
      const seen: ScrapeProgress[] = [];
      const settings = { apiToken: slow.apiToken, datasetId: slow.datasetId, baseUrl: slow.url };
      const outcomes = await scraper(settings).scrapeBatch([profile('jane-doe')], {
        onProgress: (progress) => {
          seen.push(progress);
        },
      });
      expect(outcomes[0].ok).toBe(true);
      expect(seen).toEqual([
        { status: 'starting', polls: 1 },
        { status: 'running', polls: 2 },
        { status: 'running', polls: 3 },
        { status: 'ready', polls: 4 },
      ]);
      expect(waits).toEqual([10, 15, 23, 35]);
    } finally {
      await slow.close();
    }
  });

  it('keeps waiting while the snapshot download answers 202', async () => {
    fake.setMode('building');
    const outcomes = await scraper().scrapeBatch([profile('jane-doe')]);
    expect(outcomes[0].ok).toBe(true);
    expect(pathsOf('/datasets/v3/snapshot/')).toHaveLength(3);
  });

  it('waits as long as Retry-After says after a 429, then succeeds with one batch', async () => {
    fake.rateLimitNext(1);
    const outcomes = await scraper().scrapeBatch([profile('jane-doe')]);
    expect(outcomes[0].ok).toBe(true);
    expect(fake.rateLimited).toBeGreaterThanOrEqual(1);
    expect(waits).toContain(2_000);
    expect(pathsOf('/datasets/v3/trigger')).toHaveLength(2);
    expect(fake.triggers).toHaveLength(1);
  });

  it('gives up with scraper_rate_limited after a handful of 429s', async () => {
    fake.setMode('rate_limited');
    const before = fake.rateLimited;
    const error = await failure(scraper().scrapeBatch([profile('jane-doe')]));
    expect([error.getStatus(), error.code]).toEqual([503, 'scraper_rate_limited']);
    expect(fake.rateLimited - before).toBeLessThanOrEqual(5);
    expect(waits.every((ms) => ms >= 2_000)).toBe(true);
  });

  it('fails the batch with scraper_failed when the vendor reports it failed', async () => {
    fake.setMode('failed');
    const error = await failure(scraper().scrapeBatch([profile('jane-doe'), profile('john-roe')]));
    expect([error.getStatus(), error.code]).toEqual([502, 'scraper_failed']);
    expect(error.message).toContain('too many errors on the target site');
    expect(pathsOf('/datasets/v3/snapshot/')).toHaveLength(0);
  });

  it('fails with scraper_timeout when the batch is not ready in time', async () => {
    fake.setLatency(60_000);
    const started = Date.now();
    const error = await failure(scraper({ scrapeTimeoutMs: 300 }).scrapeBatch([profile('jane-doe')]));
    expect([error.getStatus(), error.code]).toEqual([504, 'scraper_timeout']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('says the credentials were refused for a wrong token, without repeating it', async () => {
    const error = await failure(scraper({ apiToken: 'brd_wrong_token' }).scrapeBatch([profile('jane-doe')]));
    expect([error.getStatus(), error.code]).toEqual([502, 'scraper_failed']);
    expect(error.message).toBe('Bright Data refused the LinkedIn scraping credentials (Invalid credentials).');
    expect(error.message).not.toContain('brd_wrong_token');
    expect(fake.requests).toHaveLength(1);
  });

  it('names the refused batch for a dataset the vendor does not know', async () => {
    const error = await failure(scraper({ datasetId: 'gd_unknown' }).scrapeBatch([profile('jane-doe')]));
    expect(error.message).toBe('Bright Data could not find the batch (dataset does not exist).');
  });

  it.each([
    ['no token', { apiToken: null }],
    ['no dataset id', { datasetId: null }],
  ])('is not configured with %s and fails without any request', async (_case, overrides) => {
    const unconfigured = scraper(overrides);
    expect(unconfigured.configured).toBe(false);
    const error = await failure(unconfigured.scrapeBatch([profile('jane-doe')]));
    expect([error.getStatus(), error.code, error.message]).toEqual([
      503,
      'scraper_not_configured',
      'LinkedIn scraping is not configured',
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it('stops polling when the caller aborts', async () => {
    fake.setLatency(60_000);
    const controller = new AbortController();
    const error = await failure(
      scraper().scrapeBatch([profile('jane-doe')], {
        signal: controller.signal,
        onProgress: ({ polls }) => {
          if (polls === 2) controller.abort();
        },
      }),
    );
    expect((error as unknown as Error).name).toBe('AbortError');
    const polls = pathsOf('/datasets/v3/progress/').length;
    await sleep(50, new AbortController().signal);
    expect(pathsOf('/datasets/v3/progress/')).toHaveLength(polls);
    expect(polls).toBe(2);
  });

  it('makes no request when already aborted', async () => {
    const error = await failure(scraper().scrapeBatch([profile('jane-doe')], { signal: AbortSignal.abort() }));
    expect((error as unknown as Error).name).toBe('AbortError');
    expect(fake.requests).toHaveLength(0);
  });

  describe('ScraperModule', () => {
    async function providedScraper(env: Record<string, string>): Promise<ProfileScraper> {
      const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), ...env });
      const moduleRef = await Test.createTestingModule({
        imports: [ConfigModule.forRoot(config), ScraperModule],
      }).compile();
      return moduleRef.get<ProfileScraper>(PROFILE_SCRAPER);
    }

    it('provides PROFILE_SCRAPER from the configuration, ready to scrape through the fake', async () => {
      const provided = await providedScraper(fake.env);
      expect(provided.configured).toBe(true);
      const outcomes = await provided.scrapeBatch([profile('jane-doe')]);
      expect(outcomes[0].ok).toBe(true);
    });

    it('provides an unconfigured scraper without a token', async () => {
      expect((await providedScraper({})).configured).toBe(false);
    });
  });
});
