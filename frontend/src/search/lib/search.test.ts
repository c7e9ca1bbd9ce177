import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/httpClient';
import {
  buildSearchRequest,
  canSearch,
  MAX_QUERY_LENGTH,
  pasteWasCut,
  queryCounter,
  searchErrorMessage,
  searchLogAction,
} from './search';
import { lead, web } from './testing';

describe('the search request', () => {
  it('needs a non-empty trimmed query and no running search', () => {
    expect(canSearch('', false)).toBe(false);
    expect(canSearch('   ', false)).toBe(false);
    expect(canSearch('healthcare', true)).toBe(false);
    expect(canSearch('healthcare', false)).toBe(true);
  });

  it('sends the trimmed query, 20 results and the sources in their canonical order', () => {
    expect(buildSearchRequest('  healthcare companies ', ['google', 'elasticsearch'])).toEqual({
      query: 'healthcare companies',
      max_results: 20,
      sources: ['elasticsearch', 'google'],
    });
  });

  it("says the server's error text, else 'Search failed'", () => {
    expect(searchErrorMessage(new ApiError(400, 'x', { success: false, error: 'Query is too long' }))).toBe(
      'Query is too long',
    );
    expect(searchErrorMessage(new ApiError(502, 'Bad Gateway', '<html>'))).toBe('Search failed');
    expect(searchErrorMessage(new ApiError(0, 'Network error: offline'))).toBe('Search failed');
    expect(searchErrorMessage(new Error('boom'))).toBe('Search failed');
  });

  it('logs the query, sources, max results, result count and filters', () => {
    const request = buildSearchRequest('healthcare', ['elasticsearch', 'google']);
    const action = searchLogAction(request, { elasticsearch: [lead(), lead()], google: [web()] }, { skills: ['SQL'] });
    expect(action).toEqual({
      action: 'search',
      details: {
        query: 'healthcare',
        sources: ['elasticsearch', 'google'],
        max_results: 20,
        result_count: 3,
        filters: { skills: ['SQL'] },
      },
    });
  });
});

describe('the query length limit', () => {
  it('counts against the server limit of 500', () => {
    expect(MAX_QUERY_LENGTH).toBe(500);
    expect(queryCounter('abc')).toBe('3 / 500');
  });

  it('tells when a paste went past the limit', () => {
    expect(pasteWasCut('', 'x'.repeat(6000), 0, 0)).toBe(true);
    expect(pasteWasCut('abc', 'x'.repeat(497), 3, 3)).toBe(false);
    expect(pasteWasCut('a'.repeat(500), 'yy', 0, 500)).toBe(false);
    expect(pasteWasCut('a'.repeat(499), 'yy', 499, 499)).toBe(true);
  });
});
