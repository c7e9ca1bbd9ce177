import type { DataSource } from 'typeorm';
import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { LOAD_MIN_ROWS } from '../../src/leads/adapters/sql/sql-row-load';
import { MysqlRunner } from '../../src/leads/adapters/sql/sql-runner';
import type { LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex, withoutLocalInfile, wordRowsOfEveryLead } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * MySQL/MariaDB: an import's word rows, lead rows and list values go in by LOAD DATA LOCAL INFILE, and by multi-row
 * INSERTs where the server or the client refuses it (local_infile off). Either way the tables hold exactly the same:
 * the words of each lead; and the lead rows and values whatever they hold (the characters that end fields and lines,
 * backslashes, a NUL, a literal \N, 4-byte UTF-8). A load of lead rows that raised a warning (LOAD DATA LOCAL cuts
 * where INSERT refuses) is undone, so the batch fails as it always did and leaves nothing behind.
 */
describe.each(dbKinds().filter((kind) => kind === 'mysql'))('rows loaded with LOAD DATA on %s', (kind) => {
  let t: TestApp;
  /** The same database through a client that does not offer LOAD DATA LOCAL (as with local_infile off). */
  let withoutLocal: DataSource;

  beforeAll(async () => {
    t = await startTestApp(kind);
    withoutLocal = await withoutLocalInfile(t.dataSource);
  });
  afterAll(async () => {
    await withoutLocal?.destroy();
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());
  beforeEach(async () => {
    await clearLeadIndex(t.dataSource);
  });

  const leads = (prefix: string): LeadRecord[] =>
    Array.from({ length: 40 }, (_, i) => ({
      name: `${prefix} Zoë Müller-${i}`,
      email: `${prefix.toLowerCase()}${i}@example.com`,
      company_name: i % 2 ? '東京 Systems' : `Ünïcode Café ${prefix}`,
      lead_titles: `Head of Sales ${i % 3 ? '' : 'a'.repeat(80)}`,
      skills: 'negotiation; crm, cold-calling',
      company_industry: 'Retail',
    }));

  /** The word rows stored for each lead, against the words (and their fields) its stored fields give. */
  async function expectWordsOfEveryLead(dataSource: DataSource): Promise<number> {
    const { stored, expected } = await wordRowsOfEveryLead(dataSource);
    expect(stored).toEqual(expected);
    return stored.length;
  }

  const loads = async () => {
    const [row] = await t.dataSource.query("SHOW GLOBAL STATUS LIKE 'Com_load'");
    return Number(row.Value);
  };

  it('loads the words of a batch with LOAD DATA, searchable at once', async () => {
    const before = await loads();
    const index = new SqlLeadIndex(new MysqlRunner(t.dataSource));
    await expect(index.upsert('file1_part1', leads('Alpha'))).resolves.toMatchObject({ inserted: 40 });
    expect(await loads()).toBeGreaterThan(before);
    expect(await expectWordsOfEveryLead(t.dataSource)).toBeGreaterThan(40 * 8);
    const found = await index.search({ text: 'zoe cafe alpha', page: 1, pageSize: 50 });
    expect(found.total).toBe(20);
    expect((await index.search({ text: '東京', page: 1, pageSize: 50 })).total).toBe(20);
    expect((await index.search({ text: 'a'.repeat(80), page: 1, pageSize: 50 })).total).toBe(14);
  });

  it('inserts them row by row where LOAD DATA LOCAL is refused, the same words', async () => {
    const index = new SqlLeadIndex(new MysqlRunner(withoutLocal));
    // Twice: the refusal is remembered, and the second batch goes straight to INSERTs.
    await expect(index.upsert('file1_part1', leads('Beta'))).resolves.toMatchObject({ inserted: 40 });
    await expect(index.upsert('file1_part1', leads('Gamma'))).resolves.toMatchObject({ inserted: 40 });
    expect(await expectWordsOfEveryLead(t.dataSource)).toBeGreaterThan(80 * 8);
    expect((await index.search({ text: 'zoe gamma', page: 1, pageSize: 50 })).total).toBe(40);
  });

  it('leaves the words of a lead already there as they are, and adds the new ones of a merge', async () => {
    const index = new SqlLeadIndex(new MysqlRunner(t.dataSource));
    await index.upsert('file1_part1', leads('Delta'));
    const merged = leads('Delta').map((lead) => ({ ...lead, company_sector: 'Wholesale', past_companies: 'Acme' }));
    await expect(index.upsert('file2_part1', merged)).resolves.toMatchObject({ merged: 40 });
    await expectWordsOfEveryLead(t.dataSource);
    expect((await index.search({ text: 'acme delta', page: 1, pageSize: 50 })).total).toBe(40);
  });

  const TRICKY = [
    'tab\tinside',
    'line\nbreak',
    'carriage\rreturn',
    'back\\slash \\t not a tab',
    '\\N',
    'ends with a backslash\\',
    'nul\0char',
    'rocket 🚀 東京 Zoë',
    `quotes ' and " and \``,
    'semi; colon, comma | pipe',
  ];
  // Enough rows that the lead rows' load is sent in several chunks (TSV_CHUNK_CHARS), a line never split between two.
  const ROWS = Math.max(LOAD_MIN_ROWS, 600) + 20;

  const trickyLeads = (): LeadRecord[] =>
    Array.from({ length: ROWS }, (_, i) => ({
      name: `Person ${i} ${TRICKY[i % TRICKY.length]}`,
      email: `person${i}@example.com`,
      company_name: `${TRICKY[(i + 3) % TRICKY.length]} ${i}`,
      lead_titles: i % 4 ? `Head of\tSales\n${TRICKY[i % TRICKY.length]}` : undefined,
      company_industry: i % 7 ? 'Retail' : undefined,
      skills: `negotiation; ${TRICKY[(i + 1) % TRICKY.length]}; back\\slash`,
      past_companies: i % 3 ? `Acme\tCorp, ${TRICKY[(i + 5) % TRICKY.length]}` : undefined,
    }));

  /** Columns that differ between two imports of the same rows. */
  const UNCOMPARED = ['id', 'created_at', 'updated_at'];

  /** Every stored lead (by e-mail) with its fields and list values, ids and times left out. */
  async function stored(): Promise<Record<string, unknown>> {
    const rows: Record<string, unknown>[] = await t.dataSource.query('SELECT * FROM leads ORDER BY email');
    const values: { email: string; field: string; value: string }[] = await t.dataSource.query(
      'SELECT l.email, v.field, v.value FROM lead_values v JOIN leads l ON l.id = v.lead_id ORDER BY l.email, v.field, v.value',
    );
    const byEmail: Record<string, unknown> = {};
    for (const row of rows) {
      const fields = Object.fromEntries(Object.entries(row).filter(([column]) => !UNCOMPARED.includes(column)));
      byEmail[String(row.email)] = { ...fields, values: [] as string[] };
    }
    for (const { email, field, value } of values)
      (byEmail[email] as { values: string[] }).values.push(`${field}=${value}`);
    return byEmail;
  }

  /** The SQL of every statement the lead index runs from now on (spies are restored after each test). */
  function recordStatements(): string[] {
    const statements: string[] = [];
    const run = MysqlRunner.prototype.run;
    jest.spyOn(MysqlRunner.prototype, 'run').mockImplementation(function (this: MysqlRunner, sql, params) {
      statements.push(sql);
      return run.call(this, sql, params);
    });
    return statements;
  }

  it('stores by LOAD DATA exactly the rows and list values INSERT stores', async () => {
    await expect(
      new SqlLeadIndex(new MysqlRunner(withoutLocal)).upsert('inserted_part1', trickyLeads()),
    ).resolves.toMatchObject({ inserted: ROWS });
    const inserted = await stored();
    await clearLeadIndex(t.dataSource);

    const before = await loads();
    const statements = recordStatements();
    const chunks: number[] = [];
    const loadLocal = MysqlRunner.prototype.loadLocal;
    jest.spyOn(MysqlRunner.prototype, 'loadLocal').mockImplementation(function (this: MysqlRunner, sql, content) {
      const parts = [...content];
      chunks.push(parts.length);
      return loadLocal.call(this, sql, parts);
    });
    await expect(
      new SqlLeadIndex(new MysqlRunner(t.dataSource)).upsert('inserted_part1', trickyLeads()),
    ).resolves.toMatchObject({ inserted: ROWS });
    expect(Math.max(...chunks)).toBeGreaterThan(1);
    // The lead rows, their list values and their words: three loads, none undone, no row inserted otherwise.
    expect(await loads()).toBeGreaterThanOrEqual(before + 3);
    const inserts = statements.filter((sql) => /^(INSERT INTO (leads|lead_values)\b|ROLLBACK TO)/.test(sql));
    expect(inserts.map((sql) => sql.slice(0, 40))).toEqual([]);
    const loaded = await stored();
    expect(Object.keys(loaded)).toHaveLength(ROWS);
    expect(loaded).toEqual(inserted);

    // Spelled out for a few: the characters came back as they went in.
    const person = (i: number) => loaded[`person${i}@example.com`] as Record<string, unknown> & { values: string[] };
    expect(person(0)).toMatchObject({
      name: 'Person 0 tab\tinside',
      company_name: 'back\\slash \\t not a tab 0',
      company_industry: null,
    });
    expect(person(1)).toMatchObject({
      name: 'Person 1 line\nbreak',
      lead_titles: 'Head of\tSales\nline\nbreak',
      company_name: '\\N 1',
      past_companies: JSON.stringify(['Acme\tCorp', 'nul\0char']),
    });
    expect(person(2).company_name).toBe('ends with a backslash\\ 2');
    expect(person(4).company_name).toBe('rocket 🚀 東京 Zoë 4');
    expect(person(6).name).toBe('Person 6 nul\0char');
    expect(person(2).values).toEqual(
      expect.arrayContaining(['skills=negotiation', 'skills=back\\slash \\t not a tab', 'skills=back\\slash']),
    );
  });

  it('undoes a load that raised a warning: the batch fails as INSERT fails, and stores nothing', async () => {
    const index = new SqlLeadIndex(new MysqlRunner(t.dataSource));
    const rows = trickyLeads();
    // Longer than the column: LOAD DATA LOCAL would store it cut, with a warning; INSERT refuses it (strict mode).
    rows[ROWS - 2].company_name = 'x'.repeat(300);
    const before = await loads();
    const statements = recordStatements();
    await expect(index.upsert('warned_part1', rows)).rejects.toThrow(/too long/i);
    expect(await loads()).toBeGreaterThan(before);
    expect(statements).toContain('ROLLBACK TO SAVEPOINT lead_rows');
    const [{ leadsLeft }] = await t.dataSource.query('SELECT COUNT(*) AS leadsLeft FROM leads');
    const [{ valuesLeft }] = await t.dataSource.query('SELECT COUNT(*) AS valuesLeft FROM lead_values');
    expect([Number(leadsLeft), Number(valuesLeft)]).toEqual([0, 0]);

    // The same rows without the long value then load as usual.
    rows[ROWS - 2].company_name = 'Fine Company';
    await expect(index.upsert('warned_part1', rows)).resolves.toMatchObject({ inserted: ROWS });
    expect((await stored())[`person${ROWS - 2}@example.com`]).toMatchObject({ company_name: 'Fine Company' });
  });
});
