import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import { orderWordRows, type WordRows } from './sql-lead-words';
import {
  BLOCK_COLUMNS,
  BLOCK_LEADS,
  blockParams,
  blocksFile,
  eachBlockId,
  maskText,
  mergeAssignments,
  writeBlocks,
} from './sql-word-blocks';
import { marks } from './sql-row-load';
import type { SqlParam, SqlRunner } from './sql-runner';

/** A small random generator, the same every run. */
function randomOf(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Word rows of leads given as (id, word, field bits) triples; one lead's words in any order. */
function wordRows(triples: [number, string, number][]): Promise<WordRows> {
  const leads = new Map<number, Map<string, number>>();
  for (const [id, word, bits] of triples) {
    const words = leads.get(id) ?? new Map<string, number>();
    words.set(word, (words.get(word) ?? 0) | bits);
    leads.set(id, words);
  }
  return orderWordRows([...leads].sort(([a], [b]) => a - b).map(([id, words]) => ({ id, words })));
}

/** The blocks word rows should make, computed with BigInt: word, block, mask, field masks (null when 0). */
function expectedBlocks(rows: WordRows): (string | number | null)[][] {
  const blocks = new Map<string, { word: string; block: number; masks: bigint[] }>();
  for (const word of rows.words) {
    const list = rows.rows.get(word) as number[];
    for (let at = 0; at < list.length; at += 2) {
      const block = Math.floor(list[at] / BLOCK_LEADS);
      const bit = 1n << BigInt(list[at] % BLOCK_LEADS);
      const key = `${word}/${block}`;
      const entry = blocks.get(key) ?? { word, block, masks: FULLTEXT_FIELDS.map(() => 0n).concat(0n) };
      entry.masks[0] |= bit;
      FULLTEXT_FIELDS.forEach((_, k) => {
        if (list[at + 1] & (1 << k)) entry.masks[k + 1] |= bit;
      });
      blocks.set(key, entry);
    }
  }
  return [...blocks.values()].map(({ word, block, masks }) => [
    word,
    block,
    masks[0].toString(),
    ...masks.slice(1).map((mask) => (mask ? mask.toString() : null)),
  ]);
}

/** Rows of width values each. */
const rowsOf = <T>(flat: T[], width: number) =>
  Array.from({ length: flat.length / width }, (_, row) => flat.slice(row * width, (row + 1) * width));

describe('word blocks', () => {
  it('makes a row per word and block of 64 ids, with the mask of its leads and of each field, bits 0 to 63', async () => {
    const rows = await wordRows([
      [0, 'ann', 1],
      [31, 'ann', 2],
      [32, 'ann', 1 | 512],
      [63, 'ann', 4],
      [64, 'ann', 1],
      [127, 'bob', 128],
      [128, 'ann', 1],
      [2 ** 31 + 63, 'ann', 2 | 4],
      [2 ** 40 + 1, 'zed', 512],
    ]);
    expect(rowsOf(blockParams(rows).flat, BLOCK_COLUMNS.length)).toEqual([
      [
        'ann',
        0,
        '9223372043297226753',
        '4294967297',
        '2147483648',
        '9223372036854775808',
        null,
        null,
        null,
        null,
        null,
        null,
        '4294967296',
      ],
      ['ann', 1, '1', '1', null, null, null, null, null, null, null, null, null],
      ['ann', 2, '1', '1', null, null, null, null, null, null, null, null, null],
      [
        'ann',
        2 ** 25,
        '9223372036854775808',
        null,
        '9223372036854775808',
        '9223372036854775808',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
      ['bob', 1, '9223372036854775808', null, null, null, null, null, null, null, '9223372036854775808', null, null],
      ['zed', 2 ** 34, '2', null, null, null, null, null, null, null, null, null, '2'],
    ]);
  });

  it('agrees with blocks computed bit by bit, for random leads, words and fields', async () => {
    const random = randomOf(11);
    const triples: [number, string, number][] = [];
    for (let i = 0; i < 5000; i++) {
      // Ids dense in places and sparse in others, some past 2^32.
      const id = random() < 0.1 ? 2 ** 33 + Math.floor(random() * 5000) : Math.floor(random() * 3000);
      triples.push([id, `w${Math.floor(random() * 40)}`, 1 << Math.floor(random() * FULLTEXT_FIELDS.length)]);
    }
    const rows = await wordRows(triples);
    const made = rowsOf(blockParams(rows).flat, BLOCK_COLUMNS.length);
    expect(made).toEqual(expectedBlocks(rows));
    // The LOAD DATA file holds the same blocks, a line each, NULL as \N.
    const lines = Buffer.concat(await blocksFile(rows))
      .toString('utf8')
      .split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toEqual(made.map((row) => row.map((value) => (value === null ? '\\N' : String(value))).join('\t')));
  });

  it('writes a mask as exact decimal text and reads ids back from block:mask lists', () => {
    expect(maskText(0, 0)).toBe('0');
    expect(maskText(2 ** 32 - 1, 2 ** 21 - 1)).toBe(String(2 ** 53 - 1));
    expect(maskText(1, 2 ** 21)).toBe('9007199254740993');
    expect(maskText(2 ** 32 - 1, 2 ** 32 - 1)).toBe('18446744073709551615');

    const ids: number[] = [];
    eachBlockId('0:18446744073709551615,2:5,1000000:9223372036854775809', ids);
    expect(ids).toEqual([...Array.from({ length: 64 }, (_, i) => i), 128, 130, 64_000_000, 64_000_063]);
    const fromBytes: number[] = [];
    eachBlockId(Buffer.from('7:4294967296'), fromBytes);
    expect(fromBytes).toEqual([7 * 64 + 32]);
    const none: number[] = [];
    eachBlockId('', none);
    expect(none).toEqual([]);
  });

  it('reads back every id of random blocks, as GROUP_CONCAT lists them', async () => {
    const random = randomOf(5);
    const wanted = [...new Set(Array.from({ length: 3000 }, () => Math.floor(random() * 20_000)))].sort(
      (a, b) => a - b,
    );
    const rows = await wordRows(wanted.map((id) => [id, 'word', 1]));
    const list = rowsOf(blockParams(rows).flat, BLOCK_COLUMNS.length)
      .map(([, block, mask]) => `${block}:${mask}`)
      .join(',');
    const ids: number[] = [];
    eachBlockId(list, ids);
    expect(ids).toEqual(wanted);
  });

  it('merges field masks before the mask, so that they read the mask as it was', () => {
    const keep = mergeAssignments('t', 'keep');
    const replace = mergeAssignments('t', 'replace');
    for (const update of [keep, replace]) {
      expect(update.endsWith('t.mask = t.mask | VALUES(mask)')).toBe(true);
      expect(update.match(/t\.mask =/g)).toHaveLength(1);
    }
    expect(keep).toContain('t.f0 = NULLIF(COALESCE(t.f0, 0) | (COALESCE(VALUES(f0), 0) & ~t.mask), 0)');
    expect(replace).toContain('t.f0 = NULLIF((COALESCE(t.f0, 0) & ~VALUES(mask)) | COALESCE(VALUES(f0), 0), 0)');
  });

  describe('writeBlocks', () => {
    const columns = BLOCK_COLUMNS.join(', ');
    /** Leads 101-200 with the words sales, w0-w2 and müller: blocks 1 to 3 of each word. */
    const leadRows = () =>
      wordRows(
        Array.from({ length: 100 }, (_, i) =>
          (
            [
              ['sales', 1 + (i % 2)],
              [`w${i % 3}`, 4],
              ['müller', 8],
            ] as [string, number][]
          ).map(([word, bits]): [number, string, number] => [200 - i, word, bits]),
        ).flat(),
      );
    /** A runner that records what it is sent; its load skips the blocks `warnings` name. */
    const recorder = (warnings: { Code: number; Message: string }[]) => {
      const sent: { sql: string; params?: SqlParam[] }[] = [];
      const loaded: string[] = [];
      const db = {
        dialect: 'mysql',
        run: async (sql: string, params?: SqlParam[]) => void sent.push({ sql, params }),
        all: async (sql: string) => {
          sent.push({ sql });
          return warnings;
        },
        loadLocal: async (statement: string, content: readonly Buffer[]) => {
          sent.push({ sql: statement });
          loaded.push(Buffer.concat(content).toString('utf8'));
          return { warnings: warnings.length };
        },
      } as unknown as SqlRunner;
      return { db, sent, loaded };
    };

    it.each(['keep', 'replace'] as const)(
      'loads the blocks, then merges those already there that the warnings name (%s)',
      async (mode) => {
        const rows = await leadRows();
        const { db, sent, loaded } = recorder([
          { Code: 1062, Message: "Duplicate entry 'sales-2' for key 'PRIMARY'" },
          { Code: 1062, Message: "Duplicate entry 'müller-3' for key 'PRIMARY'" },
        ]);
        await writeBlocks(db, rows, mode, { table: 't' });
        expect(sent.map(({ sql }) => sql)).toEqual([
          'SET SESSION max_error_count = 65535',
          "LOAD DATA LOCAL INFILE 't.tsv' IGNORE INTO TABLE t CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' " +
            `ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (${columns})`,
          'SHOW WARNINGS',
          `INSERT INTO t (${columns}) VALUES (${marks(BLOCK_COLUMNS.length)}), (${marks(BLOCK_COLUMNS.length)}) ` +
            `ON DUPLICATE KEY UPDATE ${mergeAssignments('t', mode)}`,
        ]);
        expect(loaded).toEqual([Buffer.concat(await blocksFile(rows)).toString('utf8')]);
        expect(
          loaded[0]
            .split('\n')
            .filter(Boolean)
            .map((line) => line.split('\t').slice(0, 2).join(' ')),
        ).toEqual(
          ['müller', 'sales', 'w0', 'w1', 'w2'].flatMap((word) => [1, 2, 3].map((block) => `${word} ${block}`)),
        );
        expect(sent[3].params).toEqual(blockParams(rows, new Set(['müller\t3', 'sales\t2'])).flat);
        expect(
          (sent[3].params as SqlParam[]).filter((value) => typeof value === 'string' && /^\D/.test(value)),
        ).toEqual(['müller', 'sales']);
      },
    );

    it('merges every block when the warnings do not all name a block of the load', async () => {
      const rows = await leadRows();
      for (const warnings of [
        [{ Code: 1062, Message: "Duplicate entry 'sales-99' for key 'PRIMARY'" }],
        [{ Code: 1265, Message: "Data truncated for column 'mask' at row 1" }],
      ]) {
        const { db, sent } = recorder(warnings);
        await writeBlocks(db, rows, 'keep', { table: 't' });
        const merged = sent.filter(({ sql }) => sql.startsWith('INSERT INTO'));
        expect(merged.flatMap(({ params }) => params)).toEqual(blockParams(rows).flat);
      }
    });

    it('sends few rows, or all where the server refuses LOAD DATA, as INSERTs that merge', async () => {
      const few = await wordRows([
        [1, 'ann', 1],
        [70, 'ann', 2],
      ]);
      const { db, sent } = recorder([]);
      await writeBlocks(db, few, 'replace', { table: 't' });
      expect(sent).toEqual([
        {
          sql:
            `INSERT INTO t (${columns}) VALUES (${marks(BLOCK_COLUMNS.length)}), (${marks(BLOCK_COLUMNS.length)}) ` +
            `ON DUPLICATE KEY UPDATE ${mergeAssignments('t', 'replace')}`,
          params: blockParams(few).flat,
        },
      ]);
      const refused = { ...recorder([]), loads: 0 };
      const db2 = Object.assign(refused.db, { loadLocal: async () => ((refused.loads += 1), null) });
      const rows = await leadRows();
      await writeBlocks(db2, rows, 'keep', { table: 't' });
      expect(refused.loads).toBe(1);
      const inserts = refused.sent.filter(({ sql }) => sql.startsWith('INSERT INTO'));
      expect(inserts.flatMap(({ params }) => params)).toEqual(blockParams(rows).flat);
    });
  });
});
