import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { LEADS, search, SearchApp, startSearchApp } from '../search/search-kit';

/** Characters MariaDB's BOOLEAN MODE and SQLite's FTS5 give a meaning to, alone and mixed with words. */
const QUERIES = [
  '*',
  '"',
  '+-',
  'a*b',
  '@',
  '@3',
  '(',
  ')',
  '~',
  '<>',
  '""',
  '"unterminated',
  'health*',
  '+health -acme',
  'NEAR(health acme)',
  'health OR',
  'AND',
  '-',
  'data:*',
  '^health',
  "'",
  '\\',
];

describe.each(dbKinds())('full-text operator characters on %s', (kind) => {
  let t: SearchApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startSearchApp(kind);
    admin = await signUp(t);
    await t.index.upsert('file1_part1', LEADS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(QUERIES)('searches %p without a 5xx', async (query) => {
    const response = await search(t, admin, { query, sources: ['elasticsearch'] });
    expect(response.status).toBeLessThan(500);
  });

  it.each(QUERIES)('answers DB Query text %p without a 5xx', async (query) => {
    for (const mode of [{}, { filters: { skills: ['python'] } }]) {
      const response = await request(t.http)
        .post('/api/db/query/')
        .set(bearer(admin))
        .send({ query, ...mode });
      expect(response.status).toBeLessThan(500);
    }
  });

  it.each(QUERIES)('answers filter options with text %p without a 5xx', async (query) => {
    const response = await request(t.http)
      .get('/api/db/filter-options/')
      .query({ field: 'company_industry', query })
      .set(bearer(admin));
    expect(response.status).toBeLessThan(500);
  });

  it('still finds by words next to operator characters', async () => {
    const response = await request(t.http)
      .post('/api/db/query/')
      .set(bearer(admin))
      .send({ query: '+Globex* (retail)' });
    expect(response.status).toBe(200);
    expect(response.body.data.map((lead: { company_name: string }) => lead.company_name)).toContain('Globex Retail');
  });
});
