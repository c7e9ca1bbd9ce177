/**
 * CSV header → lead field for the CSV Upload screen. The rules are the server's own (backend
 * src/leads/csv-automap.ts, shared so an upload without column_mapping gets what the screen proposes): the spec's
 * keyword rules plus the headers real exports use, columns recognised by their values, first + last name composed
 * into the name. The user can override any mapping or skip a column; the upload sends the result as column_mapping.
 */
import {
  autoMapColumns,
  JOINED_FIELDS,
  NAME_PART_LABELS,
  NAME_PARTS,
  SKIP,
  toColumnMapping,
} from '@leadscope/shared/csv-automap';
import type { LeadField } from '@leadscope/shared/lead-fields';

export { SKIP };

export interface MappableField {
  name: string;
  label: string;
}

/** Targets that are not catalogue fields: parts composed into one (first + last name → Name). */
export const COMPOSED_TARGETS: MappableField[] = NAME_PARTS.map((name) => ({ name, label: NAME_PART_LABELS[name] }));

const acceptedOf = (fields: readonly MappableField[]) => new Set(fields.map((field) => field.name));

/** The field a header maps to, or SKIP, among the fields the server accepts. */
export function autoMapHeader(header: string, fields: readonly MappableField[]): string {
  return autoMapColumns([header], [], acceptedOf(fields))[0];
}

/** One target (or SKIP) per header, in header order; `rows` (the preview's) let values decide a column. */
export function autoMapHeaders(
  headers: readonly string[],
  fields: readonly MappableField[],
  rows: readonly (readonly string[])[] = [],
): string[] {
  return autoMapColumns(headers, rows, acceptedOf(fields));
}

/**
 * The column_mapping the server takes: {"CSV header": "field"} for the columns that are imported. Skipped columns
 * are left out, which the API reads as skipped.
 */
export function columnMapping(headers: readonly string[], mapping: readonly string[]): Record<string, string> {
  return toColumnMapping(headers, mapping);
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

/** Several columns to one field: lists collect, locations are joined (City, State, Country), others keep the first. */
export function isJoinedField(field: string): boolean {
  return field in JOINED_FIELDS && JOINED_FIELDS[field as LeadField] !== undefined;
}

/** What happens to several columns mapped to one field (the server's rule). */
export function duplicateNote(columns: readonly string[], label: string, kind: boolean | 'joined'): string {
  const names = columns.map((column) => `"${column}"`).join(', ');
  if (kind === 'joined') return `${names} all map to ${label}: their values are joined, separated by commas.`;
  return kind
    ? `${names} all map to ${label}: their values are combined.`
    : `${names} all map to ${label}: the first non-empty value in each row is kept.`;
}
