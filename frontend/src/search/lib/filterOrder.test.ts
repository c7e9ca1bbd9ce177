import { describe, expect, it } from 'vitest';
import { countOf, filterValueCounts, orderFilterValues, rangeBounds } from './filterOrder';
import type { ResultsBySource } from './types';

describe('rangeBounds', () => {
  it.each([
    ['1-10', [1, 10]],
    ['10000+', [10000, Infinity]],
    ['10,001+', [10001, Infinity]],
    ['$10M-$50M', [1e7, 5e7]],
    ['$1B+', [1e9, Infinity]],
    ['<$1M', [0, 1e6]],
    ['51-200 employees', [51, 200]],
  ])('reads %s', (value, bounds) => {
    expect(rangeBounds(value)).toEqual(bounds);
  });

  it('answers null without a number', () => {
    expect(rangeBounds('Unknown')).toBeNull();
  });
});

describe('orderFilterValues', () => {
  it('puts company sizes and revenues in numeric order, unreadable ones last', () => {
    expect(
      orderFilterValues('company_size', ['1-10', '10000+', '1001-5000', 'Unknown', '11-50', '5001-10000', '201-500']),
    ).toEqual(['1-10', '11-50', '201-500', '1001-5000', '5001-10000', '10000+', 'Unknown']);
    expect(orderFilterValues('revenue_range', ['$10M-$50M', '$1B+', '<$1M', '$1M-$10M'])).toEqual([
      '<$1M',
      '$1M-$10M',
      '$10M-$50M',
      '$1B+',
    ]);
  });

  it('orders other fields by count, then by value', () => {
    expect(
      orderFilterValues('company_industry', ['Retail', 'Healthcare', 'Banking', 'Energy'], {
        retail: 1,
        healthcare: 3,
        banking: 1,
      }),
    ).toEqual(['Healthcare', 'Banking', 'Retail', 'Energy']);
  });
});

describe('filterValueCounts', () => {
  const lead = (company_industry: string, company_size: string) =>
    ({ source: 'elasticsearch', data: { company_industry, company_size } }) as never;
  const results: ResultsBySource = {
    elasticsearch: [lead('Healthcare', '1-10'), lead('Healthcare', '11-50'), lead('Retail', '1-10')],
    google: [{ source: 'google', title: 'x' } as never],
  };

  it('counts the database results per value', () => {
    const counts = filterValueCounts(results, ['company_industry'], {});
    expect(countOf(counts.company_industry, 'Healthcare')).toBe(2);
    expect(countOf(counts.company_industry, 'retail')).toBe(1);
  });

  it("follows the other fields' filters, not the field's own", () => {
    const counts = filterValueCounts(results, ['company_industry', 'company_size'], { company_size: ['1-10'] });
    expect(countOf(counts.company_industry, 'Healthcare')).toBe(1);
    expect(countOf(counts.company_industry, 'Retail')).toBe(1);
    expect(countOf(counts.company_size, '11-50')).toBe(1);
  });
});
