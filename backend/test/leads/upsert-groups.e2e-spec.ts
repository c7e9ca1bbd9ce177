import { prepareLead } from '../../src/leads/adapters/sql/sql-lead-writer';
import { collectNow } from '../../src/leads/import-heap';
import { LEAD_INDEX, LeadIndex, LeadRecord, PreparedRecord, UpsertResult } from '../../src/leads/lead-index.port';
import { clearLeadIndex } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

type Records = (LeadRecord | PreparedRecord)[];

/** The groups one at a time, as an import hands them over while it reads. */
async function* inGroups(groups: Records[]): AsyncGenerator<Records> {
  for (const group of groups) {
    await new Promise((resolve) => setImmediate(resolve));
    yield group;
  }
}

/** rows cut into groups of `size`. */
const cut = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** A stored lead's columns as an import leaves them (not its id or times). */
const STORED = 'dataset, data_source, name, email, phone, linkedin_url, company_name, lead_location, skills';

/**
 * The SQL index takes an import's batch in groups as it reads them (LeadIndex.upsertGroups, on SQLite): one
 * transaction and one checkpoint for the batch, each group written as it comes and let go of then.
 */
describe.each(dbKinds())('upsert of a batch in groups, on %s', (kind) => {
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

  const stored = () => t.dataSource.query(`SELECT ${STORED} FROM leads ORDER BY id`);
  const checkpointOf = (dataset: string, seen: UpsertResult[]) => (result: UpsertResult) => {
    seen.push(result);
    return { sql: 'UPDATE lead_datasets SET lead_count = lead_count WHERE name = ?', params: [dataset] };
  };

  /** Stored leads the batch merges into, and a batch whose rows are the same people across any group boundary. */
  const storedLeads: LeadRecord[] = [
    { name: 'Ada Lovelace', email: 'ada@engines.example', phone: '+44 1' },
    { name: 'Grace Hopper', company_name: 'Navy', linkedin_url: 'https://www.linkedin.com/in/grace-hopper' },
    { name: 'Hedy Lamarr', email: 'hedy@films.example' },
  ];
  const batch: LeadRecord[] = [
    { name: 'Alan Turing', email: 'alan@bletchley.example' },
    { email: 'ada@engines.example', lead_location: 'London' },
    { name: 'Alan Turing', email: 'alan@bletchley.example', phone: '+44 2' },
    { linkedin_url: 'linkedin.com/in/grace-hopper', skills: 'cobol; compilers' },
    { email: 'ada@engines.example', phone: '+44 9' },
    { name: 'Katherine Johnson', company_name: 'NASA' },
    { name: 'katherine johnson', company_name: 'nasa', lead_location: 'Hampton' },
    { name: 'Alan Turing', email: 'ALAN@bletchley.example', skills: 'crypto' },
    // Merged into Hedy Lamarr, it gives her a name + company key that the row after it has (and no other).
    { email: 'hedy@films.example', company_name: 'MGM' },
    { name: 'No Key' },
    { name: 'hedy lamarr', company_name: 'mgm', phone: '+1 3' },
    {},
  ];

  it.each([
    ['with the indexes kept up', false],
    ['in a bulk load (SQLite: keys looked up in memory)', true],
  ])('writes what the batch whole writes, counted alike, wherever its groups begin: %s', async (_how, bulk) => {
    const outcomes: { result: UpsertResult; rows: unknown[]; datasets: unknown[] }[] = [];
    for (const size of [batch.length, 1, 2, 3, 4, 5]) {
      await clearLeadIndex(t.dataSource);
      await index.upsert('file1_part1', storedLeads);
      if (bulk) await index.beginImport('file2_part1', 100_000);
      const result =
        size === batch.length
          ? await index.upsert('file2_part1', batch)
          : await index.upsertGroups!('file2_part1', inGroups(cut(batch, size)));
      if (bulk) await index.endImport('file2_part1');
      const datasets = await t.dataSource.query('SELECT name, lead_count FROM lead_datasets ORDER BY name');
      outcomes.push({
        result,
        rows: await stored(),
        datasets: datasets.map((row: { lead_count: unknown }) => ({ ...row, lead_count: Number(row.lead_count) })),
      });
    }
    expect(outcomes[0].result).toEqual({ inserted: 3, merged: 7, unchanged: 1 });
    expect(outcomes[0].rows).toHaveLength(6);
    expect(outcomes[0].datasets).toEqual([
      { name: 'file1_part1', lead_count: 3 },
      { name: 'file2_part1', lead_count: 3 },
    ]);
    expect(outcomes[0].rows).toContainEqual(
      expect.objectContaining({ email: 'alan@bletchley.example', phone: '+44 2', data_source: 'enriched' }),
    );
    expect(outcomes[0].rows).toContainEqual(
      expect.objectContaining({ email: 'hedy@films.example', company_name: 'MGM', phone: '+1 3' }),
    );
    for (const outcome of outcomes.slice(1)) expect(outcome).toEqual(outcomes[0]);
  });

  it('checkpoints once, in the transaction, with the whole batch counted', async () => {
    await index.upsert('file1_part1', storedLeads);
    const seen: UpsertResult[] = [];
    const result = await index.upsertGroups!(
      'file2_part1',
      inGroups(cut(batch, 3)),
      undefined,
      checkpointOf('file2_part1', seen),
    );
    expect(result).toEqual({ inserted: 3, merged: 7, unchanged: 1, checkpointed: true });
    expect(seen).toEqual([{ inserted: 3, merged: 7, unchanged: 1 }]);
  });

  it('writes nothing, not even the checkpoint, when no group has a row to write', async () => {
    const seen: UpsertResult[] = [];
    const checkpoint = checkpointOf('file1_part1', seen);
    expect(await index.upsertGroups!('file1_part1', inGroups([]), undefined, checkpoint)).toEqual({
      inserted: 0,
      merged: 0,
      unchanged: 0,
    });
    expect(
      await index.upsertGroups!('file1_part1', inGroups([[{}], [], [{ phone: '' }]]), undefined, checkpoint),
    ).toEqual({ inserted: 0, merged: 0, unchanged: 0 });
    expect(seen).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('writes nothing of the batch when its groups fail midway, and refuses an invalid dataset', async () => {
    async function* failing(): AsyncGenerator<Records> {
      yield batch.slice(0, 4);
      throw new Error('The import stopped before its batch ended');
    }
    const seen: UpsertResult[] = [];
    await expect(
      index.upsertGroups!('file1_part1', failing(), undefined, checkpointOf('file1_part1', seen)),
    ).rejects.toThrow('The import stopped before its batch ended');
    expect(seen).toEqual([]);
    expect(await stored()).toEqual([]);
    const [{ total }] = await t.dataSource.query('SELECT COALESCE(SUM(lead_count), 0) AS total FROM lead_datasets');
    expect(Number(total)).toBe(0);
    await expect(index.upsertGroups!('Not A Dataset', inGroups([batch]))).rejects.toThrow(/Invalid dataset name/);
  });

  // Where an import hands batches over in groups: SQLite. On MySQL/MariaDB it writes whole batches (upsert), whose rows
  // upsert-release.e2e-spec.ts watches; there CI once saw 1 of a group's 400 objects still alive at the next group.
  const onSqlite = kind === 'sqlite' ? it : () => undefined;
  onSqlite('lets go of a group once it is sent, before the next one comes', async () => {
    const GROUPS = 4;
    const ROWS = 200;
    const watched: WeakRef<object>[][] = [];
    /** Alive rows of the groups before each group is asked for, after a full collection. */
    const aliveBefore: number[][] = [];
    /** A group made here, watched (no caller keeps it). */
    const group = (g: number): Records => {
      const refs: WeakRef<object>[] = [];
      const rows = Array.from({ length: ROWS }, (_, i) => {
        const row = prepareLead({ name: `Person ${g}-${i}`, email: `p${g}.${i}@groups.example`, skills: 'a; b' });
        refs.push(new WeakRef(row), new WeakRef(row.lead));
        return row;
      });
      watched.push(refs);
      return rows;
    };
    async function* groups(): AsyncGenerator<Records> {
      for (let g = 0; g < GROUPS; g++) {
        collectNow();
        aliveBefore.push(watched.map((refs) => refs.filter((ref) => ref.deref() !== undefined).length));
        yield group(g);
      }
    }
    const result = await index.upsertGroups!('file1_part1', groups());
    expect(result).toEqual({ inserted: GROUPS * ROWS, merged: 0, unchanged: 0 });
    // Asked for group g, the index holds none of the rows of the groups before it.
    expect(aliveBefore).toEqual([[], [0], [0, 0], [0, 0, 0]]);
    expect(await stored()).toHaveLength(GROUPS * ROWS);
  });
});
