/**
 * Persona candidates out of search results (spec part 1 §5): a result qualifies when it names a LinkedIn personal
 * profile and a person; one candidate per profile.
 */
import { isMissing, itemData } from '../../search/lib/values';
import type { ResultsBySource, SearchResultItem } from '../../search/lib/types';
import type { PersonaCandidate } from './types';

export const UNKNOWN_COMPANY = 'Unknown Company';

/** Where a result may carry the profile link, in order. */
const URL_FIELDS = ['linkedin_url', 'linkedin_profile_url', 'profile_url', 'url', 'link'] as const;

const text = (value: unknown): string => (typeof value === 'string' && !isMissing(value) ? value.trim() : '');

/**
 * https://www.linkedin.com/in/<slug> for a link to a personal profile, null for anything else. The same rules as
 * the server's (backend/src/search/adapters/linkedin-profile.ts), so local data keyed by it matches its URLs.
 */
export function normalizeProfileUrl(raw: unknown): string | null {
  const value = text(raw);
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length < 2 || segments[0].toLowerCase() !== 'in') return null;
  const slug = segments[1].toLowerCase();
  if (!/^[^\s?#]{1,100}$/.test(slug)) return null;
  return `https://www.linkedin.com/in/${slug}`;
}

const LINKEDIN_SUFFIX = /\s*(?:[|\-–—·:]\s*)?LinkedIn\s*$/i;
const SEPARATOR = /\s+[-–—|]\s+/;

/** 'Jane Doe - Data Engineer - Acme | LinkedIn' → { name: 'Jane Doe', company: 'Acme' }; two parts are name, company. */
export function parseProfileTitle(title: unknown): { name: string; company: string } {
  const cleaned = text(title)
    .replace(/\s*(\.{3}|…)\s*$/, '')
    .replace(LINKEDIN_SUFFIX, '')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = cleaned
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  return { name: parts[0] ?? '', company: parts.length >= 2 ? parts[parts.length - 1] : '' };
}

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
