import request from 'supertest';
import type { BrightDataSerpMode } from '../fakes/brightdata-serp';
import type { SerpApiMode } from '../fakes/serpapi';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { LEADS, search, SearchApp, SOURCE_TIMEOUT_MS, startSearchApp } from './search-kit';

const TIMED_OUT = `Timed out after ${SOURCE_TIMEOUT_MS} ms`;

describe.each(dbKinds())('search source failures on %s', (kind) => {
  let t: SearchApp;
  let user: Session;

  beforeAll(async () => {
    t = await startSearchApp(kind);
    await t.index.upsert('file1_part1', LEADS);
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.serpapi.setMode('ok');
    t.brightdata.setMode('ok');
  });

  /** Runs a search and checks that only `failed` reports an error while the other sources answer. */
  async function searchWithFailure(failed: 'google' | 'bright_data', message: string) {
    const started = Date.now();
    const response = await search(t, user, { query: 'healthcare', max_results: 10 }).expect(200);
    const elapsed = Date.now() - started;
    expect(response.body.errors).toEqual({ [failed]: message });
    expect(response.body.results[failed]).toEqual([]);
    expect(response.body.results.elasticsearch.length).toBeGreaterThan(0);
    const other = failed === 'google' ? 'bright_data' : 'google';
    expect(response.body.results[other].length).toBeGreaterThan(0);
    expect(response.body.total_results).toBe(
      response.body.results.elasticsearch.length + response.body.results[other].length,
    );
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(t.serpapi.apiKey);
    expect(text).not.toContain(t.brightdata.token);

    const history = await request(t.http).get('/api/search/history/metadata/?page_size=1').set(bearer(user));
    expect(history.body.history[0]).toMatchObject({
      id: response.body.search_query_id,
      processed: true,
      errors: { [failed]: message },
      total_results: response.body.total_results,
    });
    return elapsed;
  }

  it.each<[SerpApiMode, string]>([
    ['unauthorized', 'Web search API key was rejected'],
    ['out_of_searches', 'Web search quota is used up: the account has run out of searches'],
    ['rate_limited', 'Web search rate limit reached. Please try again later.'],
    ['server_error', 'Web search service is unavailable (HTTP 500)'],
    ['slow', TIMED_OUT],
  ])('reports SerpApi "%s" against google only', async (mode, message) => {
    t.serpapi.setMode(mode);
    const elapsed = await searchWithFailure('google', message);
    if (mode === 'slow') expect(elapsed).toBeLessThan(SOURCE_TIMEOUT_MS * 2.5);
  });

  it.each<[BrightDataSerpMode, string]>([
    ['unauthorized', 'LinkedIn search credentials were rejected'],
    ['rate_limited', 'LinkedIn search rate limit reached (failed_query_rejected). Please try again later.'],
    ['unexpected_q', 'LinkedIn search failed upstream (HTTP 502) (unexpected_q)'],
    ['empty_502', 'LinkedIn search failed upstream (HTTP 502)'],
    ['server_error', 'LinkedIn search failed upstream (HTTP 500)'],
    ['slow', TIMED_OUT],
  ])('reports Bright Data "%s" against bright_data only', async (mode, message) => {
    t.brightdata.setMode(mode);
    await searchWithFailure('bright_data', message);
  });

  it('times slow sources out concurrently: the search takes one timeout, not one per source', async () => {
    t.serpapi.setMode('slow');
    t.brightdata.setMode('slow');
    const started = Date.now();
    const response = await search(t, user, { query: 'healthcare' }).expect(200);
    expect(Date.now() - started).toBeLessThan(SOURCE_TIMEOUT_MS * 2);
    expect(response.body.errors).toEqual({ google: TIMED_OUT, bright_data: TIMED_OUT });
    expect(response.body.results.elasticsearch.length).toBeGreaterThan(0);
  });
});

describe.each(dbKinds())('search sources misconfigured on %s', (kind) => {
  let t: SearchApp;
  let user: Session;

  afterEach(async () => {
    await t?.close();
  });

  it('reports unconfigured web sources without calling them', async () => {
    t = await startSearchApp(kind, { SERPAPI_API_KEY: '', BRIGHTDATA_SERP_ZONE: '' });
    user = await signUp(t);
    const response = await search(t, user, { query: 'healthcare' }).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      errors: { google: 'Web search is not configured', bright_data: 'LinkedIn search is not configured' },
      results: { elasticsearch: [], google: [], bright_data: [] },
    });
    expect(t.serpapi.requests).toHaveLength(0);
    expect(t.brightdata.requests).toHaveLength(0);
  });

  it('reports a rejected key and an unknown zone, and never shows the key', async () => {
    const wrongKey = 'wrong-serpapi-key-0123456789';
    t = await startSearchApp(kind, { SERPAPI_API_KEY: wrongKey, BRIGHTDATA_SERP_ZONE: 'no_such_zone' });
    user = await signUp(t);
    const response = await search(t, user, { query: 'healthcare' }).expect(200);
    expect(response.body.errors).toEqual({
      google: 'Web search API key was rejected',
      bright_data: 'LinkedIn search was refused (HTTP 400): zone "no_such_zone" not found',
    });
    expect(t.serpapi.requests[0].params.api_key).toBe(wrongKey);
    const stored = await t.dataSource.query('SELECT errors FROM search_queries');
    expect(JSON.stringify(stored)).not.toContain(wrongKey);
    expect(JSON.stringify(response.body)).not.toContain(wrongKey);
  });
});
