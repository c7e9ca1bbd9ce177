import { AppException } from '../common/app-exception';
import { advancedPlan, generalPlan, planOptions, specialisedPlan } from './search-plan';

const options = { maxResults: 20, sources: ['elasticsearch' as const, 'google' as const] };

describe('search plans', () => {
  it('defaults to 20 results from every source, in the API order, each once', () => {
    expect(planOptions({})).toEqual({ maxResults: 20, sources: ['elasticsearch', 'google', 'bright_data'] });
    expect(planOptions({ max_results: 5, sources: ['google', 'elasticsearch', 'google'] })).toEqual({
      maxResults: 5,
      sources: ['elasticsearch', 'google'],
    });
  });

  it('searches the query everywhere for a general search', () => {
    expect(generalPlan('healthcare companies', options)).toMatchObject({
      kind: 'general',
      text: 'healthcare companies',
      webQuery: 'healthcare companies',
      filters: {},
    });
  });

  it('reads the matching field and quotes names for the web', () => {
    expect(specialisedPlan('companies', 'Acme Health', options)).toMatchObject({
      field: 'company_name',
      text: 'Acme Health',
      webQuery: '"Acme Health"',
      queryText: 'Acme Health',
    });
    expect(specialisedPlan('people', 'Jane Doe', options).field).toBe('name');
    expect(specialisedPlan('skills', 'python', options)).toMatchObject({ field: 'skills', webQuery: 'python' });
    expect(specialisedPlan('industry', 'Healthcare', options).field).toBe('company_industry');
  });

  it('builds an advanced search from a query and filters', () => {
    const plan = advancedPlan(
      'data engineer',
      { company_industry: ['Health Care', 'Retail'], company_size: ['51-200'], skills: ['sql'] },
      options,
    );
    expect(plan).toMatchObject({
      kind: 'advanced',
      text: 'data engineer',
      queryText: 'data engineer',
      filters: { company_industry: ['Health Care', 'Retail'], company_size: ['51-200'], skills: ['sql'] },
      webQuery: 'data engineer ("Health Care" OR Retail) sql',
    });
  });

  it('describes a filters-only search for the history', () => {
    const plan = advancedPlan(undefined, { company_industry: ['Healthcare'] }, options);
    expect(plan).toMatchObject({ text: undefined, queryText: 'company_industry: Healthcare', webQuery: 'Healthcare' });
  });

  it('refuses an empty advanced search and unknown fields', () => {
    expect(() => advancedPlan('  ', {}, options)).toThrow(AppException);
    expect(() => advancedPlan('x', { nope: ['1'] }, options)).toThrow('Unknown filter field "nope"');
  });
});
