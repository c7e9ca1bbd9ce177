import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { kinds, lead, LEADS, search, SearchApp, startSearchApp } from './search-kit';

interface Item {
  id: string;
  source: string;
  type: string;
  position: number;
  score: number;
  relevance_score: number;
  title: string | null;
  link: string | null;
  linkedin_url: string | null;
  data: Record<string, unknown>;
}

const names = (items: Item[]) => items.map((item) => item.data.name).sort();

describe.each(dbKinds())('search on %s', (kind) => {
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
  beforeEach(() => {
    t.serpapi.requests.length = 0;
    t.brightdata.requests.length = 0;
  });

  it('searches the lead index, Google and LinkedIn at once, and stores the search with its results', async () => {
    const response = await search(t, user, { query: 'healthcare' }).expect(200);
    const body = response.body;
    expect(body).toMatchObject({ success: true, errors: {}, search_query_id: expect.any(Number) });
    expect(Object.keys(body.results)).toEqual(['elasticsearch', 'google', 'bright_data']);

    const leads: Item[] = body.results.elasticsearch;
    expect(names(leads)).toEqual(['Ada Quinn', 'Grace Hopper', 'Jane Doe']);
    expect(leads[0]).toMatchObject({
      id: expect.stringMatching(/^r_\d+$/),
      source: 'elasticsearch',
      type: 'lead',
      position: 1,
      persona_analysis_status: 'not_analyzed',
      persona_analysis: null,
      linkedin_data: null,
      persona_analyzed_at: null,
    });
    const scores = leads.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(leads.map((item) => item.relevance_score)).toEqual(leads.map((item) => item.score));
    const jane = leads.find((item) => item.data.name === 'Jane Doe') as Item;
    expect(jane.data).toMatchObject({
      company_industry: 'Healthcare',
      skills: ['sql', 'python'],
      data_source: 'original',
    });
    expect(jane.linkedin_url).toBe('https://www.linkedin.com/in/jane-doe');

    const web: Item[] = body.results.google;
    expect(kinds(web)).toEqual([
      ...Array(20).fill('organic'),
      'top_story',
      'top_story',
      'top_story',
      'related_question',
      'related_search',
      'related_search',
    ]);
    expect(web.map((item) => item.position)).toEqual(web.map((_, index) => index + 1));
    expect(web[0]).toMatchObject({
      score: 1,
      title: 'Healthcare — result 1',
      link: 'https://site-1.example/healthcare',
    });
    expect(web[0].data).toMatchObject({
      sitelinks: { inline: expect.any(Array) },
      snippet_highlighted_words: ['healthcare'],
    });
    expect(web[19].score).toBeLessThan(web[0].score);
    expect(web[2].linkedin_url).toBe('https://www.linkedin.com/in/healthcare-person-3');
    expect(t.serpapi.requests.map((r) => [r.params.q, r.params.start ?? '0'])).toEqual(
      expect.arrayContaining([
        ['healthcare', '0'],
        ['healthcare', '10'],
      ]),
    );

    const people: Item[] = body.results.bright_data;
    expect(people).toHaveLength(17);
    expect(people[0]).toMatchObject({
      type: 'linkedin_profile',
      title: 'Jane Doe',
      link: 'https://www.linkedin.com/in/jane-doe',
      linkedin_url: 'https://www.linkedin.com/in/jane-doe',
      data: { name: 'Jane Doe', headline: 'Healthcare Specialist', company: 'Acme' },
    });
    expect(people[1].data).toMatchObject({ name: 'John Roe', company: 'Globex' });
    expect(people.every((item) => /^https:\/\/www\.linkedin\.com\/in\/[^/]+$/.test(item.link ?? ''))).toBe(true);
    expect(new Set(people.map((item) => item.link)).size).toBe(people.length);
    const sent = t.brightdata.requests[0].body as Record<string, string>;
    expect(sent).toMatchObject({ zone: t.brightdata.zone, format: 'json' });
    expect(sent.url).toMatch(
      /^https:\/\/www\.google\.com\/search\?q=site%3Alinkedin\.com%2Fin\+healthcare&brd_json=1$/,
    );

    expect(body.total_results).toBe(leads.length + web.length + people.length);
    const stored = await request(t.http)
      .get(`/api/search/results/${body.search_query_id}/`)
      .set(bearer(user))
      .expect(200);
    expect(stored.body).toEqual({ success: true, results: body.results });
  });

  it('types the entry by the sources asked and answers only those', async () => {
    const database = await search(t, user, { query: 'python', sources: ['elasticsearch'] }).expect(200);
    expect(Object.keys(database.body.results)).toEqual(['elasticsearch']);
    const web = await search(t, user, { query: 'python', sources: ['bright_data', 'google'] }).expect(200);
    expect(Object.keys(web.body.results)).toEqual(['google', 'bright_data']);
    const dashboard = await search(t, user, { query: 'python', max_results: 20, sources: ['elasticsearch', 'google'] });
    const history = await request(t.http)
      .get('/api/search/history/metadata/?page_size=3')
      .set(bearer(user))
      .expect(200);
    expect(
      history.body.history.map((entry: { id: number; query_type: string }) => [entry.id, entry.query_type]),
    ).toEqual([
      [dashboard.body.search_query_id, 'mixed'],
      [web.body.search_query_id, 'websearch'],
      [database.body.search_query_id, 'database'],
    ]);
    expect(t.brightdata.requests).toHaveLength(2);
  });

  it('shows the knowledge graph first, with its dynamic panel keys as attributes', async () => {
    const response = await search(t, user, { query: 'acme corp', sources: ['google'] }).expect(200);
    const [graph] = response.body.results.google;
    expect(graph).toMatchObject({
      type: 'knowledge_graph',
      position: 1,
      title: 'Acme Corp',
      link: 'https://acme.example',
    });
    expect(graph.data.attributes).toEqual({
      founded: '1999, Springfield',
      ceo: 'Wile E. Coyote (2010–)',
      headquarters: 'Springfield',
      number_of_employees: '1200',
      subsidiaries: 'Acme Rockets, Acme Anvils',
    });
  });

  it('answers empty lists, not errors, when the web has nothing', async () => {
    const response = await search(t, user, { query: 'empty nothing here' }).expect(200);
    expect(response.body).toMatchObject({ errors: {}, results: { google: [], bright_data: [] } });
  });

  it('caps every source at max_results and fetches only the pages needed', async () => {
    const response = await search(t, user, { query: 'organic only python', max_results: 2 }).expect(200);
    expect(response.body.results.elasticsearch).toHaveLength(2);
    expect(kinds(response.body.results.google)).toEqual(['organic', 'organic']);
    expect(response.body.results.bright_data).toHaveLength(2);
    expect(t.serpapi.requests).toHaveLength(1);
    expect(t.brightdata.requests).toHaveLength(1);
  });

  it.each([
    [{}, 'Query is required'],
    [{ query: '   ' }, 'Query is required'],
    [{ query: 'x'.repeat(501) }, 'Must be at most 500 characters'],
    [{ query: 'x', max_results: 0 }, 'max_results must be a whole number from 1 to 100'],
    [{ query: 'x', max_results: 101 }, 'max_results must be a whole number from 1 to 100'],
    [{ query: 'x', max_results: 'ten' }, 'max_results must be a whole number from 1 to 100'],
    [{ query: 'x', sources: ['bing'] }, 'sources must be a list of elasticsearch, google, bright_data'],
    [{ query: 'x', sources: [] }, 'sources must name at least one source'],
    [{ query: 'x', page: 2 }, 'property page should not exist'],
  ])('refuses %j', async (body, message) => {
    const response = await search(t, user, body).expect(400);
    expect(response.body).toMatchObject({ success: false, code: 'validation_failed', error: message });
  });

  describe('specialised searches', () => {
    const only = { sources: ['elasticsearch'] };

    it.each([
      ['/api/search/companies/', { company_name: 'Acme' }, ['Jane Doe']],
      ['/api/search/people/', { person_name: 'grace' }, ['Grace Hopper']],
      ['/api/search/skills/', { skills: 'python' }, ['Ada Quinn', 'Jane Doe']],
      ['/api/search/industry/', { industry: 'Healthcare' }, ['Jane Doe']],
      ['/api/search/industry/', { industry: 'health care' }, ['Grace Hopper']],
    ])('%s %j reads its own field', async (path, body, expected) => {
      const response = await search(t, user, { ...body, ...only }, path).expect(200);
      expect(names(response.body.results.elasticsearch)).toEqual(expected);
    });

    it('sends names to the web as a phrase and records the kind of search', async () => {
      const response = await search(t, user, { person_name: 'Jane Doe', max_results: 5 }, '/api/search/people/');
      expect(response.status).toBe(200);
      expect(t.serpapi.requests[0].params.q).toBe('"Jane Doe"');
      expect((t.brightdata.requests[0].body as { url: string }).url).toContain(
        'q=site%3Alinkedin.com%2Fin+%22Jane+Doe%22',
      );
      const history = await request(t.http).get('/api/search/history/metadata/?page_size=1').set(bearer(user));
      expect(history.body.history[0]).toMatchObject({ query_text: 'Jane Doe', kind: 'people', query_type: 'mixed' });
    });

    it('refuses a specialised search without its field', async () => {
      const response = await search(t, user, { max_results: 5 }, '/api/search/companies/').expect(400);
      expect(response.body.error).toBe('company_name is required');
    });

    it('runs an advanced search with a query and filters, or filters alone', async () => {
      const both = await search(
        t,
        user,
        {
          query: 'python',
          filters: { company_industry: ['Technology', 'Retail'] },
          sources: ['elasticsearch', 'google'],
        },
        '/api/search/advanced/',
      ).expect(200);
      expect(names(both.body.results.elasticsearch)).toEqual(['Ada Quinn']);
      expect(t.serpapi.requests[0].params.q).toBe('python (Technology OR Retail)');

      const filtersOnly = await search(t, user, { filters: { skills: ['sql'] }, ...only }, '/api/search/advanced/');
      expect(names(filtersOnly.body.results.elasticsearch)).toEqual(['Jane Doe']);
      const history = await request(t.http).get('/api/search/history/metadata/?page_size=1').set(bearer(user));
      expect(history.body.history[0]).toMatchObject({
        kind: 'advanced',
        query_text: 'skills: sql',
        filters: { skills: ['sql'] },
        query_type: 'database',
      });
    });

    it.each([
      [{ filters: {} }, 'Enter a search query or at least one filter'],
      [{ query: 'x', filters: { favourite_colour: ['red'] } }, 'Unknown filter field "favourite_colour"'],
      [{ query: 'x', filters: ['skills'] }, 'filters must be an object of field → values'],
    ])('refuses the advanced search %j', async (body, message) => {
      const response = await search(t, user, body, '/api/search/advanced/').expect(400);
      expect(response.body.error).toBe(message);
    });

    it('finds the one company among hundreds of leads that mention it only in other fields', async () => {
      // 600 leads say "Acme" in their title, industry, skills and past companies, which outranks Jane Doe's
      // company name on a search over every field; only Jane's company is Acme.
      await t.index.upsert(
        'file2_part1',
        Array.from({ length: 600 }, (_, i) =>
          lead({
            name: `Crowd ${i}`,
            email: `crowd${i}@crowd.example`,
            company_name: `Crowd Company ${i}`,
            company_industry: 'Acme services',
            lead_titles: 'Acme reseller',
            skills: ['acme'],
            past_companies: ['Acme'],
            linkedin_url: null,
          }),
        ),
      );

      const general = await search(t, user, { query: 'acme', max_results: 100, ...only }).expect(200);
      expect(names(general.body.results.elasticsearch)).not.toContain('Jane Doe');
      const companies = await search(
        t,
        user,
        { company_name: 'acme', max_results: 5, ...only },
        '/api/search/companies/',
      );
      expect(companies.status).toBe(200);
      expect(names(companies.body.results.elasticsearch)).toEqual(['Jane Doe']);
    });
  });

  it('documents every search endpoint in Swagger', async () => {
    const docs = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const operations: [string, string][] = [
      ['/api/search', 'post'],
      ['/api/search/companies', 'post'],
      ['/api/search/people', 'post'],
      ['/api/search/skills', 'post'],
      ['/api/search/industry', 'post'],
      ['/api/search/advanced', 'post'],
      ['/api/search/history', 'get'],
      ['/api/search/history/metadata', 'get'],
      ['/api/search/results/{id}', 'get'],
      ['/api/search/filter-options/{id}', 'get'],
      ['/api/admin/search/history', 'get'],
      ['/api/admin/search/users/{id}/history', 'get'],
      ['/api/admin/filter-options', 'get'],
      ['/api/admin/search-history', 'get'],
    ];
    for (const [path, method] of operations) expect(docs.paths[path]?.[method]?.summary).toEqual(expect.any(String));
    expect(Object.keys(docs.components.schemas.SearchDto.properties).sort()).toEqual([
      'max_results',
      'query',
      'sources',
    ]);
    expect(docs.components.schemas.AdvancedSearchDto.properties).toHaveProperty('filters');
  });

  it("counts the user's searches in the account statistics and exports them", async () => {
    const fresh = await signUp(t);
    await search(t, fresh, { query: 'sql', sources: ['elasticsearch'] }).expect(200);
    await search(t, fresh, { query: 'acme', sources: ['google'], max_results: 3 }).expect(200);
    const usage = await request(t.http).get('/api/usage/info/').set(bearer(fresh)).expect(200);
    expect(usage.body.statistics.total_searches).toBe(2);
    const exported = await request(t.http).get('/api/auth/export/').set(bearer(fresh)).expect(200);
    expect(exported.body.data.searches).toEqual([
      expect.objectContaining({ query_text: 'sql', query_type: 'database', results: expect.any(Array) }),
      expect.objectContaining({
        query_text: 'acme',
        results: expect.arrayContaining([
          { source: 'google', position: 1, type: 'knowledge_graph', title: 'Acme Corp', link: 'https://acme.example' },
        ]),
      }),
    ]);
    const future = await request(t.http).get('/api/auth/export/?start_date=2999-01-01').set(bearer(fresh)).expect(200);
    expect(future.body.data.searches).toEqual([]);
  });
});
