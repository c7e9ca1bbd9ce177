import { filterOptions } from './filter-options';

describe('filterOptions', () => {
  it('offers the preferred fields that have values, most frequent first, ignoring missing markers', () => {
    const rows = [
      { company_industry: 'Healthcare', company_size: '51-200', skills: ['sql', 'python'], name: 'A' },
      { company_industry: 'Retail', company_size: 'nan', skills: ['sql'], name: 'B' },
      { company_industry: 'Healthcare', company_size: 'Unknown', skills: [], revenue_range: '' },
    ];
    expect(filterOptions(rows)).toEqual({
      company_industry: ['Healthcare', 'Retail'],
      company_size: ['51-200'],
      skills: ['sql', 'python'],
    });
  });

  it('falls back to fields with 2 to 99 distinct values when no preferred field has any', () => {
    const rows = [
      { type: 'organic', source: 'Acme', date: 'Jul 3', link: 'https://a', nested: { x: 1 } },
      { type: 'organic', source: 'Globex', link: 'https://b' },
      { type: 'top_story', source: 'Acme', link: 'https://c' },
    ];
    expect(filterOptions(rows)).toEqual({
      type: ['organic', 'top_story'],
      source: ['Acme', 'Globex'],
      link: ['https://a', 'https://b', 'https://c'],
    });
  });

  it('leaves out a field with 100 or more distinct values in the fallback, and caps preferred ones at 100', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ code: `c${i}`, company_industry: `I${i}` }));
    expect(filterOptions(many).company_industry).toHaveLength(100);
    expect(filterOptions(many.map(({ code }) => ({ code })))).toEqual({});
  });

  it('answers nothing for no results', () => {
    expect(filterOptions([])).toEqual({});
  });
});
