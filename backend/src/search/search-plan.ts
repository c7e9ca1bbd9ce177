import { badRequest } from '../common/app-exception';
import { parseFilters } from '../leads/db-query';
import { LEAD_FIELDS, LeadField } from '../leads/lead-fields';
import type { LeadFilters } from '../leads/lead-index.port';
import { DEFAULT_MAX_RESULTS, SearchOptionsDto } from './dto/search.dto';
import { SOURCE_IDS } from './result-item';
import type { PlanOptions, SearchKind, SearchPlan } from './search-source.port';

/** The field each specialised search reads in the lead index. */
export const SPECIALISED_FIELDS = {
  companies: 'company_name',
  people: 'name',
  skills: 'skills',
  industry: 'company_industry',
} as const satisfies Partial<Record<SearchKind, LeadField>>;

export type SpecialisedKind = keyof typeof SPECIALISED_FIELDS;

/** Names are searched on the web as a phrase; skills and industries as words. */
const QUOTED: SpecialisedKind[] = ['companies', 'people'];

/** max_results (default 20) and the sources asked (default all three), in the API's order, each once. */
export function planOptions(dto: SearchOptionsDto): PlanOptions {
  const asked = new Set(dto.sources?.length ? dto.sources : SOURCE_IDS);
  return {
    maxResults: dto.max_results ?? DEFAULT_MAX_RESULTS,
    sources: SOURCE_IDS.filter((source) => asked.has(source)),
  };
}

export function generalPlan(query: string, options: PlanOptions): SearchPlan {
  return { kind: 'general', queryText: query, text: query, filters: {}, webQuery: query, ...options };
}

export function specialisedPlan(kind: SpecialisedKind, value: string, options: PlanOptions): SearchPlan {
  const webQuery = QUOTED.includes(kind) && !value.includes('"') ? `"${value}"` : value;
  return { kind, queryText: value, text: value, filters: {}, field: SPECIALISED_FIELDS[kind], webQuery, ...options };
}

/**
 * Advanced search: an optional full-text query plus {field: [values]} filters (catalogue fields only, 400 naming
 * an unknown one). The lead index applies the filters exactly; the web sources search the query together with
 * the values of the descriptive filters (several values of one field as an OR group).
 */
export function advancedPlan(query: string | undefined, rawFilters: unknown, options: PlanOptions): SearchPlan {
  const filters = parseFilters(rawFilters ?? {});
  const text = query?.trim() || undefined;
  const entries = Object.entries(filters) as [LeadField, string[]][];
  if (!text && !entries.length) {
    throw badRequest('empty_search', 'Enter a search query or at least one filter');
  }
  const webTerms = entries
    .filter(([field]) => LEAD_FIELDS[field].kind !== 'keyword')
    .map(([, values]) => (values.length === 1 ? phrase(values[0]) : `(${values.map(phrase).join(' OR ')})`));
  return {
    kind: 'advanced',
    queryText: (text ?? describeFilters(filters)).slice(0, 500),
    text,
    filters,
    webQuery: [text, ...webTerms].filter(Boolean).join(' '),
    ...options,
  };
}

function phrase(value: string): string {
  return /\s/.test(value) && !value.includes('"') ? `"${value}"` : value;
}

/** 'company_industry: Healthcare, Retail; skills: sql' — what the history shows for a filters-only search. */
export function describeFilters(filters: LeadFilters): string {
  return Object.entries(filters)
    .map(([field, values]) => `${field}: ${(values ?? []).join(', ')}`)
    .join('; ');
}
