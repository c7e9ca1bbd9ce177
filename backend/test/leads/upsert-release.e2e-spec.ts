import { prepareLead } from '../../src/leads/adapters/sql/sql-lead-writer';
import { collectNow } from '../../src/leads/import-heap';
import { LEAD_INDEX, LeadIndex, LeadRecord, PreparedRecord } from '../../src/leads/lead-index.port';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const ROWS = 300;

const record = (i: number, tag: string): LeadRecord => ({
  name: `Person ${i} ${tag}`,
  email: `person${i}.${tag}@release.example`,
  company_name: `Company ${i % 7}`,
  skills: ['go', `skill ${i % 5}`],
});

/**
 * On SQLite the SQL index lets go of a batch's rows once it has sent them to the database, before the checkpoint and
 * the commit (BatchPlan, sql-lead-writer.ts): an import reads its next batch while the write goes on, and rows held
 * meanwhile are copied by every scavenge and promoted. On MySQL/MariaDB the records as they came are kept until the
 * commit, to write the batch again should the server roll it back as a deadlock's victim (upsertLeads); an import
 * there waits for each write before it reads on.
 */
describe.each(dbKinds())('what upsert holds of the rows once sent, on %s', (kind) => {
  let t: TestApp;
  let index: LeadIndex;

  beforeAll(async () => {
    t = await startTestApp(kind);
    index = t.app.get<LeadIndex>(LEAD_INDEX);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Upserts rows made here (no caller keeps them), watched through weak references. The checkpoint runs in the
   * batch's transaction after the rows were sent and before the commit: a full collection then must free every one.
   */
  function upsertWatched(tag: string, prepared: boolean) {
    const watched: WeakRef<object>[] = [];
    const seen = { aliveAtCheckpoint: -1 };
    const records: (LeadRecord | PreparedRecord)[] = [];
    for (let i = 0; i < ROWS; i++) {
      const row = prepared ? prepareLead(record(i, tag)) : record(i, tag);
      watched.push(new WeakRef(row));
      if (prepared) watched.push(new WeakRef((row as ReturnType<typeof prepareLead>).lead));
      records.push(row);
    }
    const done = index.upsert(`${tag}_part1`, records.splice(0), undefined, () => {
      collectNow();
      seen.aliveAtCheckpoint = watched.filter((ref) => ref.deref() !== undefined).length;
      return { sql: 'UPDATE lead_datasets SET lead_count = lead_count WHERE name = ?', params: [`${tag}_part1`] };
    });
    return { done, seen };
  }

  it.each([
    ['prepared as an import prepares them', true],
    ['given as records', false],
  ])(
    'holds none of the rows at the checkpoint on SQLite, the records as they came on MySQL: %s',
    async (_how, prepared) => {
      const tag = prepared ? 'prepared' : 'records';
      const { done, seen } = upsertWatched(tag, prepared);
      await expect(done).resolves.toMatchObject({ inserted: ROWS, checkpointed: true });
      // Prepared, each record and its lead are watched.
      expect(seen).toEqual({ aliveAtCheckpoint: kind === 'mysql' ? ROWS * (prepared ? 2 : 1) : 0 });
      const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM leads WHERE dataset = ?', [`${tag}_part1`]);
      expect(Number(n)).toBe(ROWS);
    },
  );

  it('still fails as it did: nothing written when the checkpoint fails, an invalid dataset refused', async () => {
    await expect(index.upsert('Not A Dataset', [record(1, 'bad')])).rejects.toThrow(/Invalid dataset name/);
    const failing = () => ({ sql: 'UPDATE no_such_table SET x = 1', params: [] });
    await expect(index.upsert('failing_part1', [record(2, 'failing')], undefined, failing)).rejects.toThrow();
    const [{ n }] = await t.dataSource.query("SELECT COUNT(*) AS n FROM leads WHERE dataset = 'failing_part1'");
    expect(Number(n)).toBe(0);
  });
});
