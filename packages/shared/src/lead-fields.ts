/**
 * The lead field catalogue (spec part 2 §3): what a CSV column may map to, what the DB Query console filters and
 * sorts on, and what every lead index adapter stores. The one place field names are listed.
 */
export type FieldGroup = 'company' | 'lead';
export type FieldKind = 'text' | 'keyword' | 'list';

export interface FieldSpec {
  group: FieldGroup;
  label: string;
  /** text: full-text searched and filterable; keyword: exact values only; list: several values (skills). */
  kind: FieldKind;
  /** How many top values the filter picker shows (spec §9; default 50). */
  topValues: number;
}

export const LEAD_FIELDS = {
  company_name: { group: 'company', label: 'Company Name', kind: 'text', topValues: 50 },
  company_industry: { group: 'company', label: 'Industry', kind: 'text', topValues: 50 },
  company_sector: { group: 'company', label: 'Sector', kind: 'text', topValues: 50 },
  company_location_text: { group: 'company', label: 'Company Location', kind: 'text', topValues: 50 },
  company_size: { group: 'company', label: 'Company Size', kind: 'keyword', topValues: 50 },
  company_type: { group: 'company', label: 'Company Type', kind: 'keyword', topValues: 50 },
  company_website: { group: 'company', label: 'Website', kind: 'keyword', topValues: 50 },
  revenue_range: { group: 'company', label: 'Revenue Range', kind: 'keyword', topValues: 50 },
  company_sic_code: { group: 'company', label: 'SIC Code', kind: 'keyword', topValues: 20 },
  company_naics_code: { group: 'company', label: 'NAICS Code', kind: 'keyword', topValues: 20 },
  name: { group: 'lead', label: 'Name', kind: 'text', topValues: 50 },
  email: { group: 'lead', label: 'Email', kind: 'keyword', topValues: 20 },
  phone: { group: 'lead', label: 'Phone', kind: 'keyword', topValues: 50 },
  lead_titles: { group: 'lead', label: 'Title', kind: 'text', topValues: 50 },
  skills: { group: 'lead', label: 'Skills', kind: 'list', topValues: 30 },
  seniority_level: { group: 'lead', label: 'Seniority Level', kind: 'keyword', topValues: 15 },
  decision_making_power: { group: 'lead', label: 'Decision-Making Power', kind: 'keyword', topValues: 50 },
  linkedin_url: { group: 'lead', label: 'LinkedIn URL', kind: 'keyword', topValues: 50 },
  lead_location: { group: 'lead', label: 'Lead Location', kind: 'text', topValues: 40 },
  past_companies: { group: 'lead', label: 'Past Companies', kind: 'list', topValues: 30 },
} as const satisfies Record<string, FieldSpec>;

export type LeadField = keyof typeof LEAD_FIELDS;
export const LEAD_FIELD_NAMES = Object.keys(LEAD_FIELDS) as LeadField[];
export const LIST_FIELDS = LEAD_FIELD_NAMES.filter((field) => LEAD_FIELDS[field].kind === 'list');
/** Searched by the full-text query. */
export const TEXT_FIELDS = LEAD_FIELD_NAMES.filter(
  (field) => LEAD_FIELDS[field].kind !== 'keyword' || field === 'email',
);
/**
 * Fields a full-text search can be restricted to on every adapter (LeadQuery.textFields): the specialised
 * searches' fields. MySQL/MariaDB has a FULLTEXT index of its own for each (any other subset of TEXT_FIELDS
 * works on SQLite and Elasticsearch).
 */
export const FIELD_TEXT_SEARCH_FIELDS = [
  'company_name',
  'name',
  'skills',
  'company_industry',
] as const satisfies readonly LeadField[];

/** The text fields of a query, checked: undefined when it searches every field. */
export function checkTextFields(fields: readonly LeadField[] | undefined): LeadField[] | undefined {
  if (!fields?.length) return undefined;
  const unique = [...new Set(fields)];
  const unsearched = unique.filter((field) => !TEXT_FIELDS.includes(field));
  if (unsearched.length) throw new Error(`Not full-text searched: ${unsearched.join(', ')}`);
  return unique.length === TEXT_FIELDS.length ? undefined : unique;
}

/** Fields every lead carries besides the catalogue. */
export const SYSTEM_FIELDS = ['id', 'dataset', 'data_source', 'created_at', 'updated_at'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** What the DB Query console may sort on: any field, the system dates, or relevance. */
export const SORT_FIELDS = [
  ...LEAD_FIELD_NAMES,
  'dataset',
  'data_source',
  'created_at',
  'updated_at',
  '_score',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const DEFAULT_INDEX_PATTERN = 'file*_part*';

export function isLeadField(value: string): value is LeadField {
  return Object.prototype.hasOwnProperty.call(LEAD_FIELDS, value);
}

export function isSortField(value: string): value is SortField {
  return (SORT_FIELDS as readonly string[]).includes(value);
}

/** 'nan', 'Unknown', 'null', 'n/a' and blanks mean "no value" (spec part 1 §3). */
const MISSING = new Set(['', 'nan', 'none', 'null', 'unknown', 'n/a', 'na', '-']);
const LONGEST_MISSING = Math.max(...[...MISSING].map((word) => word.length));
/** The first characters of the "no value" words, either case (an empty text aside). */
const MISSING_STARTS = new Set([...MISSING].flatMap((word) => (word ? [word[0], word[0].toUpperCase()] : [])));

export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every(isMissing);
  const text = String(value).trim();
  // Most values are longer than every "no value" word, or start otherwise: no lower-case copy for them (a CSV import
  // asks per cell, and again per field).
  if (text.length > LONGEST_MISSING) return false;
  return text.length === 0 || (MISSING_STARTS.has(text[0]) && MISSING.has(text.toLowerCase()));
}
