import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { LEADS, search, SearchApp, SOURCE_TIMEOUT_MS, startSearchApp } from './search-kit';

interface Entry {
  id: number;
  query_text: string;
  query_type: string;
  processed: boolean;
  total_results: number;
  created_at: string;
  sources: string[];
  results?: Record<string, { id: string }[]>;
}

describe.each(dbKinds())('search history on %s', (kind) => {
  let t: SearchApp;
  let admin: Session;
  let owner: Session;
  let stranger: Session;
  let ids: number[];

  const get = (session: Session, path: string) => request(t.http).get(path).set(bearer(session));

  beforeAll(async () => {
    t = await startSearchApp(kind);
    await t.index.upsert('file1_part1', LEADS);
    admin = await signUp(t);
    owner = await signUp(t);
    stranger = await signUp(t);
    ids = [];
    for (const query of ['healthcare', 'python', 'acme']) {
      const response = await search(t, owner, { query, sources: ['elasticsearch', 'google'], max_results: 5 });
      ids.push(response.body.search_query_id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists metadata newest first without results, 50 a page by default', async () => {
    const response = await get(owner, '/api/search/history/metadata/').expect(200);
    expect(response.body).toMatchObject({ success: true, total: 3, page: 1, page_size: 50 });
    const history: Entry[] = response.body.history;
    expect(history.map((entry) => entry.id)).toEqual([...ids].reverse());
    expect(history[0]).toEqual({
      id: ids[2],
      query_text: 'acme',
      query_type: 'mixed',
      kind: 'general',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      processed: true,
      total_results: expect.any(Number),
      sources: ['elasticsearch', 'google'],
      filters: null,
      errors: {},
    });
    expect(history[0].total_results).toBeGreaterThan(0);
  });

  it('pages the history', async () => {
    const second = await get(owner, '/api/search/history/metadata/?page=2&page_size=2').expect(200);
    expect(second.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.body.history.map((entry: Entry) => entry.id)).toEqual([ids[0]]);
    const bad = await get(owner, '/api/search/history/metadata/?page_size=501').expect(400);
    expect(bad.body.error).toBe('page_size must be a whole number from 1 to 500');
  });

  it('includes every entry’s results, keyed by the sources it asked, in the full history', async () => {
    const response = await get(owner, '/api/search/history/').expect(200);
    const history: Entry[] = response.body.history;
    expect(history).toHaveLength(3);
    for (const entry of history) {
      expect(Object.keys(entry.results ?? {})).toEqual(['elasticsearch', 'google']);
      const count = Object.values(entry.results ?? {}).reduce((sum, items) => sum + items.length, 0);
      expect(count).toBe(entry.total_results);
      const single = await get(owner, `/api/search/results/${entry.id}/`).expect(200);
      expect(single.body.results).toEqual(entry.results);
    }
  });

  it('answers 404 for another user’s entry and for one that does not exist', async () => {
    for (const path of [`/api/search/results/${ids[0]}/`, `/api/search/filter-options/${ids[0]}/`]) {
      const response = await get(stranger, path).expect(404);
      expect(response.body).toEqual({
        success: false,
        error: 'Search not found',
        message: 'Search not found',
        code: 'search_not_found',
      });
    }
    await get(owner, '/api/search/results/999999/').expect(404);
    await get(owner, '/api/search/results/abc/').expect(400);
    const empty = await get(stranger, '/api/search/history/metadata/').expect(200);
    expect(empty.body).toMatchObject({ history: [], total: 0 });
  });

  it('lets an administrator read any entry (the Super Admin screen shows them)', async () => {
    const response = await get(admin, `/api/search/results/${ids[0]}/`).expect(200);
    expect(response.body.results.elasticsearch.length).toBeGreaterThan(0);
  });

  it('offers filter options from the entry’s results, preferring the lead fields', async () => {
    const response = await get(owner, `/api/search/filter-options/${ids[0]}/`).expect(200);
    expect(response.body.success).toBe(true);
    const options = response.body.filter_options;
    expect(Object.keys(options)).toEqual([
      'company_industry',
      'company_size',
      'company_location_text',
      'seniority_level',
      'skills',
      'revenue_range',
    ]);
    expect(options.company_industry.sort()).toEqual(['Healthcare', 'Hospital & Health Care', 'Technology']);
    expect(options.skills).toEqual(expect.arrayContaining(['python', 'sql', 'nursing', 'kubernetes']));
  });

  it('falls back to web fields with 2 to 99 values when the results hold no leads', async () => {
    const web = await search(t, stranger, { query: 'organic only', sources: ['google'], max_results: 3 });
    const response = await get(stranger, `/api/search/filter-options/${web.body.search_query_id}/`).expect(200);
    expect(response.body.filter_options).toMatchObject({
      source: ['Site 1', 'Site 2', 'Site 3'],
      position: ['1', '2', '3'],
    });
    expect(response.body.filter_options.company_industry).toBeUndefined();
  });

  it('shows a running search as pending, then processed', async () => {
    t.serpapi.setMode('slow');
    try {
      const running = search(t, stranger, { query: 'pending', sources: ['google'] }).then((response) => response);
      let pending: Entry | undefined;
      for (let attempt = 0; attempt < 50 && !pending; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const list = await get(stranger, '/api/search/history/metadata/?page_size=1');
        pending = list.body.history.find((entry: Entry) => entry.query_text === 'pending');
      }
      expect(pending).toMatchObject({ processed: false, total_results: 0 });
      const done = await running;
      expect(done.body.errors).toEqual({ google: `Timed out after ${SOURCE_TIMEOUT_MS} ms` });
      const list = await get(stranger, '/api/search/history/metadata/?page_size=1');
      expect(list.body.history[0]).toMatchObject({ id: pending?.id, processed: true });
    } finally {
      t.serpapi.setMode('ok');
    }
  });
});
