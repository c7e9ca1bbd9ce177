import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { LeadIndex, LEAD_INDEX, LeadFilters, LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex, recordingMysqlRunner } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const INDUSTRIES = ['Healthcare', 'Retail', 'Energy'];
const SIZES = ['1-10', '11-50', '51-200', '201-500'];
const LEVELS = ['Director', 'Manager'];

/** Lead i of a part: its industry, size and seniority cycle at different rates, so every combination occurs. */
function leads(part: string, count: number): LeadRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${part} Person ${i}`,
    email: `${part.toLowerCase()}.person${i}@example.com`,
    company_industry: INDUSTRIES[i % INDUSTRIES.length],
    company_size: SIZES[Math.floor(i / 3) % SIZES.length],
    seniority_level: LEVELS[Math.floor(i / 12) % LEVELS.length],
  }));
}

/** How many of the stored leads pass every filter (each any of its values). */
function expected(all: LeadRecord[], filters: LeadFilters): number {
  return all.filter((lead) =>
    Object.entries(filters).every(([field, values]) =>
      (values as string[]).includes(String((lead as Record<string, unknown>)[field])),
    ),
  ).length;
}

/**
 * Searches by several filters on indexed columns, counted across id windows: the newest window (65,536 ids) holds
 * 300 leads, the other 400 are 200,000 ids older. On MySQL/MariaDB a count reads the filters after the first by
 * semi-joins on their own indexes, and without them while a bulk load has set those indexes aside.
 */
describe.each(dbKinds())('searches by several filters, counted across id windows, on %s', (kind) => {
  let t: TestApp;
  let appIndex: LeadIndex;
  const older = leads('Older', 400);
  const newer = leads('Newer', 300);
  const all = [...older, ...newer];
  const cases: LeadFilters[] = [
    { company_industry: ['Healthcare'], company_size: ['1-10'] },
    { company_industry: ['Healthcare', 'Energy'], company_size: ['11-50', '201-500'] },
    { company_size: ['51-200'], company_industry: ['Retail'], seniority_level: ['Manager'] },
    { company_industry: ['Energy'], company_size: ['1-10'], company_type: ['Private'] },
  ];

  beforeAll(async () => {
    t = await startTestApp(kind);
    appIndex = t.app.get<LeadIndex>(LEAD_INDEX);
    await clearLeadIndex(t.dataSource);
    await appIndex.upsert('file1_part1', older);
    await t.dataSource.query("UPDATE lead_id_seq SET next_id = next_id + 200000 WHERE name = 'leads'");
    await appIndex.upsert('file1_part1', newer);
    // Another dataset, left out by an index pattern (then a dataset condition on every read).
    await appIndex.upsert('file2_part1', leads('Other', 60));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The index to measure with: on MySQL/MariaDB one that records its statements and counts without a soft budget. */
  const recorded = () => {
    if (kind !== 'mysql') return { index: appIndex, statements: [] as string[] };
    const { runner, statements } = recordingMysqlRunner(t.dataSource);
    return { index: new SqlLeadIndex(runner, { softBudgetMs: 60_000 }), statements };
  };

  const checkCounts = async (index: LeadIndex) => {
    for (const filters of cases) {
      const result = await index.search({
        filters,
        indexPattern: 'file1_*',
        page: 1,
        pageSize: 10,
        trackTotal: 10_000,
      });
      const want = expected(all, filters);
      expect({ filters, total: result.total, relation: result.totalRelation }).toEqual({
        filters,
        total: want,
        relation: undefined,
      });
      // The page: the newest matches, each passing every filter.
      const newest = [...newer].reverse().filter((lead) => expected([lead], filters) === 1);
      expect(result.hits.map((hit) => hit.lead.name)).toEqual(newest.slice(0, 10).map((lead) => lead.name));
    }
  };

  it('counts every match exactly and shows the newest first', async () => {
    const { index, statements } = recorded();
    await checkCounts(index);
    // Every dataset: the other one's matches too.
    const filters = cases[0];
    const everywhere = await index.search({ filters, page: 1, pageSize: 10, trackTotal: 10_000 });
    expect(everywhere.total).toBe(expected([...all, ...leads('Other', 60)], filters));
    expect(everywhere.total).toBeGreaterThan(expected(all, filters));
    if (kind === 'mysql') {
      const counts = statements.filter((sql) => sql.includes('COUNT(*) AS n'));
      expect(counts.length).toBeGreaterThan(0);
      for (const sql of counts) expect(sql).toMatch(/l\.id IN \(SELECT s0\.id FROM leads s0 FORCE INDEX \(IDX_leads_/);
    }
  });

  if (kind === 'mysql') {
    it('counts the same while a bulk load has set the filter indexes aside, and when one is gone unannounced', async () => {
      const index = 'IDX_leads_company_size';
      const [{ statement }] = await t.dataSource.query<{ statement: string }[]>(
        "SELECT CONCAT('CREATE INDEX ', INDEX_NAME, ' ON leads (', COLUMN_NAME, ')') AS statement " +
          'FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND INDEX_NAME = ?',
        [index],
      );
      try {
        // As a bulk load does: its definition recorded, then the index dropped.
        await t.dataSource.query('INSERT INTO lead_bulk_ddl (name, table_name, statement) VALUES (?, ?, ?)', [
          index,
          'leads',
          statement,
        ]);
        await t.dataSource.query(`DROP INDEX ${index} ON leads`);
        const aside = recorded();
        await checkCounts(aside.index);
        expect(aside.statements.some((sql) => sql.includes('FORCE INDEX'))).toBe(false);

        // Dropped after the search found the indexes complete (no record yet): the read is made again without them.
        await t.dataSource.query('DELETE FROM lead_bulk_ddl');
        const gone = recorded();
        await checkCounts(gone.index);
        expect(gone.statements.some((sql) => sql.includes('FORCE INDEX'))).toBe(true);
      } finally {
        await t.dataSource.query('DELETE FROM lead_bulk_ddl');
        await t.dataSource.query(statement);
      }
      const restored = recorded();
      await checkCounts(restored.index);
      expect(restored.statements.some((sql) => sql.includes('FORCE INDEX'))).toBe(true);
    });
  }
});
