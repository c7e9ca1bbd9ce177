import { normalizeLead } from '../../lead-normalize';
import type { LeadSource } from './es-documents';
import { planUpsert, UpsertPlanInput } from './es-upsert-plan';

function stored(overrides: Partial<LeadSource>): LeadSource {
  return {
    id: 'old:1',
    dataset: 'old',
    data_source: 'original',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    dedup_keys: [],
    ...overrides,
  };
}

function plan(overrides: Partial<UpsertPlanInput>) {
  let n = 0;
  return planUpsert({
    dataset: 'new',
    index: 'x-new',
    leads: [],
    existing: [],
    now: '2025-06-01T00:00:00.000Z',
    newId: () => `new:${++n}`,
    ...overrides,
  });
}

describe('upsert plan', () => {
  it('indexes a new lead with its de-dup keys', () => {
    const { writes, result } = plan({ leads: [normalizeLead({ email: 'A@x.com', name: 'Ann' })] });
    expect(result).toEqual({ inserted: 1, merged: 0, unchanged: 0 });
    expect(writes).toEqual([
      {
        op: 'index',
        index: 'x-new',
        id: 'new:1',
        doc: expect.objectContaining({ email: 'a@x.com', data_source: 'original', dedup_keys: ['email:a@x.com'] }),
      },
    ]);
  });

  it('counts the rows of one person in a batch each against what the rows before it left', () => {
    const existing = [
      {
        index: 'x-old',
        source: stored({ email: 'g@navy.example', name: 'Grace', phone: '555', dedup_keys: ['email:g@navy.example'] }),
      },
    ];
    const leads = [
      { email: 'g@navy.example', name: 'Grace' },
      { email: 'g@navy.example', phone: '555' },
      { email: 'g@navy.example', lead_location: 'Arlington' },
    ].map(normalizeLead);
    expect(plan({ leads, existing }).result).toEqual({ inserted: 0, merged: 1, unchanged: 2 });
  });

  it('updates only the filled fields of an existing lead and marks it enriched', () => {
    const existing = [
      { index: 'x-old', source: stored({ email: 'a@x.com', name: 'Ann', dedup_keys: ['email:a@x.com'] }) },
    ];
    const { writes, result } = plan({
      leads: [normalizeLead({ email: 'a@x.com', name: 'Other', phone: '1', linkedin_url: 'linkedin.com/in/ann' })],
      existing,
    });
    expect(result).toEqual({ inserted: 0, merged: 1, unchanged: 0 });
    expect(writes).toEqual([
      {
        op: 'update',
        index: 'x-old',
        id: 'old:1',
        doc: {
          phone: '1',
          linkedin_url: 'linkedin.com/in/ann',
          data_source: 'enriched',
          updated_at: '2025-06-01T00:00:00.000Z',
          // The merged lead now has a name and a phone: its identity key is name + phone.
          dedup_keys: ['email:a@x.com', 'li:linkedin.com/in/ann', 'person:|ann|1'],
        },
      },
    ]);
  });

  it('writes nothing when the rows bring nothing new', () => {
    const existing = [{ index: 'x-old', source: stored({ email: 'a@x.com', phone: '1' }) }];
    const { writes, result } = plan({ leads: [normalizeLead({ email: 'A@X.com', phone: '2' })], existing });
    expect(writes).toEqual([]);
    expect(result).toEqual({ inserted: 0, merged: 0, unchanged: 1 });
  });

  it('prefers the e-mail match to the company + name match, and the oldest lead per key', () => {
    const existing = [
      { index: 'x-c', source: stored({ id: 'c:1', created_at: '2025-04-01', email: 'a@x.com' }) },
      { index: 'x-b', source: stored({ id: 'b:1', created_at: '2025-03-01', email: 'a@x.com' }) },
      { index: 'x-a', source: stored({ id: 'a:1', created_at: '2025-02-01', name: 'Ann', company_name: 'Acme' }) },
    ];
    const { writes } = plan({
      leads: [normalizeLead({ email: 'a@x.com', name: 'Ann', company_name: 'Acme', phone: '1' })],
      existing,
    });
    expect(writes.map((write) => write.id)).toEqual(['b:1']);
  });

  it('skips rows without a single value', () => {
    expect(plan({ leads: [normalizeLead({ name: 'nan', phone: ' ' })] })).toEqual({
      writes: [],
      result: { inserted: 0, merged: 0, unchanged: 0 },
    });
  });

  it('chains matches within a batch through keys gained by merging', () => {
    const { writes, result } = plan({
      leads: [
        normalizeLead({ email: 'a@x.com' }),
        normalizeLead({ email: 'a@x.com', linkedin_url: 'linkedin.com/in/ann' }),
        normalizeLead({ linkedin_url: 'https://www.linkedin.com/in/Ann/', phone: '9' }),
      ],
    });
    expect(result).toEqual({ inserted: 1, merged: 2, unchanged: 0 });
    expect(writes).toHaveLength(1);
    expect(writes[0].doc).toMatchObject({ phone: '9', linkedin_url: 'linkedin.com/in/ann', data_source: 'enriched' });
  });
});
