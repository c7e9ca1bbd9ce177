import { SqlLeadIndex } from '../../src/leads/adapters/sql/sql-lead-index';
import { LeadIndex, LEAD_INDEX } from '../../src/leads/lead-index.port';
import { clearLeadIndex, engineerLeads, recordingMysqlRunner } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Text matches that are sparse among the newest leads: the newest id window (65,536 ids) holds 3 of them, the rest
 * are 300,000 ids older. Every match is found, paged once, and counted exactly; on MySQL/MariaDB the word table is
 * then read by one statement over every id after the first window instead of window after window.
 */
describe.each(dbKinds())('sparse text matches past the newest id window on %s', (kind) => {
  let t: TestApp;
  let index: LeadIndex;

  beforeAll(async () => {
    t = await startTestApp(kind);
    index = t.app.get<LeadIndex>(LEAD_INDEX);
    await clearLeadIndex(t.dataSource);
    await index.upsert('file1_part1', engineerLeads(0, 30, '11-50'));
    await t.dataSource.query("UPDATE lead_id_seq SET next_id = next_id + 300000 WHERE name = 'leads'");
    await index.upsert('file1_part1', [...engineerLeads(30, 3, '11-50'), ...engineerLeads(33, 2, '1-10')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds, pages and counts every match, the older ones 300,000 ids below the newest', async () => {
    const ids: { id: number }[] = await t.dataSource.query('SELECT id FROM leads ORDER BY id');
    expect(Number(ids[ids.length - 1].id) - Number(ids[0].id)).toBeGreaterThan(300_000);

    const query = { text: 'staff engineer', filters: { company_size: ['11-50'] }, pageSize: 25, trackTotal: 10_000 };
    const first = await index.search({ ...query, page: 1 });
    const second = await index.search({ ...query, page: 2 });
    expect({ total: first.total, relation: first.totalRelation, timedOut: first.timedOut }).toEqual({
      total: 33,
      relation: undefined,
      timedOut: undefined,
    });
    expect([first.hits.length, second.hits.length, second.total]).toEqual([25, 8, 33]);
    const names = [...first.hits, ...second.hits].map((hit) => hit.lead.name);
    expect(new Set(names)).toEqual(new Set(engineerLeads(0, 33, '11-50').map((lead) => lead.name)));

    const all = await index.search({ text: 'engineer', page: 1, pageSize: 50, trackTotal: 10_000 });
    expect([all.total, all.hits.length]).toEqual([35, 35]);
  });

  if (kind === 'mysql') {
    it('reads the word table once over every id when the newest window holds few matches', async () => {
      const { runner, statements } = recordingMysqlRunner(t.dataSource);
      const result = await new SqlLeadIndex(runner).search({
        text: 'staff engineer',
        filters: { company_size: ['11-50'] },
        page: 1,
        pageSize: 25,
        trackTotal: 10_000,
      });
      expect(result.total).toBe(33);
      const reads = statements.filter((sql) => sql.includes('FROM lead_words w'));
      // The newest window, then one read over every id: no further windows.
      expect(reads).toHaveLength(2);
      expect(reads[0]).toMatch(/w\.lead_id < \? AND w\.lead_id >= \?/);
      expect(reads[1]).toMatch(/AND 1 = 1 ORDER BY w\.lead_id DESC/);
    });
  }
});
