import { badRequest } from '../common/app-exception';
import { isMappingTarget, JOINED_FIELDS, MappingTarget, NamePart } from './csv-automap';
import { isMissing, LEAD_FIELDS, LeadField } from './lead-fields';
import type { LeadRecord } from './lead-index.port';
import { quoted, valueProblem } from './lead-values';

export type ColumnMapping = Record<string, MappingTarget>;

const SKIP = new Set(['', 'skip', '__skip__']);

/**
 * Parses the upload's column_mapping (CSV header → field); skipped columns are dropped. Absent or blank: null,
 * and the server maps the columns itself, as the screen would.
 */
export function parseColumnMapping(raw: string | undefined): ColumnMapping | null {
  if (!raw || !raw.trim()) return null;
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
    if (!isMappingTarget(field)) throw badRequest('invalid_mapping', `Unknown field "${field}" in column_mapping`);
    mapping[column] = field;
  }
  if (!Object.keys(mapping).length) throw badRequest('invalid_mapping', 'Map at least one column to a field');
  return mapping;
}

export interface MappedRow {
  lead: LeadRecord;
  /** Values left out of the lead, and why. */
  warnings: string[];
}

/** A mapped column and where its cells are in a record: -1 when the file has no such column. */
export interface MappedColumn {
  column: string;
  target: MappingTarget;
  index: number;
}

/**
 * The mapping's columns (in the mapping's order, which decides which value wins) with their place in the trimmed
 * header. A name the header holds twice maps its last place: the cell a record keyed by header would keep.
 */
export function mappedColumns(header: string[], mapping: ColumnMapping): MappedColumn[] {
  return Object.entries(mapping).map(([column, target]) => ({ column, target, index: header.lastIndexOf(column) }));
}

/**
 * One CSV record (its cells, as the parser read them) as a lead, or the reason it cannot be stored. Several columns
 * may map to one field: list fields collect them all, locations are joined (City, State, Country), first + last
 * name compose the name, others keep the first non-empty. A value its field cannot hold is left out with a warning.
 */
export function mapCells(cells: (string | undefined)[], columns: MappedColumn[]): MappedRow | string {
  const lead: Record<string, string> = {};
  const parts: Partial<Record<NamePart, string>> = {};
  const warnings: string[] = [];
  let anyValue = false;
  const put = (field: LeadField, cell: string, column: string) => {
    const problem = valueProblem(field, cell);
    if (problem) {
      warnings.push(`${field} ${quoted(cell)} (column "${column}") ${problem}: left out`);
      return;
    }
    const current = lead[field];
    const joiner = JOINED_FIELDS[field];
    if (current === undefined) lead[field] = cell;
    else if (LEAD_FIELDS[field].kind === 'list') lead[field] = `${current}; ${cell}`;
    else if (joiner && !current.toLowerCase().includes(cell.toLowerCase())) lead[field] = `${current}${joiner}${cell}`;
  };
  for (const { column, target, index } of columns) {
    const cell = index < 0 ? undefined : cells[index]?.trim();
    if (!cell || isMissing(cell)) continue;
    anyValue = true;
    if (target === 'first_name' || target === 'last_name') parts[target] ??= cell;
    else put(target, cell, column);
  }
  const composed = [parts.first_name, parts.last_name].filter(Boolean).join(' ');
  if (composed && lead.name === undefined) put('name', composed, 'first + last name');
  if (!anyValue) return 'no values in the mapped columns';
  if (!Object.keys(lead).length) return `no value could be stored: ${warnings.join('; ')}`;
  return { lead: lead as LeadRecord, warnings };
}
