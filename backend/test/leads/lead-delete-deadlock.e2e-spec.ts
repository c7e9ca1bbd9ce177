import type { QueryRunner } from 'typeorm';
import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { LEAD_INDEX, LeadIndex, LeadRecord } from '../../src/leads/lead-index.port';
import { clearLeadIndex } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * MySQL/MariaDB: a lead deleted while a FULLTEXT index of leads is being built, as a bulk load's rebuild builds them
 * (sql-bulk-load.ts). The build keeps writes to leads out while it runs and, at its end, waits for every transaction
 * that has read the table; the deletion reads its lead, then waits to delete it: the server finds the deadlock and
 * rolls the deletion back. It is tried again until it has waited for the build, and deletes the lead.
 */
describe.each(dbKinds().filter((kind) => kind === 'mysql'))('a lead deleted during an index build on %s', (kind) => {
  let t: TestApp;
  let index: LeadIndex;
  /** The connection that builds the index. */
  let builder: QueryRunner;

  beforeAll(async () => {
    t = await startTestApp(kind);
    index = t.app.get<LeadIndex>(LEAD_INDEX);
    await clearLeadIndex(t.dataSource);
    // Enough leads that the build runs for a while after the deletion has read its lead.
    const leads: LeadRecord[] = Array.from({ length: 20_000 }, (_, i) => ({
      name: `Person ${i} ${'Lorem ipsum dolor sit amet '.repeat(4)}`,
      email: `person${i}@deadlock.example`,
      company_name: `Firm ${i % 97} ${'consectetur adipiscing elit '.repeat(3)}`,
      lead_titles: `Title ${i % 31} sed do eiusmod tempor incididunt`,
    }));
    for (let at = 0; at < leads.length; at += 5000) await index.upsert('deadlock', leads.slice(at, at + 5000));
    builder = t.dataSource.createQueryRunner();
    await builder.connect();
  }, 120_000);
  afterAll(async () => {
    await builder?.query('DROP INDEX FT_deadlock_probe ON leads').catch(() => undefined);
    await builder?.release();
    await t?.close();
  });

  /** The build's statement as the server is running it (not waiting for a lock to begin). */
  const building = async (): Promise<boolean> => {
    const rows: { state: string | null }[] = await t.dataSource.query(
      "SELECT STATE AS state FROM information_schema.PROCESSLIST WHERE INFO LIKE 'CREATE FULLTEXT INDEX FT_deadlock_probe%'",
    );
    return rows.some((row) => !(row.state ?? '').startsWith('Waiting'));
  };

  it('is tried again when it was the deadlock victim, and deletes the lead once the build is done', async () => {
    const [{ id }] = await t.dataSource.query(
      "SELECT id FROM leads WHERE email_key = 'email:person7@deadlock.example'",
    );
    const attempts: string[] = [];
    const sql = index as unknown as { deleteOnce(id: string): Promise<boolean> };
    const once = sql.deleteOnce.bind(index);
    jest.spyOn(sql, 'deleteOnce').mockImplementation(async (lead) => {
      try {
        const deleted = await once(lead);
        attempts.push(`deleted: ${deleted}`);
        return deleted;
      } catch (error) {
        attempts.push(`failed: ${(error as { errno?: number }).errno}`);
        throw error;
      }
    });

    const build = builder.query('CREATE FULLTEXT INDEX FT_deadlock_probe ON leads (name, company_name, lead_titles)');
    try {
      for (let waited = 0; !(await building()); waited += 10) {
        if (waited > 30_000) throw new Error('The index build did not start');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await expect(index.delete(String(id))).resolves.toBe(true);
    } finally {
      await build;
    }

    // The first attempt was the victim (ER_LOCK_DEADLOCK), as maybe the next one (the build takes the table for itself
    // as it begins and as it ends); the last deleted the lead.
    expect(attempts[0]).toBe('failed: 1213');
    expect(attempts.slice(1, -1).every((attempt) => attempt === 'failed: 1213')).toBe(true);
    expect(attempts[attempts.length - 1]).toBe('deleted: true');
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM leads WHERE id = ?', [id]);
    expect(Number(n)).toBe(0);
    const [{ words }] = await t.dataSource.query('SELECT COUNT(*) AS words FROM lead_words WHERE lead_id = ?', [id]);
    expect(Number(words)).toBe(0);
    const [{ lead_count }] = await t.dataSource.query("SELECT lead_count FROM lead_datasets WHERE name = 'deadlock'");
    expect(Number(lead_count)).toBe(19_999);
    expect(index).toBeInstanceOf(SqlLeadIndex);
  });
});
