import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { SqliteRunner } from '../../src/leads/adapters/sql/sql-runner';
import { LEAD_INDEX, LeadFilters, LeadIndex, LeadRecord } from '../../src/leads/lead-index.port';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * SQLite full text counts its matches in one read when nothing but the MATCH (text and filter tokens) selects them
 * (MatchSource.countAll), and by chunks of matches below an id when list filters are seeks or other columns are
 * tested on the row (MatchSource.countChunk). With chunks of 3, 12, 48, ... matches, every such count spans several
 * chunks: the totals must be the ones the data gives.
 */
describe('SQLite full-text totals, counted at once or by chunks of matches', () => {
  let t: TestApp;
  let index: LeadIndex;
  let chunked: SqlLeadIndex;
  const INDUSTRIES = ['Energy', 'Retail', 'Healthcare', 'Education'];
  const SIZES = ['1-10', '11-50', '51-200'];

  const lead = (i: number): LeadRecord => ({
    name: `Person ${i}`,
    email: `person${i}@example.com`,
    company_name: `Company ${i % 50}`,
    lead_titles: i % 3 ? 'Staff engineer' : 'Product designer',
    company_industry: INDUSTRIES[i % 4],
    company_size: SIZES[i % 3 === 1 ? 1 : i % 7 === 0 ? 2 : 0],
    decision_making_power: i % 5 ? 'Low' : 'High',
    skills: i % 2 ? ['rust', 'go'] : ['go'],
  });
  const leads = Array.from({ length: 1600 }, (_, i) => lead(i));

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    index = t.app.get<LeadIndex>(LEAD_INDEX);
    await index.upsert('file1_part1', leads.slice(0, 900));
    await index.upsert('file2_part1', leads.slice(900));
    if (t.config.database.driver !== 'sqlite') throw new Error('expected SQLite');
    // Budgets out of reach: what is checked is the chunks' arithmetic, whatever the machine's load.
    chunked = new SqlLeadIndex(new SqliteRunner(t.config.database.path, { readers: 1 }), {
      firstCountChunk: 3,
      budgetMs: 600_000,
      softBudgetMs: 600_000,
    });
  });
  afterAll(async () => {
    await chunked?.close();
    await t?.close();
  });

  const engineer = (item: LeadRecord) => item.lead_titles === 'Staff engineer';
  const cases: {
    name: string;
    filters?: LeadFilters;
    indexPattern?: string;
    expected: (item: LeadRecord, i: number) => boolean;
  }[] = [
    { name: 'text alone', expected: engineer },
    {
      name: 'an indexed column',
      filters: { company_industry: ['Energy', 'Retail'] },
      expected: (item) => engineer(item) && ['Energy', 'Retail'].includes(item.company_industry as string),
    },
    {
      name: 'two indexed columns',
      filters: { company_industry: ['Energy', 'Retail', 'Healthcare'], company_size: ['1-10'] },
      expected: (item) => engineer(item) && item.company_industry !== 'Education' && item.company_size === '1-10',
    },
    {
      name: 'a list value',
      filters: { skills: ['rust'] },
      expected: (item) => engineer(item) && (item.skills as string[]).includes('rust'),
    },
    {
      name: 'a column without its own index (tested on the row)',
      filters: { decision_making_power: ['Low'] },
      expected: (item) => engineer(item) && item.decision_making_power === 'Low',
    },
    {
      name: 'a dataset pattern with every kind of filter',
      indexPattern: 'file2*',
      filters: { company_size: ['1-10', '51-200'], skills: ['go'], decision_making_power: ['Low'] },
      expected: (item, i) =>
        i >= 900 && engineer(item) && item.company_size !== '11-50' && item.decision_making_power === 'Low',
    },
  ];

  it.each(cases)(
    'counts every match exactly, and stops at the cap: $name',
    async ({ filters, indexPattern, expected }) => {
      const all = leads.filter(expected).length;
      // More matches than a ranked page reads (100), so the total is counted, not taken from the page.
      expect(all).toBeGreaterThan(110);
      const query = { text: 'engineer', filters, indexPattern, page: 1, pageSize: 5 };
      const exact = await chunked.search({ ...query, trackTotal: 10_000 });
      expect({ total: exact.total, relation: exact.totalRelation, timedOut: exact.timedOut }).toEqual({
        total: all,
        relation: undefined,
        timedOut: undefined,
      });
      expect(exact.hits).toHaveLength(5);
      const capped = await chunked.search({ ...query, trackTotal: all - 7 });
      expect({ total: capped.total, relation: capped.totalRelation }).toEqual({ total: all - 7, relation: 'gte' });
      const uncapped = await chunked.search({ ...query, page: 3 });
      expect({ total: uncapped.total, relation: uncapped.totalRelation }).toEqual({
        total: all,
        relation: undefined,
      });
    },
  );
});
