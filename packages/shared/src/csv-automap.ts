/**
 * CSV header (and sample values) → lead field: the spec's keyword rules (part 2 §5) plus the headers real exports
 * use (LinkedIn Sales Navigator, HubSpot, Salesforce, Apollo, Google Sheets, Excel). Pure and dependency-free: the
 * server applies it when an upload names no column_mapping, and the CSV Upload screen proposes it, so both agree.
 */
import { isLeadField, LEAD_FIELDS, LeadField } from './lead-fields';

/** Columns composed into one field: first + last name → name. */
export const NAME_PARTS = ['first_name', 'last_name'] as const;
export type NamePart = (typeof NAME_PARTS)[number];
export type MappingTarget = LeadField | NamePart;
export const NAME_PART_LABELS: Record<NamePart, string> = {
  first_name: 'First name (composed into Name)',
  last_name: 'Last name (composed into Name)',
};

/** Fields several columns are joined into (City + State + Country), with the separator. */
export const JOINED_FIELDS: Partial<Record<LeadField, string>> = {
  lead_location: ', ',
  company_location_text: ', ',
};

/** The value a column's decision holds when it is not imported. */
export const SKIP = '';

export function isMappingTarget(value: string): value is MappingTarget {
  return isLeadField(value) || (NAME_PARTS as readonly string[]).includes(value);
}

/** 'Organization-Name', 'State/Region', '# Employees' → 'organization name', 'state region', 'employees'. */
export const normalizeHeader = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A place part: composed into the person's or, for a company list, the company's location. */
const PLACE = 'place';
type Decision = MappingTarget | typeof PLACE | typeof SKIP;

/** Headers as exports write them (normalised): exact matches win over keyword rules. */
const VOCABULARY: Record<string, Decision> = {};
const vocabulary = (decision: Decision, headers: string[]) => headers.forEach((h) => (VOCABULARY[h] = decision));
vocabulary('first_name', ['first name', 'firstname', 'first', 'given name', 'forename', 'prenom', 'vorname']);
vocabulary('last_name', ['last name', 'lastname', 'last', 'surname', 'family name', 'nom', 'nachname']);
vocabulary('name', ['name', 'full name', 'fullname', 'contact', 'contact name', 'person name', 'lead name']);
vocabulary('company_name', [
  'company',
  'organization',
  'organisation',
  'account',
  'account name',
  'employer',
  'current company',
  'company name for emails',
  'business name',
  'firm',
  'unternehmen',
  'societe',
  'entreprise',
  'firma',
]);
vocabulary('company_website', [
  'website',
  'web site',
  'company website',
  'website url',
  'domain',
  'company domain',
  'company domain name',
  'homepage',
  'web',
  'url',
]);
vocabulary('company_size', [
  'employees',
  'number of employees',
  'employee count',
  'employees count',
  'headcount',
  'company headcount',
  'num employees',
  'estimated num employees',
  'size',
]);
vocabulary(PLACE, [
  'city',
  'state',
  'country',
  'region',
  'province',
  'state region',
  'country region',
  'state province',
  'mailing city',
  'mailing state',
  'mailing state province',
  'mailing country',
  'town',
  'ville',
  'pays',
  'stadt',
  'land',
]);
vocabulary('company_location_text', [
  'company city',
  'company state',
  'company country',
  'billing city',
  'billing state',
  'billing state province',
  'billing country',
  'company address',
  'company location',
  'headquarters',
  'hq location',
]);
vocabulary('lead_location', ['person location', 'lead location', 'contact location', 'geography']);
vocabulary('lead_titles', ['title', 'job title', 'position', 'job position', 'current title', 'headline', 'role']);
vocabulary('linkedin_url', [
  'linkedin',
  'linkedin url',
  'linkedin profile',
  'linkedin profile url',
  'person linkedin url',
  'profile url',
  'linkedin member url',
  'li url',
]);
vocabulary('email', ['email', 'e mail', 'email address', 'work email', 'business email', 'primary email', 'mail']);
vocabulary('phone', ['phone', 'phone number', 'mobile', 'mobile phone', 'telephone', 'tel', 'cell', 'work phone']);
vocabulary('revenue_range', ['revenue', 'annual revenue', 'revenue range']);
vocabulary('seniority_level', ['seniority', 'seniority level']);
vocabulary('past_companies', ['past companies', 'previous companies', 'former companies']);
vocabulary('company_sic_code', ['sic', 'sic code', 'sic codes']);
vocabulary('company_naics_code', ['naics', 'naics code', 'naics codes']);

/** Columns about a field that do not hold it ('Email Status', 'Company Linkedin Url', 'Phone Opt Out'). */
const NOT_THE_VALUE =
  /\b(status|confidence|source|sent|opened?|bounced?|opt|optout|verified|catch|clicked?|replied|date|count|type|valid|consent|unsubscribed)\b/;
const has = (header: string, ...words: string[]) => words.some((word) => new RegExp(`\\b${word}`).test(header));
const COMPANY_WORDS = ['company', 'organi[sz]ation', 'account', 'employer', 'business'];

/** Keyword rules after the vocabulary: the spec's (company + name, industry … skill) with the exports' words. */
const KEYWORD_RULES: { test: (header: string) => boolean; decision: Decision }[] = [
  { test: (h) => has(h, 'linkedin') && has(h, ...COMPANY_WORDS), decision: SKIP },
  { test: (h) => has(h, 'linkedin') && has(h, 'url', 'profile', 'link\\b'), decision: 'linkedin_url' },
  { test: (h) => has(h, ...COMPANY_WORDS) && has(h, 'name'), decision: 'company_name' },
  { test: (h) => has(h, 'industry', 'industries'), decision: 'company_industry' },
  { test: (h) => has(h, 'sector'), decision: 'company_sector' },
  { test: (h) => has(h, 'website', 'domain'), decision: 'company_website' },
  { test: (h) => has(h, 'employees', 'headcount'), decision: 'company_size' },
  { test: (h) => has(h, 'location'), decision: 'company_location_text' },
  { test: (h) => has(h, 'size'), decision: 'company_size' },
  { test: (h) => has(h, 'email', 'e mail') && !NOT_THE_VALUE.test(h), decision: 'email' },
  { test: (h) => has(h, 'phone', 'mobile') && !NOT_THE_VALUE.test(h), decision: 'phone' },
  { test: (h) => has(h, 'first name'), decision: 'first_name' },
  { test: (h) => has(h, 'last name', 'surname'), decision: 'last_name' },
  { test: (h) => has(h, 'name') && !has(h, ...COMPANY_WORDS), decision: 'name' },
  { test: (h) => has(h, 'title'), decision: 'lead_titles' },
  { test: (h) => has(h, 'skill'), decision: 'skills' },
  { test: (h) => has(h, 'seniority'), decision: 'seniority_level' },
  { test: (h) => has(h, 'revenue'), decision: 'revenue_range' },
];

const LINKEDIN_PROFILE = /^(https?:\/\/)?([a-z]{2,3}\.)?(www\.)?linkedin\.com\/(in|pub)\//i;
export const EMAIL_SHAPE = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

/** The field a column's values say it holds ('linkedin_url', 'email'), whatever its header, or null. */
export function mapByContent(values: readonly string[]): MappingTarget | null {
  const filled = values.map((value) => value.trim()).filter(Boolean);
  if (filled.length === 0) return null;
  const share = (test: (value: string) => boolean) => filled.filter(test).length / filled.length;
  if (share((value) => LINKEDIN_PROFILE.test(value)) >= 0.6) return 'linkedin_url';
  if (share((value) => EMAIL_SHAPE.test(value)) >= 0.6) return 'email';
  return null;
}

function decideHeader(header: string): Decision {
  const text = normalizeHeader(header);
  if (!text) return SKIP;
  const exactField = (Object.keys(LEAD_FIELDS) as LeadField[]).find(
    (field) => normalizeHeader(field) === text || normalizeHeader(LEAD_FIELDS[field].label) === text,
  );
  if (exactField) return exactField;
  if (text in VOCABULARY) return VOCABULARY[text];
  return KEYWORD_RULES.find(({ test }) => test(text))?.decision ?? SKIP;
}

const COMPANY_FACTS: readonly Decision[] = ['company_website', 'company_industry', 'company_size', 'revenue_range'];

/**
 * In a list of companies (company facts, no company name column, nothing else about a person) the one "Name"
 * column is the company's: an organisations export's Name is not a person.
 */
function companyNameFromName(decisions: Decision[]): void {
  const names = decisions.flatMap((decision, index) => (decision === 'name' ? [index] : []));
  const otherPerson = decisions.some((decision) => decision !== 'name' && PERSON_TARGETS.includes(decision));
  const companyFacts = decisions.some((decision) => COMPANY_FACTS.includes(decision));
  if (names.length === 1 && !otherPerson && companyFacts && !decisions.includes('company_name')) {
    decisions[names[0]] = 'company_name';
  }
}

/** Fields that say a list is about people (a list with none of them is a company list). */
const PERSON_TARGETS: readonly Decision[] = ['name', 'first_name', 'last_name', 'email', 'linkedin_url', 'lead_titles'];

/**
 * One target (or SKIP) per header, in header order. `rows` are sample data rows (the preview's): a column whose
 * values are mostly LinkedIn profile URLs or e-mails maps by content. City / State / Country columns are composed
 * into the lead's location, or the company's for a list without people. `accepted` limits the fields.
 */
export function autoMapColumns(
  headers: readonly string[],
  rows: readonly (readonly string[])[] = [],
  accepted?: ReadonlySet<string>,
): (MappingTarget | typeof SKIP)[] {
  const decisions = headers.map((header, index) => {
    const byContent = mapByContent(rows.map((row) => row[index] ?? ''));
    return byContent ?? decideHeader(header);
  });
  companyNameFromName(decisions);
  const companyList = !decisions.some((decision) => PERSON_TARGETS.includes(decision));
  return decisions.map((decision) => {
    const target = decision === PLACE ? (companyList ? 'company_location_text' : 'lead_location') : decision;
    if (target === SKIP) return SKIP;
    if (accepted && isLeadField(target) && !accepted.has(target)) return SKIP;
    return target;
  });
}

/** The column_mapping the API takes: {"CSV header": target} for imported columns (skipped ones left out). */
export function toColumnMapping(headers: readonly string[], targets: readonly string[]): Record<string, MappingTarget> {
  const mapping: Record<string, MappingTarget> = {};
  headers.forEach((header, index) => {
    const target = targets[index];
    if (target && isMappingTarget(target) && !(header in mapping)) mapping[header] = target;
  });
  return mapping;
}

/** Headers no column_mapping entry imports. */
export function skippedColumns(headers: readonly string[], mapping: Record<string, string>): string[] {
  return headers.filter((header) => !mapping[header]);
}
