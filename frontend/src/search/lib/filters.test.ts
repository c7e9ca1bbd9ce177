import { describe, expect, it } from 'vitest';
import {
  cleanFilterOptions,
  computeFilterOptions,
  filterBySource,
  filterChips,
  filterResults,
  matchesFilters,
  removeFilterValue,
  sameFilters,
  toggleFilterValue,
} from './filters';
import { lead, web } from './testing';

describe('matchesFilters', () => {
  it('passes every result when no field has selected values', () => {
    expect(matchesFilters(lead({ company_industry: 'Retail' }), {})).toBe(true);
    expect(matchesFilters(lead({ company_industry: 'Retail' }), { company_industry: [] })).toBe(true);
  });

  it('passes a result whose value matches any selected value of the field', () => {
    const filters = { company_industry: ['Healthcare', 'Retail'] };
    expect(matchesFilters(lead({ company_industry: 'Retail' }), filters)).toBe(true);
    expect(matchesFilters(lead({ company_industry: 'Software' }), filters)).toBe(false);
  });

  it('needs a match for every field that has selected values', () => {
    const filters = { company_industry: ['Healthcare'], company_size: ['51-200'] };
    expect(matchesFilters(lead({ company_industry: 'Healthcare', company_size: '51-200' }), filters)).toBe(true);
    expect(matchesFilters(lead({ company_industry: 'Healthcare', company_size: '1-10' }), filters)).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(matchesFilters(lead({ company_industry: ' healthcare ' }), { company_industry: ['Healthcare'] })).toBe(true);
  });

  it('matches a list when any element matches', () => {
    const filters = { skills: ['SQL'] };
    expect(matchesFilters(lead({ skills: ['Negotiation', 'SQL'] }), filters)).toBe(true);
    expect(matchesFilters(lead({ skills: ['Negotiation'] }), filters)).toBe(false);
    expect(matchesFilters(lead({ skills: 'Negotiation; SQL' }), filters)).toBe(true);
  });

  it("fails a result whose value is missing ('nan', 'Unknown', empty) even when that value is selected", () => {
    for (const value of ['nan', 'Unknown', '', null, undefined]) {
      expect(matchesFilters(lead({ company_industry: value }), { company_industry: ['Unknown', 'nan', ''] })).toBe(
        false,
      );
    }
  });

  it('fails a result without the field at all (web results under a database filter)', () => {
    expect(matchesFilters(web(), { company_industry: ['Healthcare'] })).toBe(false);
  });
});

describe('filterResults / filterBySource', () => {
  it('keeps the order and filters the database results only (web results have no such fields)', () => {
    const a = lead({ company_industry: 'Healthcare' });
    const b = lead({ company_industry: 'Retail' });
    const c = lead({ company_industry: 'Healthcare' });
    const page = web();
    expect(filterResults([a, b, c], { company_industry: ['Healthcare'] })).toEqual([a, c]);
    expect(filterBySource({ elasticsearch: [a, b, c], google: [page] }, { company_industry: ['healthcare'] })).toEqual({
      elasticsearch: [a, c],
      google: [page],
    });
    expect(filterBySource({ elasticsearch: [a, b], google: [page] }, {})).toEqual({
      elasticsearch: [a, b],
      google: [page],
    });
  });
});

describe('computeFilterOptions', () => {
  it('prefers the known fields, most frequent value first, lists split into their values', () => {
    const results = {
      elasticsearch: [
        lead({ company_industry: 'Retail', skills: ['SQL', 'Excel'], email: 'a@x.io' }),
        lead({ company_industry: 'Healthcare', skills: 'SQL; Python' }),
        lead({ company_industry: 'Healthcare', company_size: 'Unknown' }),
      ],
      google: [web()],
    };
    expect(computeFilterOptions(results)).toEqual({
      company_industry: ['Healthcare', 'Retail'],
      skills: ['SQL', 'Excel', 'Python'],
    });
  });

  it('without a preferred field, offers every field with 2 to 99 distinct values', () => {
    const results = {
      google: [
        web({ title: 'A', source: 'news', displayed_link: 'same' }),
        web({ title: 'B', source: 'blog', displayed_link: 'same' }),
      ],
    };
    const options = computeFilterOptions(results);
    expect(options.source).toEqual(['blog', 'news']);
    expect(options.title).toEqual(['A', 'B']);
    expect(options.displayed_link).toBeUndefined();
  });

  it('leaves out a field with 100 or more distinct values and caps values at 100', () => {
    const many = Array.from({ length: 100 }, (_, i) => web({ title: `T${i}`, date: `d${i % 3}` }));
    const options = computeFilterOptions({ google: many });
    expect(options.title).toBeUndefined();
    expect(options.date).toEqual(['d0', 'd1', 'd2']);
    const industries = Array.from({ length: 150 }, (_, i) => lead({ company_industry: `I${i}` }));
    expect(computeFilterOptions({ elasticsearch: industries }).company_industry).toHaveLength(100);
  });

  it('gives nothing for no results', () => {
    expect(computeFilterOptions(undefined)).toEqual({});
    expect(computeFilterOptions({ elasticsearch: [] })).toEqual({});
  });
});

describe('cleanFilterOptions', () => {
  it('drops empty fields and missing values, preferred fields first', () => {
    expect(
      cleanFilterOptions({
        zeta: ['z'],
        company_size: ['11-50', 'nan'],
        empty: [],
        company_industry: ['Retail', ''],
      }),
    ).toEqual({ company_industry: ['Retail'], company_size: ['11-50'], zeta: ['z'] });
    expect(Object.keys(cleanFilterOptions({ company_size: ['1'], company_industry: ['2'] }))).toEqual([
      'company_industry',
      'company_size',
    ]);
    expect(cleanFilterOptions(undefined)).toEqual({});
  });
});

describe('changing the selection', () => {
  it('toggles values and drops a field left empty', () => {
    let filters = toggleFilterValue({}, 'company_industry', 'Retail');
    filters = toggleFilterValue(filters, 'company_industry', 'Healthcare');
    expect(filters).toEqual({ company_industry: ['Retail', 'Healthcare'] });
    filters = toggleFilterValue(filters, 'company_industry', 'Retail');
    expect(filters).toEqual({ company_industry: ['Healthcare'] });
    expect(removeFilterValue(filters, 'company_industry', 'Healthcare')).toEqual({});
  });

  it('lists one chip per value and compares selections regardless of order', () => {
    const filters = { company_industry: ['Retail', 'Healthcare'], skills: ['SQL'], company_size: [] };
    expect(filterChips(filters)).toEqual([
      { field: 'company_industry', value: 'Retail' },
      { field: 'company_industry', value: 'Healthcare' },
      { field: 'skills', value: 'SQL' },
    ]);
    expect(sameFilters(filters, { skills: ['SQL'], company_industry: ['Healthcare', 'Retail'] })).toBe(true);
    expect(sameFilters(filters, { skills: ['SQL'] })).toBe(false);
  });
});
