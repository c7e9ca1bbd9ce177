import {
  datasetOfId,
  datasetOfIndex,
  indexName,
  indexPattern,
  newLeadId,
  toNormalized,
  toStoredLead,
} from './es-documents';

describe('lead documents', () => {
  it('names an index per dataset and passes wildcard patterns through', () => {
    expect(indexName('leads-', 'file1_part2')).toBe('leads-file1_part2');
    expect(indexPattern('leads-')).toBe('leads-file*_part*');
    expect(indexPattern('leads-', 'file1*')).toBe('leads-file1*');
    expect(() => indexName('leads-', 'file*')).toThrow(/Invalid dataset name/);
    expect(() => indexPattern('leads-', 'a,b')).toThrow(/Invalid index pattern/);
  });

  it('carries the dataset in the lead id', () => {
    const id = newLeadId('file1_part2');
    expect(id).toMatch(/^file1_part2:[0-9a-f-]{36}$/);
    expect(datasetOfId(id)).toBe('file1_part2');
    expect(datasetOfId('no-separator')).toBeNull();
    expect(datasetOfId(':x')).toBeNull();
    expect(datasetOfId('Bad Name:x')).toBeNull();
  });

  it('reads the dataset back from an index name', () => {
    expect(datasetOfIndex('leads-', 'leads-file1_part1')).toBe('file1_part1');
    expect(datasetOfIndex('leads-', 'other-file1')).toBeNull();
  });

  it('fills absent fields with null and absent lists with []', () => {
    const lead = toStoredLead({
      id: 'd:1',
      dataset: 'd',
      data_source: 'enriched',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-02T00:00:00.000Z',
      name: 'Ann',
      skills: ['crm'],
      dedup_keys: ['x'],
    });
    expect(lead).toMatchObject({ id: 'd:1', name: 'Ann', email: null, skills: ['crm'], past_companies: [] });
    expect(lead.data_source).toBe('enriched');
    expect(lead).not.toHaveProperty('dedup_keys');
  });

  it('keeps only catalogue fields when reading a document for merging', () => {
    expect(toNormalized({ id: 'd:1', name: 'Ann', skills: [], past_companies: ['A'], dedup_keys: ['k'] })).toEqual({
      name: 'Ann',
      past_companies: ['A'],
    });
  });
});
