import { describe, expect, it } from 'vitest';
import { dateRangeError, EMPTY_ADMIN_FILTERS, fromListFilter, queryTypeOptions, toListFilter } from './filters';

describe('admin history filters', () => {
  it('send only the filled fields, the processed flag as a boolean', () => {
    expect(toListFilter(EMPTY_ADMIN_FILTERS)).toEqual({});
    expect(
      toListFilter({
        email: ' ada@example.com ',
        query_type: 'mixed',
        date_from: '2026-05-01',
        date_to: '2026-05-31',
        processed: 'false',
      }),
    ).toEqual({
      email: 'ada@example.com',
      query_type: 'mixed',
      date_from: '2026-05-01',
      date_to: '2026-05-31',
      processed: false,
    });
    expect(toListFilter({ ...EMPTY_ADMIN_FILTERS, processed: 'true', date_from: '5/1/2026' })).toEqual({
      processed: true,
    });
  });

  it('read a list filter back into the form', () => {
    expect(fromListFilter({ email: 'a@b.io', processed: true, other: 1 })).toEqual({
      ...EMPTY_ADMIN_FILTERS,
      email: 'a@b.io',
      processed: 'true',
    });
    expect(fromListFilter({ processed: 'false' }).processed).toBe('false');
    expect(fromListFilter(undefined)).toEqual(EMPTY_ADMIN_FILTERS);
  });

  it('refuse a start date after the end date', () => {
    expect(dateRangeError({ ...EMPTY_ADMIN_FILTERS, date_from: '2026-06-01', date_to: '2026-05-01' })).toMatch(
      /start date/,
    );
    expect(dateRangeError({ ...EMPTY_ADMIN_FILTERS, date_from: '2026-05-01', date_to: '2026-05-01' })).toBeNull();
    expect(dateRangeError({ ...EMPTY_ADMIN_FILTERS, date_from: '2026-05-01' })).toBeNull();
  });

  it('offer the server query types, else database and websearch, and always mixed', () => {
    expect(queryTypeOptions(undefined)).toEqual(['database', 'mixed', 'websearch']);
    expect(queryTypeOptions(['websearch'])).toEqual(['mixed', 'websearch']);
  });
});
