import { addListValues } from '../../src/leads/adapters/sql/sql-lead-rows';
import type { LeadRecord } from '../../src/leads/lead-index.port';
import { normalizeLead } from '../../src/leads/lead-normalize';
import { leadIndexApp } from '../support/lead-import';
import { dbKinds } from '../support/services';

/** Values whose way into lead_values is easy to get wrong: escaped in JSON, longer than the column, past the BMP. */
const TRICKY_VALUES = [
  'negotiation',
  // 256 UTF-16 code units, 255 characters: cut to 255 code units, the emoji's first half (stored as U+FFFD).
  `${'a'.repeat(254)}😀`,
  'b'.repeat(300),
  // 200 code units, 400 bytes of UTF-8: longer than the column in bytes, not in code units: kept whole.
  'é'.repeat(200),
  '😀'.repeat(100),
  '😀'.repeat(128),
  'control \u0001 character',
  'lone \ud800 surrogate',
  'back\\slash \\u0041 not an escape',
  'quoted "value"',
];

const records = (count: number): LeadRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `Listed Person ${i}`,
    email: `listed${i}@values.example`,
    skills: [TRICKY_VALUES[i % TRICKY_VALUES.length], TRICKY_VALUES[(i * 3 + 1) % TRICKY_VALUES.length], `skill ${i}`],
    past_companies: i % 2 ? [`Company ${i}`, TRICKY_VALUES[(i + 5) % TRICKY_VALUES.length]] : undefined,
  }));

/** A string as the database gives it back: stored as UTF-8, a lone surrogate is U+FFFD. */
const stored = (value: string) => Buffer.from(value, 'utf8').toString('utf8');

/**
 * The list values of the leads: exactly what addListValues makes of each lead, as stored. On SQLite new leads' values
 * are made in the writer's thread from the rows' JSON lists (LIST_VALUES_FROM_ROWS), merges' as everywhere.
 */
describe.each(dbKinds())('list values of new and merged leads, on %s', (kind) => {
  const app = leadIndexApp(kind);

  /** lead_values as rows "email field value", sorted. */
  async function valueRows(): Promise<string[]> {
    const rows: { email: string; field: string; value: string }[] = await app.t.dataSource.query(
      'SELECT l.email, v.field, v.value FROM lead_values v JOIN leads l ON l.id = v.lead_id',
    );
    return rows.map((row) => `${row.email} ${row.field} ${row.value}`).sort();
  }

  /** What addListValues makes of the leads, as rows "email field value", sorted. */
  function expectedRows(leads: LeadRecord[]): string[] {
    const rows: string[] = [];
    for (const record of leads) {
      const lead = normalizeLead(record);
      addListValues(lead, (field, value) => rows.push(`${lead.email} ${field} ${stored(value)}`));
    }
    return rows.sort();
  }

  it('holds what addListValues makes of each new lead', async () => {
    const leads = records(40);
    await expect(app.index.upsert('file1_part1', leads)).resolves.toMatchObject({ inserted: 40 });
    const rows = await valueRows();
    expect(rows).toEqual(expectedRows(leads));
    const values = rows.map((row) => row.split(' ').slice(2).join(' '));
    // The cases are there: a value cut inside a surrogate pair, one cut at 255, one kept whole past 255 bytes.
    expect(values).toContain(`${'a'.repeat(254)}\ufffd`);
    expect(values).toContain('b'.repeat(255));
    expect(values).toContain('é'.repeat(200));
    expect(values).toContain('lone \ufffd surrogate');
    expect(values).toContain('control \u0001 character');
  });

  it('adds the values of the fields a merge fills', async () => {
    const leads = records(20);
    const first = leads.map((lead) => ({ ...lead, past_companies: undefined }));
    await expect(app.index.upsert('file1_part1', first)).resolves.toMatchObject({ inserted: 20 });
    await expect(app.index.upsert('file1_part2', leads)).resolves.toMatchObject({ merged: 10 });
    expect(await valueRows()).toEqual(expectedRows(leads));
  });

  it('finds a lead by a list value made in the writer, long or not', async () => {
    await app.index.upsert('file1_part1', records(20));
    const found = await app.index.search({ page: 1, pageSize: 50, filters: { skills: ['é'.repeat(200)] } });
    expect(found.hits.map((hit) => hit.lead.email).sort()).toEqual(
      records(20)
        .filter((lead) => (lead.skills as string[]).includes('é'.repeat(200)))
        .map((lead) => lead.email)
        .sort(),
    );
    expect(found.total).toBeGreaterThan(0);
  });
});
