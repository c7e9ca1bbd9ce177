import { LEAD_INDEX, LeadFilters, LeadIndex, LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex } from '../support/lead-import';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * SQLite: filters on indexed columns are tokens of the full-text index (the filter-tokens migration). A token must
 * match exactly the leads whose stored value is the filter's, whatever its characters, follow every write to a
 * lead, and exist for leads stored before the migration.
 */
describe('SQLite filter tokens in the full-text index', () => {
  let t: TestApp;
  let index: LeadIndex;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    index = t.app.get<LeadIndex>(LEAD_INDEX);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await clearLeadIndex(t.dataSource);
  });

  const INDUSTRIES = ['Retail', 'Retail Banking', 'Café & Bar', 'R&D / Labs', 'retail', '東京 Trading'];
  const leads: LeadRecord[] = Array.from({ length: 36 }, (_, i) => ({
    name: `Person ${i}`,
    email: `person${i}@example.com`,
    lead_titles: i % 2 ? 'Account executive' : 'Field engineer',
    company_industry: INDUSTRIES[i % INDUSTRIES.length],
    company_size: i % 3 ? '11-50' : '1-10',
    lead_location: i % 4 ? 'São Paulo, Brazil' : 'Sao Paulo',
    skills: i % 5 ? ['sql'] : ['go'],
    decision_making_power: i % 7 ? 'Low' : 'High',
  }));
  const names = async (query: { text?: string; filters?: LeadFilters; indexPattern?: string }) => {
    const result = await index.search({ ...query, page: 1, pageSize: 100, trackTotal: 10_000 });
    expect(result.total).toBe(result.hits.length);
    return result.hits.map((hit) => hit.lead.name as string).sort();
  };
  const expected = (keep: (lead: LeadRecord) => boolean) =>
    leads
      .filter(keep)
      .map((lead) => lead.name as string)
      .sort();

  it('match exactly the stored values, whatever their characters, with and without text', async () => {
    await index.upsert('file1_part1', leads.slice(0, 20));
    await index.upsert('file2_part1', leads.slice(20));
    for (const industry of INDUSTRIES) {
      const filters = { company_industry: [industry] };
      expect(await names({ filters })).toEqual(expected((lead) => lead.company_industry === industry));
      expect(await names({ text: 'engineer', filters })).toEqual(
        expected((lead) => lead.company_industry === industry && lead.lead_titles === 'Field engineer'),
      );
    }
    const filters = {
      company_industry: ['Retail', 'Café & Bar', '東京 Trading'],
      company_size: ['11-50'],
      lead_location: ['São Paulo, Brazil'],
      skills: ['sql'],
      decision_making_power: ['Low'],
    };
    const all = (lead: LeadRecord) =>
      ['Retail', 'Café & Bar', '東京 Trading'].includes(lead.company_industry as string) &&
      lead.company_size === '11-50' &&
      lead.lead_location === 'São Paulo, Brazil' &&
      (lead.skills as string[]).includes('sql') &&
      lead.decision_making_power === 'Low';
    expect((await names({ filters })).length).toBeGreaterThan(2);
    expect(await names({ filters })).toEqual(expected(all));
    expect(await names({ text: 'account', filters })).toEqual(
      expected((lead) => all(lead) && lead.lead_titles === 'Account executive'),
    );
    // The dataset of an index pattern is a token too.
    expect(await names({ filters, indexPattern: 'file2*' })).toEqual(
      expected((lead) => all(lead) && Number((lead.name as string).split(' ')[1]) >= 20),
    );
    // The text's words are looked for in the text, the filters' values in the tokens.
    expect(await names({ text: 'retail', filters: { company_size: ['1-10'] } })).toEqual(
      expected((lead) => /retail/i.test(lead.company_industry as string) && lead.company_size === '1-10'),
    );
    // Facets count under the same tokens.
    const facets = await index.facets({ field: 'company_industry', filters: { company_size: ['1-10'] }, limit: 10 });
    const counts = Object.fromEntries([...facets].map(({ value, count }) => [value, count]));
    const want: Record<string, number> = {};
    for (const lead of leads.filter((l) => l.company_size === '1-10'))
      want[lead.company_industry as string] = (want[lead.company_industry as string] ?? 0) + 1;
    expect(counts).toEqual(want);
  });

  it('follow a merge that fills the column, and leave with a deleted lead', async () => {
    await index.upsert('file1_part1', [{ name: 'Grace Hopper', email: 'grace@navy.example', lead_titles: 'Admiral' }]);
    expect(await names({ filters: { company_industry: ['Defense'] } })).toEqual([]);
    await index.upsert('file1_part2', [{ email: 'grace@navy.example', company_industry: 'Defense' }]);
    expect(await names({ filters: { company_industry: ['Defense'] } })).toEqual(['Grace Hopper']);
    expect(await names({ text: 'admiral', filters: { company_industry: ['Defense'] } })).toEqual(['Grace Hopper']);
    const [hit] = (await index.search({ filters: { company_industry: ['Defense'] }, page: 1, pageSize: 1 })).hits;
    await index.delete(hit.lead.id);
    expect(await names({ filters: { company_industry: ['Defense'] } })).toEqual([]);
  });

  it('exist for leads stored before the migration', async () => {
    await t.dataSource.undoLastMigration();
    const [before] = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM pragma_table_info('leads') WHERE name = 'filter_tokens'`,
    );
    expect(Number(before.n)).toBe(0);
    await index.upsert('file1_part1', leads);
    await t.dataSource.runMigrations();
    const filters = { company_industry: ['Café & Bar'], company_size: ['11-50'] };
    expect(await names({ filters })).toEqual(
      expected((lead) => lead.company_industry === 'Café & Bar' && lead.company_size === '11-50'),
    );
  });
});
