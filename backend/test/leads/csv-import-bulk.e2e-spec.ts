import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BULK_KEYS_MAX_ROWS,
  BULK_SHARE,
  KEPT_IN_BULK,
  LOAD_CACHE_KIB,
  REBUILD_CACHE_KIB,
} from '../../src/leads/adapters/sql/sql-bulk-load';
import { takeWriteTurn } from '../../src/leads/adapters/sql/sql-bulk-keys';
import { WORD_SLICES } from '../../src/leads/adapters/sql/sql-bulk-words';
import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import {
  ASIDE_SUFFIX,
  MysqlRunner,
  SqliteRunner,
  type SqlRunner,
  WRITE_AUTOCHECKPOINT_PAGES,
  WRITE_CACHE_KIB,
} from '../../src/leads/adapters/sql/sql-runner';
import { LEAD_INDEX, LeadIndex, LeadRecord, type WriteTimings } from '../../src/leads/lead-index.port';
import { clearLeadIndex, wordRowsOfEveryLead } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Bulk mode of the SQL lead index: an import large enough beside the index (BULK_SHARE) loads without the secondary indexes
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
    if (kind === 'sqlite') {
      // Only the indexes whose new entries go at their end stay while it loads (the key indexes go too).
      const indexes: { name: string }[] = await t.dataSource.query(
        `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('leads', 'lead_values') AND sql IS NOT NULL`,
      );
      expect(indexes.map((row) => row.name).sort()).toEqual(['IDX_lead_values_lead', 'IDX_leads_dataset']);
      expect([...KEPT_IN_BULK.sqlite].sort()).toEqual(['IDX_lead_values_lead', 'IDX_leads_dataset']);
    }
    expect(await index.upsert('file2_part1', people(3, 40))).toEqual({ inserted: 40, merged: 0, unchanged: 0 });
    await index.beginImport('file2_part2', 100_000);
    // A row of the index before the load and one of the first part, merged from the second part.
    const merged = await index.upsert('file2_part2', [
      { email: 'person1@bulk.example', phone: '+1 555 0101' },
      { email: 'person10@bulk.example', lead_location: 'Zanzibar' },
      ...people(43, 20),
    ]);
    expect(merged).toEqual({ inserted: 20, merged: 2, unchanged: 0 });
    const timings = (): WriteTimings => ({ normalizeMs: 0, lookupMs: 0, insertMs: 0, commitMs: 0, rebuildMs: 0 });
    const first = timings();
    await index.endImport('file2_part1', first);
    expect(await schema()).not.toEqual(before); // file2_part2 still loading
    expect(first.rebuildParts).toEqual({});
    const last = timings();
    await index.endImport('file2_part2', last);
    // Where the rebuild's time went, by step: on SQLite one after another but the full text built aside, on
    // MySQL/MariaDB the tables side by side.
    const parts = last.rebuildParts ?? {};
    expect(Object.keys(parts).sort()).toEqual(
      kind === 'sqlite'
        ? ['commit', 'full text aside', 'full text in', 'indexes']
        : ['lead_values', 'lead_words', 'leads'],
    );
    for (const ms of Object.values(parts)) expect(ms).toBeGreaterThan(0);
    const longest =
      kind === 'sqlite'
        ? parts.indexes + parts['full text in'] + parts.commit
        : Math.max(parts.leads, parts.lead_values, parts.lead_words);
    expect(longest).toBeLessThanOrEqual(last.rebuildMs);

    expect(await schema()).toEqual(before);
    expect(await index.count()).toBe(63);
    expect(await textTotal('quasarfirm')).toBe(63);
    expect(await textTotal('zanzibar')).toBe(1);
    expect(await filterTotal('Robotics')).toBe(31);
    const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM lead_values');
    expect(Number(row.n)).toBe(126);
    if (kind === 'sqlite') {
      // Every index, the kept ones too, holds exactly the rows of its table.
      expect(await t.dataSource.query('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const [{ n }] = await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM leads INDEXED BY IDX_leads_dataset WHERE dataset = 'file2_part1'",
      );
      expect(n).toBe(40);
    }
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

  /** The SQLite index's runner. */
  const sqliteRunner = () => (index as unknown as { db: SqliteRunner }).db;
  /** Whether a rebuild sent FTS5's own 'rebuild' (the full text was not built aside). */
  const rebuiltByFts5 = (sent: string[]) => sent.some((sql) => sql.includes("VALUES ('rebuild')"));

  /** What the bulk rebuild's transaction sends (SQLite: SqliteRunner.transactionWithAside). */
  const spyOnRebuild = () => {
    const runner = sqliteRunner();
    const sent: string[] = [];
    const transaction = runner.transactionWithAside.bind(runner);
    const spy = jest.spyOn(runner, 'transactionWithAside').mockImplementation((fn) =>
      transaction((tx, aside) =>
        fn(
          {
            ...tx,
            run: (sql, params) => {
              sent.push(sql);
              return tx.run(sql, params);
            },
          },
          aside,
        ),
      ),
    );
    return { runner, sent, spy };
  };

  /** A bulk load of people(0, count) into dataset, with what its rebuild's transaction sent; beforeEnd runs last. */
  const spiedBulkLoad = async (dataset: string, count: number, beforeEnd?: () => void) => {
    const { runner, sent, spy } = spyOnRebuild();
    /** The write connection's page cache while the load loads. */
    let loadingCache: number | undefined;
    try {
      await index.beginImport(dataset, 100_000);
      await index.upsert(dataset, people(0, count));
      [{ cache_size: loadingCache }] = await runner.transaction((tx) =>
        tx.all<{ cache_size: number }>('PRAGMA cache_size'),
      );
      sent.length = 0;
      beforeEnd?.();
      await index.endImport(dataset);
    } finally {
      spy.mockRestore();
    }
    return { runner, sent, loadingCache };
  };

  if (kind === 'sqlite') {
    it('builds the full text aside while the indexes are created, and the index it copies in stays right for the writes after it', async () => {
      if (t.config.database.driver !== 'sqlite') throw new Error('a SQLite app expected');
      const asideFile = `${t.config.database.path}${ASIDE_SUFFIX}`;
      // Written row by row first: the write connection has read the full text's structure before the load.
      await index.upsert('file12_part0', people(100, 3));
      expect(await textTotal('person101')).toBe(1);
      const before = await schema();
      const { sent } = await spiedBulkLoad('file12_part1', 30);
      expect(sent.filter((sql) => sql.startsWith('CREATE INDEX')).length).toBeGreaterThan(10);
      expect(rebuiltByFts5(sent)).toBe(false);
      expect(existsSync(asideFile)).toBe(false);
      expect(await schema()).toEqual(before);
      expect(await textTotal('quasarfirm')).toBe(33);
      expect(await textTotal('person101')).toBe(1);

      // Row by row again: new leads and a merge that changes a searched field.
      await index.upsert('file13_part1', [
        ...people(200, 4),
        { email: 'person5@bulk.example', lead_location: 'Zanzibar' },
      ]);
      expect(await textTotal('quasarfirm')).toBe(37);
      expect(await textTotal('zanzibar')).toBe(1);
      expect(await textTotal('person203')).toBe(1);
      // FTS5's own check of its index against the leads it was built from.
      await t.dataSource.query("INSERT INTO leads_fts(leads_fts, rank) VALUES ('integrity-check', 1)");
    });

    it('goes on without an index built aside when its build fails: copyIn answers false, the transaction commits', async () => {
      if (t.config.database.driver !== 'sqlite') throw new Error('a SQLite app expected');
      const runner = sqliteRunner();
      await index.upsert('file15_part1', people(0, 3));
      const copied = await runner.transactionWithAside(async (tx, aside) => {
        await tx.run('DELETE FROM lead_bulk_datasets');
        aside.build({
          table: 'leads_fts',
          contentless: 'CREATE VIRTUAL TABLE leads_fts USING no_such_module()',
          columns: ['name'],
          content: 'leads',
          rowid: 'id',
        });
        await tx.run("INSERT INTO lead_bulk_datasets (dataset) VALUES ('still-written')");
        return aside.copyIn();
      });
      expect(copied).toBe(false);
      expect(await t.dataSource.query('SELECT dataset FROM lead_bulk_datasets')).toEqual([
        { dataset: 'still-written' },
      ]);
      expect(existsSync(`${t.config.database.path}${ASIDE_SUFFIX}`)).toBe(false);
      expect(await textTotal('quasarfirm')).toBe(3);
      await t.dataSource.query("INSERT INTO leads_fts(leads_fts, rank) VALUES ('integrity-check', 1)");
    });

    it('rebuilds the full text with FTS5 itself when there is no file to build it aside in', async () => {
      if (t.config.database.driver !== 'sqlite') throw new Error('a SQLite app expected');
      // A directory where the build's file would be: it can neither be removed nor opened.
      const asideFile = `${t.config.database.path}${ASIDE_SUFFIX}`;
      let sent: string[];
      try {
        ({ sent } = await spiedBulkLoad('file14_part1', 30, () => {
          mkdirSync(asideFile);
          writeFileSync(join(asideFile, 'keep'), '');
        }));
      } finally {
        rmSync(asideFile, { recursive: true, force: true });
      }
      expect(rebuiltByFts5(sent)).toBe(true);
      expect(await textTotal('quasarfirm')).toBe(30);
      await t.dataSource.query("INSERT INTO leads_fts(leads_fts, rank) VALUES ('integrity-check', 1)");
    });

    it('loads with a smaller page cache, rebuilds with a small one (its sorts hold that much) and no sort thread, commits without checkpointing, leaves the WAL to the checkpoint thread, and gives the connection its own settings back', async () => {
      if (t.config.database.driver !== 'sqlite') throw new Error('a SQLite app expected');
      const wal = `${t.config.database.path}-wal`;
      const { runner, sent, loadingCache } = await spiedBulkLoad('file6_part1', 30);
      expect(loadingCache).toBe(-LOAD_CACHE_KIB);
      const firstIndex = sent.findIndex((sql) => sql.startsWith('CREATE INDEX'));
      expect(firstIndex).toBeGreaterThan(0);
      expect(sent.slice(0, firstIndex)).toContain(`PRAGMA cache_size = -${REBUILD_CACHE_KIB}`);
      expect(sent.filter((sql) => sql.startsWith('PRAGMA threads'))).toEqual([]);
      expect(sent.slice(firstIndex)).toContain('PRAGMA wal_autocheckpoint = 0');
      // The checkpoint thread copies the WAL the rebuild filled into the database and truncates it.
      await expect(runner.checkpointed()).resolves.toBe(true);
      expect(statSync(wal).size).toBe(0);
      const setting = (pragma: string) =>
        runner.transaction(async (tx) => Object.values((await tx.all(`PRAGMA ${pragma}`))[0])[0]);
      expect(await setting('cache_size')).toBe(-WRITE_CACHE_KIB);
      expect(await setting('wal_autocheckpoint')).toBe(WRITE_AUTOCHECKPOINT_PAGES);
      expect(await setting('threads')).toBe(0);
      expect(await textTotal('quasarfirm')).toBe(30);
    });
  }

  /** A checkpoint that fails: the batch it ends rolls back. */
  const failing = () => ({ sql: 'INSERT INTO no_such_table (id) VALUES (1)', params: [] });

  /**
   * Rows that are the same people in many ways: small pools of e-mails, LinkedIn URLs and names at companies, so rows
   * merge by each key, bring keys to leads that another lead holds too, and match two stored leads at once.
   */
  const tangled = (seed: number, count: number): LeadRecord[] => {
    let state = seed;
    const next = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % n;
    };
    return Array.from({ length: count }, () => {
      const record: LeadRecord = {};
      if (next(3)) record.email = `p${next(40)}@tangle.example`;
      if (next(2)) record.linkedin_url = `https://www.linkedin.com/in/tangle-${next(40)}`;
      if (next(2) || (!record.email && !record.linkedin_url)) {
        record.name = `Tangle Person ${next(30)}`;
        record.company_name = `Tanglecorp ${next(3)}`;
      }
      if (next(2)) record.lead_location = `City ${next(10)}`;
      if (next(2)) record.skills = `skill${next(5)}; skill${next(5)}`;
      return record;
    });
  };

  /**
   * One sequence of writes, loaded in bulk or row by row: leads before the load, batches that merge into them and into
   * each other, a lead deleted, and a batch rolled back (its ids are given out again). Answers each batch's counts and
   * the index's rows, with ids as ranks (the two runs' ids differ by where the id sequence stood).
   */
  const tangledRun = async (bulk: boolean) => {
    await index.upsert('tangle_part0', tangled(7, 30));
    if (bulk) await index.beginImport('tangle_part1', 100_000);
    const results: unknown[] = [];
    const rows = tangled(11, 240);
    const rolledBack = Array.from({ length: 20 }, (_, i) => ({
      email: `rolled${i}@tangle.example`,
      name: `Rolled ${i}`,
    }));
    for (let at = 0; at < rows.length; at += 30) {
      results.push(await index.upsert('tangle_part1', rows.slice(at, at + 30)));
      if (at === 60) {
        const [{ id }] = await t.dataSource.query('SELECT MIN(id) AS id FROM leads');
        expect(await index.delete(String(id))).toBe(true);
      }
      if (at === 120) {
        await expect(index.upsert('tangle_part1', rolledBack, undefined, failing)).rejects.toThrow();
      }
    }
    // The rolled-back rows' ids went to later rows: these people are new all the same.
    results.push(await index.upsert('tangle_part1', rolledBack));
    if (bulk) {
      // Loaded without the key indexes too (looking keys up in memory).
      expect((await schema()).join()).not.toContain('IDX_leads_email_key');
      await index.endImport('tangle_part1');
    }
    const leads: Record<string, unknown>[] = await t.dataSource.query(
      'SELECT id, data_source, name, email, linkedin_url, company_name, lead_location, skills, ' +
        'email_key, linkedin_key, person_key FROM leads ORDER BY id',
    );
    const rank = new Map(leads.map((lead, at) => [String(lead.id), at]));
    const values: Record<string, unknown>[] = await t.dataSource.query('SELECT lead_id, field, value FROM lead_values');
    // MySQL/MariaDB: the word table, which a bulk load sets aside and builds at its end.
    const words: Record<string, unknown>[] =
      kind === 'mysql' ? await t.dataSource.query('SELECT lead_id, word FROM lead_words') : [];
    return {
      results,
      leads: leads.map(({ id, ...lead }) => ({ rank: rank.get(String(id)), ...lead })),
      values: values.map((value) => `${rank.get(String(value.lead_id))} ${value.field} ${value.value}`).sort(),
      words: words.map((word) => `${rank.get(String(word.lead_id))} ${word.word}`).sort(),
    };
  };

  it('de-duplicates in bulk exactly as row by row: merges by every key, deletes and rolled-back batches', async () => {
    const rowByRow = await tangledRun(false);
    await clearLeadIndex(t.dataSource);
    const before = await schema();
    const bulk = await tangledRun(true);
    expect(await schema()).toEqual(before);
    expect(bulk).toEqual(rowByRow);
    if (kind === 'mysql') expect(bulk.words.length).toBeGreaterThan(500);
    // The sequence does merge, often.
    const merged = rowByRow.results.reduce((sum: number, result) => sum + (result as { merged: number }).merged, 0);
    expect(merged).toBeGreaterThan(20);
    expect(rowByRow.leads.length).toBeLessThan(120);
  });

  it('keeps the key indexes for a load too large to hold its keys in memory, and merges by them', async () => {
    await index.upsert('file10_part1', people(0, 3));
    const before = await schema();
    await index.beginImport('file11_part1', BULK_KEYS_MAX_ROWS + 1);
    const loading = (await schema()).join();
    expect(loading).toContain('IDX_leads_email_key');
    expect(loading).toContain('IDX_leads_person_key');
    expect(loading).not.toContain('IDX_leads_company_industry');
    expect(loading).not.toContain('lead_bulk_key_log');
    const merged = await index.upsert('file11_part1', [
      { email: 'person1@bulk.example', phone: '+1 555 0111' },
      ...people(3, 10),
    ]);
    expect(merged).toEqual({ inserted: 10, merged: 1, unchanged: 0 });
    const rebuild = kind === 'sqlite' ? spyOnRebuild() : null;
    try {
      await index.endImport('file11_part1');
    } finally {
      rebuild?.spy.mockRestore();
    }
    // SQLite: its full text built aside here too (nothing the rebuild names sends it looking in that file).
    if (rebuild) expect(rebuiltByFts5(rebuild.sent)).toBe(false);
    expect(await schema()).toEqual(before);
    expect(await index.count()).toBe(13);
    expect(await textTotal('quasarfirm')).toBe(13);
  });

  it('compares keys exactly, in bulk and row by row: e-mails that differ by an accent, names by ß and ss, are other people', async () => {
    const twins = (n: number): LeadRecord[] => [
      { email: `jose${n}@exact.example`, name: `Jose ${n}` },
      { name: `Strasse ${n}`, company_name: 'Exactcorp' },
    ];
    const others = (n: number): LeadRecord[] => [
      { email: `josé${n}@exact.example`, lead_location: 'Oslo' },
      { name: `Straße ${n}`, company_name: 'Exactcorp', lead_location: 'Bergen' },
    ];
    await index.upsert('file20_part1', twins(1));
    expect(await index.upsert('file20_part1', others(1))).toEqual({ inserted: 2, merged: 0, unchanged: 0 });
    await index.beginImport('file21_part1', 100_000);
    expect((await schema()).join()).not.toContain('IDX_leads_email_key');
    await index.upsert('file21_part1', twins(2));
    expect(await index.upsert('file21_part1', others(2))).toEqual({ inserted: 2, merged: 0, unchanged: 0 });
    // The same keys exactly still merge.
    expect(await index.upsert('file21_part1', [{ email: 'josé2@exact.example', phone: '+1 555 0102' }])).toEqual({
      inserted: 0,
      merged: 1,
      unchanged: 0,
    });
    await index.endImport('file21_part1');
    expect(await index.count()).toBe(8);
    // By the key column: MySQL/MariaDB's email column compares as utf8mb4_unicode_ci, where josé is jose.
    const phones: { phone: string | null }[] = await t.dataSource.query(
      "SELECT phone FROM leads WHERE email_key = 'email:josé2@exact.example'",
    );
    expect(phones).toEqual([{ phone: '+1 555 0102' }]);
  });

  it('learns, between batches, what another process or server wrote: its new leads and the keys its merges added', async () => {
    // Another lead index on the same file or database, with its own write connection and its own keys in memory.
    const config = t.config.database;
    const other = new SqlLeadIndex(
      config.driver === 'sqlite' ? new SqliteRunner(config.path) : new MysqlRunner(t.dataSource),
    );
    try {
      await index.upsert('file7_part1', people(0, 5));
      await index.beginImport('file8_part1', 100_000);
      await index.upsert('file8_part1', people(5, 5));
      await other.upsert('file9_part1', [
        { name: 'Other Process', email: 'other@bulk.example' },
        { email: 'person0@bulk.example', linkedin_url: 'https://www.linkedin.com/in/person-zero' },
      ]);
      // A batch of this index rolls back; the ids it had taken go to the other's next lead.
      await expect(
        index.upsert('file8_part1', [{ email: 'rolled@bulk.example' }], undefined, failing),
      ).rejects.toThrow();
      await other.upsert('file9_part1', [{ name: 'Id Reuser', email: 'reuser@bulk.example' }]);

      const merged = await index.upsert('file8_part1', [
        { email: 'other@bulk.example', phone: '+1 555 0100' },
        { linkedin_url: 'https://www.linkedin.com/in/person-zero', lead_location: 'Oslo' },
        { email: 'reuser@bulk.example', lead_location: 'Bergen' },
      ]);
      expect(merged).toEqual({ inserted: 0, merged: 3, unchanged: 0 });
      await index.endImport('file8_part1');
      expect(await index.count()).toBe(12);
      const [row] = await t.dataSource.query("SELECT lead_location FROM leads WHERE email = 'person0@bulk.example'");
      expect(row.lead_location).toBe('Oslo');
    } finally {
      await other.close();
    }
  });

  if (kind === 'mysql') {
    /** What the MySQL/MariaDB index's runner sends outside transactions (the rebuild's DDL), while spied. */
    const spyOnRuns = () => {
      const runner = (index as unknown as { db: SqlRunner }).db;
      const sent: string[] = [];
      const run = runner.run.bind(runner);
      const spy = jest.spyOn(runner, 'run').mockImplementation((sql, params) => {
        sent.push(sql);
        return run(sql, params);
      });
      return { sent, spy };
    };

    it("rebuilds each table's indexes in one statement, and an index built before a crash is not built again", async () => {
      await index.upsert('file12_part1', people(0, 3));
      const before = await schema();
      await index.beginImport('file13_part1', 100_000);
      await index.upsert('file13_part1', people(3, 20));
      const saved: { name: string; table_name: string; statement: string }[] = await t.dataSource.query(
        'SELECT name, table_name, statement FROM lead_bulk_ddl ORDER BY name',
      );
      // Killed after one index was built again and before its record went: it stays as it is.
      const builtBefore = saved.find((ddl) => ddl.name === 'IDX_leads_company_size');
      if (!builtBefore) throw new Error('IDX_leads_company_size was not set aside');
      await t.dataSource.query(builtBefore.statement);

      const runs = spyOnRuns();
      try {
        await index.endImport('file13_part1');
      } finally {
        runs.spy.mockRestore();
      }
      const ddl = runs.sent.filter((sql) => /^(ALTER|CREATE|DROP)/.test(sql));
      const plain = (table: string) =>
        saved.filter((row) => row.table_name === table && row.statement.startsWith('CREATE INDEX'));
      const alters = ddl.filter((sql) => sql.startsWith('ALTER TABLE'));
      expect(alters).toHaveLength(2);
      for (const table of ['leads', 'lead_values']) {
        const alter = alters.find((sql) => sql.startsWith(`ALTER TABLE \`${table}\` ADD INDEX`)) ?? '';
        const expected = plain(table).filter((row) => row !== builtBefore);
        expect(alter.match(/ADD INDEX/g)).toHaveLength(expected.length);
        for (const row of expected) expect(alter).toContain(`ADD INDEX \`${row.name}\``);
      }
      expect(ddl.join('\n')).not.toContain('IDX_leads_company_size');
      // Every index set aside is a plain one (no FULLTEXT index left: the lead-word-fields migration).
      expect(
        saved.filter((row) => row.name !== 'lead_words').every((row) => row.statement.startsWith('CREATE INDEX')),
      ).toBe(true);
      expect(await schema()).toEqual(before);
      const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM lead_bulk_ddl');
      expect(Number(n)).toBe(0);
      expect(await textTotal('quasarfirm')).toBe(23);
      expect(await filterTotal('Robotics')).toBe(11);
    });

    it('sets the word table aside too: new leads get their words as the load ends (a transaction per 10,000), a merge into an older lead at once', async () => {
      /** A lead's words, by its e-mail. */
      const wordsOf = async (email: string) =>
        (
          (await t.dataSource.query(
            'SELECT w.word FROM lead_words w JOIN leads l ON l.id = w.lead_id WHERE l.email_key = ? ORDER BY w.word',
            [`email:${email}`],
          )) as { word: string }[]
        ).map((row) => row.word);
      await index.upsert('file16_part1', people(0, 3));
      await index.beginImport('file17_part1', 100_000);
      const rows = [...people(3, 10_001), { email: 'person1@bulk.example', lead_location: 'Zanzibar' }];
      expect(await index.upsert('file17_part1', rows)).toEqual({ inserted: 10_001, merged: 1, unchanged: 0 });
      expect(await wordsOf('person5@bulk.example')).toEqual([]);
      expect(await wordsOf('person1@bulk.example')).toContain('zanzibar');
      const timings: WriteTimings = { normalizeMs: 0, lookupMs: 0, insertMs: 0, commitMs: 0, rebuildMs: 0 };
      await index.endImport('file17_part1', timings);
      expect(timings.rebuildParts?.lead_words).toBeGreaterThan(0);
      // Its name, company, industry, skills and e-mail (Person 5, Quasarfirm 5, Robotics, welding; glazing).
      expect(await wordsOf('person5@bulk.example')).toEqual([
        '5',
        'bulk',
        'example',
        'glazing',
        'person',
        'person5',
        'quasarfirm',
        'robotics',
        'welding',
      ]);
      // The last of the 10,004 leads, in the second part of the build (Quasarfirm 0).
      expect(await wordsOf('person10003@bulk.example')).toEqual([
        '0',
        '10003',
        'bulk',
        'example',
        'glazing',
        'person',
        'person10003',
        'quasarfirm',
        'robotics',
        'welding',
      ]);
      const [{ n }] = await t.dataSource.query("SELECT COUNT(*) AS n FROM lead_words WHERE word = 'quasarfirm'");
      expect(Number(n)).toBe(10_004);
      const [{ records }] = await t.dataSource.query('SELECT COUNT(*) AS records FROM lead_bulk_ddl');
      expect(Number(records)).toBe(0);
      // Writes after it write their words again.
      await index.upsert('file18_part1', [{ name: 'After Load', email: 'after@bulk.example' }]);
      expect(await wordsOf('after@bulk.example')).toEqual(['after', 'bulk', 'example', 'load']);
    });

    /**
     * A bulk load's set-aside indexes built, as a crash during its rebuild would leave them, so that the words' build
     * runs alone; the index's runner.
     */
    const indexesBuiltFirst = async () => {
      const saved: { statement: string }[] = await t.dataSource.query(
        "SELECT statement FROM lead_bulk_ddl WHERE name <> 'lead_words'",
      );
      for (const { statement } of saved) await t.dataSource.query(statement);
      return (index as unknown as { db: SqlRunner }).db;
    };

    it("loads a whole part's slices of words side by side, each in a shared turn, once the indexes are built", async () => {
      await index.beginImport('file20_part1', 100_000);
      await index.upsert('file20_part1', people(0, 10_001));
      const runner = await indexesBuiltFirst();
      const transaction = runner.transaction.bind(runner);
      /** Transactions in a shared turn now, and the most at once. */
      let shared = 0;
      let most = 0;
      const spy = jest.spyOn(runner, 'transaction').mockImplementation((fn) =>
        transaction(async (tx) => {
          const all = tx.all.bind(tx);
          let turn = false;
          tx.all = async (sql, params) => {
            if (sql.includes('LOCK IN SHARE MODE')) {
              turn = true;
              most = Math.max(most, ++shared);
            }
            return all(sql, params);
          };
          try {
            return await fn(tx);
          } finally {
            if (turn) shared--;
          }
        }),
      );
      try {
        await index.endImport('file20_part1');
      } finally {
        spy.mockRestore();
      }
      expect(most).toBe(WORD_SLICES);
      const [{ n }] = await t.dataSource.query("SELECT COUNT(*) AS n FROM lead_words WHERE word = 'quasarfirm'");
      expect(Number(n)).toBe(10_001);
      // Exactly every lead's words, with their fields.
      const { stored, expected } = await wordRowsOfEveryLead(t.dataSource);
      expect(stored).toEqual(expected);
    });

    it('gives shared write turns side by side, and a writer its turn once they are all over', async () => {
      const runner = (index as unknown as { db: SqlRunner }).db;
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let bothIn!: () => void;
      const together = new Promise<void>((resolve) => (bothIn = resolve));
      const shared = (name: string) =>
        runner.transaction(async (tx) => {
          await takeWriteTurn(tx, { shared: true });
          order.push(`${name} in`);
          if (order.length === 2) bothIn();
          await held;
          order.push(`${name} out`);
        });
      const turns = [shared('first'), shared('second')];
      try {
        // Both turns held at once, in either order (an exclusive turn would keep the second waiting for the first,
        // which waits here).
        await Promise.race([
          together,
          new Promise((_, reject) => setTimeout(() => reject(new Error('the second shared turn waited')), 5000)),
        ]);
        turns.push(
          runner.transaction(async (tx) => {
            await takeWriteTurn(tx);
            order.push('writer');
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect([...order].sort()).toEqual(['first in', 'second in']);
      } finally {
        // Whatever failed above, the turns end: the tests after this one need the id sequence's row.
        release();
        await Promise.allSettled(turns);
      }
      await Promise.all(turns);
      expect(order.slice(2).sort()).toEqual(['first out', 'second out', 'writer']);
      expect(order[4]).toBe('writer');
    });

    it("reads each part of the words' build ahead, yet gives no words to a lead deleted before the part's turn, and the last part's turn takes in leads written after its read", async () => {
      await index.beginImport('file19_part1', 100_000);
      await index.upsert('file19_part1', people(0, 10_001));
      const [{ id: deleted }] = await t.dataSource.query(
        "SELECT id FROM leads WHERE email_key = 'email:person7@bulk.example'",
      );
      const runner = await indexesBuiltFirst();
      const all = runner.all.bind(runner);
      let reads = 0;
      // The build's reads outside its transactions: its two parts, read ahead.
      const spy = jest.spyOn(runner, 'all').mockImplementation(async (sql, params) => {
        const rows = await all(sql, params);
        if (sql.startsWith('SELECT id, name')) {
          reads++;
          if (reads === 1) expect(await index.delete(String(deleted))).toBe(true);
          if (reads === 2) {
            expect(await index.upsert('file19_part1', [{ name: 'Late Writer', email: 'late@bulk.example' }])).toEqual({
              inserted: 1,
              merged: 0,
              unchanged: 0,
            });
          }
        }
        return rows as never;
      });
      try {
        await index.endImport('file19_part1');
      } finally {
        spy.mockRestore();
      }
      expect(reads).toBe(2);
      const [{ n: orphans }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM lead_words WHERE lead_id = ?', [
        deleted,
      ]);
      expect(Number(orphans)).toBe(0);
      const [{ n }] = await t.dataSource.query("SELECT COUNT(*) AS n FROM lead_words WHERE word = 'quasarfirm'");
      expect(Number(n)).toBe(10_000);
      expect(await textTotal('late')).toBe(1);
      const [{ records }] = await t.dataSource.query('SELECT COUNT(*) AS records FROM lead_bulk_ddl');
      expect(Number(records)).toBe(0);
    });

    it('rebuilds a set-aside definition in another form as it was saved', async () => {
      await index.upsert('file14_part1', people(0, 3));
      const before = await schema();
      await index.beginImport('file15_part1', 100_000);
      await t.dataSource.query('INSERT INTO lead_bulk_ddl (name, table_name, statement) VALUES (?, ?, ?)', [
        'IDX_leads_phone_extra',
        'leads',
        'CREATE INDEX IDX_leads_phone_extra ON leads (phone)',
      ]);
      await index.endImport('file15_part1');
      expect((await schema()).join()).toContain('IDX_leads_phone_extra');
      await t.dataSource.query('DROP INDEX IDX_leads_phone_extra ON leads');
      expect(await schema()).toEqual(before);
      const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM lead_bulk_ddl');
      expect(Number(n)).toBe(0);
    });
  }

  it('loads in bulk from a share of the index: a quarter on SQLite, the whole on MySQL/MariaDB', async () => {
    await index.upsert('file30_part1', people(0, 3));
    const before = await schema();
    // As if the index held 400,000 leads (the rule reads the datasets' counts).
    await t.dataSource.query("UPDATE lead_datasets SET lead_count = 400000 WHERE name = 'file30_part1'");
    const share = BULK_SHARE[kind === 'sqlite' ? 'sqlite' : 'mysql'];
    expect(share).toBe(kind === 'sqlite' ? 0.25 : 1);
    await index.beginImport('file31_part1', 400_000 * share - 1);
    expect(await schema()).toEqual(before);
    await index.endImport('file31_part1');
    await index.beginImport('file32_part1', 400_000 * share);
    expect(await schema()).not.toEqual(before);
    await index.upsert('file32_part1', [{ name: 'Xylo Phonist', company_name: 'Marimba Works' }]);
    await index.endImport('file32_part1');
    expect(await schema()).toEqual(before);
    expect(await textTotal('marimba')).toBe(1);
  });

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
