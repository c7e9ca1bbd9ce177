import { Client } from '@elastic/elasticsearch';
import { ElasticsearchLeadIndex } from '../../../src/leads/adapters/elasticsearch/elasticsearch-lead-index.adapter';
import { leadMapping } from '../../../src/leads/adapters/elasticsearch/es-mapping';
import type { LeadRecord } from '../../../src/leads/lead-index.port';
import { FakeElasticsearch } from './fake-elasticsearch';

const PREFIX = 'leadscope-leads-';

function lead(n: number, overrides: LeadRecord = {}): LeadRecord {
  return {
    name: `Person ${n}`,
    company_name: `Company ${n}`,
    email: `person${n}@example.com`,
    skills: 'sales; crm',
    ...overrides,
  };
}

describe('Elasticsearch lead index: writes', () => {
  let fake: FakeElasticsearch;
  let index: ElasticsearchLeadIndex;

  beforeEach(async () => {
    fake = await FakeElasticsearch.start();
    index = new ElasticsearchLeadIndex(new Client({ node: fake.url }), {
      indexPrefix: PREFIX,
      retry: { maxRetries: 3, initialDelayMs: 1, maxDelayMs: 4 },
    });
  });
  afterEach(() => fake.close());

  const bulkRequests = () => fake.requestsTo('POST', /^\/_bulk$/);

  it('creates the dataset index with the explicit mapping and refresh off, and restores refresh after', async () => {
    await index.beginImport('file1_part1');
    await index.upsert('file1_part1', [lead(1)]);
    await index.endImport('file1_part1');

    const [create] = fake.requestsTo('PUT', /^\/leadscope-leads-file1_part1$/);
    expect(create.body).toEqual({
      mappings: leadMapping(),
      settings: { index: { number_of_shards: 1, refresh_interval: '-1' } },
    });
    expect((create.body as { mappings: { dynamic: string } }).mappings.dynamic).toBe('strict');
    const [restore] = fake.requestsTo('PUT', /^\/leadscope-leads-file1_part1\/_settings$/);
    expect(restore.body).toEqual({ index: { refresh_interval: null } });
    expect(fake.requestsTo('GET', /^\/leadscope-leads-file1_part1\/_refresh$/)).toHaveLength(1);
    expect(fake.indices.get(`${PREFIX}file1_part1`)?.settings.refresh_interval).toBeUndefined();
    expect(bulkRequests()[0].query.refresh).toBe('false');
  });

  it('turns refresh off on an index that already exists', async () => {
    await index.upsert('file1_part1', [lead(1)]);
    await index.beginImport('file1_part1');

    expect(fake.requestsTo('PUT', /^\/leadscope-leads-file1_part1$/)).toHaveLength(1);
    const [off] = fake.requestsTo('PUT', /_settings$/);
    expect(off.body).toEqual({ index: { refresh_interval: '-1' } });
  });

  it('sends NDJSON with an action line and a document line per new lead', async () => {
    const result = await index.upsert('file1_part1', [lead(1, { email: ' Person1@Example.COM ', phone: 'nan' })]);

    expect(result).toEqual({ inserted: 1, merged: 0, unchanged: 0 });
    const [bulk] = bulkRequests();
    expect(bulk.query.refresh).toBe('true');
    const [action, doc] = bulk.body as Record<string, Record<string, unknown>>[];
    expect(action.index._index).toBe(`${PREFIX}file1_part1`);
    expect(action.index._id).toMatch(/^file1_part1:[0-9a-f-]{36}$/);
    expect(doc).toMatchObject({
      id: action.index._id,
      dataset: 'file1_part1',
      data_source: 'original',
      email: 'person1@example.com',
      skills: ['sales', 'crm'],
      dedup_keys: ['email:person1@example.com', 'person:company 1|person 1'],
    });
    expect(doc).not.toHaveProperty('phone');
  });

  it('splits the writes into bulk requests of about the byte target', async () => {
    index = new ElasticsearchLeadIndex(new Client({ node: fake.url }), { indexPrefix: PREFIX, bulkBytes: 4_000 });
    const leads = Array.from({ length: 40 }, (_, n) => lead(n, { lead_titles: 'x'.repeat(300) }));

    await index.upsert('file1_part1', leads);

    const bulks = bulkRequests();
    expect(bulks.length).toBeGreaterThan(3);
    for (const bulk of bulks) expect(bulk.bytes).toBeLessThanOrEqual(4_000);
    expect(bulks.reduce((n, bulk) => n + (bulk.body as unknown[]).length / 2, 0)).toBe(40);
    expect(fake.docsOf(`${PREFIX}file1_part1`)).toHaveLength(40);
  });

  it('retries only the items answered 429 and loses none', async () => {
    fake.bulkItemStatus = ({ position, attempt }) => (attempt === 0 && position % 3 === 0 ? 429 : undefined);
    const leads = Array.from({ length: 30 }, (_, n) => lead(n));

    await index.upsert('file1_part1', leads);

    const [first, ...retries] = bulkRequests();
    const actions = (first.body as Record<string, { _id: string }>[]).filter((_, line) => line % 2 === 0);
    const rejected = actions.filter((_, position) => position % 3 === 0).map((action) => action.index._id);
    expect(retries).toHaveLength(1);
    const resent = (retries[0].body as Record<string, { _id: string }>[]).filter((_, line) => line % 2 === 0);
    expect(resent.map((action) => action.index._id)).toEqual(rejected);
    expect(fake.docsOf(`${PREFIX}file1_part1`)).toHaveLength(30);
  });

  it('retries a whole request answered 429', async () => {
    fake.script('POST', /^\/_bulk$/, { status: 429, body: { error: { type: 'es_rejected_execution_exception' } } }, 2);

    await index.upsert('file1_part1', [lead(1), lead(2)]);

    expect(bulkRequests()).toHaveLength(3);
    expect(fake.docsOf(`${PREFIX}file1_part1`)).toHaveLength(2);
  });

  it('throws when items keep being rejected after the last retry', async () => {
    fake.bulkItemStatus = () => 429;

    await expect(index.upsert('file1_part1', [lead(1)])).rejects.toThrow(
      /refused 1 lead document\(s\): 429 es_rejected_execution_exception/,
    );
    expect(bulkRequests()).toHaveLength(4);
  });

  it('throws on an item refused for good, without retrying it', async () => {
    fake.bulkItemStatus = ({ attempt }) => (attempt === 0 ? 400 : undefined);

    await expect(index.upsert('file1_part1', [lead(1), lead(2)])).rejects.toThrow(
      /refused 2 lead document\(s\): 400 strict_dynamic_mapping_exception/,
    );
    expect(bulkRequests()).toHaveLength(1);
  });

  it('surfaces a 500 on the bulk request as an error', async () => {
    fake.script('POST', /^\/_bulk$/, { status: 500, body: { error: { type: 'internal', reason: 'boom' } } }, 5);

    await expect(index.upsert('file1_part1', [lead(1)])).rejects.toThrow(/internal/);
  });
});
