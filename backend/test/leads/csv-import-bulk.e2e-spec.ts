import { REBUILD_CACHE_KIB } from '../../src/leads/adapters/sql/sql-bulk-load';
import { type SqlRunner, WRITE_CACHE_KIB } from '../../src/leads/adapters/sql/sql-runner';
import { LEAD_INDEX, LeadIndex, LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Bulk mode of the SQL lead index: an import at least as large as the index loads without the secondary indexes
 * and the full text, and rebuilds them when its last part ends. The import's size is a hint (beginImport's
 * expectedRows), so a few rows exercise it.
 */
describe.each(dbKinds())('bulk lead import on %s', (kind) => {
  let t: TestApp;
  let index: LeadIndex;

  beforeAll(async () => {
    t = await startTestApp(kind);
    index = t.app.get<LeadIndex>(LEAD_INDEX);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await clearLeadIndex(t.dataSource);
    for (const table of ['lead_bulk_datasets', 'lead_bulk_ddl']) await t.dataSource.query(`DELETE FROM ${table}`);
  });

  /** Every index and trigger of the lead tables, as the database describes them. */
  const schema = async (): Promise<string[]> => {
    const rows: Record<string, unknown>[] =
      kind === 'sqlite'
        ? await t.dataSource.query(
            `SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN ('leads', 'lead_values', 'leads_fts') ` +
              `AND type IN ('index', 'trigger')`,
          )
        : await t.dataSource.query(
            `SELECT TABLE_NAME, INDEX_NAME, INDEX_TYPE, NON_UNIQUE, SEQ_IN_INDEX, COLUMN_NAME, SUB_PART ` +
              `FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ('leads', 'lead_values')`,
          );
    return rows.map((row) => JSON.stringify(Object.values(row))).sort();
  };

  const people = (from: number, count: number): LeadRecord[] =>
    Array.from({ length: count }, (_, i) => ({
      name: `Person ${from + i}`,
      email: `person${from + i}@bulk.example`,
      company_name: `Quasarfirm ${(from + i) % 7}`,
      company_industry: (from + i) % 2 ? 'Robotics' : 'Ceramics',
      skills: 'welding; glazing',
    }));

  const textTotal = async (text: string) =>
    (await index.search({ text, page: 1, pageSize: 5, trackTotal: 10_000 })).total;
  const filterTotal = async (value: string) =>
    (await index.search({ filters: { company_industry: [value] }, page: 1, pageSize: 5, trackTotal: 10_000 })).total;

  it('loads a large import without secondary indexes and full text, then rebuilds them exactly as they were', async () => {
    await index.upsert('file1_part1', people(0, 3));
    const before = await schema();

    await index.beginImport('file2_part1', 100_000);
    expect(await schema()).not.toEqual(before);
    expect(await index.upsert('file2_part1', people(3, 40))).toEqual({ inserted: 40, merged: 0, unchanged: 0 });
    await index.beginImport('file2_part2', 100_000);
    // A row of the index before the load and one of the first part, merged from the second part.
    const merged = await index.upsert('file2_part2', [
      { email: 'person1@bulk.example', phone: '+1 555 0101' },
      { email: 'person10@bulk.example', lead_location: 'Zanzibar' },
      ...people(43, 20),
    ]);
    expect(merged).toEqual({ inserted: 20, merged: 2, unchanged: 0 });
    await index.endImport('file2_part1');
    expect(await schema()).not.toEqual(before); // file2_part2 still loading
    await index.endImport('file2_part2');

    expect(await schema()).toEqual(before);
    expect(await index.count()).toBe(63);
    expect(await textTotal('quasarfirm')).toBe(63);
    expect(await textTotal('zanzibar')).toBe(1);
    expect(await filterTotal('Robotics')).toBe(31);
    const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM lead_values');
    expect(Number(row.n)).toBe(126);
  });

  it('rebuilds after an import killed between its load and its rebuild, once the resumed import ends', async () => {
    const before = await schema();
    await index.beginImport('file3_part1', 100_000);
    await index.upsert('file3_part1', people(0, 30));
    // Killed here: no endImport. What the load set aside is recorded in the database, not in the process.
    const [{ n: pending }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM lead_bulk_ddl');
    expect(Number(pending)).toBeGreaterThan(0);

    // The resumed import writes a new part over the same file (its committed batches count as unchanged).
    await index.beginImport('file3_part2', 100_000);
    expect(await index.upsert('file3_part2', people(0, 40))).toEqual({ inserted: 10, merged: 0, unchanged: 30 });
    await index.endImport('file3_part1');
    await index.endImport('file3_part2');

    expect(await schema()).toEqual(before);
    expect(await index.count()).toBe(40);
    expect(await textTotal('quasarfirm')).toBe(40);
    expect(await textTotal('person39')).toBe(1);
    expect(await filterTotal('Ceramics')).toBe(20);
  });

  if (kind === 'sqlite') {
    it('rebuilds with a small page cache (its sorts hold that much) and gives the connection its own back', async () => {
      const runner = (index as unknown as { db: SqlRunner }).db;
      const sent: string[] = [];
      const transaction = runner.transaction.bind(runner);
      const spy = jest.spyOn(runner, 'transaction').mockImplementation((fn) =>
        transaction((tx) =>
          fn({
            ...tx,
            run: (sql, params) => {
              sent.push(sql);
              return tx.run(sql, params);
            },
          }),
        ),
      );
      try {
        await index.beginImport('file6_part1', 100_000);
        await index.upsert('file6_part1', people(0, 30));
        sent.length = 0;
        await index.endImport('file6_part1');
      } finally {
        spy.mockRestore();
      }
      const firstIndex = sent.findIndex((sql) => sql.startsWith('CREATE INDEX'));
      expect(firstIndex).toBeGreaterThan(0);
      expect(sent.slice(0, firstIndex)).toContain(`PRAGMA cache_size = -${REBUILD_CACHE_KIB}`);
      const [{ cache_size }] = await runner.transaction((tx) => tx.all<{ cache_size: number }>('PRAGMA cache_size'));
      expect(cache_size).toBe(-WRITE_CACHE_KIB);
      expect(await textTotal('quasarfirm')).toBe(30);
    });
  }

  it('writes a small import into a larger index row by row, searchable at once', async () => {
    await index.upsert('file4_part1', people(0, 50));
    const before = await schema();
    await index.beginImport('file5_part1', 10); // below the bulk threshold
    expect(await schema()).toEqual(before);
    await index.upsert('file5_part1', [{ name: 'Xylo Phonist', company_name: 'Marimba Works' }]);
    expect(await textTotal('marimba')).toBe(1);
    await index.endImport('file5_part1');
    expect(await schema()).toEqual(before);
  });
});
