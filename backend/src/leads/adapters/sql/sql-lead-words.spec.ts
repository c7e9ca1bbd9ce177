import { countWords, foldedWords, tableWords } from './sql-lead-words';

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
