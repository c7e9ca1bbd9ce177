import Database from 'better-sqlite3';
import { runInNewContext } from 'node:vm';
import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { buildScope, LEAD_SQL_FUNCTIONS, ScopeOptions } from '../../src/leads/adapters/sql/sql-lead-query';
import { SqliteRunner } from '../../src/leads/adapters/sql/sql-runner';
import { FTS_STRUCTURE_SQL, MatchCountSpec, registerMatchSets } from '../../src/leads/adapters/sql/sqlite-match-sets';
import { LEAD_INDEX, LeadFilters, LeadIndex, LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex, mixedLead } from '../support/lead-import';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * SQLite counts the matches of a full-text query (words and filter tokens) from sets of ids per term kept in the
 * reading threads (sqlite-match-sets.ts), and by FTS5 where it has none. Counted from sets, a total must be the one
 * the data gives, follow every write, and stop at the cap; the function answers NULL (FTS5 then counts) when the
 * index it was given is not the one its sets would be read from, or changed too recently.
 */
describe('SQLite match counts from sets of ids per term', () => {
  let t: TestApp;
  let index: LeadIndex;
  let file: string;
  let fromSets: SqlLeadIndex;
  /** A reading connection with the lead index's SQL functions, as a reader thread opens it. */
  let db: Database.Database;

  const lead = mixedLead;
  let leads = Array.from({ length: 1200 }, (_, i) => lead(i));

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    if (t.config.database.driver !== 'sqlite') throw new Error('expected SQLite');
    file = t.config.database.path;
    index = t.app.get<LeadIndex>(LEAD_INDEX);
    await clearLeadIndex(t.dataSource);
    await index.upsert('file1_part1', leads.slice(0, 700));
    await index.upsert('file2_part1', leads.slice(700));
    // Sets built at once (no settling), budgets out of reach: what is checked is the counting.
    fromSets = new SqlLeadIndex(new SqliteRunner(file, { readers: 1 }), {
      matchSetSettleMs: 0,
      budgetMs: 600_000,
      softBudgetMs: 600_000,
    });
    db = new Database(file, { readonly: true });
    // In a context of its own, as a worker thread runs it: no module's `exports`, none of the test's globals.
    runInNewContext(`(function (db) {\n${LEAD_SQL_FUNCTIONS}\n})`, { Buffer, setInterval, clearInterval })(db);
  });
  afterAll(async () => {
    db?.close();
    await fromSets?.close();
    await t?.close();
  });

  const structure = () => db.prepare(FTS_STRUCTURE_SQL).pluck().get() as Buffer;
  /** lead_match_count over a scope's terms, and FTS5's count of the same MATCH. */
  const counts = (options: ScopeOptions, spec: Partial<MatchCountSpec> = {}, given = structure()) => {
    const fts = buildScope('sqlite', options).fts!;
    const full: MatchCountSpec = { groups: fts.termGroups, limit: -1, settleMs: 0, cacheBytes: 1 << 24, ...spec };
    return {
      sets: db.prepare('SELECT lead_match_count(?, ?) AS n').pluck().get(JSON.stringify(full), given),
      fts: db.prepare('SELECT COUNT(*) FROM leads_fts WHERE leads_fts MATCH ?').pluck().get(fts.match),
    };
  };

  const SCOPES: { name: string; options: ScopeOptions }[] = [
    { name: 'one filter', options: { filters: { company_industry: ['Energy'] } } },
    { name: 'two filters', options: { filters: { company_industry: ['Energy'], company_size: ['11-50'] } } },
    {
      name: 'several values, a rare one among them, and a dataset',
      options: {
        filters: { company_industry: ['Café & Bar', 'Retail'], company_size: ['1-10'] },
        datasets: ['file2_part1'],
      },
    },
    { name: 'every word of a text', options: { text: 'staff engineer', textMode: 'all' } },
    { name: 'any word of a text', options: { text: 'designer engineer', textMode: 'any' } },
    {
      name: 'a text within a field, with filters',
      options: {
        text: 'engineer',
        textMode: 'all',
        textFields: ['lead_titles'],
        filters: { company_size: ['51-200'] },
      },
    },
    {
      name: 'every word of a text, with filters',
      options: { text: 'staff engineer', textMode: 'all', filters: { company_industry: ['Energy', 'Healthcare'] } },
    },
  ];

  it.each(SCOPES)('counts what FTS5 counts: $name', ({ options }) => {
    const { sets, fts } = counts(options);
    expect(fts).toBeGreaterThan(0);
    expect(sets).toBe(fts);
    // Again from the sets kept, and capped.
    expect(counts(options).sets).toBe(fts);
    expect(counts(options, { limit: 5 }).sets).toBe(5);
    // Sets too large to keep are still counted from.
    expect(counts(options, { cacheBytes: 1 }).sets).toBe(fts);
  });

  it('pages the newest matches from the sets, as the data gives them', async () => {
    const queries: { text?: string; filters: LeadFilters; keep: (item: LeadRecord) => boolean }[] = [
      {
        filters: { company_industry: ['Retail'], company_size: ['1-10'] },
        keep: (item) => item.company_industry === 'Retail' && item.company_size === '1-10',
      },
      {
        text: 'staff engineer',
        filters: { company_industry: ['Energy'] },
        keep: (item) => item.company_industry === 'Energy' && item.lead_titles === 'Staff engineer',
      },
      {
        text: 'designer',
        filters: { company_industry: ['Café & Bar'] },
        keep: (item) => item.company_industry === 'Café & Bar' && item.lead_titles === 'Product designer',
      },
    ];
    for (const { text, filters, keep } of queries) {
      const matching = leads.filter(keep);
      expect(matching.length).toBeGreaterThan(3);
      // Every match has the same relevance here: newest first.
      for (const pageSize of [3, 200]) {
        const result = await fromSets.search({ text, filters, page: 1, pageSize, trackTotal: 10_000 });
        expect({ text, total: result.total, names: result.hits.map((hit) => hit.lead.name) }).toEqual({
          text,
          total: matching.length,
          names: matching
            .slice()
            .reverse()
            .slice(0, pageSize)
            .map((item) => item.name),
        });
      }
    }
    // A term nothing matches.
    const none = await fromSets.search({ text: 'nobody', filters: { company_size: ['1-10'] }, page: 1, pageSize: 5 });
    expect({ total: none.total, hits: none.hits.length }).toEqual({ total: 0, hits: 0 });
  });

  it('gives no count until the index has stayed unchanged for the settling time, nor for another index', () => {
    const options = { filters: { company_industry: ['Retail'] } };
    expect(counts(options).sets).toBe(counts(options).fts);
    // The structure record of another state of the index: the sets go, and none is read for it.
    const other = Buffer.from(structure());
    other[other.length - 1] ^= 1;
    expect(counts(options, {}, other).sets).toBeNull();
    // The current one again: just changed (as far as this connection knows), so not within a minute.
    expect(counts(options, { settleMs: 60_000 }).sets).toBeNull();
    expect(counts(options, { settleMs: 0 }).sets).toBe(counts(options).fts);
    // A term its connection cannot read: no count, and no error (FTS5 counts).
    const unreadable: MatchCountSpec = { groups: [['"unbalanced']], limit: -1, settleMs: 0, cacheBytes: 1 << 20 };
    expect(db.prepare('SELECT lead_match_count(?, ?)').pluck().get(JSON.stringify(unreadable), structure())).toBeNull();
  });

  it('lets sets go once they have not been used for a while, or once the index has changed', async () => {
    const filters = { company_industry: ['Energy'] };
    const spec: MatchCountSpec = {
      groups: buildScope('sqlite', { filters }).fts!.termGroups,
      limit: -1,
      settleMs: 0,
      cacheBytes: 1 << 20,
    };
    const energy = () => leads.filter((item) => item.company_industry === 'Energy').length;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const idle = new Database(file, { readonly: true });
    const watching = new Database(file, { readonly: true });
    try {
      // Unused for 300 ms, looked at every 100 ms.
      const idleSets = registerMatchSets(idle, 300, 100);
      const idleCount = () =>
        idle.prepare('SELECT lead_match_count(?, ?)').pluck().get(JSON.stringify(spec), structure());
      expect(idleCount()).toBe(energy());
      expect(idleSets.heldBytes()).toBeGreaterThan(0);
      await pause(800);
      expect(idleSets.heldBytes()).toBe(0);
      // Read again when asked.
      expect(idleCount()).toBe(energy());
      expect(idleSets.heldBytes()).toBeGreaterThan(0);

      // Kept while in use, let go once a write changed the index (no search needed to notice).
      const watchingSets = registerMatchSets(watching, 60_000, 100);
      const watchingCount = () =>
        watching.prepare('SELECT lead_match_count(?, ?)').pluck().get(JSON.stringify(spec), structure());
      expect(watchingCount()).toBe(energy());
      await pause(400);
      expect(watchingSets.heldBytes()).toBeGreaterThan(0);
      const added = { ...lead(9000), company_industry: 'Energy' };
      leads = [...leads, added];
      await index.upsert('file2_part1', [added]);
      await pause(400);
      expect(watchingSets.heldBytes()).toBe(0);
      expect(watchingCount()).toBe(energy());
    } finally {
      idle.close();
      watching.close();
    }
  });

  it('follows every write: new leads, merged values and deleted leads', async () => {
    const filters: LeadFilters = { company_industry: ['Retail'], company_size: ['11-50'] };
    const expected = () =>
      leads.filter((item) => item.company_industry === 'Retail' && item.company_size === '11-50').length;
    const total = async () => {
      const result = await fromSets.search({ filters, page: 1, pageSize: 2, trackTotal: 10_000 });
      expect(result.totalRelation).toBeUndefined();
      return result.total;
    };
    expect(await total()).toBe(expected());
    // A merge moves a lead into the filter's values (same e-mail, the size it lacked).
    const moved = leads.findIndex((item) => item.company_industry === 'Retail' && !item.company_size);
    leads[moved] = { ...leads[moved], company_size: '11-50' };
    await index.upsert('file2_part1', [leads[moved]]);
    expect(counts({ filters }).sets).toBe(counts({ filters }).fts);
    expect(await total()).toBe(expected());
    const added = Array.from({ length: 30 }, (_, i) => ({
      ...lead(5000 + i),
      company_industry: 'Retail',
      company_size: '11-50',
    }));
    leads = [...leads, ...added];
    await index.upsert('file2_part1', added);
    expect(await total()).toBe(expected());
    const found = await fromSets.search({ filters, page: 1, pageSize: 1 });
    await index.delete(found.hits[0].lead.id as string);
    leads = leads.filter((item) => item.email !== found.hits[0].lead.email);
    expect(await total()).toBe(expected());
    // Capped as any count: the cap, marked as a lower bound.
    const capped = await fromSets.search({ filters, page: 1, pageSize: 2, trackTotal: 7 });
    expect({ total: capped.total, relation: capped.totalRelation }).toEqual({ total: 7, relation: 'gte' });
  });

  it('ranks leads with more of the words first when no lead has them all', async () => {
    await index.upsert('file3_part1', [
      { name: 'Una Smith', email: 'una@example.com', lead_titles: 'Welder' },
      { name: 'Ola Both', email: 'ola@example.com', lead_titles: 'Quantum welder' },
      { name: 'Ida Baker', email: 'ida@example.com', lead_titles: 'Quantum baker' },
    ]);
    for (const search of [fromSets, index]) {
      const result = await search.search({ text: 'quantum welder zebra', page: 1, pageSize: 10, trackTotal: 10_000 });
      expect(result.total).toBe(3);
      expect(result.hits[0].lead.name).toBe('Ola Both');
      expect(result.hits.map((hit) => hit.lead.name).sort()).toEqual(['Ida Baker', 'Ola Both', 'Una Smith']);
    }
  });
});
