import { hasFastProperties } from '../../test/support/v8-natives';
import { rowToNormalized } from './adapters/sql/sql-lead-rows';
import { mapCells, mappedColumns } from './csv-mapping';
import { isMissing, LEAD_FIELD_NAMES, LIST_FIELDS } from './lead-fields';
import { dedupKeys, hasFields, mergeInto, normalizeLead, splitList } from './lead-normalize';

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
    // Brackets and quotes come off one at each end, each alone; what is left is trimmed again.
    expect(splitList('[Go')).toEqual(['Go']);
    expect(splitList('Go]')).toEqual(['Go']);
    expect(splitList(`"Go ; ' SQL" ; '; "`)).toEqual(['Go', 'SQL']);
    expect(splitList('["a\'s", "b"]')).toEqual(["a's", 'b']);
    // The same in any case, also where lower-casing changes the length (İ is two characters lower-cased).
    expect(splitList('İstanbul; i̇stanbul; ÉCOLE; école; Ecole')).toEqual(['İstanbul', 'ÉCOLE', 'Ecole']);
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

describe('a lead with every field', () => {
  const VALID: Record<string, string> = {
    email: 'ada@x.example',
    phone: '+44 20 7946 0000',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    company_website: 'https://x.example',
  };
  const value = (field: string) =>
    LIST_FIELDS.includes(field as never) ? 'Go; SQL' : (VALID[field] ?? `${field} value`);

  it('keeps its fields in place however it is made, as an import holds every row of a batch', () => {
    // A plain object given its 20th field by a computed name turns into a hash table: 4 times the memory.
    expect(LEAD_FIELD_NAMES.length).toBeGreaterThanOrEqual(20);
    const header = LEAD_FIELD_NAMES.map((field) => `${field} column`);
    const mapped = mapCells(
      LEAD_FIELD_NAMES.map(value),
      mappedColumns(header, Object.fromEntries(LEAD_FIELD_NAMES.map((field, i) => [header[i], field]))),
    );
    if (typeof mapped === 'string') throw new Error(mapped);
    expect(Object.keys(mapped.lead)).toEqual(LEAD_FIELD_NAMES);
    expect(hasFastProperties(mapped.lead)).toBe(true);
    const lead = normalizeLead(mapped.lead);
    expect(Object.keys(lead)).toEqual(LEAD_FIELD_NAMES);
    expect(lead.skills).toEqual(['Go', 'SQL']);
    expect(hasFastProperties(lead)).toBe(true);
    const changes = mergeInto({}, lead);
    expect(changes).toEqual(lead);
    expect(hasFastProperties(changes)).toBe(true);
    const row = Object.fromEntries(LEAD_FIELD_NAMES.map((field) => [field, value(field)]));
    const stored = rowToNormalized({ ...row, skills: '["Go","SQL"]', past_companies: '["Acme"]' } as never);
    expect(Object.keys(stored).sort()).toEqual([...LEAD_FIELD_NAMES].sort());
    expect(hasFastProperties(stored)).toBe(true);
  });

  it('has its keys, and only those there are', () => {
    expect(
      dedupKeys(normalizeLead({ name: 'Ada Lovelace', company_name: 'Analytical', email: 'ADA@x.example' })),
    ).toEqual(['email:ada@x.example', 'person:analytical|ada lovelace']);
    expect(dedupKeys(normalizeLead({ linkedin_url: 'https://www.linkedin.com/in/ada/' }))).toEqual([
      'li:linkedin.com/in/ada',
    ]);
    // Runs of white space of any kind are one space; a lone space stays.
    expect(
      dedupKeys(normalizeLead({ name: 'Ada \t Lovelace', company_name: ' Analytical\u00a0\u00a0Engines\tLtd' })),
    ).toEqual(['person:analytical engines ltd|ada lovelace']);
    expect(dedupKeys(normalizeLead({ email: 'a@x.example', linkedin_url: 'linkedin.com/in/a', name: 'A' }))).toEqual([
      'email:a@x.example',
      'li:linkedin.com/in/a',
    ]);
  });
});
