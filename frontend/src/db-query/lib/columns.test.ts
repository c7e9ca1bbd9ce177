import { describe, expect, it } from 'vitest';
import {
  availableColumns,
  clearColumns,
  defaultColumns,
  IDENTITY_COLUMNS,
  importantColumns,
  rowsAreRanked,
  IMPORTANT_COLUMNS,
  selectAllColumns,
  toggleColumn,
  visibleColumns,
} from './columns';

const LEAD_KEYS = [
  'id',
  'dataset',
  'data_source',
  'created_at',
  'updated_at',
  'company_name',
  'company_industry',
  'company_sector',
  'company_location_text',
  'company_size',
  'company_type',
  'company_website',
  'revenue_range',
  'company_sic_code',
  'company_naics_code',
  'name',
  'email',
  'phone',
  'lead_titles',
  'skills',
  'seniority_level',
  'decision_making_power',
  'linkedin_url',
  'lead_location',
  'past_companies',
  '_score',
];
const row = Object.fromEntries(LEAD_KEYS.map((key) => [key, null]));
const available = availableColumns([row]);

describe('availableColumns', () => {
  it('lists every key of the rows once, sorted', () => {
    expect(availableColumns([{ b: 1 }, { a: 1, b: 2 }])).toEqual(['a', 'b']);
    expect(available).toHaveLength(LEAD_KEYS.length);
    expect(available[0]).toBe('_score');
  });

  it('uses the fallback before any rows arrive', () => {
    expect(availableColumns([], ['name', 'email'])).toEqual(['email', 'name']);
  });
});

describe('visibleColumns', () => {
  it('shows 15 columns without a selection: identity first, no Score, bookkeeping last', () => {
    const shown = visibleColumns([], available);
    expect(shown).toHaveLength(15);
    expect(shown.slice(0, 10)).toEqual([...IDENTITY_COLUMNS]);
    expect(shown).not.toContain('_score');
    expect(shown.slice(10)).toEqual([
      'company_location_text',
      'company_naics_code',
      'company_sector',
      'company_sic_code',
      'company_type',
    ]);
  });

  it('shows Score after the identity columns when a text query ranks the rows', () => {
    const shown = visibleColumns([], available, true);
    expect(shown[10]).toBe('_score');
    expect(shown).toHaveLength(15);
  });

  it('puts the bookkeeping fields last when few lead fields exist', () => {
    expect(defaultColumns(['_score', 'created_at', 'id', 'name', 'zeta'])).toEqual([
      'name',
      'zeta',
      'created_at',
      'id',
    ]);
  });

  it('shows the selection in its own order', () => {
    expect(visibleColumns(['name', 'email'], available)).toEqual(['name', 'email']);
  });

  it('ignores selected columns the rows do not have', () => {
    expect(visibleColumns(['name', 'shoe_size'], available)).toEqual(['name']);
  });
});

describe('column selection buttons', () => {
  it('selects all columns', () => {
    expect(selectAllColumns(available)).toEqual({
      selected: available,
      message: `Selected all ${LEAD_KEYS.length} columns`,
    });
  });

  it('clears the selection back to the default 15', () => {
    expect(clearColumns()).toEqual({ selected: [], message: 'Cleared column selection (showing default 15 columns)' });
  });

  it('selects the 11 important columns', () => {
    expect(importantColumns(available)).toEqual({
      selected: [...IMPORTANT_COLUMNS],
      message: 'Selected 11 important columns',
    });
    expect(IMPORTANT_COLUMNS).toEqual([
      'company_name',
      'name',
      'email',
      'phone',
      'lead_titles',
      'company_industry',
      'company_sector',
      'company_size',
      'lead_location',
      'linkedin_url',
      'company_website',
    ]);
  });

  it('counts only the important columns the rows have', () => {
    expect(importantColumns(['email', 'name', 'skills']).message).toBe('Selected 2 important columns');
  });
});

describe('toggleColumn', () => {
  it('hides one default column, keeping the other 14', () => {
    const next = toggleColumn([], 'email', available);
    expect(next).toHaveLength(14);
    expect(next).not.toContain('email');
  });

  it('adds a column at the end and removes it again', () => {
    const added = toggleColumn(['name'], 'email', available);
    expect(added).toEqual(['name', 'email']);
    expect(toggleColumn(added, 'name', available)).toEqual(['email']);
  });
});

describe('rowsAreRanked', () => {
  it('is true only when the rows carry different scores', () => {
    expect(rowsAreRanked([{ _score: 1 }, { _score: 1 }])).toBe(false);
    expect(rowsAreRanked([{ _score: 0 }, {}])).toBe(false);
    expect(rowsAreRanked([{ _score: 2.5 }, { _score: 1.1 }])).toBe(true);
    expect(rowsAreRanked([])).toBe(false);
  });
});
