import { describe, expect, it } from 'vitest';
import { lastSearchFor, parseLastSearch, type LastSearch } from './lastSearch';

const saved: LastSearch = {
  owner: 7,
  query: 'nurses',
  sources: ['elasticsearch'],
  results: { elasticsearch: [{ title: 'Ann', score: 2 } as never] },
  errors: { google: 'Web search is not configured' },
  searchQueryId: 12,
  resultsQuery: 'nurses',
  filterOptions: { company_size: ['1-10'] },
  appliedFilters: {},
  view: 'table',
};

describe('parseLastSearch', () => {
  it('reads back what was saved', () => {
    expect(parseLastSearch(JSON.stringify(saved))).toEqual(saved);
  });

  it.each([null, '', '{', '[]', '{"query":1,"results":{},"sources":[]}', '{"query":"q","results":[],"sources":[]}'])(
    'answers null for %p',
    (text) => {
      expect(parseLastSearch(text)).toBeNull();
    },
  );

  it('fills the optional parts', () => {
    expect(parseLastSearch('{"owner":1,"query":"q","results":{},"sources":["google"]}')).toMatchObject({
      resultsQuery: 'q',
      errors: {},
      view: 'cards',
      searchQueryId: null,
    });
  });
});

describe('lastSearchFor', () => {
  it('gives a user only their own search', () => {
    const text = JSON.stringify(saved);
    expect(lastSearchFor(text, 7)).not.toBeNull();
    expect(lastSearchFor(text, 8)).toBeNull();
    expect(lastSearchFor(text, null)).toBeNull();
  });
});
