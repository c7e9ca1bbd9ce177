import { MysqlMatchSets } from '../../src/leads/adapters/sql/mysql-match-sets';
import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { buildScope } from '../../src/leads/adapters/sql/sql-lead-query';
import { MysqlRunner } from '../../src/leads/adapters/sql/sql-runner';
import { LeadFilters, LeadQuery, LeadSearchResult } from '../../src/leads/lead-index.port';
import { pollUntil } from '../support/app-process';
import { clearLeadIndex, mixedLead, recordingMysqlRunner } from '../support/lead-import';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * MySQL/MariaDB searches made of words and indexed filter values are counted and paged from sets of lead ids per
 * term kept in the server (mysql-match-sets.ts), read once the index's version has settled. Every answer must be the
 * one the SQL reads give (and the data), follow every write, from this server or another, and stop at the cap.
 */
describe('MySQL/MariaDB searches from sets of ids per term', () => {
  let t: TestApp;
  /** Reads SQL only: its sets never settle. */
  let plain: SqlLeadIndex;
  /** Sets at once, every read recorded. */
  let fromSets: SqlLeadIndex;
  let statements: string[];

  const lead = mixedLead;
  let leads = Array.from({ length: 900 }, (_, i) => lead(i));
  const budgets = { budgetMs: 600_000, softBudgetMs: 600_000 };

  beforeAll(async () => {
    t = await startTestApp('mysql');
    await clearLeadIndex(t.dataSource);
    const writer = new SqlLeadIndex(new MysqlRunner(t.dataSource));
    await writer.upsert('file1_part1', leads.slice(0, 500));
    await writer.upsert('file2_part1', leads.slice(500));
    plain = new SqlLeadIndex(new MysqlRunner(t.dataSource), { ...budgets, matchSetSettleMs: Infinity });
    const recording = recordingMysqlRunner(t.dataSource);
    statements = recording.statements;
    fromSets = new SqlLeadIndex(recording.runner, { ...budgets, matchSetSettleMs: 0 });
  });
  afterAll(async () => {
    await plain?.close();
    await fromSets?.close();
    await t?.close();
  });

  /** What a search's statements read: the SQL paths (word table, filter columns), or the sets alone. */
  const sqlReads = () =>
    statements.filter((sql) => /FROM lead_words w\b|FROM leads l\b.*WHERE l\.(?!id\b)\w+ IN/.test(sql));
  const shape = (result: LeadSearchResult) => ({
    total: result.total,
    relation: result.totalRelation,
    names: result.hits.map((hit) => hit.lead.name),
  });
  /** The search from the sets (asked until it no longer reads SQL: the sets are read behind the first asking). */
  const searchFromSets = async (query: LeadQuery) => {
    let result!: LeadSearchResult;
    await pollUntil(
      async () => {
        statements.length = 0;
        result = await fromSets.search(query);
        return sqlReads().length;
      },
      (reads) => reads === 0,
      `search from sets ${JSON.stringify(query)}`,
      10_000,
    );
    return result;
  };

  const QUERIES: { name: string; query: Omit<LeadQuery, 'page'> }[] = [
    { name: 'one filter', query: { filters: { company_industry: ['Energy'] }, pageSize: 3 } },
    {
      name: 'two filters',
      query: { filters: { company_industry: ['Energy'], company_size: ['11-50'] }, pageSize: 3 },
    },
    {
      name: 'several values, a rare one among them, a list field and a dataset pattern',
      query: {
        filters: { company_industry: ['Café & Bar', 'Retail'], company_size: ['1-10'], skills: ['go'] },
        indexPattern: 'file2*',
        pageSize: 3,
      },
    },
    { name: 'every word of a text', query: { text: 'staff engineer', pageSize: 3 } },
    { name: 'any word, when no lead has every one', query: { text: 'designer plumber', pageSize: 3 } },
    {
      name: 'words with filters',
      query: { text: 'staff engineer', filters: { company_industry: ['Energy', 'Healthcare'] }, pageSize: 4 },
    },
    { name: 'a capped total', query: { filters: { company_industry: ['Energy'] }, pageSize: 3, trackTotal: 5 } },
  ];

  it.each(QUERIES)('answers as the SQL reads do: $name', async ({ query }) => {
    for (const page of [1, 2, 40]) {
      const expected = await plain.search({ ...query, page });
      const found = await searchFromSets({ ...query, page });
      expect({ page, ...shape(found) }).toEqual({ page, ...shape(expected) });
      if (page === 1) expect(expected.hits.length).toBeGreaterThan(0);
    }
  });

  it('pages the newest matches as the data gives them', async () => {
    const filters: LeadFilters = { company_industry: ['Retail'], company_size: ['1-10'] };
    const matching = leads.filter((item) => item.company_industry === 'Retail' && item.company_size === '1-10');
    expect(matching.length).toBeGreaterThan(5);
    const found = await searchFromSets({ filters, page: 1, pageSize: 5, trackTotal: 10_000 });
    expect(shape(found)).toEqual({
      total: matching.length,
      relation: undefined,
      names: matching
        .slice(-5)
        .reverse()
        .map((item) => item.name),
    });
  });

  it('follows inserts, merges and deletes, from this server or another', async () => {
    const query = { filters: { company_size: ['51-200'] }, page: 1, pageSize: 2, trackTotal: 10_000 };
    const count = () => leads.filter((item) => item.company_size === '51-200').length;
    expect((await searchFromSets(query)).total).toBe(count());

    // Another server's write (its own index object, no sets shared): the next search sees it at once.
    const other = new SqlLeadIndex(new MysqlRunner(t.dataSource));
    const added = { ...lead(5000), company_size: '51-200' };
    leads = [...leads, added];
    await other.upsert('file2_part1', [added]);
    let result = await fromSets.search(query);
    expect({ total: result.total, first: result.hits[0]?.lead.name }).toEqual({ total: count(), first: added.name });
    expect((await searchFromSets(query)).total).toBe(count());

    // A merge fills in a size a lead had not.
    const sizeless = leads.findIndex((item) => item.company_size === undefined);
    leads[sizeless] = { ...leads[sizeless], company_size: '51-200' };
    await other.upsert('file1_part1', [{ email: leads[sizeless].email, company_size: '51-200' }]);
    expect((await fromSets.search(query)).total).toBe(count());
    expect((await searchFromSets(query)).total).toBe(count());

    // A delete.
    const newest = (await searchFromSets(query)).hits[0].lead;
    expect(await other.delete(newest.id)).toBe(true);
    leads = leads.filter((item) => item.name !== newest.name);
    result = await fromSets.search(query);
    expect(result.total).toBe(count());
    expect(result.hits.map((hit) => hit.lead.name)).not.toContain(newest.name);
    expect((await searchFromSets(query)).total).toBe(count());
    await other.close();
  });

  it('reads no set before the version has settled, and none for a scope that is not all terms', async () => {
    const recording = recordingMysqlRunner(t.dataSource);
    const unsettled = new SqlLeadIndex(recording.runner, { matchSetSettleMs: 60_000 });
    const query = { filters: { company_industry: ['Retail'] }, page: 1, pageSize: 3 };
    for (let i = 0; i < 3; i++) await unsettled.search(query);
    expect(recording.statements.filter((sql) => /ORDER BY (lead_)?id$/.test(sql))).toEqual([]);
    await unsettled.close();

    // Text within one field (the word table's rows in that field), a filter on a column without an index of its own,
    // a bulk load under way (the filter indexes dropped), a filter nothing can match: no sets.
    expect(buildScope('mysql', { text: 'apex', textFields: ['company_name'] }).termSets).toBeUndefined();
    expect(buildScope('mysql', { filters: { decision_making_power: ['High'] } }).termSets).toBeUndefined();
    expect(buildScope('mysql', { filters: { company_size: ['1-10'] }, filterIndexes: false }).termSets).toBeUndefined();
    expect(buildScope('mysql', { filters: { company_size: ['nan'] } }).termSets).toBeUndefined();
    expect(
      buildScope('mysql', { text: 'Staff  Engineer', textMode: 'all', filters: { company_size: ['1-10', '1-10'] } })
        .termSets,
    ).toEqual([[{ word: 'staff' }], [{ word: 'engineer' }], [{ column: 'company_size', value: '1-10' }]]);
    expect(buildScope('sqlite', { filters: { company_size: ['1-10'] } }).termSets).toBeUndefined();
  });

  it('lets its sets go when unused, and answers nothing for a term it cannot read', async () => {
    const sets = new MysqlMatchSets(new MysqlRunner(t.dataSource), {
      settleMs: 0,
      cacheBytes: 1 << 20,
      idleMs: 300,
      checkMs: 100,
    });
    try {
      const groups = [[{ column: 'company_industry', value: 'Energy' }]];
      const energy = leads.filter((item) => item.company_industry === 'Energy').length;
      expect(await sets.answer(groups, 1)).toBeNull();
      await sets.idle();
      expect((await sets.answer(groups, 1))?.count).toBe(energy);
      expect(sets.heldBytes()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(sets.heldBytes()).toBe(0);
      // A column without such an index: its read fails, the search reads SQL (null), and nothing is kept.
      const broken = [[{ column: 'decision_making_power', value: 'High' }]];
      expect(await sets.answer(broken, 1)).toBeNull();
      await sets.idle();
      expect(await sets.answer(broken, 1)).toBeNull();
    } finally {
      await sets.close();
    }
  });

  it('reads a set a range of ids at a time, and a range whose list is cut as rows', async () => {
    // Every statement of every runner (a set is read in a transaction, on a runner of its own).
    const read: string[] = [];
    const all = MysqlRunner.prototype.all;
    const spy = jest.spyOn(MysqlRunner.prototype, 'all').mockImplementation(function (this: MysqlRunner, sql, params) {
      read.push(sql);
      return all.call(this, sql, params) as never;
    });
    const groups = [[{ word: 'engineer' }], [{ list: 'skills', value: 'sql' }]];
    const rows = await t.dataSource.query(
      "SELECT w.lead_id AS id FROM lead_words w JOIN lead_values v ON v.lead_id = w.lead_id AND v.field = 'skills' " +
        "AND v.value = 'sql' WHERE w.word = 'engineer' ORDER BY w.lead_id DESC",
    );
    const expected = rows.map((row: { id: number | string }) => Number(row.id));
    expect(expected.length).toBeGreaterThan(100);
    // Ranges of 10 ids (3-digit ids and commas in 40), lists cut at 30 characters (a dense range) or not at all.
    for (const listChars of [30, 1000]) {
      read.length = 0;
      const sets = new MysqlMatchSets(new MysqlRunner(t.dataSource), {
        settleMs: 0,
        cacheBytes: 1 << 20,
        chunkChars: 40,
        listChars,
      });
      try {
        expect(await sets.answer(groups, 5)).toBeNull();
        await sets.idle();
        expect(await sets.answer(groups, 5)).toEqual({ ids: expected.slice(0, 5), count: expected.length });
        const lists = read.filter((sql) => sql.includes('GROUP_CONCAT'));
        const asRows = read.filter((sql) => /^SELECT lead_id AS id FROM/.test(sql));
        // The ids of 900 leads (1 to 4 digits) and the lead values' ids: about 90 ranges each.
        expect(lists.length).toBeGreaterThan(150);
        if (listChars === 30) expect(asRows.length).toBeGreaterThan(10);
        else expect(asRows).toEqual([]);
      } finally {
        await sets.close();
      }
    }
    spy.mockRestore();
  });
});
