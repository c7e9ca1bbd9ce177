import { createHash } from 'node:crypto';
import { normalizeLinkedInProfileUrl } from '@leadscope/shared/linkedin-profile';
// From the shared package itself: ./lead-fields and ../search/adapters/linkedin-profile re-export it by getters, which
// an import would call for every field.
import { isMissing, LEAD_FIELD_NAMES, LeadField, LIST_FIELDS } from '@leadscope/shared/lead-fields';
import type { LeadRecord } from './lead-index.port';

export type NormalizedLead = Partial<Record<LeadField, string | string[]>>;

const LIST_SPLIT = /\s*[;,|]\s*/;
/** Lists of up to this many values are de-duplicated by a search of the ones kept (splitList). */
const SHORT_LIST = 16;

/** Strips the shapes list values arrive in: ["a","b"], a; b, a, b, a|b. */
export function splitList(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : unbracketed(value.trim()).split(LIST_SPLIT);
  // The values kept, each once whatever its case: a list of a handful is searched (an import splits a list or two per
  // row: a Set or lower-cased copies for each cost more than the search), a long one is a Set of lower-cased values.
  const seen = parts.length > SHORT_LIST ? new Set<string>() : null;
  const result: string[] = [];
  for (const part of parts) {
    const clean = unquoted(String(part).trim());
    if (isMissing(clean)) continue;
    if (seen) {
      const lower = clean.toLowerCase();
      if (seen.has(lower)) continue;
      seen.add(lower);
    } else if (hasIgnoringCase(result, clean)) continue;
    result.push(clean);
  }
  // Of its length (see exactly).
  return result.slice();
}

/** The text without the [ ] around it, if it has them (a JSON array's). */
function unbracketed(text: string): string {
  const start = text.startsWith('[') ? 1 : 0;
  const end = text.endsWith(']') ? text.length - 1 : text.length;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

const isQuote = (char: string) => char === '"' || char === "'";

/** The value without one quote at each end (each taken off alone, as it may be), trimmed again. */
function unquoted(text: string): string {
  if (!text || (!isQuote(text[0]) && !isQuote(text[text.length - 1]))) return text;
  const start = isQuote(text[0]) ? 1 : 0;
  const end = text.length > start && isQuote(text[text.length - 1]) ? text.length - 1 : text.length;
  return text.slice(start, end).trim();
}

/** Whether the values hold this one in any case (sameIgnoringCase). */
function hasIgnoringCase(values: string[], value: string): boolean {
  for (const kept of values) if (sameIgnoringCase(kept, value)) return true;
  return false;
}

/**
 * a.toLowerCase() === b.toLowerCase(), without making either copy when the two differ in length (which only text past
 * ASCII may do and still be the same: İ lower-cased is two characters).
 */
function sameIgnoringCase(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length !== b.length && !NOT_ASCII.test(a) && !NOT_ASCII.test(b)) return false;
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * What a lead's fields are set on, one by one by name (an empty instance). A plain object ({}) given fields so turns
 * into a hash table at its 20th (V8's dictionary mode, for objects given many properties by computed names): a lead
 * of 20 fields took 857 bytes so, 217 as an instance of an empty class, which V8 makes with room for about 24
 * properties of their own (past that, it turns too). An import holds every row's lead until its batch is written,
 * and every scavenge that finds it alive copies it: 22 % of generated rows, and any file that fills every field.
 */
class LeadFields {}

/** An empty lead (record, normalised lead or changes) for fields to be set on by name: see LeadFields. */
export function emptyLead<T extends object = NormalizedLead>(): T {
  return new LeadFields() as T;
}

/** Whether each catalogue field (LEAD_FIELD_NAMES, at the same place) is a list field. */
const IS_LIST = LEAD_FIELD_NAMES.map((field) => (LIST_FIELDS as LeadField[]).includes(field));

/** One lead as every adapter stores it: trimmed, missing values dropped, lists split, keys lower-cased. */
export function normalizeLead(record: LeadRecord): NormalizedLead {
  const lead = emptyLead();
  for (let at = 0; at < LEAD_FIELD_NAMES.length; at++) {
    const field = LEAD_FIELD_NAMES[at];
    const raw = record[field];
    if (raw === undefined || raw === null) continue;
    if (IS_LIST[at]) {
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

/** Whether a lead (or a merge's changes) has any field: Object.keys' answer without making the array of them. */
export function hasFields(lead: object): boolean {
  for (const _field in lead) return true;
  return false;
}

/**
 * The keys two leads are "the same" by: e-mail, LinkedIn URL, and one identity key (at most one: adapters store it
 * in one column): company + person name; else person name + phone; else, for a company row (no person), company +
 * website domain; else, for a row with neither e-mail nor LinkedIn URL, a fingerprint of all its values, so that
 * re-importing any row changes nothing.
 */
export function dedupKeys(lead: NormalizedLead): string[] {
  const email = typeof lead.email === 'string' ? `email:${lead.email.toLowerCase()}` : null;
  const linkedIn = typeof lead.linkedin_url === 'string' ? `li:${canonicalLinkedIn(lead.linkedin_url)}` : null;
  const identity = identityKey(lead, email !== null || linkedIn !== null);
  return exactly([email, linkedIn, identity]);
}

/**
 * The values that are not null, in an array of their length. An array grown by push keeps room for 16 elements from
 * its first (144 bytes for up to 3 values against 40): an import holds every row's keys and lists until its batch is
 * written, and what it holds is copied by every scavenge that finds it alive, and promoted.
 */
function exactly<T>(values: (T | null)[]): T[] {
  if (!values.includes(null)) return values as T[];
  return values.filter((value): value is T => value !== null).slice();
}

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const PERSON_FIELDS: LeadField[] = ['name', 'email', 'linkedin_url', 'lead_titles', 'seniority_level'];

function identityKey(lead: NormalizedLead, hasStrongKey: boolean): string | null {
  const name = text(lead.name);
  const company = text(lead.company_name);
  if (company && name) return `person:${squash(company)}|${squash(name)}`;
  const phone = text(lead.phone)?.replace(/\D/g, '');
  if (name && phone) return `person:|${squash(name)}|${phone}`;
  const website = text(lead.company_website);
  const isCompanyRow = !PERSON_FIELDS.some((field) => lead[field] !== undefined);
  if (company && website && isCompanyRow) return `company:${squash(company)}|${domainOf(website)}`;
  if (hasStrongKey) return null;
  return `fp:${fingerprint(lead)}`;
}

/** https://www.Acme.com/about → acme.com */
export function domainOf(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#:].*$/, '');
}

/** A digest of every value (squashed, lists sorted): equal for the same row however it was cased or spaced. */
function fingerprint(lead: NormalizedLead): string {
  const parts = LEAD_FIELD_NAMES.filter((field) => lead[field] !== undefined).map((field) => {
    const value = lead[field] as string | string[];
    const squashed = Array.isArray(value) ? value.map(squash).sort().join(';') : squash(value);
    return `${field}=${squashed}`;
  });
  return createHash('sha1').update(parts.join('\n')).digest('hex');
}

/**
 * Any character past ASCII. ASCII text has nothing to decompose (NFKD) and no combining marks, so squash skips both
 * for it: an import squashes each row's name and company.
 */
const NOT_ASCII = /[\u0080-\uffff]/;

/** White space that is not a single space: what squash replaces (a lone space is left as it is, not made again). */
const NOT_ONE_SPACE = /\s{2,}|[^\S ]/g;

function squash(value: string): string {
  const folded = NOT_ASCII.test(value) ? value.normalize('NFKD').replace(/\p{M}/gu, '') : value;
  return folded.toLowerCase().replace(NOT_ONE_SPACE, ' ').trim();
}

/** How the profile normaliser's every answer starts. */
const PROFILE_PREFIX = 'https://www.';

/**
 * The lead de-duplication key of a LinkedIn URL. Personal profiles go through the product's one normaliser
 * (search/adapters/linkedin-profile.ts), so leads, search results, CSV personas and personas agree on a person:
 * linkedin.com/in/Jane-Doe/details/, https://de.linkedin.com/in/jane-doe?trk=x → linkedin.com/in/jane-doe.
 * Other LinkedIn pages (companies, schools) keep a lower-cased, query-less form.
 */
export function canonicalLinkedIn(url: string): string {
  const profile = normalizeLinkedInProfileUrl(url);
  if (profile) return profile.slice(PROFILE_PREFIX.length);
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
  const changes = emptyLead();
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
