/** Test data factories for the result screens' unit tests. */
import type { SearchResultItem } from './types';

let counter = 0;

export function lead(data: Record<string, unknown> = {}, overrides: Partial<SearchResultItem> = {}): SearchResultItem {
  counter += 1;
  return {
    id: `r_${counter}`,
    source: 'elasticsearch',
    type: 'lead',
    position: counter,
    score: 1,
    relevance_score: 1,
    title: null,
    link: null,
    data: { company_name: `Company ${counter}`, name: `Person ${counter}`, ...data },
    persona_analysis_status: 'not_analyzed',
    persona_analysis: null,
    linkedin_url: null,
    linkedin_data: null,
    persona_analyzed_at: null,
    ...overrides,
  };
}

export function web(data: Record<string, unknown> = {}, overrides: Partial<SearchResultItem> = {}): SearchResultItem {
  counter += 1;
  const title = (data.title as string) ?? `Result ${counter}`;
  const link = (data.link as string) ?? `https://example.com/${counter}`;
  return lead({}, { source: 'google', type: 'organic', title, link, data: { title, link, ...data }, ...overrides });
}
