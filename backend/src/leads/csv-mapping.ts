import { badRequest } from '../common/app-exception';
import { isLeadField, LEAD_FIELDS, LeadField } from './lead-fields';
import type { LeadRecord } from './lead-index.port';
import { LEAD_VARCHAR_FIELDS } from './migrations/1763750000000-create-leads';

export type ColumnMapping = Record<string, LeadField>;

const SKIP = new Set(['', 'skip', '__skip__']);

/** Parses the upload's column_mapping (CSV header → field); skipped columns are dropped. */
export function parseColumnMapping(raw: string | undefined): ColumnMapping {
  if (!raw || !raw.trim()) throw badRequest('invalid_mapping', 'column_mapping is required: map at least one column');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('invalid_mapping', 'column_mapping must be JSON, e.g. {"Company": "company_name"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('invalid_mapping', 'column_mapping must be a JSON object of column → field');
  }
  const mapping: ColumnMapping = {};
  for (const [column, field] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof field !== 'string')
      throw badRequest('invalid_mapping', `column_mapping for "${column}" must be a field name`);
    if (SKIP.has(field.trim().toLowerCase())) continue;
    if (!isLeadField(field)) throw badRequest('invalid_mapping', `Unknown field "${field}" in column_mapping`);
    mapping[column] = field;
  }
  if (!Object.keys(mapping).length) throw badRequest('invalid_mapping', 'Map at least one column to a field');
  return mapping;
}

const LONG_FIELD_LIMIT = 65_000;
const VARCHAR_LIMIT = 255;
const isVarchar = (field: LeadField) => LEAD_VARCHAR_FIELDS.includes(field);

/**
 * One CSV record (header → cell) as a lead, or the reason it cannot be stored. Several columns may map to one
 * field: list fields collect them all, others keep the first non-empty.
 */
export function mapRecord(record: Record<string, string | undefined>, mapping: ColumnMapping): LeadRecord | string {
  const lead: Record<string, string> = {};
  let anyValue = false;
  for (const [column, field] of Object.entries(mapping)) {
    const cell = record[column]?.trim();
    if (!cell) continue;
    anyValue = true;
    const limit = isVarchar(field) ? VARCHAR_LIMIT : LONG_FIELD_LIMIT;
    if (cell.length > limit) return `${field} is longer than ${limit} characters`;
    if (LEAD_FIELDS[field].kind === 'list') {
      lead[field] = lead[field] === undefined ? cell : `${lead[field]}; ${cell}`;
    } else if (lead[field] === undefined) {
      lead[field] = cell;
    }
  }
  return anyValue ? (lead as LeadRecord) : 'no values in the mapped columns';
}
