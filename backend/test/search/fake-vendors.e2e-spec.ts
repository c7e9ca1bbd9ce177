import { FakeBrightDataSerp, startFakeBrightDataSerp } from '../fakes/brightdata-serp';
import { FakeSerpApi, startFakeSerpApi } from '../fakes/serpapi';

/** The fakes behave as shared/reference/external-apis.md says the vendors do ("Fake server must"). */

describe('fake SerpApi', () => {
  let fake: FakeSerpApi;
  beforeAll(async () => {
    fake = await startFakeSerpApi();
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => fake.setMode('ok'));

  const get = async (params: Record<string, string>, path = '/search.json') => {
    const response = await fetch(`${fake.url}${path}?${new URLSearchParams(params)}`);
    return { status: response.status, body: await response.json() };
  };

  it('answers 401 without the key and 400 without q, with SerpApi error bodies', async () => {
    expect(await get({ engine: 'google', q: 'x' })).toEqual({
      status: 401,
      body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' },
    });
    expect(await get({ engine: 'google', q: 'x', api_key: 'nope' })).toMatchObject({ status: 401 });
    expect(await get({ engine: 'google', api_key: fake.apiKey }, '/search')).toEqual({
      status: 400,
      body: { error: 'Missing query `q` parameter.' },
    });
  });

  it('pages organic results with positions offset by start and a next link until the last page', async () => {
    const first = await get({ engine: 'google', q: 'data', api_key: fake.apiKey });
    expect(first.body.organic_results.map((row: { position: number }) => row.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(first.body.serpapi_pagination.next).toContain('start=10');
    expect(first.body.top_stories).toHaveLength(3);
    const last = await get({ engine: 'google', q: 'data', start: '20', api_key: fake.apiKey });
    expect(last.body.organic_results[0].position).toBe(21);
    expect(last.body.serpapi_pagination.next).toBeUndefined();
    expect(last.body.top_stories).toBeUndefined();
    const archived = await fetch(first.body.search_metadata.json_endpoint);
    expect((await archived.json()).organic_results).toHaveLength(10);
  });

  it('serves the organic-only, knowledge-graph and "Fully empty" fixtures', async () => {
    const organicOnly = await get({ engine: 'google', q: 'organic only', api_key: fake.apiKey });
    expect(Object.keys(organicOnly.body)).not.toContain('top_stories');
    const graph = await get({ engine: 'google', q: 'acme', api_key: fake.apiKey });
    expect(graph.body.knowledge_graph).toMatchObject({ title: 'Acme Corp', founded: '1999, Springfield' });
    const empty = await get({ engine: 'google', q: 'empty', api_key: fake.apiKey });
    expect(empty).toMatchObject({
      status: 200,
      body: {
        search_information: { organic_results_state: 'Fully empty' },
        error: "Google hasn't returned any results for this query.",
      },
    });
    expect(empty.body.organic_results).toBeUndefined();
  });

  it.each([
    ['out_of_searches', 429, 'Your account has run out of searches.'],
    ['server_error', 500, 'Internal server error. Please try again.'],
  ] as const)('switches to %s', async (mode, status, error) => {
    fake.setMode(mode);
    expect(await get({ engine: 'google', q: 'x', api_key: fake.apiKey })).toEqual({ status, body: { error } });
  });

  it('adds its latency to every answer', async () => {
    fake.setLatency(150);
    const started = Date.now();
    await get({ engine: 'google', q: 'x', api_key: fake.apiKey });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    fake.setLatency(0);
  });
});

describe('fake Bright Data SERP API', () => {
  let fake: FakeBrightDataSerp;
  beforeAll(async () => {
    fake = await startFakeBrightDataSerp();
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => fake.setMode('ok'));

  const post = async (body: unknown, token: string | null = fake.token) => {
    const response = await fetch(`${fake.url}/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const google = (q: string, extra = '&brd_json=1') =>
    `https://www.google.com/search?q=${encodeURIComponent(q)}${extra}`;

  it('answers plain-text 401s and validation errors as JSON, an unknown zone as text', async () => {
    const body = { zone: fake.zone, url: google('x'), format: 'json' };
    expect(await post(body, null)).toMatchObject({ status: 401, text: 'User authentication is required' });
    expect(await post(body, 'wrong')).toMatchObject({ status: 401, text: 'Auth method is not supported' });
    const missing = await post({ url: google('x'), format: 'json' });
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.text)).toMatchObject({ error: 'Request validation failed', error_code: 'validation' });
    expect(await post({ ...body, zone: 'nope' })).toMatchObject({ status: 400, text: 'zone "nope" not found' });
    expect((await post({ ...body, url: 'http://www.google.com/search?q=x' })).status).toBe(400);
  });

  it('wraps the parsed page as a JSON-encoded string with format json, and sends it as is with raw', async () => {
    const wrapped = await post({ zone: fake.zone, url: google('site:linkedin.com/in data'), format: 'json' });
    const wrapper = JSON.parse(wrapped.text);
    expect(wrapper.status_code).toBe(200);
    expect(typeof wrapper.body).toBe('string');
    const page = JSON.parse(wrapper.body);
    expect(page.organic).toHaveLength(10);
    expect(page.pagination.next_page_start).toBe(10);
    const raw = await post({
      zone: fake.zone,
      url: google('site:linkedin.com/in data', '&start=10&brd_json=1'),
      format: 'raw',
    });
    const second = JSON.parse(raw.text);
    expect(second.organic[0]).toMatchObject({ rank: 1, global_rank: 13 });
    expect(second.pagination.next_page_start).toBeUndefined();
    const html = await post({ zone: fake.zone, url: google('data', ''), format: 'raw' });
    expect(html.text).toMatch(/^<!doctype html>/);
  });

  it('serves the empty and generic web fixtures', async () => {
    const empty = JSON.parse((await post({ zone: fake.zone, url: google('empty'), format: 'raw' })).text);
    expect(empty.general.results_cnt).toBe(0);
    expect(empty.organic).toBeUndefined();
    const web = JSON.parse((await post({ zone: fake.zone, url: google('acme corp'), format: 'raw' })).text);
    expect(Object.keys(web)).toEqual(expect.arrayContaining(['organic', 'knowledge', 'people_also_ask', 'related']));
  });

  it('fails the way the SERP API does in each mode', async () => {
    const body = { zone: fake.zone, url: google('x'), format: 'json' };
    fake.setMode('rate_limited');
    const limited = await post(body);
    expect([limited.status, limited.headers.get('x-brd-error-code')]).toEqual([429, 'failed_query_rejected']);
    fake.setMode('unexpected_q');
    const unexpected = await post(body);
    expect([unexpected.status, unexpected.headers.get('x-brd-error-code')]).toEqual([502, 'unexpected_q']);
    fake.setMode('empty_502');
    const empty = await post(body);
    expect([empty.status, empty.text, empty.headers.get('x-brd-status-code')]).toEqual([200, '', '502']);
  });
});
