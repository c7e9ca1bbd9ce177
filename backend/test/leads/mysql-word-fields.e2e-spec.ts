import type { LeadRecord } from '../../src/leads/lead-index.port';
import { leadIndexApp, wordRowsOfEveryLead } from '../support/lead-import';
import { dbKinds } from '../support/services';

/**
 * MySQL/MariaDB: the word table says which fields each word of a lead is in (field_bits), and a search within a field
 * reads it, instead of a FULLTEXT index per field. The lead-word-fields migration makes every stored lead's words
 * again with their fields, drops the per-field FULLTEXT indexes, and forgets such an index a crashed bulk load had set
 * aside (its rebuild would make it again).
 */
describe.each(dbKinds().filter((kind) => kind === 'mysql'))('word table fields on %s', (kind) => {
  const app = leadIndexApp(kind);

  const leads: LeadRecord[] = Array.from({ length: 30 }, (_, i) => ({
    name: `Person ${i} ${i % 3 ? 'Rivera' : 'Atlas'}`,
    email: `person${i}@fields.example`,
    company_name: i % 2 ? 'Atlas Robotics' : `Harbor ${i}`,
    lead_titles: i % 5 ? 'Account executive' : 'Atlas engineer',
    company_industry: i % 4 ? 'Logistics' : 'Atlas Freight',
    skills: i % 6 ? ['sql', 'crm'] : ['atlas'],
  }));

  /** Every lead's stored word rows against the words (and fields) its stored row gives. */
  async function expectWordsOfEveryLead(): Promise<void> {
    const { stored, expected } = await wordRowsOfEveryLead(app.t.dataSource);
    expect(stored.length).toBeGreaterThan(leads.length * 5);
    expect(stored).toEqual(expected);
  }

  /** The names of the leads whose field has every word of text (as a specialised search asks). */
  const within = async (text: string, field: 'name' | 'company_name' | 'company_industry' | 'skills') =>
    (await app.index.search({ text, textFields: [field], page: 1, pageSize: 100, trackTotal: 1000 })).hits
      .map((hit) => hit.lead.email as string)
      .sort();
  const expectedWithin = (test: (lead: LeadRecord) => boolean) =>
    leads
      .filter(test)
      .map((lead) => lead.email as string)
      .sort();

  const fullTextIndexes = async () =>
    (
      (await app.t.dataSource.query(
        "SELECT DISTINCT INDEX_NAME AS name FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'leads' AND INDEX_TYPE = 'FULLTEXT' ORDER BY name",
      )) as { name: string }[]
    ).map((row) => row.name);

  it('holds each word with the fields it is in, and a search within a field finds exactly the leads that have it there', async () => {
    await app.index.upsert('file1_part1', leads);
    await expectWordsOfEveryLead();
    expect(await fullTextIndexes()).toEqual([]);
    expect(await within('atlas', 'company_name')).toEqual(
      expectedWithin((lead) => /Atlas/.test(lead.company_name as string)),
    );
    expect(await within('atlas', 'name')).toEqual(expectedWithin((lead) => /Atlas/.test(lead.name as string)));
    expect(await within('atlas', 'company_industry')).toEqual(
      expectedWithin((lead) => /Atlas/.test(lead.company_industry as string)),
    );
    expect(await within('atlas', 'skills')).toEqual(
      expectedWithin((lead) => (lead.skills as string[]).includes('atlas')),
    );
    expect(await within('atlas freight', 'company_industry')).toEqual(
      expectedWithin((lead) => lead.company_industry === 'Atlas Freight'),
    );
  });

  it('are made again for every stored lead by the migration, which drops the per-field FULLTEXT indexes', async () => {
    await app.index.upsert('file1_part1', leads);
    await app.t.dataSource.undoLastMigration();
    const [{ columns }] = await app.t.dataSource.query(
      "SELECT COUNT(*) AS columns FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'lead_words' AND COLUMN_NAME = 'field_bits'",
    );
    expect(Number(columns)).toBe(0);
    expect(await fullTextIndexes()).toEqual([
      'FT_leads_company_industry',
      'FT_leads_company_name',
      'FT_leads_name',
      'FT_leads_skills',
    ]);
    // What an earlier state may hold: a lead without some words, and a crashed bulk load's saved FULLTEXT index.
    await app.t.dataSource.query("DELETE FROM lead_words WHERE word IN ('atlas', 'person')");
    await app.t.dataSource.query(
      "INSERT INTO lead_bulk_ddl (name, table_name, statement) VALUES ('FT_leads_name', 'leads', 'CREATE FULLTEXT INDEX `FT_leads_name` ON `leads` (`name`)')",
    );
    const [{ version: before }] = await app.t.dataSource.query(
      "SELECT version FROM lead_index_version WHERE name = 'leads'",
    );

    await app.t.dataSource.runMigrations();
    await expectWordsOfEveryLead();
    expect(await fullTextIndexes()).toEqual([]);
    const [{ saved }] = await app.t.dataSource.query('SELECT COUNT(*) AS saved FROM lead_bulk_ddl');
    expect(Number(saved)).toBe(0);
    const [{ version: after }] = await app.t.dataSource.query(
      "SELECT version FROM lead_index_version WHERE name = 'leads'",
    );
    expect(Number(after)).toBeGreaterThan(Number(before));
    expect(await within('atlas', 'company_name')).toEqual(
      expectedWithin((lead) => /Atlas/.test(lead.company_name as string)),
    );
  });
});
