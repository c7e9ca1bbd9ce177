import simpleRestProvider from 'ra-data-simple-rest';
import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { search, SearchApp, startSearchApp } from './search-kit';

interface Entry {
  id: number;
  query_text: string;
  query_type: string;
  processed: boolean;
  user: { id: number; username: string; email: string };
  results?: Record<string, unknown[]>;
}

const API = 'http://leadscope.test/api';
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(dbKinds())('admin search history on %s', (kind) => {
  let t: SearchApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;

  const get = (session: Session, path: string) => request(t.http).get(path).set(bearer(session));
  const adminHistory = async (query = '') => (await get(admin, `/api/admin/search/history/${query}`).expect(200)).body;

  /** ra-data-simple-rest with a fetchJson-like client that calls the test server through supertest. */
  function dataProvider(session: Session) {
    return simpleRestProvider(`${API}/admin`, async (url: string, options: { headers?: HeadersInit } = {}) => {
      const target = new URL(url);
      const path = `${target.pathname}${target.search}`;
      const response = await request(t.http)
        .get(path)
        .set(bearer(session))
        .set('Range', new Headers(options.headers).get('Range') ?? '');
      if (response.status < 200 || response.status >= 300) {
        throw Object.assign(new Error(response.body?.error ?? `HTTP ${response.status} for ${path}`), {
          status: response.status,
        });
      }
      return {
        status: response.status,
        headers: new Headers(response.headers as Record<string, string>),
        body: response.text,
        json: response.body,
      };
    });
  }

  beforeAll(async () => {
    t = await startSearchApp(kind);
    admin = await signUp(t);
    alice = await signUp(t, { email: `alice.${Date.now()}@example.com` });
    bob = await signUp(t, { email: `bob.${Date.now()}@example.com` });
    await search(t, alice, { query: 'alice database search', sources: ['elasticsearch'] }).expect(200);
    await search(t, alice, { query: 'alice web search', sources: ['google'], max_results: 2 }).expect(200);
    await search(t, bob, { query: 'bob mixed search', sources: ['elasticsearch', 'google'], max_results: 2 }).expect(
      200,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists every user's searches newest first, with their results and user", async () => {
    const body = await adminHistory();
    expect(body).toMatchObject({ success: true, total: 3, page: 1, page_size: 50 });
    const history: Entry[] = body.history;
    expect(history.map((entry) => entry.query_text)).toEqual([
      'bob mixed search',
      'alice web search',
      'alice database search',
    ]);
    expect(history[0].user).toEqual({ id: bob.user.id, username: bob.user.username, email: bob.user.email });
    expect(Object.keys(history[0].results ?? {})).toEqual(['elasticsearch', 'google']);
    const organic = (history[1].results?.google ?? []).filter((item) => (item as { type: string }).type === 'organic');
    expect(organic).toHaveLength(2);
  });

  it.each([
    ['?email=ALICE.', ['alice web search', 'alice database search']],
    ['?query_type=database', ['alice database search']],
    ['?query_type=mixed&processed=true', ['bob mixed search']],
    ['?processed=false', []],
    [`?date_from=${today}&date_to=${today}`, ['bob mixed search', 'alice web search', 'alice database search']],
    [`?date_from=${dayOffset(1)}`, []],
    [`?date_to=${dayOffset(-1)}`, []],
    ['?email=&query_type=&date_from=', ['bob mixed search', 'alice web search', 'alice database search']],
    ['?email=nobody%25', []],
  ])('filters with %s', async (query, expected) => {
    const body = await adminHistory(query);
    expect(body.history.map((entry: Entry) => entry.query_text)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages the admin history', async () => {
    const body = await adminHistory('?page=2&page_size=1');
    expect(body).toMatchObject({ total: 3, page: 2, page_size: 1 });
    expect(body.history.map((entry: Entry) => entry.query_text)).toEqual(['alice web search']);
  });

  it.each([
    ['?query_type=csv', 'query_type must be one of mixed, database, websearch'],
    ['?date_from=01/02/2026', 'date_from must be a date (YYYY-MM-DD)'],
    ['?processed=maybe', 'processed must be true or false'],
    ['?colour=red', 'property colour should not exist'],
  ])('refuses %s', async (query, message) => {
    const response = await get(admin, `/api/admin/search/history/${query}`).expect(400);
    expect(response.body.error).toBe(message);
  });

  it("lists one user's history, and 404 for a user who does not exist", async () => {
    const response = await get(admin, `/api/admin/search/users/${alice.user.id}/history/?page_size=1`).expect(200);
    expect(response.body).toMatchObject({ success: true, total: 2 });
    expect(response.body.history.map((entry: Entry) => entry.query_text)).toEqual(['alice web search']);
    const filtered = await get(
      admin,
      `/api/admin/search/users/${alice.user.id}/history/?page_size=500&date_from=${today}&query_type=database`,
    ).expect(200);
    expect(filtered.body.history.map((entry: Entry) => entry.query_text)).toEqual(['alice database search']);
    const missing = await get(admin, '/api/admin/search/users/999999/history/').expect(404);
    expect(missing.body.code).toBe('user_not_found');
  });

  it('offers the e-mails and usernames of users who searched, and the query types in use', async () => {
    const response = await get(admin, '/api/admin/filter-options/').expect(200);
    expect(response.body).toEqual({
      success: true,
      emails: [alice.user.email, bob.user.email].sort(),
      usernames: [alice.user.username, bob.user.username].sort(),
      query_types: ['mixed', 'database', 'websearch'],
    });
  });

  it('refuses every admin search endpoint to a non-admin', async () => {
    for (const path of [
      '/api/admin/search/history/',
      `/api/admin/search/users/${alice.user.id}/history/`,
      '/api/admin/filter-options/',
      '/api/admin/search-history',
    ]) {
      const response = await get(alice, path).expect(403);
      expect(response.body.code).toBe('admin_only');
    }
  });

  describe('react-admin list (ra-data-simple-rest)', () => {
    it('pages, sorts and counts through Content-Range', async () => {
      const provider = dataProvider(admin);
      const page = await provider.getList('search-history', {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      expect(page.total).toBe(3);
      expect(page.data.map((entry) => entry.query_text)).toEqual(['bob mixed search', 'alice web search']);
      expect(page.data[0]).toMatchObject({ user: { username: bob.user.username }, processed: true });
      expect(page.data[0].results).toBeUndefined();

      const next = await provider.getList('search-history', {
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      expect(next.data.map((entry) => entry.query_text)).toEqual(['alice database search']);
    });

    it('filters by e-mail, type, text, processed and dates, and sorts by e-mail', async () => {
      const provider = dataProvider(admin);
      const list = (filter: Record<string, unknown>, sort = { field: 'id', order: 'ASC' as const }) =>
        provider.getList('search-history', { pagination: { page: 1, perPage: 25 }, sort, filter });
      expect((await list({ email: 'alice' })).total).toBe(2);
      expect((await list({ query_type: 'websearch', processed: true })).data.map((e) => e.query_text)).toEqual([
        'alice web search',
      ]);
      expect((await list({ q: 'MIXED' })).data.map((e) => e.query_text)).toEqual(['bob mixed search']);
      expect((await list({ date_from: dayOffset(1) })).total).toBe(0);
      const byEmail = await list({}, { field: 'email', order: 'DESC' as never });
      expect(byEmail.data[0].user.email).toBe(bob.user.email);
    });

    it('reads many entries by id', async () => {
      const provider = dataProvider(admin);
      const all = await provider.getList('search-history', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      const ids = all.data.slice(0, 2).map((entry) => entry.id);
      const many = await provider.getMany('search-history', { ids });
      expect(many.data.map((entry) => entry.id)).toEqual(ids);
    });

    it('refuses an unknown sort field or filter', async () => {
      const provider = dataProvider(admin);
      const list = (sort: { field: string; order: 'ASC' | 'DESC' }, filter = {}) =>
        provider.getList('search-history', { pagination: { page: 1, perPage: 5 }, sort, filter });
      await expect(list({ field: 'password', order: 'ASC' })).rejects.toThrow('Cannot sort search history by password');
      await expect(list({ field: 'id', order: 'ASC' }, { colour: 'red' })).rejects.toThrow('Unknown filter colour');
    });
  });
});
