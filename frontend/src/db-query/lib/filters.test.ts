import { describe, expect, it } from 'vitest';
import {
  addFilter,
  FILTER_MESSAGES,
  FILTER_OPTIONS_LIMIT,
  filterableFields,
  filterOptionsQuery,
  removeFilter,
  topOptions,
} from './filters';

describe('addFilter', () => {
  it('adds a field with its value', () => {
    expect(addFilter({}, 'company_industry', ' Software ')).toEqual({
      ok: true,
      filters: { company_industry: ['Software'] },
    });
  });

  it('needs both a field and a value', () => {
    expect(addFilter({}, '', 'Software')).toEqual({ ok: false, error: FILTER_MESSAGES.needFieldAndValue });
    expect(addFilter({}, 'company_industry', '  ')).toEqual({ ok: false, error: FILTER_MESSAGES.needFieldAndValue });
  });

  it('adds a field only once', () => {
    expect(addFilter({ company_industry: ['Software'] }, 'company_industry', 'Retail')).toEqual({
      ok: false,
      error: FILTER_MESSAGES.alreadyFiltered,
    });
  });
});

describe('removeFilter', () => {
  it('drops the field and keeps the others', () => {
    const filters = { company_industry: ['Software'], company_size: ['11-50'] };
    expect(removeFilter(filters, 'company_industry')).toEqual({ company_size: ['11-50'] });
    expect(filters).toHaveProperty('company_industry');
  });
});

describe('filterableFields', () => {
  it('takes a filtered field out of the picker', () => {
    expect(filterableFields(['name', 'email', 'phone'], { email: ['a@b.co'] })).toEqual(['name', 'phone']);
  });
});

describe('topOptions', () => {
  const values = Array.from({ length: 100 }, (_, i) => ({ value: `v${i}`, count: 100 - i }));

  it('shows the top values per field of spec §9', () => {
    expect(topOptions('email', values)).toHaveLength(20);
    expect(topOptions('skills', values)).toHaveLength(30);
    expect(topOptions('lead_location', values)).toHaveLength(40);
    expect(topOptions('seniority_level', values)).toHaveLength(15);
    expect(topOptions('company_industry', values)).toHaveLength(50);
    expect(topOptions('email', values)[0]).toEqual({ value: 'v0', count: 100 });
  });
});

describe('filterOptionsQuery', () => {
  it('asks for 100 values under the other filters', () => {
    expect(
      filterOptionsQuery('company_size', 'file*_part*', { company_industry: ['Software'], company_size: ['1-10'] }),
    ).toEqual({
      field: 'company_size',
      index_pattern: 'file*_part*',
      filters: JSON.stringify({ company_industry: ['Software'] }),
      limit: FILTER_OPTIONS_LIMIT,
    });
    expect(FILTER_OPTIONS_LIMIT).toBe(100);
  });

  it('sends no filters when there are none', () => {
    expect(filterOptionsQuery('name', 'file*_part*', {}).filters).toBeUndefined();
  });
});
