/**
 * CSV header → lead field, by the spec's keyword rules (part 2 §5). The user can override any mapping or skip a
 * column; the upload sends the result as column_mapping.
 */

/** The value a column's dropdown holds when it is not imported. */
export const SKIP = '';

const normalize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_\-./]+/g, ' ')
    .trim();

/**
 * The spec's rules in order: company + name, then industry, sector, location, size, email, phone, then name
 * (not the company's), title and skill.
 */
const KEYWORD_RULES: { test: (header: string) => boolean; field: string }[] = [
  { test: (h) => h.includes('company') && h.includes('name'), field: 'company_name' },
  { test: (h) => h.includes('industry'), field: 'company_industry' },
  { test: (h) => h.includes('sector'), field: 'company_sector' },
  { test: (h) => h.includes('location'), field: 'company_location_text' },
  { test: (h) => h.includes('size'), field: 'company_size' },
  { test: (h) => h.includes('email'), field: 'email' },
  { test: (h) => h.includes('phone'), field: 'phone' },
  { test: (h) => h.includes('name'), field: 'name' },
  { test: (h) => h.includes('title'), field: 'lead_titles' },
  { test: (h) => h.includes('skill'), field: 'skills' },
];

export interface MappableField {
  name: string;
  label: string;
}

/**
 * The field a header maps to, or SKIP. A header that is a field's own name or label ('lead_location', 'Company
 * Type') maps to that field; otherwise the keyword rules decide, among the fields the server accepts.
 */
export function autoMapHeader(header: string, fields: readonly MappableField[]): string {
  const accepted = new Set(fields.map((field) => field.name));
  const text = normalize(header);
  if (!text) return SKIP;
  const exact = fields.find((field) => normalize(field.name) === text || normalize(field.label) === text);
  if (exact) return exact.name;
  const rule = KEYWORD_RULES.find(({ test, field }) => accepted.has(field) && test(text));
  return rule ? rule.field : SKIP;
}

/** One field (or SKIP) per header, in header order. */
export function autoMapHeaders(headers: readonly string[], fields: readonly MappableField[]): string[] {
  return headers.map((header) => autoMapHeader(header, fields));
}

/**
 * The column_mapping the server takes: {"CSV header": "field"} for the columns that are imported. Skipped columns
 * are left out, which the API reads as skipped.
 */
export function columnMapping(headers: readonly string[], mapping: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((header, index) => {
    const field = mapping[index];
    if (field && field !== SKIP) result[header] = field;
  });
  return result;
}

/** Fields more than one column maps to, with those columns' headers. */
export function duplicateTargets(headers: readonly string[], mapping: readonly string[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  headers.forEach((header, index) => {
    const field = mapping[index];
    if (!field) return;
    byField.set(field, [...(byField.get(field) ?? []), header]);
  });
  return new Map([...byField].filter(([, columns]) => columns.length > 1));
}

/** What happens to several columns mapped to one field (the server's rule: lists collect, others keep the first). */
export function duplicateNote(columns: readonly string[], label: string, list: boolean): string {
  const names = columns.map((column) => `"${column}"`).join(', ');
  return list
    ? `${names} all map to ${label}: their values are combined.`
    : `${names} all map to ${label}: the first non-empty value in each row is kept.`;
}
