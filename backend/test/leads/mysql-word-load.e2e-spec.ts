import { DataSource } from 'typeorm';
import type { MysqlDataSourceOptions } from 'typeorm/driver/mysql/MysqlDataSourceOptions';
import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { leadWords } from '../../src/leads/adapters/sql/sql-lead-words';
import { MysqlRunner } from '../../src/leads/adapters/sql/sql-runner';
import type { LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * MySQL/MariaDB: an import's word rows go in by LOAD DATA LOCAL INFILE, and by multi-row INSERTs where the server
 * or the client refuses it (local_infile off). Either way the table holds exactly the words of each lead.
 */
describe.each(dbKinds().filter((kind) => kind === 'mysql'))('word rows loaded on %s', (kind) => {
  let t: TestApp;
  /** The same database through a client that does not offer LOAD DATA LOCAL (as with local_infile off). */
  let withoutLocal: DataSource;

  beforeAll(async () => {
    t = await startTestApp(kind);
    withoutLocal = new DataSource({
      ...(t.dataSource.options as MysqlDataSourceOptions),
      migrationsRun: false,
      flags: ['-LOCAL_FILES'],
    });
    await withoutLocal.initialize();
  });
  afterAll(async () => {
    await withoutLocal?.destroy();
    await t?.close();
  });
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

  /** The word rows stored for each lead, against the words its stored fields give. */
  async function expectWordsOfEveryLead(dataSource: DataSource): Promise<number> {
    const rows: { id: number; [field: string]: unknown }[] = await dataSource.query('SELECT * FROM leads');
    const stored: { word: string; lead_id: number }[] = await dataSource.query('SELECT word, lead_id FROM lead_words');
    const byLead = new Map<number, string[]>();
    for (const { word, lead_id } of stored) byLead.set(Number(lead_id), [...(byLead.get(Number(lead_id)) ?? []), word]);
    for (const row of rows) {
      expect((byLead.get(Number(row.id)) ?? []).sort()).toEqual(leadWords((field) => row[field]).sort());
    }
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
});
