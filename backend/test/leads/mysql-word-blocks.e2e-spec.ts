import { DataSource } from 'typeorm';
import { orderWordRows, type WordsMode } from '../../src/leads/adapters/sql/sql-lead-words';
import { MysqlRunner, type SqlRunner } from '../../src/leads/adapters/sql/sql-runner';
import {
  BLOCK_LEADS,
  deleteBlockWords,
  eachBlockId,
  FIELD_MASKS,
  wordBlocksTableSql,
  writeBlocks,
} from '../../src/leads/adapters/sql/sql-word-blocks';
import { FULLTEXT_FIELDS } from '../../src/leads/migrations/1763750000000-create-leads';
import { dbKinds } from '../support/services';
import { freshMysqlDatabase } from '../support/test-app';

/**
 * MySQL/MariaDB: word blocks (sql-word-blocks.ts, not used by the index yet) hold what rows of (word, lead, field bits)
 * would, through every write: blocks added by LOAD DATA and a merge from a staging table or by multi-row INSERTs, into
 * blocks that already hold other leads, in either mode, and a lead's words removed. Checked against a model of the
 * rows after every step, on a real server.
 */
describe.each(dbKinds().filter((kind) => kind === 'mysql'))('word blocks on %s', () => {
  let drop: () => Promise<void>;
  let dataSource: DataSource;
  let db: MysqlRunner;
  const table = 'word_blocks_test';
  /** The rows the table should hold: word -> lead id -> field bits. */
  const model = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    const fresh = await freshMysqlDatabase();
    drop = fresh.drop;
    dataSource = await new DataSource({ type: 'mysql', url: fresh.url, charset: 'utf8mb4_unicode_ci' }).initialize();
    db = new MysqlRunner(dataSource);
    await db.run(wordBlocksTableSql(table));
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await drop?.();
  });

  let seed = 3;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  /** Random (id, word, bits) rows: ids crowded into few blocks, some far past 2^32, words from a small vocabulary. */
  function randomRows(count: number): Map<number, Map<string, number>> {
    const leads = new Map<number, Map<string, number>>();
    for (let i = 0; i < count; i++) {
      const id = random() < 0.05 ? 2 ** 35 + Math.floor(random() * 300) : Math.floor(random() * 1500);
      const words = leads.get(id) ?? new Map<string, number>();
      const word = `w${Math.floor(random() * 25)}`;
      words.set(word, (words.get(word) ?? 0) | (1 << Math.floor(random() * FULLTEXT_FIELDS.length)));
      leads.set(id, words);
    }
    return leads;
  }

  /** Writes leads' words in `mode` in a transaction; answers how many LOAD DATA statements it ran. */
  async function write(leads: Map<number, Map<string, number>>, mode: WordsMode): Promise<number> {
    const rows = await orderWordRows([...leads].sort(([a], [b]) => a - b).map(([id, words]) => ({ id, words })));
    let loads = 0;
    await db.transaction(async (tx) => {
      const counting = Object.assign(Object.create(tx) as SqlRunner, {
        loadLocal: (statement: string, content: Iterable<Buffer>) => {
          loads++;
          return (tx.loadLocal as NonNullable<SqlRunner['loadLocal']>).call(tx, statement, content);
        },
      });
      await writeBlocks(counting, rows, mode, { table });
    });
    for (const [id, words] of leads) {
      for (const [word, bits] of words) {
        const ids = model.get(word) ?? new Map<number, number>();
        if (mode === 'replace' || !ids.has(id)) ids.set(id, bits);
        model.set(word, ids);
      }
    }
    return loads;
  }

  /** The table's blocks as rows (word, id, bits), against the model's; and no block without a lead. */
  async function expectModel(): Promise<void> {
    const blocks = await db.all<Record<string, string>>(
      `SELECT word, CAST(block AS CHAR) AS block, CAST(mask AS CHAR) AS mask, ` +
        `${FIELD_MASKS.map((column) => `CAST(${column} AS CHAR) AS ${column}`).join(', ')} FROM ${table}`,
    );
    const stored: string[] = [];
    for (const row of blocks) {
      const mask = BigInt(row.mask);
      expect(mask).not.toBe(0n);
      const ids: number[] = [];
      eachBlockId(`${row.block}:${row.mask}`, ids);
      let fields = 0n;
      for (const id of ids) {
        const bit = 1n << BigInt(id - Number(row.block) * BLOCK_LEADS);
        let bits = 0;
        FIELD_MASKS.forEach((column, k) => {
          if (row[column] !== null && BigInt(row[column]) & bit) bits |= 1 << k;
        });
        stored.push(`${row.word} ${id} ${bits}`);
      }
      for (const column of FIELD_MASKS) if (row[column] !== null) fields |= BigInt(row[column]);
      // Every lead of a block has the word in some field, and no field mask names a lead the mask does not.
      expect(fields).toBe(mask);
    }
    const expected = [...model].flatMap(([word, ids]) => [...ids].map(([id, bits]) => `${word} ${id} ${bits}`));
    expect(stored.sort()).toEqual(expected.sort());
  }

  it('adds blocks by LOAD DATA and by INSERT, merging into blocks already there as each mode says', async () => {
    expect(await write(randomRows(3000), 'keep')).toBe(1);
    await expectModel();
    // Leads already there keep their bits ('keep': rows read from an earlier state), new ones join their blocks.
    expect(await write(randomRows(3000), 'keep')).toBe(1);
    await expectModel();
    // A merge's words: the lead's bits replaced, its block's other leads left as they are.
    expect(await write(randomRows(3000), 'replace')).toBe(1);
    await expectModel();
    // A few rows: multi-row INSERTs, in both modes.
    expect(await write(randomRows(40), 'replace')).toBe(0);
    await expectModel();
    expect(await write(randomRows(40), 'keep')).toBe(0);
    await expectModel();
  });

  it("removes a lead's words: its bit in each, and a block left with no lead", async () => {
    const ids = [...new Set([...model.values()].flatMap((leads) => [...leads.keys()]))].sort((a, b) => a - b);
    expect(ids.length).toBeGreaterThan(500);
    const [{ blocks: before }] = await db.all<{ blocks: number | string }>(`SELECT COUNT(*) AS blocks FROM ${table}`);
    for (const id of ids.filter((one, i) => i % 3 === 0 || one >= 2 ** 35)) {
      const words = [...model].filter(([, leads]) => leads.has(id)).map(([word]) => word);
      await db.transaction((tx) => deleteBlockWords(tx, id, words, table));
      for (const word of words) model.get(word)?.delete(id);
    }
    await expectModel();
    const [{ after, far }] = await db.all<{ after: number | string; far: number | string }>(
      `SELECT COUNT(*) AS after, SUM(block >= ${2 ** 35 / BLOCK_LEADS}) AS far FROM ${table}`,
    );
    // Every lead past 2^35 was removed: their blocks went with them.
    expect(Number(far)).toBe(0);
    expect(Number(after)).toBeLessThan(Number(before));
  });
});
