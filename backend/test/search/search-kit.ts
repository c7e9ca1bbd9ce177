import request from 'supertest';
import { LEAD_INDEX, LeadIndex, LeadRecord } from '../../src/leads/lead-index.port';
import { FakeBrightDataSerp, startFakeBrightDataSerp } from '../fakes/brightdata-serp';
import { FakeSerpApi, startFakeSerpApi } from '../fakes/serpapi';
import { bearer, Session } from '../support/factories';
import { DbKind } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

export const SOURCE_TIMEOUT_MS = 1500;

export interface SearchApp extends TestApp {
  serpapi: FakeSerpApi;
  brightdata: FakeBrightDataSerp;
  index: LeadIndex;
}

/** The real app on a fresh database, with both web sources pointed at local fakes. */
export async function startSearchApp(kind: DbKind, env: Record<string, string> = {}): Promise<SearchApp> {
  const serpapi = await startFakeSerpApi({ slowMs: SOURCE_TIMEOUT_MS * 4 });
  const brightdata = await startFakeBrightDataSerp({ slowMs: SOURCE_TIMEOUT_MS * 4 });
  const t = await startTestApp(kind, {
    ...serpapi.env,
    ...brightdata.env,
    SEARCH_SOURCE_TIMEOUT_MS: String(SOURCE_TIMEOUT_MS),
    ...env,
  });
  const index = t.app.get<LeadIndex>(LEAD_INDEX, { strict: false });
  return {
    ...t,
    serpapi,
    brightdata,
    index,
    close: async () => {
      await t.close();
      await serpapi.close();
      await brightdata.close();
    },
  };
}

/** A lead with overrides; every field the search tests read is set. */
export function lead(overrides: LeadRecord = {}): LeadRecord {
  return {
    company_name: 'Acme Health',
    name: 'Jane Doe',
    email: `${Math.random().toString(36).slice(2)}@acme.example`,
    company_industry: 'Healthcare',
    company_size: '51-200',
    company_location_text: 'Austin, Texas',
    revenue_range: '$10M-$50M',
    lead_titles: 'Head of Data',
    skills: ['sql', 'python'],
    seniority_level: 'Director',
    linkedin_url: 'https://www.linkedin.com/in/jane-doe',
    ...overrides,
  };
}

export const LEADS: LeadRecord[] = [
  lead(),
  lead({
    company_name: 'Globex Retail',
    name: 'John Roe',
    company_industry: 'Retail',
    company_size: '1001-5000',
    skills: ['sales', 'negotiation'],
    lead_titles: 'Sales Director',
    seniority_level: 'VP',
    linkedin_url: 'https://uk.linkedin.com/in/john-roe/',
  }),
  lead({
    company_name: 'Initech Software',
    name: 'Ada Quinn',
    company_industry: 'Technology',
    company_location_text: 'Berlin',
    skills: ['python', 'kubernetes'],
    lead_titles: 'Healthcare data lead',
    linkedin_url: null,
  }),
  lead({
    company_name: 'Umbrella Healthcare Group',
    name: 'Grace Hopper',
    company_industry: 'Hospital & Health Care',
    company_size: '10001+',
    skills: ['nursing'],
    linkedin_url: 'https://www.linkedin.com/in/grace-hopper',
  }),
];

export function search(t: TestApp, session: Session, body: Record<string, unknown>, path = '/api/search/') {
  return request(t.http).post(path).set(bearer(session)).send(body);
}

/** The types of a source's items, in order, for compact assertions. */
export function kinds(items: { type: string; title: string | null }[] | undefined): string[] {
  return (items ?? []).map((item) => item.type);
}
