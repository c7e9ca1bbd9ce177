import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeBrightDataDatasets, startFakeBrightDataDatasets } from '../../fakes/brightdata-datasets';

/** The fake behaves as shared/reference/external-apis.md §2 says Bright Data's datasets API does. */

type Json = Record<string, unknown>;
const profile = (slug: string) => `https://www.linkedin.com/in/${slug}`;

describe('fake Bright Data datasets API', () => {
  let fake: FakeBrightDataDatasets;

  beforeAll(async () => {
    fake = await startFakeBrightDataDatasets();
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    fake.setMode('ok');
    fake.setLatency(0);
  });

  async function call(method: string, path: string, body?: unknown, token: string | null = fake.apiToken) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== null) headers.authorization = token.includes(' ') ? token : `Bearer ${token}`;
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  const triggerPath = () => `/datasets/v3/trigger?dataset_id=${fake.datasetId}&include_errors=true`;

  async function trigger(urls: string[]): Promise<string> {
    const reply = await call(
      'POST',
      triggerPath(),
      urls.map((url) => ({ url })),
    );
    expect(reply.status).toBe(200);
    return (reply.json as { snapshot_id: string }).snapshot_id;
  }

  it('exposes the app variables for itself', () => {
    expect(fake.env).toEqual({
      BRIGHTDATA_API_TOKEN: fake.apiToken,
      BRIGHTDATA_DATASET_ID: 'gd_l1viktl72bvl7bjuj0',
      BRIGHTDATA_BASE_URL: fake.url,
      BRIGHTDATA_POLL_INTERVAL_MS: '20',
    });
  });

  it('refuses bad auth with plain text and a missing dataset_id with 404', async () => {
    const body = [{ url: profile('jane-doe') }];
    expect(await call('POST', triggerPath(), body, null)).toMatchObject({
      status: 401,
      text: 'Credentials are missing',
    });
    expect(await call('POST', triggerPath(), body, 'Basic abc')).toMatchObject({
      status: 401,
      text: 'Auth method is not supported',
    });
    expect(await call('POST', triggerPath(), body, 'wrong')).toMatchObject({
      status: 401,
      text: 'Invalid credentials',
    });
    expect(await call('POST', '/datasets/v3/trigger', body)).toMatchObject({
      status: 404,
      text: 'Collector not found',
    });
    expect(await call('POST', '/datasets/v3/trigger?dataset_id=gd_x', body)).toMatchObject({
      status: 404,
      text: 'dataset does not exist',
    });
  });

  it('validates each url against linkedin.com/in/ with the JSON validation error', async () => {
    const reply = await call('POST', triggerPath(), [
      { url: profile('jane-doe') },
      { url: 'https://www.linkedin.com/company/acme' },
    ]);
    expect(reply).toMatchObject({
      status: 400,
      json: {
        error: 'Invalid input provided',
        code: 'validation_error',
        errors: [['url', 'This field must be a valid url']],
      },
    });
    expect(await call('POST', triggerPath(), [])).toMatchObject({ status: 400, text: 'No data to trigger' });
  });

  it('answers 202 until a batch is ready, then the records in shuffled order', async () => {
    const urls = ['jane-doe', 'nobody', 'sparse', 'john-smith-42', 'ada-quinn', 'dead-end'].map(profile);
    const id = await trigger(urls);
    expect(id).toMatch(/^s_\w+$/);
    expect(fake.triggers.at(-1)).toMatchObject({ snapshotId: id, urls });

    // readyAfterPolls (2) counts progress and snapshot requests alike.
    expect(await call('GET', `/datasets/v3/snapshot/${id}?format=json`)).toMatchObject({
      status: 202,
      json: { status: 'running', message: 'Snapshot is not ready yet, try again in 10s' },
    });
    expect((await call('GET', `/datasets/v3/progress/${id}`)).json).toMatchObject({
      snapshot_id: id,
      dataset_id: fake.datasetId,
      status: 'ready',
    });

    const snapshot = await call('GET', `/datasets/v3/snapshot/${id}?format=json`);
    expect(snapshot.status).toBe(200);
    const records = snapshot.json as Json[];
    const inputs = records.map((record) => (record.input as { url: string }).url);
    expect([...inputs].sort()).toEqual([...urls].sort());
    expect(inputs).not.toEqual(urls);
    const bySlug = (slug: string) => records.find((record) => (record.input as { url: string }).url === profile(slug));
    expect(bySlug('nobody')).toMatchObject({ error_code: 'dead_page', error: '4XX page - dead page.' });
    expect(bySlug('nobody')).not.toHaveProperty('id');
    expect(bySlug('dead-end')).toMatchObject({ error_code: 'dead_page' });
    expect(bySlug('sparse')).toMatchObject({ position: '--', experience: null, followers: null });
    expect(bySlug('jane-doe')).toMatchObject({ name: 'Jane Doe', current_company_name: 'Acme' });

    const generated = bySlug('john-smith-42') as Json;
    expect(generated).toMatchObject({ name: 'John Smith', first_name: 'John', last_name: 'Smith' });
    expect(generated.about).toEqual(expect.stringContaining('<br>'));
    expect(generated.activity).toHaveLength(6);
    expect(generated.education).toHaveLength(2);
    expect(generated.current_company_name).toEqual(expect.any(String));

    const ndjson = await call('GET', `/datasets/v3/snapshot/${id}?format=ndjson`);
    expect(
      ndjson.text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).input.url),
    ).toHaveLength(6);
  });

  it('leaves out error records without include_errors', async () => {
    const reply = await call('POST', `/datasets/v3/scrape?dataset_id=${fake.datasetId}`, [
      { url: profile('jane-doe') },
      { url: profile('nobody') },
    ]);
    expect((reply.json as Json[]).map((record) => record.name)).toEqual(['Jane Doe']);
  });

  it('ends a batch triggered in failed mode as failed with an error_message', async () => {
    fake.setMode('failed');
    const id = await trigger([profile('jane-doe')]);
    await call('GET', `/datasets/v3/progress/${id}`);
    expect((await call('GET', `/datasets/v3/progress/${id}`)).json).toMatchObject({
      status: 'failed',
      error_message: expect.any(String),
    });
  });

  it('keeps a batch running until its latency has passed', async () => {
    fake.setLatency([150, 200]);
    const id = await trigger([profile('jane-doe')]);
    for (let n = 0; n < 3; n++) {
      expect((await call('GET', `/datasets/v3/progress/${id}`)).json).toMatchObject({
        status: n === 0 ? 'starting' : 'running',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect((await call('GET', `/datasets/v3/progress/${id}`)).json).toMatchObject({ status: 'ready' });
  });

  it('scrapes synchronously with either body shape, or answers 202 with a snapshot id', async () => {
    const path = `/datasets/v3/scrape?dataset_id=${fake.datasetId}&format=json&include_errors=true`;
    const bare = await call('POST', path, [{ url: profile('jane-doe') }]);
    expect(bare).toMatchObject({ status: 200, json: [{ name: 'Jane Doe' }] });
    const wrapped = await call('POST', path, { input: [{ url: profile('jane-doe') }], custom_output_fields: 'name' });
    expect(wrapped).toMatchObject({ status: 200, json: [{ name: 'Jane Doe' }] });
    fake.setMode('scrape_202');
    const slow = await call('POST', path, [{ url: profile('jane-doe') }]);
    expect(slow).toMatchObject({ status: 202, json: { snapshot_id: expect.stringMatching(/^s_/) } });
  });

  it('answers 429 with Retry-After: 2 when switched, and counts them', async () => {
    fake.setMode('rate_limited');
    const before = fake.rateLimited;
    const reply = await call('POST', triggerPath(), [{ url: profile('jane-doe') }]);
    expect(reply.status).toBe(429);
    expect(reply.headers.get('retry-after')).toBe('2');
    expect(reply.headers.get('content-type')).toContain('text/plain');
    expect(fake.rateLimited).toBe(before + 1);
  });

  it('answers 429 beyond maxRunning and records the most batches running at once', async () => {
    const limited = await startFakeBrightDataDatasets({ maxRunning: 2, latencyMs: 60_000 });
    try {
      const post = () =>
        fetch(`${limited.url}/datasets/v3/trigger?dataset_id=${limited.datasetId}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${limited.apiToken}`, 'content-type': 'application/json' },
          body: JSON.stringify([{ url: profile('jane-doe') }]),
        });
      expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([200, 200, 429]);
      expect(limited.maxConcurrentRunning).toBe(2);
      expect(limited.rateLimited).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('forwards other paths to passthroughUrl, so one base URL can serve the SERP fake too', async () => {
    const upstream: Server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-brd-status-code': '200' });
      res.end(JSON.stringify({ path: req.url, auth: req.headers.authorization }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const shared = await startFakeBrightDataDatasets({
      token: 'brd_shared',
      passthroughUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
    try {
      const response = await fetch(`${shared.url}/request`, {
        method: 'POST',
        headers: { authorization: 'Bearer brd_shared' },
        body: '{}',
      });
      expect(response.headers.get('x-brd-status-code')).toBe('200');
      expect(await response.json()).toEqual({ path: '/request', auth: 'Bearer brd_shared' });
    } finally {
      await shared.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
