import type { estypes } from '@elastic/elasticsearch';
import type { LeadSource } from './es-documents';
import { SEARCH_PATHS } from './es-mapping';
import {
  buildFacetBody,
  buildLeadQuery,
  buildSearchBody,
  buildSort,
  filterValues,
  isLowerBound,
  pageWindow,
  parseFacetBuckets,
  toLeadHits,
  totalOf,
} from './es-query';

describe('lead query DSL', () => {
  it('matches everything without text or filters', () => {
    expect(buildLeadQuery(undefined, {})).toEqual({ match_all: {} });
    expect(buildLeadQuery('   ', { skills: [] })).toEqual({ match_all: {} });
  });

  it('requires every word of the text across the searched fields', () => {
    expect(buildLeadQuery(' cto fintech ')).toEqual({
      bool: {
        must: [{ multi_match: { query: 'cto fintech', fields: SEARCH_PATHS, type: 'cross_fields', operator: 'and' } }],
      },
    });
  });

  it('filters each field on any of its values, text fields on .keyword, lists element-wise', () => {
    expect(buildLeadQuery(undefined, { skills: ['crm', 'sql'], company_name: ['Acme'], email: ['A@X.com'] })).toEqual({
      bool: {
        filter: [
          { terms: { 'company_name.keyword': ['Acme'] } },
          { terms: { email: ['a@x.com'] } },
          { terms: { skills: ['crm', 'sql'] } },
        ],
      },
    });
  });

  it('never matches missing markers, and leaves out the omitted field', () => {
    expect(filterValues('company_size', ['nan', 'Unknown', '', ' 11-50 ', '11-50'])).toEqual(['11-50']);
    expect(buildLeadQuery(undefined, { company_size: ['nan'], skills: ['crm'] }, 'skills')).toEqual({
      bool: { filter: [{ match_none: {} }] },
    });
  });

  it('sorts by relevance with text, else newest first, ties on id', () => {
    expect(buildSort({ text: 'x' })).toEqual([{ _score: { order: 'desc' } }, { id: { order: 'asc' } }]);
    expect(buildSort({})).toEqual([{ created_at: { order: 'desc', missing: '_last' } }, { id: { order: 'desc' } }]);
  });

  it('sorts text fields on their exact values, missing values first ascending as SQL NULLs', () => {
    expect(buildSort({ sort: { field: 'lead_location', order: 'asc' } })).toEqual([
      { 'lead_location.keyword': { order: 'asc', missing: '_first' } },
      { id: { order: 'asc' } },
    ]);
  });

  it('asks for any word instead of every word when told to', () => {
    expect(buildLeadQuery('a b', {}, undefined, 'any')).toEqual({
      bool: { must: [{ multi_match: { query: 'a b', fields: SEARCH_PATHS, type: 'cross_fields', operator: 'or' } }] },
    });
  });

  it('matches the text in the given fields only, lists and e-mail on their analysed subfield', () => {
    expect(buildLeadQuery('acme corp', {}, undefined, 'all', ['company_name'])).toEqual({
      bool: {
        must: [
          { multi_match: { query: 'acme corp', fields: ['company_name'], type: 'cross_fields', operator: 'and' } },
        ],
      },
    });
    expect(buildLeadQuery('python', {}, undefined, 'any', ['skills', 'email'])).toEqual({
      bool: {
        must: [
          {
            multi_match: {
              query: 'python',
              fields: ['skills.text', 'email.text'],
              type: 'cross_fields',
              operator: 'or',
            },
          },
        ],
      },
    });
  });

  it('sends the text fields of a search with its query, and every field without them', () => {
    const body = buildSearchBody(
      { text: 'acme', textFields: ['company_name'], filters: { company_size: ['11-50'] }, page: 1, pageSize: 10 },
      'all',
    );
    expect(body.query).toEqual({
      bool: {
        must: [{ multi_match: { query: 'acme', fields: ['company_name'], type: 'cross_fields', operator: 'and' } }],
        filter: [{ terms: { company_size: ['11-50'] } }],
      },
    });
    expect(buildSearchBody({ text: 'acme', textFields: [], page: 1, pageSize: 10 }).query).toEqual(
      buildLeadQuery('acme'),
    );
  });

  it('refuses to restrict the text to a field that is not searched', () => {
    expect(() => buildLeadQuery('x', {}, undefined, 'all', ['company_size'])).toThrow(
      'Not full-text searched: company_size',
    );
  });

  it('keeps scores when a text query is sorted by a field', () => {
    expect(buildSearchBody({ text: 'x', sort: { field: 'name', order: 'asc' }, page: 1, pageSize: 10 })).toHaveProperty(
      'track_scores',
      true,
    );
    expect(buildSearchBody({ text: 'x', page: 1, pageSize: 10 })).not.toHaveProperty('track_scores');
  });

  it('turns pages into offsets and flags those beyond the result window', () => {
    expect(pageWindow(1, 50)).toEqual({ from: 0, size: 50, deep: false });
    expect(pageWindow(200, 50)).toEqual({ from: 9_950, size: 50, deep: false });
    expect(pageWindow(201, 50)).toEqual({ from: 10_000, size: 50, deep: true });
    expect(pageWindow(0, 25)).toEqual({ from: 0, size: 25, deep: false });
  });

  it('builds a terms aggregation on the exact values under the other filters', () => {
    expect(
      buildFacetBody({ field: 'company_industry', limit: 7, filters: { company_industry: ['A'], skills: ['crm'] } }),
    ).toEqual({
      size: 0,
      query: { bool: { filter: [{ terms: { skills: ['crm'] } }] } },
      aggs: { values: { terms: { field: 'company_industry.keyword', size: 7 } } },
    });
  });
});

describe('lead search responses', () => {
  const response = (extra: Partial<estypes.SearchResponse<LeadSource>>) =>
    ({ took: 1, timed_out: false, _shards: {}, hits: { hits: [] }, ...extra }) as estypes.SearchResponse<LeadSource>;

  it('reads buckets as value and count', () => {
    const answer = response({
      aggregations: { values: { buckets: [{ key: 'crm', doc_count: 3 }] } } as estypes.SearchResponse['aggregations'],
    });
    expect(parseFacetBuckets(answer)).toEqual([{ value: 'crm', count: 3 }]);
    expect(parseFacetBuckets(response({}))).toEqual([]);
  });

  it('reads totals in both shapes and scores as 0 when absent', () => {
    expect(totalOf(response({ hits: { total: { value: 12, relation: 'eq' }, hits: [] } }))).toBe(12);
    expect(totalOf(response({ hits: { total: 4, hits: [] } }))).toBe(4);
    expect(isLowerBound(response({ hits: { total: { value: 10_000, relation: 'gte' }, hits: [] } }))).toBe(true);
    expect(isLowerBound(response({ hits: { total: { value: 12, relation: 'eq' }, hits: [] } }))).toBe(false);
    const hits = toLeadHits(
      response({ hits: { hits: [{ _index: 'i', _id: 'd:1', _score: null, _source: { name: 'Ann' } as LeadSource }] } }),
    );
    expect(hits).toEqual([{ lead: expect.objectContaining({ id: 'd:1', dataset: 'd', name: 'Ann' }), score: 0 }]);
  });
});
