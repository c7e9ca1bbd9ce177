import { createHash } from 'node:crypto';
import { normalizeLinkedInProfileUrl } from '../search/adapters/linkedin-profile';
import { invalidResultIds, invalidUrl, MAX_URLS_PER_REQUEST, noUrls, tooManyUrls } from './linkedin.errors';

/** The re-use key of an analysis of a LinkedIn profile. */
export function urlKey(linkedinUrl: string): string {
  return sha256(`url:${linkedinUrl}`);
}

/** The re-use key of an analysis of pasted text (spacing and case do not make it new). */
export function textKey(text: string, name?: string | null, company?: string | null): string {
  const norm = (value?: string | null) => (value ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  return sha256(`text:${norm(name)}\u0000${norm(company)}\u0000${norm(text)}`);
}

export function dataKey(data: unknown): string {
  return sha256(`data:${JSON.stringify(data)}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Normalised, de-duplicated profile URLs in the order given; 400 for none, too many or a non-profile URL. */
export function profileUrls(raw: unknown[]): string[] {
  const urls: string[] = [];
  for (const value of raw) {
    if (typeof value === 'string' && !value.trim()) continue;
    const url = normalizeLinkedInProfileUrl(value);
    if (!url) throw invalidUrl(value);
    if (!urls.includes(url)) urls.push(url);
  }
  if (!urls.length) throw noUrls();
  if (urls.length > MAX_URLS_PER_REQUEST) throw tooManyUrls();
  return urls;
}

/** A search result id as the API writes it ('r_12'), or bare ('12', 12) → 12; null for anything else. */
export function resultIdOf(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const match = /^(?:r_)?(\d{1,12})$/.exec(String(value));
  return match ? Number(match[1]) : null;
}

/** 'r_12', '12' or 12 → 12, each once; 400 for anything else or more than 1,000. */
export function resultIds(raw: unknown[] | undefined): number[] {
  const ids = new Set<number>();
  for (const value of raw ?? []) {
    const id = resultIdOf(typeof value === 'string' ? value.trim() : value);
    if (id === null) throw invalidResultIds();
    ids.add(id);
  }
  if (ids.size > 1000) throw invalidResultIds();
  return [...ids];
}
