import { hasHoleyElements } from '../../../../test/support/v8-natives';
import { filledArray, insertRows } from './sql-row-load';
import type { SqlParam, SqlRunner } from './sql-runner';

describe('filledArray', () => {
  it('is of the length asked, and has no holes to be sent key by key to the writer thread', () => {
    const params = filledArray(8448);
    expect(params).toHaveLength(8448);
    expect(params.every((value) => value === undefined)).toBe(true);
    for (let at = 0; at < params.length; at++) params[at] = at % 3 ? `v${at}` : at;
    expect(hasHoleyElements(params)).toBe(false);
    // The array it is not: made at full length, it stays holey however it is filled.
    const made = new Array<unknown>(8448);
    for (let at = 0; at < made.length; at++) made[at] = at;
    expect(hasHoleyElements(made)).toBe(true);
  });
});

describe('insertRows by LOAD DATA', () => {
  /** A MySQL runner that loads files: each load's text, read a chunk at a time (after `onChunk`). */
  function loadingDb(onChunk: (chunk: number) => void = () => undefined) {
    const loads: { statement: string; text: string; chunks: number }[] = [];
    const statements: string[] = [];
    const db = {
      dialect: 'mysql',
      run: async (sql: string) => void statements.push(sql),
      loadLocal: async (statement: string, content: Iterable<Buffer>) => {
        const parts: Buffer[] = [];
        for (const chunk of content) {
          parts.push(chunk);
          onChunk(parts.length);
        }
        loads.push({ statement, text: Buffer.concat(parts).toString('utf8'), chunks: parts.length });
        return { warnings: 0 };
      },
    } as unknown as SqlRunner;
    return { db, loads, statements };
  }

  it('sends the rows as lines of escaped fields, in chunks', async () => {
    const { db, loads, statements } = loadingDb();
    const rows = 3000;
    const flat: SqlParam[] = [];
    for (let i = 0; i < rows; i++) flat.push(i, i % 7 ? `name ${i}\twith tab ${'x'.repeat(20)}` : null);
    await insertRows(db, 'things', ['id', 'name'], flat, 512);
    expect(statements).toEqual(['SAVEPOINT lead_rows']);
    expect(loads).toHaveLength(1);
    expect(loads[0].statement).toMatch(/^LOAD DATA LOCAL INFILE 'things\.tsv' INTO TABLE things /);
    expect(loads[0].chunks).toBeGreaterThan(1);
    const lines = Array.from({ length: rows }, (_, i) =>
      i % 7 ? `${i}\tname ${i}\\twith tab ${'x'.repeat(20)}` : `${i}\t\\N`,
    );
    expect(loads[0].text).toBe(`${lines.join('\n')}\n`);
  });

  it('makes each chunk of the file as the load reads it, not the whole file first', async () => {
    const rows = 5000;
    const flat: SqlParam[] = [];
    for (let i = 0; i < rows; i++) flat.push(i, `lead ${i} ${'y'.repeat(40)}`);
    // Once the load has read the first chunk, the last row changes: a file made whole first would not show it.
    const { db, loads } = loadingDb((chunk) => {
      if (chunk === 1) flat[flat.length - 1] = 'changed after the first chunk was read';
    });
    await insertRows(db, 'things', ['id', 'name'], flat, 512);
    expect(loads[0].chunks).toBeGreaterThan(1);
    expect(loads[0].text.endsWith(`${rows - 1}\tchanged after the first chunk was read\n`)).toBe(true);
  });
});

describe('insertRows with rows made as they are read (fill)', () => {
  const width = 2;
  const rows = 3000;
  const made: number[] = [];
  const fillInto = (flat: SqlParam[]) => (row: number) => {
    made.push(row);
    flat[row * width] = row;
    flat[row * width + 1] = `lead ${row} ${'z'.repeat(30)}`;
  };
  beforeEach(() => (made.length = 0));

  it('makes each row as the load reads it, in order, once', async () => {
    const flat: SqlParam[] = filledArray(rows * width);
    const madeWhenRead: number[] = [];
    const db = {
      dialect: 'mysql',
      run: async () => undefined,
      loadLocal: async (_statement: string, content: Iterable<Buffer>) => {
        const parts: Buffer[] = [];
        for (const chunk of content) {
          parts.push(chunk);
          madeWhenRead.push(made.length);
        }
        expect(Buffer.concat(parts).toString('utf8')).toBe(
          Array.from({ length: rows }, (_, row) => `${row}\tlead ${row} ${'z'.repeat(30)}\n`).join(''),
        );
        return { warnings: 0 };
      },
    } as unknown as SqlRunner;
    await insertRows(db, 'things', ['id', 'name'], flat, 512, {}, fillInto(flat));
    expect(made).toEqual(Array.from({ length: rows }, (_, row) => row));
    // The first chunk was read before most rows were made.
    expect(madeWhenRead.length).toBeGreaterThan(1);
    expect(madeWhenRead[0]).toBeLessThan(rows / 2);
  });

  it('makes every row for the INSERTs where the load is refused or undone', async () => {
    for (const answer of [null, { warnings: 1 }]) {
      made.length = 0;
      const flat: SqlParam[] = filledArray(rows * width);
      const inserted: SqlParam[] = [];
      const db = {
        dialect: 'mysql',
        run: async (sql: string, params: SqlParam[] = []) => {
          if (sql.startsWith('INSERT')) inserted.push(...params);
        },
        // Refused: the server never asks for the file. Undone: it read it whole.
        loadLocal: async (_statement: string, content: Iterable<Buffer>) => {
          if (answer) for (const chunk of content) void chunk;
          return answer;
        },
      } as unknown as SqlRunner;
      await insertRows(db, 'things', ['id', 'name'], flat, 512, {}, fillInto(flat));
      expect(made).toEqual(Array.from({ length: rows }, (_, row) => row));
      expect(inserted).toEqual(flat);
      expect(inserted[(rows - 1) * width]).toBe(rows - 1);
    }
  });
});
