import { Client } from '@elastic/elasticsearch';
import { ElasticsearchLeadIndex } from '../../../src/leads/adapters/elasticsearch/elasticsearch-lead-index.adapter';
import type { LeadRecord } from '../../../src/leads/lead-index.port';
import { FakeElasticsearch } from './fake-elasticsearch';

const PREFIX = 'leadscope-leads-';

function lead(n: number, overrides: LeadRecord = {}): LeadRecord {
  return { name: `Person ${n}`, company_name: `Company ${n}`, email: `person${n}@example.com`, ...overrides };
}

describe('Elasticsearch lead index: de-duplication on import', () => {
  let fake: FakeElasticsearch;
  let index: ElasticsearchLeadIndex;

  beforeEach(async () => {
    fake = await FakeElasticsearch.start();
    index = new ElasticsearchLeadIndex(new Client({ node: fake.url }), { indexPrefix: PREFIX });
  });
  afterEach(() => fake.close());

  const bulkRequests = () => fake.requestsTo('POST', /^\/_bulk$/);
  const allDocs = () => [...fake.indices.keys()].flatMap((name) => fake.docsOf(name));

  it('looks existing leads up by their de-dup keys across every lead index', async () => {
    await index.upsert('file1_part1', [lead(1, { linkedin_url: 'https://www.linkedin.com/in/Person-1/' })]);

    await index.upsert('file2_part1', [lead(1)]);

    const lookup = fake.requestsTo('POST', /^\/leadscope-leads-\*\/_search$/).at(-1)!;
    expect(lookup.body).toMatchObject({
      query: { terms: { dedup_keys: ['email:person1@example.com', 'person:company 1|person 1'] } },
    });
  });

  it('fills the empty fields of a matching lead and marks it enriched, in its own index', async () => {
    await index.upsert('file1_part1', [lead(1, { phone: '', skills: 'nan' })]);
    const [stored] = fake.docsOf(`${PREFIX}file1_part1`);

    const result = await index.upsert('file2_part1', [
      lead(9, { email: 'PERSON1@example.com', phone: '+1 555', skills: 'crm, sales', name: 'Other Name' }),
    ]);

    expect(result).toEqual({ inserted: 0, merged: 1, unchanged: 0 });
    const [action, doc] = bulkRequests().at(-1)!.body as Record<string, Record<string, unknown>>[];
    expect(action).toEqual({ update: { _index: `${PREFIX}file1_part1`, _id: stored.id, retry_on_conflict: 3 } });
    expect(doc.doc).toMatchObject({ phone: '+1 555', skills: ['crm', 'sales'], data_source: 'enriched' });
    expect(doc.doc).not.toHaveProperty('name');
    expect(fake.docsOf(`${PREFIX}file2_part1`)).toHaveLength(0);
    expect(fake.docsOf(`${PREFIX}file1_part1`)[0]).toMatchObject({
      id: stored.id,
      name: 'Person 1',
      phone: '+1 555',
      data_source: 'enriched',
    });
  });

  it('matches by LinkedIn URL and by company + person name', async () => {
    await index.upsert('file1_part1', [
      { name: 'Ann Lee', linkedin_url: 'https://linkedin.com/in/ann-lee' },
      { name: 'Bo Chen', company_name: 'Acme' },
    ]);

    const result = await index.upsert('file1_part2', [
      { linkedin_url: 'www.linkedin.com/in/Ann-Lee/?trk=x', phone: '1' },
      { name: 'BO  CHEN', company_name: 'acme', phone: '2' },
    ]);

    expect(result).toEqual({ inserted: 0, merged: 2, unchanged: 0 });
    expect(allDocs()).toHaveLength(2);
    expect(allDocs().map((doc) => doc.phone)).toEqual(['1', '2']);
  });

  it('changes nothing when the same rows are imported again', async () => {
    const rows = [lead(1), lead(2), lead(3, { skills: 'a; b' })];
    await index.upsert('file1_part1', rows);
    const before = JSON.stringify(allDocs());
    const bulks = bulkRequests().length;

    const result = await index.upsert('file1_part1', rows);

    expect(result).toEqual({ inserted: 0, merged: 0, unchanged: 3 });
    expect(bulkRequests()).toHaveLength(bulks);
    expect(JSON.stringify(allDocs())).toBe(before);
  });

  it('merges duplicates within one batch into one lead', async () => {
    const result = await index.upsert('file1_part1', [lead(1), lead(1, { phone: '555' }), lead(1)]);

    expect(result).toEqual({ inserted: 1, merged: 1, unchanged: 1 });
    expect(allDocs()).toEqual([expect.objectContaining({ phone: '555', data_source: 'enriched' })]);
  });

  it('sees the earlier batches of an import although refresh is off', async () => {
    await index.beginImport('file1_part1');
    await index.upsert('file1_part1', [lead(1)]);
    const second = await index.upsert('file1_part1', [lead(1, { phone: '555' })]);
    await index.endImport('file1_part1');

    expect(second).toEqual({ inserted: 0, merged: 1, unchanged: 0 });
    expect(allDocs()).toHaveLength(1);
    expect(fake.requestsTo('GET', /^\/leadscope-leads-file1_part1\/_refresh$/).length).toBeGreaterThanOrEqual(2);
  });

  it('writes nothing for a row whose values are all missing', async () => {
    const result = await index.upsert('file1_part1', [{ name: 'nan', email: 'Unknown', phone: ' ' }]);

    expect(result).toEqual({ inserted: 0, merged: 0, unchanged: 0 });
    expect(bulkRequests()).toHaveLength(0);
  });

  it('gives rows without e-mail or LinkedIn URL a key, so re-importing them changes nothing', async () => {
    const rows: LeadRecord[] = [
      { company_name: 'Ferrell LLC', company_website: 'https://www.price.net/', company_industry: 'Plastics' },
      { name: 'Saanvi Rao', phone: '+91 98765 43210' },
      { lead_titles: 'Office Manager', lead_location: 'Oslo' },
    ];
    expect(await index.upsert('file1_part1', rows)).toEqual({ inserted: 3, merged: 0, unchanged: 0 });
    const [company, person, anonymous] = allDocs();
    expect(company.dedup_keys).toEqual(['company:ferrell llc|price.net']);
    expect(person.dedup_keys).toEqual(['person:|saanvi rao|919876543210']);
    expect(anonymous.dedup_keys).toEqual([expect.stringMatching(/^fp:[0-9a-f]{40}$/)]);
    const bulks = bulkRequests().length;

    const again = await index.upsert(
      'file2_part1',
      rows.map((row) => ({ ...row })),
    );

    expect(again).toEqual({ inserted: 0, merged: 0, unchanged: 3 });
    expect(bulkRequests()).toHaveLength(bulks);
    const lookup = fake.requestsTo('POST', /^\/leadscope-leads-\*\/_search$/).at(-1)!;
    expect(lookup.body).toMatchObject({
      query: {
        terms: {
          dedup_keys: expect.arrayContaining(['company:ferrell llc|price.net', 'person:|saanvi rao|919876543210']),
        },
      },
    });
  });
});
