/**
 * Persona candidates out of search results (spec part 1 §5): a result qualifies when it names a LinkedIn personal
 * profile and a person; one candidate per profile.
 */
import {
  normalizeLinkedInProfileUrl as normalizeProfileUrl,
  parseProfileTitle as parseTitle,
} from '@leadscope/shared/linkedin-profile';
import { isMissing, itemData } from '../../search/lib/values';
import type { ResultsBySource, SearchResultItem } from '../../search/lib/types';
import type { PersonaCandidate } from './types';

export const UNKNOWN_COMPANY = 'Unknown Company';

/** The server's rules (dependency-free, shared), so local data keyed by these URLs matches the server's. */
export { normalizeProfileUrl };

/** 'Jane Doe - Data Engineer - Acme | LinkedIn' → { name: 'Jane Doe', company: 'Acme' }; two parts are name, company. */
export function parseProfileTitle(title: unknown): { name: string; company: string } {
  const { name, company } = parseTitle(text(title));
  return { name: name ?? '', company: company ?? '' };
}

/** Where a result may carry the profile link, in order. */
const URL_FIELDS = ['linkedin_url', 'linkedin_profile_url', 'profile_url', 'url', 'link'] as const;

const text = (value: unknown): string => (typeof value === 'string' && !isMissing(value) ? value.trim() : '');

/** The first personal-profile URL of a result: its top-level linkedin_url, then its data's link fields. */
export function profileUrlOf(item: SearchResultItem): string | null {
  const data = itemData(item);
  for (const raw of [item.linkedin_url, ...URL_FIELDS.map((field) => data[field])]) {
    const url = normalizeProfileUrl(raw);
    if (url) return url;
  }
  return null;
}

/** The candidate a result makes, or null without a profile URL or a name. */
export function candidateOf(item: SearchResultItem): PersonaCandidate | null {
  const linkedinUrl = profileUrlOf(item);
  if (!linkedinUrl) return null;
  const data = itemData(item);
  const title = parseProfileTitle(text(data.title) || text(item.title));
  const name = text(data.name) || title.name;
  if (!name || isMissing(name)) return null;
  const company = text(data.company_name) || text(data.company) || title.company || UNKNOWN_COMPANY;
  return {
    id: linkedinUrl,
    name,
    company: isMissing(company) ? UNKNOWN_COMPANY : company,
    linkedinUrl,
    searchResultId: item.id,
    searchResultIds: [item.id],
  };
}

/** Every result of every source, in source order. */
export function allItems(results: ResultsBySource | null | undefined): SearchResultItem[] {
  if (!results) return [];
  return Object.values(results).flatMap((items) => items ?? []);
}

/** The profiles to offer, one per URL (the first result naming it wins; later ones add their ids). */
export function extractCandidates(results: ResultsBySource | readonly SearchResultItem[] | null | undefined) {
  const items = Array.isArray(results) ? results : allItems(results as ResultsBySource | null | undefined);
  const byUrl = new Map<string, PersonaCandidate>();
  for (const item of items) {
    const candidate = candidateOf(item);
    if (!candidate) continue;
    const seen = byUrl.get(candidate.id);
    if (!seen) byUrl.set(candidate.id, candidate);
    else if (!seen.searchResultIds.includes(item.id)) seen.searchResultIds.push(item.id);
  }
  return [...byUrl.values()];
}
