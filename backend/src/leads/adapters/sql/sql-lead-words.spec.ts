import type { SqlParam, SqlRunner } from './sql-runner';
import {
  countWords,
  foldedWords,
  insertWordRows,
  insertWords,
  leadWords,
  orderWordRows,
  tableWords,
  WORD_MAX,
  wordsFile,
} from './sql-lead-words';
import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';

/** The Unicode path alone, as FTS5's unicode61 tokenizer with remove_diacritics reads a text. */
const unicodeWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe('foldedWords', () => {
  it('reads plain ASCII exactly as the Unicode path does (every printable and control character)', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = [
      ascii,
      'Sales Director, EMEA (B2B) - 10+ yrs',
      '["Python","SQL"]',
      '',
      '---',
      ...Array.from({ length: 500 }, () =>
        Array.from({ length: 1 + Math.floor(random() * 40) }, () => ascii[Math.floor(random() * 128)]).join(''),
      ),
    ];
    for (const text of texts) expect(foldedWords(text)).toEqual(unicodeWords(text));
  });

  it('folds accents and reads letters and digits of any script', () => {
    expect(foldedWords('José Müller-Łukasz, Zürich')).toEqual(unicodeWords('José Müller-Łukasz, Zürich'));
    expect(foldedWords('Crème brûlée ＡＢＣ１２３')).toEqual(['creme', 'brulee', 'abc123']);
    expect(foldedWords('東京 営業部長')).toEqual(['東京', '営業部長']);
    expect(tableWords('Ann ann ÄNN')).toEqual(['ann']);
  });
});

describe('countWords', () => {
  /** The reference: the words of foldedWords(text), counted. */
  const reference = (text: string, words: string[]) => {
    const tokens = foldedWords(text);
    return { total: tokens.length, counts: words.map((word) => tokens.filter((token) => token === word).length) };
  };

  it('counts what foldedWords reads, for ASCII and any other text', () => {
    const alphabet = 'ab AB-1,é_Ü.\t"[]';
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = [
      'Sales Director, sales DIRECTOR; salesdirector',
      '["Python","SQL","python3"]',
      'José Müller-Łukasz, Zürich, jose',
      '',
      'a',
      ...Array.from({ length: 800 }, () =>
        Array.from({ length: Math.floor(random() * 30) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
          '',
        ),
      ),
    ];
    const wordLists = [
      ['sales', 'director'],
      ['python', 'sql', 'python'],
      ['jose', 'zurich'],
      ['a', 'ab', 'b1', 'ue', 'u'],
      [],
    ];
    const counts: number[] = [];
    for (const text of texts) {
      for (const words of wordLists) {
        const total = countWords(text, words, counts);
        expect({ text, words, total, counts: counts.slice(0, words.length) }).toEqual({
          text,
          words,
          ...reference(text, words),
        });
      }
    }
  });
});

describe('leadWords', () => {
  /** The reference: each searched field's tableWords, in field order, each word once. */
  const reference = (values: Record<string, unknown>) => [
    ...new Set(
      FULLTEXT_FIELDS.flatMap((field) => {
        const text = values[field];
        return typeof text === 'string' ? tableWords(text) : [];
      }),
    ),
  ];

  it("gives each searched field's words as tableWords does, once each, plain ASCII or not", () => {
    const long = `${'x'.repeat(WORD_MAX)}tail`;
    const alphabet = 'aZ 09-_,.é"[]\tÜ';
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const text = () =>
      Array.from({ length: Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      );
    const leads: Record<string, unknown>[] = [
      { name: 'Ann Lee', company_name: 'ACME acme Ltd.', lead_titles: '["Sales Director","Director"]' },
      { name: 'José Müller', company_industry: 'Crème brûlée', company_sector: '東京 営業部長' },
      { name: long, company_name: `${long} ${long.toUpperCase()}`, lead_titles: `${'é'.repeat(WORD_MAX)}ab` },
      { name: '', company_name: null, lead_titles: 42 },
      ...Array.from({ length: 300 }, () => Object.fromEntries(FULLTEXT_FIELDS.map((field) => [field, text()]))),
    ];
    for (const values of leads) expect(leadWords((field) => values[field])).toEqual(reference(values));
    expect(leadWords((field) => ({ name: long })[field as 'name'])).toEqual(['x'.repeat(WORD_MAX)]);
  });
});

describe('insertWords', () => {
  /** A runner that records what it is sent (no LOAD DATA: the rows go as multi-row INSERTs). */
  const recorder = () => {
    const sent: { sql: string; params: SqlParam[] }[] = [];
    const db = {
      dialect: 'mysql',
      run: async (sql: string, params: SqlParam[] = []) => void sent.push({ sql, params }),
    } as unknown as SqlRunner;
    return { db, sent };
  };

  it("sends a batch's rows word by word in the key's order (word, then lead id), each row once", async () => {
    const { db, sent } = recorder();
    const leads = [
      { id: 7, words: ['sales', 'director', 'acme'] },
      { id: 3, words: ['acme', 'engineer'] },
      { id: 9, words: ['sales', 'zeta'] },
      { id: 8, words: ['director'] },
    ];
    await insertWords(db, leads);
    const rows: [SqlParam, SqlParam][] = [];
    for (const { sql, params } of sent) {
      expect(sql).toMatch(/^INSERT IGNORE INTO lead_words \(word, lead_id\)/);
      for (let at = 0; at < params.length; at += 2) rows.push([params[at], params[at + 1]]);
    }
    expect(rows).toEqual([
      ['acme', 3],
      ['acme', 7],
      ['director', 7],
      ['director', 8],
      ['engineer', 3],
      ['sales', 7],
      ['sales', 9],
      ['zeta', 9],
    ]);
  });

  it("loads a batch's rows, where it may, as lines of word and id in the same order", async () => {
    const loaded: { statement: string; text: string }[] = [];
    const db = {
      dialect: 'mysql',
      run: async () => undefined,
      loadLocal: async (statement: string, content: readonly Buffer[]) => {
        loaded.push({ statement, text: Buffer.concat(content).toString('utf8') });
        return { warnings: 0 };
      },
    } as unknown as SqlRunner;
    const leads = Array.from({ length: 40 }, (_, i) => ({ id: 100 - i, words: ['sales', `w${i % 3}`, 'müller'] }));
    await insertWords(db, leads);
    expect(loaded).toHaveLength(1);
    expect(loaded[0].statement).toMatch(/^LOAD DATA LOCAL INFILE 'lead_words\.tsv' IGNORE INTO TABLE lead_words /);
    const ids = (filter: (i: number) => boolean) =>
      Array.from({ length: 40 }, (_, i) => i)
        .filter(filter)
        .map((i) => 100 - i)
        .sort((a, b) => a - b);
    const lines = [
      ...ids(() => true).map((id) => `müller\t${id}`),
      ...ids(() => true).map((id) => `sales\t${id}`),
      ...[0, 1, 2].flatMap((w) => ids((i) => i % 3 === w).map((id) => `w${w}\t${id}`)),
    ];
    expect(loaded[0].text).toBe(`${lines.join('\n')}\n`);
  });

  it('makes the same rows and file ahead, giving way now and then, as it makes in the write', async () => {
    const loaded: string[] = [];
    const db = {
      dialect: 'mysql',
      run: async () => undefined,
      loadLocal: async (_statement: string, content: readonly Buffer[]) => {
        loaded.push(Buffer.concat(content).toString('utf8'));
        return { warnings: 0 };
      },
    } as unknown as SqlRunner;
    // 5,000 leads of 12 words: 60,000 rows, over the 20,000 made between two pauses.
    const leads = Array.from({ length: 5000 }, (_, i) => ({
      id: 5000 - i,
      words: Array.from({ length: 12 }, (_, w) => `w${(i * 7 + w * 13) % 997}`),
    }));
    let pauses = 0;
    const pause = async () => void pauses++;
    const rows = await orderWordRows(leads, pause);
    const file = await wordsFile(rows, pause);
    expect(pauses).toBeGreaterThanOrEqual(4);
    expect(rows.count).toBe(60_000);
    await insertWordRows(db, rows, file);
    await insertWords(db, leads);
    expect(loaded).toHaveLength(2);
    expect(loaded[0].split('\n')).toHaveLength(60_001);
    expect(loaded[0]).toBe(loaded[1]);
  });
});
