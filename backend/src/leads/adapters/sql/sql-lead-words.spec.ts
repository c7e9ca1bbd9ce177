import type { SqlParam, SqlRunner } from './sql-runner';
import {
  countWords,
  fieldBits,
  foldedWords,
  insertWordRows,
  insertWords,
  joinWordRows,
  keptWordRows,
  leadWords,
  orderWordRows,
  sliceWordRows,
  tableWords,
  WORD_MAX,
  WordRowsBuilder,
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
  /** The reference: each searched field's tableWords, in field order, each word once with the bits of its fields. */
  const reference = (values: Record<string, unknown>) => {
    const words = new Map<string, number>();
    FULLTEXT_FIELDS.forEach((field, at) => {
      const text = values[field];
      if (typeof text !== 'string') return;
      for (const word of tableWords(text)) words.set(word, (words.get(word) ?? 0) | (1 << at));
    });
    return words;
  };

  it("gives each searched field's words as tableWords does, once each with its fields, plain ASCII or not", () => {
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
    for (const values of leads) expect([...leadWords((field) => values[field])]).toEqual([...reference(values)]);
    expect([...leadWords((field) => ({ name: long })[field as 'name'])]).toEqual([['x'.repeat(WORD_MAX), 1]]);
  });

  it('marks each word with every field it is in', () => {
    const words = leadWords(
      (field) =>
        ({ name: 'Ann Sales', company_name: 'Sales Corp', lead_titles: '["VP Sales"]', email: 'ann@corp.example' })[
          field as string
        ],
    );
    expect(words.get('sales')).toBe(fieldBits(['name', 'company_name', 'lead_titles']));
    expect(words.get('corp')).toBe(fieldBits(['company_name', 'email']));
    expect(words.get('ann')).toBe(fieldBits(['name', 'email']));
    expect(words.get('vp')).toBe(fieldBits(['lead_titles']));
  });
});

describe('fieldBits', () => {
  it("gives one bit per searched field, in the full text's field order, and refuses any other field", () => {
    expect(fieldBits([FULLTEXT_FIELDS[0]])).toBe(1);
    expect(fieldBits([FULLTEXT_FIELDS[3], FULLTEXT_FIELDS[1]])).toBe(0b1010);
    expect(fieldBits(FULLTEXT_FIELDS)).toBe((1 << FULLTEXT_FIELDS.length) - 1);
    expect(() => fieldBits(['company_size'])).toThrow('Not a searched field: company_size');
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
  /** Word lists (field bits as given). */
  const lists = (leads: { id: number; words: [string, number][] }[]) =>
    leads.map(({ id, words }) => ({ id, words: new Map(words) }));

  it.each([
    ['keep', 'INSERT IGNORE'],
    ['replace', 'REPLACE'],
  ] as const)(
    "sends a batch's rows word by word in the key's order (word, then lead id), each once with its bits (%s)",
    async (mode, verb) => {
      const { db, sent } = recorder();
      const leads = lists([
        {
          id: 7,
          words: [
            ['sales', 4],
            ['director', 4],
            ['acme', 2],
          ],
        },
        {
          id: 3,
          words: [
            ['acme', 3],
            ['engineer', 4],
          ],
        },
        {
          id: 9,
          words: [
            ['sales', 1023],
            ['zeta', 512],
          ],
        },
        { id: 8, words: [['director', 5]] },
      ]);
      await insertWords(db, leads, mode);
      const rows: SqlParam[][] = [];
      for (const { sql, params } of sent) {
        expect(sql.startsWith(`${verb} INTO lead_words (word, lead_id, field_bits) VALUES`)).toBe(true);
        for (let at = 0; at < params.length; at += 3) rows.push(params.slice(at, at + 3));
      }
      expect(rows).toEqual([
        ['acme', 3, 3],
        ['acme', 7, 2],
        ['director', 7, 4],
        ['director', 8, 5],
        ['engineer', 3, 4],
        ['sales', 7, 4],
        ['sales', 9, 1023],
        ['zeta', 9, 512],
      ]);
    },
  );

  it.each([
    ['keep', 'IGNORE'],
    ['replace', 'REPLACE'],
  ] as const)(
    "loads a batch's rows, where it may, as lines of word, id and bits in the same order (%s)",
    async (mode, verb) => {
      const loaded: { statement: string; text: string }[] = [];
      const db = {
        dialect: 'mysql',
        run: async () => undefined,
        loadLocal: async (statement: string, content: readonly Buffer[]) => {
          loaded.push({ statement, text: Buffer.concat(content).toString('utf8') });
          return { warnings: 0 };
        },
      } as unknown as SqlRunner;
      const leads = lists(
        Array.from({ length: 40 }, (_, i) => ({
          id: 100 - i,
          words: [
            ['sales', 1 + (i % 2)],
            [`w${i % 3}`, 4],
            ['müller', 8],
          ] as [string, number][],
        })),
      );
      await insertWords(db, leads, mode);
      expect(loaded).toHaveLength(1);
      expect(
        loaded[0].statement.startsWith(`LOAD DATA LOCAL INFILE 'lead_words.tsv' ${verb} INTO TABLE lead_words `),
      ).toBe(true);
      expect(loaded[0].statement.endsWith('(word, lead_id, field_bits)')).toBe(true);
      const ids = (filter: (i: number) => boolean) =>
        Array.from({ length: 40 }, (_, i) => i)
          .filter(filter)
          .map((i) => 100 - i)
          .sort((a, b) => a - b);
      const lines = [
        ...ids(() => true).map((id) => `müller\t${id}\t8`),
        ...ids(() => true).map((id) => `sales\t${id}\t${1 + ((100 - id) % 2)}`),
        ...[0, 1, 2].flatMap((w) => ids((i) => i % 3 === w).map((id) => `w${w}\t${id}\t4`)),
      ];
      expect(loaded[0].text).toBe(`${lines.join('\n')}\n`);
    },
  );

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
      words: new Map(Array.from({ length: 12 }, (_, w) => [`w${(i * 7 + w * 13) % 997}`, 1 << (w % 10)])),
    }));
    let pauses = 0;
    const pause = async () => void pauses++;
    const rows = await orderWordRows(leads, pause);
    const file = await wordsFile(rows, pause);
    expect(pauses).toBeGreaterThanOrEqual(4);
    expect(rows.count).toBe(60_000);
    await insertWordRows(db, rows, 'keep', file);
    await insertWords(db, leads, 'keep');
    expect(loaded).toHaveLength(2);
    expect(loaded[0].split('\n')).toHaveLength(60_001);
    expect(loaded[0]).toBe(loaded[1]);
  });
});

describe('sliceWordRows and keptWordRows', () => {
  // 3,000 leads of 9 words each out of 400: 27,000 rows.
  const leads = Array.from({ length: 3000 }, (_, i) => ({
    id: i + 1,
    words: new Map(Array.from({ length: 9 }, (_, w) => [`w${(i * 11 + w * 37) % 400}`, 1 << (w % 10)])),
  }));
  /** Each row as word, id and bits, in the rows' order. */
  const flat = (rows: { words: string[]; rows: Map<string, number[]> }) =>
    rows.words.flatMap((word) => {
      const list = rows.rows.get(word) as number[];
      return Array.from({ length: list.length / 2 }, (_, at) => `${word} ${list[at * 2]} ${list[at * 2 + 1]}`);
    });

  it('cuts the rows into runs of words of about the same size, every row once, in the key order', async () => {
    const rows = await orderWordRows(leads);
    for (const count of [1, 2, 3]) {
      const slices = sliceWordRows(rows, count);
      expect(slices).toHaveLength(count);
      expect(slices.flatMap(flat)).toEqual(flat(rows));
      expect(slices.reduce((sum, slice) => sum + slice.count, 0)).toBe(27_000);
      for (const slice of slices) {
        expect(slice.count).toBe(flat(slice).length);
        // A word's rows are one slice's: no slice is short by more than one word's.
        expect(Math.abs(slice.count - 27_000 / count)).toBeLessThan(200);
      }
    }
    // Fewer words than slices: a slice a word.
    const two = await orderWordRows([
      {
        id: 1,
        words: new Map([
          ['only', 1],
          ['words', 2],
        ]),
      },
    ]);
    expect(sliceWordRows(two, 3).map((slice) => slice.words)).toEqual([['only'], ['words']]);
  });

  it('keeps the rows of the kept leads alone, and no word left without rows', async () => {
    const rows = await orderWordRows(leads.slice(0, 3));
    const kept = keptWordRows(rows, new Set([2]));
    expect(flat(kept)).toEqual(flat(rows).filter((row) => row.split(' ')[1] === '2'));
    expect(kept.count).toBe(9);
    expect(kept.words).toHaveLength(9);
  });
});

describe('WordRowsBuilder, joinWordRows and wordsFile', () => {
  // Leads of plain ASCII and not, words in several fields and again in one, long words, empty and missing fields.
  const alphabet = 'ab c-dé ÜxyZ09 東京,';
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const text = () =>
    Array.from({ length: Math.floor(random() * 30) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const long = `${'ü'.repeat(WORD_MAX)}z`;
  const leads = [
    { name: 'Ann Sales', company_name: 'Sales sales Corp', lead_titles: '["VP Sales"]', email: 'ann@corp.example' },
    { name: long, company_name: `${long} x`, lead_titles: '' },
    ...Array.from({ length: 2000 }, () => Object.fromEntries(FULLTEXT_FIELDS.map((field) => [field, text()]))),
  ].map((values, at) => ({ id: 2 ** 40 + at * 7, values: values as Record<string, unknown> }));
  const listed = (some: typeof leads) =>
    some.map(({ id, values }) => ({ id, words: leadWords((field) => values[field]) }));
  const built = (some: typeof leads) => {
    const builder = new WordRowsBuilder();
    for (const { id, values } of some) builder.addLead(id, (field) => values[field]);
    return builder.end();
  };

  it("makes leads' rows as orderWordRows makes them from leadWords' words", async () => {
    const rows = built(leads);
    expect(rows).toEqual(await orderWordRows(listed(leads)));
    expect(rows.rows.get('sales')).toEqual([leads[0].id, fieldBits(['name', 'company_name', 'lead_titles'])]);
    expect(rows.count).toBeGreaterThan(10_000);
  });

  it("joins a part's rows and those of the leads after it into the rows of them all", async () => {
    const joined = joinWordRows(built(leads.slice(0, 700)), built(leads.slice(700)));
    expect(joined).toEqual(await orderWordRows(listed(leads)));
  });

  it('writes each row as a line of word, id and bits, in chunks of whole lines', async () => {
    const rows = built(leads);
    const file = await wordsFile(rows);
    const lines = rows.words.flatMap((word) => {
      const list = rows.rows.get(word) as number[];
      return Array.from({ length: list.length / 2 }, (_, at) => `${word}\t${list[at * 2]}\t${list[at * 2 + 1]}\n`);
    });
    expect(Buffer.concat(file).toString('utf8')).toBe(lines.join(''));
    expect(file.length).toBeGreaterThan(2);
    for (const chunk of file) {
      expect(chunk.length).toBeLessThanOrEqual(64 * 1024);
      expect(chunk[chunk.length - 1]).toBe(10);
    }
  });
});
