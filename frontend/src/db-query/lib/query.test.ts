import { describe, expect, it } from 'vitest';
import {
  buildQueryRequest,
  indexPatternError,
  initialQueryForm,
  PAGE_SIZES,
  QUERY_MESSAGES,
  rangeText,
  sortOptions,
} from './query';

describe('initialQueryForm', () => {
  it('defaults to file*_part*, _score desc, the smallest page size and no filters', () => {
    expect(initialQueryForm).toEqual({
      indexPattern: 'file*_part*',
      sortField: '_score',
      sortOrder: 'desc',
      pageSize: 25,
      filters: {},
    });
    expect(PAGE_SIZES).toEqual([25, 50, 100, 500, 1000]);
  });
});

describe('buildQueryRequest', () => {
  it('sends the form as the API names it, for the page asked', () => {
    const form = { ...initialQueryForm, pageSize: 50, filters: { company_industry: ['Software'] } };
    expect(buildQueryRequest(form, 3)).toEqual({
      filters: { company_industry: ['Software'] },
      page: 3,
      page_size: 50,
      sort_field: '_score',
      sort_order: 'desc',
      index_pattern: 'file*_part*',
    });
  });

  it('falls back to the default index pattern and the first page', () => {
    const request = buildQueryRequest({ ...initialQueryForm, indexPattern: '  ' }, 0);
    expect(request.index_pattern).toBe('file*_part*');
    expect(request.page).toBe(1);
  });
});

describe('indexPatternError', () => {
  it('takes lower-case letters, digits, _, - and *', () => {
    expect(indexPatternError('file*_part*')).toBeNull();
    expect(indexPatternError('leads-2024')).toBeNull();
  });

  it('refuses empty patterns and other characters', () => {
    expect(indexPatternError('')).toBe('Enter an index pattern');
    expect(indexPatternError('file;drop')).toBe('Use lower-case letters, digits, _, - and * only');
    expect(indexPatternError('File*')).toBe('Use lower-case letters, digits, _, - and * only');
  });
});

describe('sortOptions', () => {
  it('offers relevance first, then the accepted fields, then the record dates', () => {
    expect(sortOptions(['company_name', 'email']).map((option) => option.value)).toEqual([
      '_score',
      'company_name',
      'email',
      'dataset',
      'data_source',
      'created_at',
      'updated_at',
    ]);
    expect(sortOptions([])[0].label).toBe('Relevance (_score)');
  });
});

describe('messages', () => {
  it('reads the spec texts', () => {
    expect(QUERY_MESSAGES.found(42)).toBe('Query executed successfully! Found 42 results');
    expect(QUERY_MESSAGES.failed).toBe('Query failed');
    expect(QUERY_MESSAGES.schemaFailed).toBe('Failed to load schema info');
  });
});

describe('rangeText', () => {
  it('describes the rows of the current page', () => {
    const data = Array.from({ length: 25 }, () => ({}) as never);
    expect(rangeText({ total_count: 1200, data }, 2, 25)).toBe('Showing 26–50 of 1,200');
    expect(rangeText({ total_count: 0, data: [] }, 1, 25)).toBe('No results');
    expect(rangeText({ total_count: 10_000, total_relation: 'gte', data }, 1, 25)).toBe('Showing 1–25 of 10,000+');
    expect(rangeText({ total_count: 10_000, total_relation: 'eq', data }, 1, 25)).toBe('Showing 1–25 of 10,000');
  });
});
