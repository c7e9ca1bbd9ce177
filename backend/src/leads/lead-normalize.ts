import { isMissing, LEAD_FIELD_NAMES, LeadField, LIST_FIELDS } from './lead-fields';
import type { LeadRecord } from './lead-index.port';

export type NormalizedLead = Partial<Record<LeadField, string | string[]>>;

const LIST_SPLIT = /\s*[;,|]\s*/;

/** Strips the shapes list values arrive in: ["a","b"], a; b, a, b, a|b. */
export function splitList(value: string | string[]): string[] {
  const parts = Array.isArray(value)
    ? value
    : value
        .trim()
        .replace(/^\[|\]$/g, '')
        .split(LIST_SPLIT);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of parts) {
    const clean = String(part)
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .trim();
    if (isMissing(clean) || seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
    result.push(clean);
  }
  return result;
}

/** One lead as every adapter stores it: trimmed, missing values dropped, lists split, keys lower-cased. */
export function normalizeLead(record: LeadRecord): NormalizedLead {
  const lead: NormalizedLead = {};
  for (const field of LEAD_FIELD_NAMES) {
    const raw = record[field];
    if (raw === undefined || raw === null) continue;
    if ((LIST_FIELDS as LeadField[]).includes(field)) {
      const list = splitList(raw);
      if (list.length) lead[field] = list;
      continue;
    }
    const value = (Array.isArray(raw) ? raw.join(', ') : String(raw)).trim();
    if (isMissing(value)) continue;
    lead[field] = field === 'email' ? value.toLowerCase() : value;
  }
  return lead;
}

/** The keys two leads are "the same person" by. */
export function dedupKeys(lead: NormalizedLead): string[] {
  const keys: string[] = [];
  if (typeof lead.email === 'string') keys.push(`email:${lead.email.toLowerCase()}`);
  if (typeof lead.linkedin_url === 'string') keys.push(`li:${canonicalLinkedIn(lead.linkedin_url)}`);
  if (typeof lead.company_name === 'string' && typeof lead.name === 'string') {
    keys.push(`person:${squash(lead.company_name)}|${squash(lead.name)}`);
  }
  return keys;
}

function squash(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** linkedin.com/in/Jane-Doe/, https://www.linkedin.com/in/jane-doe?trk=x → linkedin.com/in/jane-doe */
export function canonicalLinkedIn(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^([a-z]{2,3}\.)?www\./, '')
    .replace(/^[a-z]{2}\.linkedin\.com/, 'linkedin.com')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

/**
 * Fills the existing lead's empty fields from the incoming one. Returns the changed fields (empty when the
 * incoming lead brings nothing new).
 */
export function mergeInto(existing: NormalizedLead, incoming: NormalizedLead): NormalizedLead {
  const changes: NormalizedLead = {};
  for (const field of LEAD_FIELD_NAMES) {
    const value = incoming[field];
    if (value === undefined) continue;
    const current = existing[field];
    const empty = current === undefined || (Array.isArray(current) && current.length === 0);
    if (empty) changes[field] = value;
  }
  return changes;
}

/** Turns a dataset pattern with * wildcards into a RegExp (for adapters that filter names themselves). */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Dataset names and patterns: letters, digits, _ - and * only (they become index names and LIKE patterns). */
export const DATASET_PATTERN = /^[a-z0-9_*-]{1,100}$/;
export const DATASET_NAME = /^[a-z0-9_-]{1,100}$/;
