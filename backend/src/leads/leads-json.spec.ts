import { leadsJson } from './db.controller';
import type { LeadHit, StoredLead } from './lead-index.port';

const lead = (id: string, name: string | null) => ({ id, name, skills: ['a "b"'] }) as unknown as StoredLead;

describe('leadsJson', () => {
  it('writes each lead with its _score last, from its JSON text where a hit has one', () => {
    const hits: LeadHit[] = [
      { lead: lead('1', 'Ada'), score: 1.5 },
      // The text is written as it is (here it differs from `lead` on purpose, to show which one is used).
      { lead: lead('2', 'ignored'), score: 0, json: '{"id":"2","name":"Grace \\"G\\"","skills":[]}' },
      // MariaDB's JSON_OBJECT puts spaces after its colons and commas.
      { lead: lead('3', null), score: 2, json: '{"id": "3", "name": null}' },
    ];
    const text = leadsJson(hits);
    expect(JSON.parse(text)).toEqual([
      { id: '1', name: 'Ada', skills: ['a "b"'], _score: 1.5 },
      { id: '2', name: 'Grace "G"', skills: [], _score: 0 },
      { id: '3', name: null, _score: 2 },
    ]);
    for (const written of JSON.parse(text) as object[]) expect(Object.keys(written).at(-1)).toBe('_score');
  });

  it('writes an empty page, an object without keys, and a score that is not a number as JSON', () => {
    expect(leadsJson([])).toBe('[]');
    const text = leadsJson([{ lead: lead('1', 'x'), score: Number.NaN, json: '{ }' }]);
    expect(JSON.parse(text)).toEqual([{ _score: null }]);
  });
});
