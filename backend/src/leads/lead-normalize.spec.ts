import { mapCells, mappedColumns } from './csv-mapping';
import { isMissing } from './lead-fields';
import { hasFields, normalizeLead, splitList } from './lead-normalize';

describe('isMissing', () => {
  it('knows every "no value" word in any case and spacing, and nothing else', () => {
    for (const word of ['', 'nan', 'none', 'null', 'unknown', 'n/a', 'na', '-']) {
      for (const form of [word, word.toUpperCase(), ` ${word[0]?.toUpperCase() ?? ''}${word.slice(1)}\t`]) {
        expect({ form, missing: isMissing(form) }).toEqual({ form, missing: true });
      }
    }
    expect(isMissing(null)).toBe(true);
    expect(isMissing(undefined)).toBe(true);
    expect(isMissing(['n/a', ' '])).toBe(true);
    // Short values, some starting as a "no value" word does: only the words themselves are missing.
    for (const value of ['n', 'u', 'N', 'nancy', 'Nano', 'USA', 'UK', '--', '-1', 'naN1', 'nulls', 'VP', '1-10', 'x']) {
      expect({ value, missing: isMissing(value) }).toEqual({ value, missing: false });
    }
    expect(isMissing(['n/a', 'Go'])).toBe(false);
    expect(isMissing(0)).toBe(false);
  });
});

describe('splitList', () => {
  it('splits, unquotes and drops repeats (ignoring case) and missing values, short lists and long alike', () => {
    expect(splitList('["Go", "SQL"]')).toEqual(['Go', 'SQL']);
    expect(splitList("Go; go | 'SQL', n/a,, SQL")).toEqual(['Go', 'SQL']);
    expect(splitList(['Go', ' GO ', 'Rust'])).toEqual(['Go', 'Rust']);
    // More values than a short list holds: the same answer.
    const values = Array.from({ length: 40 }, (_, i) => `Skill ${i % 25}`);
    const mixed = values.map((value, i) => (i % 2 ? value.toUpperCase() : value)).join('; ');
    expect(splitList(mixed)).toEqual(Array.from({ length: 25 }, (_, i) => (i % 2 ? `SKILL ${i}` : `Skill ${i}`)));
  });
});

describe('hasFields', () => {
  it('answers whether a lead has any field', () => {
    expect(hasFields({})).toBe(false);
    expect(hasFields({ name: 'Ada' })).toBe(true);
    expect(hasFields(normalizeLead({ name: ' n/a ', skills: 'none; -' }))).toBe(false);
  });
});

describe('mapCells', () => {
  it('takes the first name or the last name alone when the row has only one', () => {
    const columns = mappedColumns(['First', 'Last'], { First: 'first_name', Last: 'last_name' });
    expect(mapCells(['', 'Lovelace'], columns)).toEqual({ lead: { name: 'Lovelace' }, warnings: [] });
    expect(mapCells(['Ada', 'n/a'], columns)).toEqual({ lead: { name: 'Ada' }, warnings: [] });
    expect(mapCells(['-', ''], columns)).toBe('no values in the mapped columns');
  });
});
