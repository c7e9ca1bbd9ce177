import { LEAD_INDEX, LeadIndex, LeadRecord, WriteTimings } from '../../src/leads/lead-index.port';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const record = (i: number, extra: Partial<LeadRecord> = {}): LeadRecord => ({
  name: `Timed Person ${i}`,
  email: `timed${i}@timings.example`,
  company_name: `Timed Company ${i % 3}`,
  lead_titles: ['Head of Timing'],
  skills: ['clocks', `skill ${i % 4}`],
  ...extra,
});

const newTimings = (): WriteTimings => ({ normalizeMs: 0, lookupMs: 0, insertMs: 0, commitMs: 0, rebuildMs: 0 });

/**
 * Where an upsert's time went (the import's log line): on MySQL/MariaDB each table's rows are waited for, so the
 * inserts split by table; on SQLite they are sent to the writer's thread and the split would be the sending alone:
 * there the thread times its statements itself.
 */
describe.each(dbKinds())('upsert timings, on %s', (kind) => {
  let t: TestApp;
  let index: LeadIndex;

  beforeAll(async () => {
    t = await startTestApp(kind);
    index = t.app.get<LeadIndex>(LEAD_INDEX);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it(kind === 'mysql' ? 'splits the inserts by table' : "splits the write thread's time instead", async () => {
    const first = newTimings();
    await expect(
      index.upsert(
        'timings_part1',
        Array.from({ length: 200 }, (_, i) => record(i)),
        first,
      ),
    ).resolves.toMatchObject({ inserted: 200 });
    expect(first.insertMs).toBeGreaterThan(0);
    // The second batch merges into ten stored leads (a field they lacked) and adds ten new ones.
    const second = newTimings();
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => record(i, { lead_location: 'Lisbon' })),
      ...Array.from({ length: 10 }, (_, i) => record(1000 + i)),
    ];
    await expect(index.upsert('timings_part2', rows, second)).resolves.toMatchObject({ inserted: 10, merged: 10 });
    if (kind !== 'mysql') {
      expect(first.insertParts).toBeUndefined();
      expect(second.insertParts).toBeUndefined();
      // The write thread's time instead, by what it ran: new rows and their list values; the second's merges.
      expect(first.writerParts?.leads).toBeGreaterThan(0);
      expect(first.writerParts?.lead_values).toBeGreaterThan(0);
      expect(first.writerParts?.reads).toBeGreaterThan(0);
      expect(first.writerParts?.merges).toBeUndefined();
      expect(second.writerParts?.merges).toBeGreaterThan(0);
      for (const timings of [first, second]) {
        const thread = Object.values(timings.writerParts ?? {}).reduce((sum, ms) => sum + ms, 0);
        // Run while the upsert waited for them (its lookups and inserts): no more than those steps.
        expect(thread).toBeLessThanOrEqual(timings.lookupMs + timings.insertMs + 1);
      }
      return;
    }
    expect(first.writerParts).toBeUndefined();
    expect(Object.keys(first.insertParts ?? {}).sort()).toEqual(['lead_values', 'lead_words', 'leads', 'merges']);
    for (const timings of [first, second]) {
      const parts = Object.values(timings.insertParts ?? {});
      for (const ms of parts) expect(ms).toBeGreaterThanOrEqual(0);
      // Parts of the inserts' step: together no more than it (a little slack for the clocks' rounding).
      expect(parts.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(timings.insertMs + 1);
    }
    expect(first.insertParts?.leads).toBeGreaterThan(0);
    expect(first.insertParts?.lead_words).toBeGreaterThan(0);
    expect(second.insertParts?.merges).toBeGreaterThan(0);
  });
});
