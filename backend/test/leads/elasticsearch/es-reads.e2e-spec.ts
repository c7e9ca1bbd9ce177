import { Client } from '@elastic/elasticsearch';
import { ElasticsearchLeadIndex } from '../../../src/leads/adapters/elasticsearch/elasticsearch-lead-index.adapter';
import { SEARCH_PATHS } from '../../../src/leads/adapters/elasticsearch/es-mapping';
import type { LeadRecord } from '../../../src/leads/lead-index.port';
import { FakeElasticsearch } from './fake-elasticsearch';

const PREFIX = 'leadscope-leads-';

function lead(n: number, overrides: LeadRecord = {}): LeadRecord {
  const id = String(n).padStart(5, '0');
  return { name: `Person ${id}`, company_name: `Company ${id}`, email: `p${id}@example.com`, ...overrides };
}

describe('Elasticsearch lead index: reads', () => {
  let fake: FakeElasticsearch;
  let index: ElasticsearchLeadIndex;

  beforeEach(async () => {
    fake = await FakeElasticsearch.start();
    index = new ElasticsearchLeadIndex(new Client({ node: fake.url }), { indexPrefix: PREFIX });
  });
  afterEach(() => fake.close());

  const searches = () => fake.requestsTo('POST', /\/_search$/);

  it('sends the text query, multi-value and list filters, sort and paging', async () => {
    await index.upsert('file1_part1', [
      lead(1, { company_industry: 'Software', company_size: '11-50', skills: 'crm; sales', lead_titles: 'Sales Lead' }),
      lead(2, { company_industry: 'Retail', company_size: '11-50', skills: 'crm', lead_titles: 'Sales lead' }),
      lead(3, { company_industry: 'Software', company_size: '500+', skills: 'crm', lead_titles: 'Sales lead' }),
      lead(4, { company_industry: 'Mining', company_size: '11-50', skills: 'crm', lead_titles: 'Sales lead' }),
    ]);

    const result = await index.search({
      text: ' sales LEAD ',
      filters: { company_industry: ['Software', 'Retail'], company_size: ['11-50', 'Unknown'], skills: ['crm'] },
      sort: { field: 'company_name', order: 'desc' },
      page: 1,
      pageSize: 25,
    });

    const request = searches().at(-1)!;
    expect(request.path).toBe('/leadscope-leads-file*_part*/_search');
    expect(request.query).toMatchObject({ ignore_unavailable: 'true', allow_no_indices: 'true' });
    expect(request.body).toEqual({
      query: {
        bool: {
          must: [{ multi_match: { query: 'sales LEAD', fields: SEARCH_PATHS, type: 'cross_fields', operator: 'and' } }],
          filter: [
            { terms: { 'company_industry.keyword': ['Software', 'Retail'] } },
            { terms: { company_size: ['11-50'] } },
            { terms: { skills: ['crm'] } },
          ],
        },
      },
      sort: [{ 'company_name.keyword': { order: 'desc', missing: '_last' } }, { id: { order: 'desc' } }],
      track_scores: true,
      from: 0,
      size: 25,
      track_total_hits: true,
    });
    expect(result.total).toBe(2);
    expect(result.hits.map((hit) => hit.lead.name)).toEqual(['Person 00002', 'Person 00001']);
    expect(result.hits[0].lead).toMatchObject({ phone: null, past_companies: [], skills: ['crm'] });
    expect(result.hits[0].score).toBeGreaterThan(0);
  });

  it('pages with from/size and sorts by created_at without a text query', async () => {
    await index.upsert('file1_part1', [lead(1)]);

    const result = await index.search({ page: 3, pageSize: 50 });

    expect(searches().at(-1)!.body).toMatchObject({
      query: { match_all: {} },
      sort: [{ created_at: { order: 'desc', missing: '_last' } }, { id: { order: 'desc' } }],
      from: 100,
      size: 50,
    });
    expect(result).toEqual({ hits: [], total: 1 });
  });

  it('falls back to any word of the text when no lead has them all', async () => {
    await index.upsert('file1_part1', [lead(1, { lead_titles: 'Sales lead' }), lead(2, { lead_titles: 'Engineer' })]);

    const result = await index.search({ text: 'sales manager', page: 1, pageSize: 10 });

    const operators = searches().map((r) => JSON.stringify(r.body).match(/"operator":"(\w+)"/)?.[1]);
    expect(operators.slice(-2)).toEqual(['and', 'or']);
    expect(result.hits.map((hit) => hit.lead.name)).toEqual(['Person 00001']);
  });

  it('matches the text only in the asked fields', async () => {
    await index.upsert('file1_part1', [
      lead(1, { lead_titles: 'Acme reseller', company_name: 'Globex' }),
      lead(2, { company_name: 'Acme Corp' }),
      lead(3, { skills: 'acme; python' }),
    ]);

    const companies = await index.search({ text: 'acme', textFields: ['company_name'], page: 1, pageSize: 10 });
    const skills = await index.search({ text: 'ACME', textFields: ['skills'], page: 1, pageSize: 10 });

    expect(searches().at(-2)!.body).toMatchObject({
      query: { bool: { must: [{ multi_match: { query: 'acme', fields: ['company_name'], operator: 'and' } }] } },
    });
    expect(searches().at(-1)!.body).toMatchObject({
      query: { bool: { must: [{ multi_match: { fields: ['skills.text'] } }] } },
    });
    expect(companies.hits.map((hit) => hit.lead.name)).toEqual(['Person 00002']);
    expect(skills.hits.map((hit) => hit.lead.name)).toEqual(['Person 00003']);
  });

  it('counts only as far as asked', async () => {
    await index.upsert('file1_part1', [lead(1), lead(2)]);

    const bounded = await index.search({ text: 'person', page: 1, pageSize: 10, trackTotal: 0 });

    expect(searches().at(-1)!.body).toMatchObject({ track_total_hits: 1 });
    expect(bounded.total).toBe(2);
    await index.search({ text: 'person', page: 1, pageSize: 10, trackTotal: 5_000 });
    expect(searches().at(-1)!.body).toMatchObject({ track_total_hits: 5_000 });
  });

  it('walks with a point in time and search_after beyond 10,000 hits', async () => {
    await index.upsert(
      'file1_part1',
      Array.from({ length: 10_120 }, (_, n) => lead(n)),
    );

    const result = await index.search({ sort: { field: 'name', order: 'asc' }, page: 202, pageSize: 50 });

    expect(result.total).toBe(10_120);
    expect(result.hits.map((hit) => hit.lead.name)).toEqual(
      Array.from({ length: 50 }, (_, n) => `Person ${String(10_050 + n).padStart(5, '0')}`),
    );
    const [pit] = fake.requestsTo('POST', /\/_pit$/);
    expect(pit.path).toBe('/leadscope-leads-file*_part*/_pit');
    expect(pit.query.keep_alive).toBe('1m');
    const walk = fake.requestsTo('POST', /^\/_search$/).map((r) => r.body as Record<string, unknown>);
    expect(walk.map((body) => [body.size, body.from, body._source])).toEqual([
      [10_000, undefined, false],
      [50, undefined, false],
      [50, undefined, undefined],
    ]);
    expect(walk[2].search_after).toEqual(['Person 10049', expect.stringMatching(/^file1_part1:/)]);
    expect(walk.every((body) => (body.pit as { id: string }).id === 'pit-1')).toBe(true);
    expect(fake.requestsTo('DELETE', /^\/_pit$/)).toHaveLength(1);
  });

  it('asks for the top values of a field under the other filters, its own filter left out', async () => {
    await index.upsert('file1_part1', [
      lead(1, { company_industry: 'Software', company_size: '11-50', skills: 'crm; sales' }),
      lead(2, { company_industry: 'Software', company_size: '11-50', skills: 'crm' }),
      lead(3, { company_industry: 'Retail', company_size: '11-50', skills: 'sales' }),
      lead(4, { company_industry: 'Mining', company_size: '500+', skills: 'crm' }),
    ]);

    const industries = await index.facets({
      field: 'company_industry',
      filters: { company_industry: ['Software'], company_size: ['11-50'] },
      limit: 5,
    });
    const skills = await index.facets({ field: 'skills', limit: 1, indexPattern: 'file1*' });

    expect(searches().at(-2)!.body).toEqual({
      size: 0,
      query: { bool: { filter: [{ terms: { company_size: ['11-50'] } }] } },
      aggs: { values: { terms: { field: 'company_industry.keyword', size: 5 } } },
      track_total_hits: false,
    });
    expect(industries).toEqual([
      { value: 'Software', count: 2 },
      { value: 'Retail', count: 1 },
    ]);
    expect(searches().at(-1)!.path).toBe('/leadscope-leads-file1*/_search');
    expect(skills).toEqual([{ value: 'crm', count: 3 }]);
  });

  it('passes wildcard patterns to Elasticsearch and lists the datasets they match', async () => {
    await index.upsert('file1_part1', [lead(1)]);
    await index.upsert('file1_part2', [lead(2), lead(3)]);
    await index.upsert('archive', [lead(4)]);

    const info = await index.schemaInfo('file*_part*');
    const all = await index.count('*');

    expect(fake.requestsTo('GET', /^\/_resolve\/index\//)[0].path).toBe('/_resolve/index/leadscope-leads-file*_part*');
    expect(fake.requestsTo('GET', /\/_count$/)[0].path).toBe('/leadscope-leads-file*_part*/_count');
    expect(info).toMatchObject({
      index_pattern: 'file*_part*',
      total_documents: 3,
      datasets: ['file1_part1', 'file1_part2'],
    });
    expect(info.accepted_fields).toContain('skills');
    expect(all).toBe(4);
    expect(await index.search({ indexPattern: 'nothing*', page: 1, pageSize: 10 })).toEqual({ hits: [], total: 0 });
    await expect(index.count('../etc')).rejects.toThrow(/Invalid index pattern/);
  });

  it('gets and deletes a lead by id, straight from its dataset index', async () => {
    await index.upsert('file1_part2', [lead(1, { skills: 'crm' })]);
    const [{ id }] = fake.docsOf(`${PREFIX}file1_part2`) as { id: string }[];

    const found = await index.get(id);
    const deleted = await index.delete(id);

    expect(found).toMatchObject({ id, dataset: 'file1_part2', name: 'Person 00001', skills: ['crm'], phone: null });
    expect(fake.requestsTo('GET', /\/_doc\//)[0].path).toBe(`/${PREFIX}file1_part2/_doc/${id}`);
    expect(deleted).toBe(true);
    expect(await index.get(id)).toBeNull();
    expect(await index.delete(id)).toBe(false);
    expect(await index.count()).toBe(0);
    expect(await index.get('not-an-id')).toBeNull();
    expect(await index.get('file9_part9:missing')).toBeNull();
  });

  it('reports health from the cluster, and an unreachable cluster as not ok', async () => {
    expect(await index.health()).toEqual({ ok: true });

    fake.script('GET', /^\/_cluster\/health$/, { status: 200, body: { status: 'red' } });
    expect(await index.health()).toEqual({ ok: false, error: 'Elasticsearch cluster status is red' });

    await fake.close();
    const down = await index.health();
    expect(down.ok).toBe(false);
    expect(down.error).toMatch(/not reachable/);
    fake = await FakeElasticsearch.start();
  });
});
