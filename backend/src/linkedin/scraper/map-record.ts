import { normalizeLinkedInProfileUrl } from '../../search/adapters/linkedin-profile';
import { isRecord, records } from '../../search/adapters/vendor-http';
import type {
  LinkedInActivity,
  LinkedInData,
  LinkedInEducation,
  LinkedInExperience,
  LinkedInPost,
} from '../linkedin-data';
import type { ScrapeOutcome } from './profile-scraper.port';

/**
 * Bright Data people-profile records (shared/reference/external-apis.md §2) → our LinkedInData and scrape
 * outcomes. Pure functions. The vendor's records are loose: any list may be null, counts may be null or text,
 * experience comes flat or grouped by company, and the order of records is not the order of the inputs.
 */

type Row = Record<string, unknown>;

/** Sane upper bounds: a profile is stored and sent to the AI, so one odd record must not grow without end. */
export const LIMITS = {
  posts: 20,
  activity: 20,
  experience: 30,
  education: 15,
  certifications: 30,
  recommendations: 20,
  /** As long as the pasted profile text persona analysis accepts. */
  aboutChars: 20_000,
  descriptionChars: 4_000,
  textChars: 1_000,
} as const;

const ERROR_SENTENCES: Record<string, string> = {
  dead_page: 'This LinkedIn profile could not be found (dead page).',
  bad_input: 'This URL is not a LinkedIn profile the scraper accepts (bad input).',
  blocked: 'LinkedIn blocked access to this profile. Please try again later (blocked).',
  crawl_error: 'This LinkedIn profile could not be fetched. Please try again later (crawl error).',
  parse_error: 'This LinkedIn profile page could not be read (parse error).',
  missing: 'The scraper returned no data for this LinkedIn profile.',
  invalid_url: 'This is not a LinkedIn profile URL.',
};

/** A sentence a user can read for a vendor error_code or one of ours. */
export function scrapeErrorMessage(code: string): string {
  return ERROR_SENTENCES[code] ?? `This LinkedIn profile could not be scraped (${code.replace(/_/g, ' ')}).`;
}

export function failedOutcome(linkedinUrl: string, code: string): ScrapeOutcome {
  return { linkedin_url: linkedinUrl, ok: false, error_code: code, error: scrapeErrorMessage(code) };
}

/**
 * One outcome per given URL, in the given order, joined to the records on the normalised `input.url` (never on
 * position). A URL without any record fails as 'missing'; a URL that is not a profile fails as 'invalid_url'.
 * When the vendor sent several records for one URL, a profile wins over an error.
 */
export function joinOutcomes(urls: string[], rawRecords: unknown): ScrapeOutcome[] {
  const byUrl = new Map<string, Row>();
  for (const record of records(rawRecords)) {
    const key = recordInputUrl(record);
    if (!key) continue;
    const known = byUrl.get(key);
    if (!known || (isErrorRecord(known) && !isErrorRecord(record))) byUrl.set(key, record);
  }
  return urls.map((url) => {
    const key = normalizeLinkedInProfileUrl(url);
    if (!key) return failedOutcome(url, 'invalid_url');
    const record = byUrl.get(key);
    return record ? recordOutcome(record, url) : failedOutcome(url, 'missing');
  });
}

/** The normalised profile URL a record answers: its `input.url`, else the `input_url` some records carry. */
export function recordInputUrl(record: Row): string | null {
  const input = isRecord(record.input) ? record.input : {};
  return normalizeLinkedInProfileUrl(input.url) ?? normalizeLinkedInProfileUrl(record.input_url);
}

export function isErrorRecord(record: Row): boolean {
  return text(record.error_code) !== null || (text(record.error) !== null && !hasProfile(record));
}

function hasProfile(record: Row): boolean {
  return [record.id, record.linkedin_id, record.name, record.first_name].some((value) => text(value) !== null);
}

/** The outcome for one record: a failed outcome for an error record or an empty one, else the mapped profile. */
export function recordOutcome(record: Row, linkedinUrl: string): ScrapeOutcome {
  if (isErrorRecord(record)) {
    const code = (text(record.error_code) ?? 'crawl_error').toLowerCase().replace(/[^a-z0-9_]/g, '_');
    return failedOutcome(linkedinUrl, code.slice(0, 40));
  }
  if (!hasProfile(record)) return failedOutcome(linkedinUrl, 'missing');
  const normalised = normalizeLinkedInProfileUrl(linkedinUrl) ?? linkedinUrl;
  return {
    linkedin_url: linkedinUrl,
    ok: true,
    data: mapProfileRecord(record, normalised),
  };
}

/**
 * A people-profile record (or any LinkedInData-like object) → LinkedInData. `linkedinUrl` is the normalised URL
 * that was asked for, or null when there is none.
 */
export function mapProfileRecord(record: Row, linkedinUrl: string | null): LinkedInData {
  let firstName = text(record.first_name);
  let lastName = text(record.last_name);
  const name = text(record.name) ?? ([firstName, lastName].filter(Boolean).join(' ') || null);
  if (name && !firstName && !lastName) {
    const [first, ...rest] = name.split(' ');
    firstName = first;
    lastName = rest.join(' ') || null;
  }
  const company = isRecord(record.current_company) ? record.current_company : {};
  const currentCompanyName = text(record.current_company_name) ?? text(company.name);
  const currentCompany = {
    name: text(company.name) ?? currentCompanyName,
    title: text(company.title),
    link: link(company.link),
  };
  const countryCode = text(record.country_code)?.toUpperCase() ?? null;
  return {
    linkedin_url: linkedinUrl,
    name,
    first_name: firstName,
    last_name: lastName,
    position: headline(record.position),
    current_company_name: currentCompanyName,
    current_company: Object.values(currentCompany).some((value) => value !== null) ? currentCompany : null,
    location: text(record.location),
    city: text(record.city),
    country_code: countryCode && /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
    about: richText(record.about, LIMITS.aboutChars),
    followers: count(record.followers),
    connections: count(record.connections),
    recommendations_count: count(record.recommendations_count),
    recommendations: (Array.isArray(record.recommendations) ? record.recommendations : [])
      .map((item) => richText(item, LIMITS.textChars))
      .filter((item): item is string => item !== null)
      .slice(0, LIMITS.recommendations),
    posts: list(record.posts, LIMITS.posts, mapPost),
    activity: list(record.activity, LIMITS.activity, mapActivity),
    education: list(record.education, LIMITS.education, mapEducation),
    experience: experience(record.experience),
    certifications: list(record.certifications, LIMITS.certifications, (item) => ({
      title: text(item.title),
      subtitle: text(item.subtitle),
    })),
    avatar: record.default_avatar === true ? null : link(record.avatar),
    scraped_at: timestamp(record.timestamp),
  };
}

function mapPost(item: Row): LinkedInPost {
  return {
    title: richText(item.title, LIMITS.textChars),
    link: link(item.link),
    img: link(item.img),
    created_at: timestamp(item.created_at) ?? text(item.created_at),
    interaction: text(item.interaction),
  };
}

function mapActivity(item: Row): LinkedInActivity {
  return {
    title: richText(item.title, LIMITS.textChars),
    interaction: text(item.interaction),
    link: link(item.link),
    img: link(item.img),
  };
}

function mapEducation(item: Row): LinkedInEducation {
  return {
    title: text(item.title),
    degree: text(item.degree),
    field: text(item.field),
    start_year: text(item.start_year),
    end_year: text(item.end_year),
    url: link(item.url),
  };
}

/** Flat roles as they are; a company group's positions[] become one role each, under the group's company. */
function experience(value: unknown): LinkedInExperience[] {
  const roles: LinkedInExperience[] = [];
  for (const item of records(value)) {
    const positions = records(item.positions);
    if (positions.length === 0) {
      roles.push(role(item, text(item.company)));
      continue;
    }
    const company = text(item.company) ?? text(item.title);
    for (const position of positions) {
      roles.push(role({ location: item.location, ...position }, text(position.subtitle) ?? company));
    }
  }
  return roles.filter(notEmpty).slice(0, LIMITS.experience);
}

function role(item: Row, company: string | null): LinkedInExperience {
  const [metaStart, metaEnd] = datesFromMeta(item.meta);
  return {
    title: text(item.title),
    company,
    location: text(item.location),
    start_date: text(item.start_date) ?? metaStart,
    end_date: text(item.end_date) ?? metaEnd,
    description: richText(item.description, LIMITS.descriptionChars),
  };
}

/** 'Jun 2018 - Oct 2023 · 5 yrs' → ['Jun 2018', 'Oct 2023']. */
function datesFromMeta(meta: unknown): [string | null, string | null] {
  const range = text(meta)?.split('·')[0];
  const match = range ? /^(.+?)\s+[-–—]\s+(.+?)$/.exec(range.trim()) : null;
  return match ? [match[1], match[2]] : [null, null];
}

function list<T extends object>(value: unknown, max: number, map: (item: Row) => T): T[] {
  return records(value).map(map).filter(notEmpty).slice(0, max);
}

function notEmpty(item: object): boolean {
  return Object.values(item).some((value) => value !== null);
}

/** Trimmed, whitespace collapsed, clipped; empty → null. Numbers become text (education years may be numbers). */
function text(value: unknown, max: number = LIMITS.textChars): string | null {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return null;
  return clip(raw.replace(/\s+/g, ' ').trim(), max);
}

/** The headline; LinkedIn's '--' placeholder (or any run of dashes) is no headline. */
function headline(value: unknown): string | null {
  const result = text(value);
  return result && /^[\s\-–—.·]+$/.test(result) ? null : result;
}

/** Multi-line text from the vendor's HTML-ish fields: <br> and paragraphs become newlines, other tags go. */
function richText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const plain = decodeEntities(
    value
      .replace(/\r\n?/g, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li)>/gi, '\n')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  );
  const lines = plain.split('\n').map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim());
  return clip(
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    max,
  );
}

function decodeEntities(value: string): string {
  return value
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&(#39|apos);/gi, "'")
    .replace(/&#(\d{1,6});/g, (entity, code: string) => codePoint(Number(code), entity))
    .replace(/&#x([\da-f]{1,6});/gi, (entity, code: string) => codePoint(parseInt(code, 16), entity))
    .replace(/&amp;/gi, '&');
}

function codePoint(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

function clip(value: string, max: number): string | null {
  if (!value) return null;
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

/** Only web links: a record's link ends up in an href in the browser. */
function link(value: unknown): string | null {
  const result = text(value, 2_000);
  return result && /^https?:\/\/\S+$/i.test(result) ? result : null;
}

/** 2423, '2,423', '500+', '1.2K' → a whole number; anything else → null. */
function count(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const match = /^([\d.,]+)\s*([km])?\s*\+?$/i.exec(value.trim());
  if (!match) return null;
  const unit = { k: 1_000, m: 1_000_000 }[match[2]?.toLowerCase() ?? ''] ?? 1;
  const number = Number(unit === 1 ? match[1].replace(/[.,]/g, '') : match[1].replace(/,/g, '.')) * unit;
  return Number.isFinite(number) ? Math.round(number) : null;
}

/** ISO 8601 dates (or epoch milliseconds) → ISO; free text such as '2 weeks ago' is not a timestamp. */
function timestamp(value: unknown): string | null {
  const valid = typeof value === 'number' || (typeof value === 'string' && /^\s*\d{4}-\d{2}-\d{2}/.test(value));
  if (!valid) return null;
  const date = new Date(typeof value === 'string' ? value.trim() : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
