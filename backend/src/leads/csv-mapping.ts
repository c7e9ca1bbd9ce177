import { badRequest } from '../common/app-exception';
// From the shared package itself, not through ./csv-automap and ./lead-fields: their re-exports are getters, which an
// import calls for every cell.
import { isMappingTarget, JOINED_FIELDS, MappingTarget } from '@leadscope/shared/csv-automap';
import { isMissing, LEAD_FIELDS, LeadField } from '@leadscope/shared/lead-fields';
import type { LeadRecord } from './lead-index.port';
import { emptyLead, hasFields } from './lead-normalize';
import { lengthLimit, quoted, valueProblem } from './lead-values';

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

/**
 * A mapped column and where its cells are in a record (-1 when the file has no such column), with what put needs of
 * its field, found once per file rather than for every cell: whether another column maps to the same field (only
 * then can the lead hold a value of it already), how two values of it combine, and its length limit.
 */
export interface MappedColumn {
  column: string;
  target: MappingTarget;
  index: number;
  shared: boolean;
  list: boolean;
  joiner: string | undefined;
  limit: number;
}

/**
 * The mapping's columns (in the mapping's order, which decides which value wins) with their place in the trimmed
 * header. A name the header holds twice maps its last place: the cell a record keyed by header would keep.
 */
export function mappedColumns(header: string[], mapping: ColumnMapping): MappedColumn[] {
  const targets = Object.values(mapping);
  // first_name and last_name compose the name (mapCells): a column mapped to name then meets a value already.
  const fields = targets.map((target) => (target === 'first_name' || target === 'last_name' ? 'name' : target));
  return Object.entries(mapping).map(([column, target]) => {
    const field = target as LeadField;
    return {
      column,
      target,
      index: header.lastIndexOf(column),
      shared: fields.filter((other) => other === target).length > 1,
      list: LEAD_FIELDS[field]?.kind === 'list',
      joiner: JOINED_FIELDS[field],
      limit: lengthLimit(field),
    };
  });
}

/**
 * One CSV record (its cells, as the parser read them) as a lead, or the reason it cannot be stored. Several columns
 * may map to one field: list fields collect them all, locations are joined (City, State, Country), first + last
 * name compose the name, others keep the first non-empty. A value its field cannot hold is left out with a warning.
 */
export function mapCells(cells: (string | undefined)[], columns: MappedColumn[]): MappedRow | string {
  const row: MappedRow = { lead: emptyLead<LeadRecord>(), warnings: [] };
  let firstName: string | undefined;
  let lastName: string | undefined;
  let anyValue = false;
  for (const mapped of columns) {
    const { target, index } = mapped;
    const cell = index < 0 ? undefined : cells[index]?.trim();
    if (!cell || isMissing(cell)) continue;
    anyValue = true;
    if (target === 'first_name') firstName ??= cell;
    else if (target === 'last_name') lastName ??= cell;
    else put(row, mapped, cell);
  }
  const composed = firstName && lastName ? `${firstName} ${lastName}` : (firstName ?? lastName);
  if (composed && row.lead.name === undefined) put(row, COMPOSED_NAME, composed);
  if (!anyValue) return 'no values in the mapped columns';
  if (!hasFields(row.lead)) return `no value could be stored: ${row.warnings.join('; ')}`;
  return row;
}

/** The name composed of first and last name, as put sees it: it may meet a name column's value. */
const COMPOSED_NAME: MappedColumn = {
  column: 'first + last name',
  target: 'name',
  index: -1,
  shared: true,
  list: false,
  joiner: undefined,
  limit: lengthLimit('name'),
};

/** A cell's value into the row's lead (see mapCells), or a warning if its column's field cannot hold it. */
function put(row: MappedRow, column: MappedColumn, cell: string): void {
  const field = column.target as LeadField;
  const problem = valueProblem(field, cell, column.limit);
  if (problem) {
    row.warnings.push(`${field} ${quoted(cell)} (column "${column.column}") ${problem}: left out`);
    return;
  }
  const lead = row.lead as Record<string, string>;
  // No other column maps to the field: the lead has no value of it yet.
  const current = column.shared ? lead[field] : undefined;
  if (current === undefined) lead[field] = cell;
  else if (column.list) lead[field] = `${current}; ${cell}`;
  else if (column.joiner && !current.toLowerCase().includes(cell.toLowerCase()))
    lead[field] = `${current}${column.joiner}${cell}`;
}
