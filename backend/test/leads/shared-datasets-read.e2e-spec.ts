import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { MysqlRunner, SqliteRunner, type SqlParam, type SqlRunner } from '../../src/leads/adapters/sql/sql-runner';
import { LEAD_INDEX, LeadIndex, LeadQuery, LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const lead = (i: number): LeadRecord => ({
  name: `Shared Person ${i}`,
  email: `shared.person${i}@example.com`,
  company_name: `Company ${i % 3}`,
  company_industry: i % 2 ? 'Energy' : 'Retail',
});

/** The newest Energy leads (no text: newest first, read from the highest id down). */
const ENERGY: LeadQuery = { filters: { company_industry: ['Energy'] }, page: 1, pageSize: 5, trackTotal: 10_000 };

/**
 * Searches that begin while one of them is reading the datasets table (its counts, the highest lead id, the index's
 * version) share that read (sharedDatasets in sql-lead-index.ts), unless a write through the index has ended since it
 * began. A search that begins once it has answered reads again: it sees every write committed before, from this
 * process or another.
 */
describe.each(dbKinds())('the datasets read searches share, on %s', (kind) => {
  let t: TestApp;
  /** The app's own index: here "another process". */
  let other: LeadIndex;
  let index: SqlLeadIndex;
  let statements: string[];
  let runner: SqlRunner;
  let held: Promise<void> | null = null;
  const datasetReads = () => statements.filter((sql) => sql.includes('FROM lead_datasets')).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    other = t.app.get<LeadIndex>(LEAD_INDEX);
    await clearLeadIndex(t.dataSource);
    await other.upsert(
      'file1_part1',
      Array.from({ length: 20 }, (_, i) => lead(i)),
    );
    let base: SqlRunner;
    if (kind === 'mysql') base = new MysqlRunner(t.dataSource);
    else {
      if (t.config.database.driver !== 'sqlite') throw new Error('expected SQLite');
      base = new SqliteRunner(t.config.database.path, { readers: 1 });
    }
    statements = [];
    // Records every read made outside a transaction; while `held` is set, a datasets read answers only once it
    // resolves (read at once, as sent).
    runner = Object.assign(Object.create(base) as SqlRunner, {
      all: async <T>(sql: string, params?: SqlParam[]) => {
        statements.push(sql);
        const rows = await base.all<T>(sql, params);
        if (held && sql.includes('FROM lead_datasets')) await held;
        return rows;
      },
      close: () => base.close(),
    });
    index = new SqlLeadIndex(runner);
  }, 60_000);
  afterAll(async () => {
    await index?.close();
    await t?.close();
  });

  it('reads the datasets once for the searches that begin together, and again for one that begins after', async () => {
    statements.length = 0;
    const together = await Promise.all([
      index.search(ENERGY),
      index.search(ENERGY),
      index.facets({ field: 'company_industry', limit: 10 }),
    ]);
    expect(together[0].total).toBe(10);
    expect(together[1].hits.map((hit) => hit.lead.name)).toEqual(together[0].hits.map((hit) => hit.lead.name));
    expect(together[2]).toEqual(expect.arrayContaining([{ value: 'Energy', count: 10 }]));
    expect(datasetReads()).toBe(1);
    expect((await index.search(ENERGY)).total).toBe(10);
    expect(datasetReads()).toBe(2);
  });

  it('does not share a read begun before a write through the same index ended', async () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    try {
      // Its datasets read is made now and answers once released: it knows of no lead newer than those there now.
      const before = index.search(ENERGY);
      await index.upsert('file1_part1', [lead(101)]);
      const reads = datasetReads();
      const after = index.search(ENERGY);
      // The search after the write reads again instead of taking the answer under way.
      expect(datasetReads()).toBe(reads + 1);
      release();
      await before;
      const found = await after;
      expect(found.total).toBe(11);
      expect(found.hits[0].lead.name).toBe('Shared Person 101');
    } finally {
      held = null;
      release();
    }
    const [newest] = (await index.search(ENERGY)).hits;
    await index.delete(newest.lead.id);
    const deleted = await index.search(ENERGY);
    expect(deleted.total).toBe(10);
    expect(deleted.hits[0].lead.name).toBe('Shared Person 19');
  });

  it("sees another process's write in the next search", async () => {
    const { total } = await index.search(ENERGY);
    await other.upsert('file1_part1', [lead(103)]);
    const after = await index.search(ENERGY);
    expect(after.total).toBe(total + 1);
    expect(after.hits[0].lead.name).toBe('Shared Person 103');
  });
});
