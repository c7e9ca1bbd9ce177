import { prepareLead } from '../../src/leads/adapters/sql/sql-lead-writer';
import { collectNow } from '../../src/leads/import-heap';
import { LEAD_INDEX, LeadIndex, LeadRecord, PreparedRecord } from '../../src/leads/lead-index.port';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const ROWS = 300;

const record = (i: number, tag: string): LeadRecord => ({
  name: `Person ${i} ${tag}`,
  email: `person${i}.${tag}@sent.example`,
  company_name: `Company ${i % 7}`,
  skills: ['go', `skill ${i % 5}`],
});

/**
 * The SQL index's upsert says when it has sent a batch's rows (LeadIndex.upsert's sent): an import reads its next batch
 * from then on, while the write goes on, so from then on the index must hold none of the rows it was given.
 */
describe.each(dbKinds())('upsert: the rows are let go of once sent, on %s', (kind) => {
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
   * Upserts rows made here (no caller keeps them) and watches them through weak references. At the checkpoint, which
   * runs in the batch's transaction after the rows were sent and before the commit, a full collection must have freed
   * every one of them. Returns what was seen then.
   */
  function upsertWatched(tag: string, prepared: boolean) {
    const watched: WeakRef<object>[] = [];
    const seen = { sentCalls: 0, sentBeforeCheckpoint: false, aliveAtCheckpoint: -1 };
    const records: (LeadRecord | PreparedRecord)[] = [];
    for (let i = 0; i < ROWS; i++) {
      const row = prepared ? prepareLead(record(i, tag)) : record(i, tag);
      watched.push(new WeakRef(row));
      if (prepared) watched.push(new WeakRef((row as ReturnType<typeof prepareLead>).lead));
      records.push(row);
    }
    const done = index.upsert(
      `${tag}_part1`,
      records.splice(0),
      undefined,
      () => {
        seen.sentBeforeCheckpoint = seen.sentCalls === 1;
        collectNow();
        seen.aliveAtCheckpoint = watched.filter((ref) => ref.deref() !== undefined).length;
        return { sql: 'UPDATE lead_datasets SET lead_count = lead_count WHERE name = ?', params: [`${tag}_part1`] };
      },
      () => seen.sentCalls++,
    );
    return { done, seen };
  }

  it.each([
    ['prepared as an import prepares them', true],
    ['given as records', false],
  ])('holds none of the rows at the checkpoint: %s', async (_how, prepared) => {
    const tag = prepared ? 'prepared' : 'records';
    const { done, seen } = upsertWatched(tag, prepared);
    await expect(done).resolves.toMatchObject({ inserted: ROWS, checkpointed: true });
    expect(seen).toEqual({ sentCalls: 1, sentBeforeCheckpoint: true, aliveAtCheckpoint: 0 });
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM leads WHERE dataset = ?', [`${tag}_part1`]);
    expect(Number(n)).toBe(ROWS);
  });

  it('calls sent once also when there is nothing to write, and when the upsert fails', async () => {
    let calls = 0;
    const sent = () => calls++;
    await expect(index.upsert('empty_part1', [{ name: '  ' }], undefined, undefined, sent)).resolves.toMatchObject({
      inserted: 0,
    });
    expect(calls).toBe(1);
    await expect(index.upsert('Not A Dataset', [record(1, 'bad')], undefined, undefined, sent)).rejects.toThrow(
      /Invalid dataset name/,
    );
    expect(calls).toBe(2);
    const failing = () => ({ sql: 'UPDATE no_such_table SET x = 1', params: [] });
    await expect(index.upsert('failing_part1', [record(2, 'failing')], undefined, failing, sent)).rejects.toThrow();
    expect(calls).toBe(3);
    const [{ n }] = await t.dataSource.query("SELECT COUNT(*) AS n FROM leads WHERE dataset = 'failing_part1'");
    expect(Number(n)).toBe(0);
  });
});
