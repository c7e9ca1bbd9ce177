// From the shared package itself: ../../lead-fields re-exports it by getters, which an import would call for every lead.
import { LEAD_FIELD_NAMES, LeadField, LIST_FIELDS } from '@leadscope/shared/lead-fields';
import type { DataSource as LeadDataSource, LeadHit, StoredLead } from '../../lead-index.port';
import { dedupKeys, emptyLead, NormalizedLead } from '../../lead-normalize';
import type { Dialect, SqlParam } from './sql-runner';

/** Catalogue fields in column order (list fields are JSON text columns). */
export const FIELD_COLUMNS: LeadField[] = [...LEAD_FIELD_NAMES];
export const KEY_COLUMNS = ['email_key', 'linkedin_key', 'person_key'] as const;
export type KeyColumn = (typeof KEY_COLUMNS)[number];
/** A lead's three key columns. */
export type KeyColumns = Record<KeyColumn, string | null>;
export const SELECT_COLUMNS = ['id', 'dataset', 'data_source', 'created_at', 'updated_at', ...FIELD_COLUMNS].map(
  (column) => `l.${column}`,
);

const isList = (field: LeadField) => (LIST_FIELDS as LeadField[]).includes(field);

export type LeadRow = Record<string, unknown>;

function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value ?? '');
  // SQLite's CURRENT_TIMESTAMP: 'YYYY-MM-DD HH:MM:SS' in UTC.
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}.000Z` : text;
}

function parseList(value: unknown): string[] {
  if (typeof value !== 'string' || !value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function rowToLead(row: LeadRow): StoredLead {
  const lead: Record<string, unknown> = {
    id: String(row.id),
    dataset: row.dataset,
    data_source: row.data_source as LeadDataSource,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
  for (const field of FIELD_COLUMNS) {
    lead[field] = isList(field) ? parseList(row[field]) : ((row[field] as string | null) ?? null);
  }
  return lead as StoredLead;
}

/** The column a page's read answers each lead's JSON in (pageColumns). */
const LEAD_JSON = 'lead_json';

/** toIso of a column's value (CURRENT_TIMESTAMP's text, 'YYYY-MM-DD HH:MM:SS' in UTC), in SQLite's SQL. */
const isoOf = (column: string) =>
  `CASE WHEN ${column} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9]' ` +
  `THEN replace(${column}, ' ', 'T') || '.000Z' ELSE ifnull(CAST(${column} AS TEXT), '') END`;

/** parseList of a column's value, in SQLite's SQL: a JSON array, embedded as JSON (not as a string), or an empty one. */
const listOf = (column: string) =>
  `CASE WHEN NOT json_valid(${column}) THEN json_array() WHEN json_type(${column}) = 'array' ` +
  `THEN json(${column}) ELSE json_array() END`;

/**
 * SQLite: a lead's JSON made by json_object in the reader's thread, the value rowToLead makes of the lead's row with
 * the same keys in the same order.
 */
const SQLITE_LEAD_JSON = `json_object(${[
  `'id', CAST(l.id AS TEXT)`,
  `'dataset', l.dataset`,
  `'data_source', l.data_source`,
  `'created_at', ${isoOf('l.created_at')}`,
  `'updated_at', ${isoOf('l.updated_at')}`,
  ...FIELD_COLUMNS.map((field) => `'${field}', ${isList(field) ? listOf(`l.${field}`) : `l.${field}`}`),
].join(', ')})`;

/**
 * MySQL/MariaDB: SELECT_COLUMNS with the dates as the ISO text toIso makes, made by the server (the connection reads a
 * DATETIME as UTC): mysql2 made a Date of each and rowToLead its text, 2.2% of the main thread under the lead bench's
 * searches on 1M leads in MariaDB.
 */
const MYSQL_PAGE_COLUMNS = SELECT_COLUMNS.map((column) =>
  column === 'l.created_at' || column === 'l.updated_at'
    ? `DATE_FORMAT(${column}, '%Y-%m-%dT%H:%i:%s.000Z') AS ${column.slice(2)}`
    : column,
);

/**
 * The columns a page of leads is read with. SQLite: its id and its JSON (SQLITE_LEAD_JSON), which the answer takes as
 * it is (toHit). Measured under the lead bench's searches on 1M leads (10 clients), rowToLead and the JSON of the
 * leads it made took 9% of the main thread. MySQL/MariaDB: the row's columns (MYSQL_PAGE_COLUMNS), made into a lead by
 * rowToLead. MariaDB's JSON_OBJECT would take that work off the main thread, but costs its server more than it saves
 * there (measured on 1M leads: a page of 100 sorted leads 1.3-1.5 ms more of its CPU, 0.8-1.2 ms less of the app's).
 */
export function pageColumns(dialect: Dialect): string[] {
  return dialect === 'sqlite' ? ['l.id', `${SQLITE_LEAD_JSON} AS ${LEAD_JSON}`] : MYSQL_PAGE_COLUMNS;
}

/**
 * A hit from the lead's JSON: `lead` is parsed from it when first asked for (a DB Query page never asks: it writes
 * the JSON as it is).
 */
class JsonLeadHit implements LeadHit {
  private parsed?: StoredLead;

  constructor(
    readonly json: string,
    public score: number,
  ) {}

  get lead(): StoredLead {
    this.parsed ??= JSON.parse(this.json) as StoredLead;
    return this.parsed;
  }
}

/** A hit from a row read with pageColumns. */
export function toHit(row: LeadRow, score: number): LeadHit {
  const json = row[LEAD_JSON];
  return typeof json === 'string' ? new JsonLeadHit(json, score) : { lead: rowToLead(row), score };
}

/** The stored lead in the normalised form merges work on. */
export function rowToNormalized(row: LeadRow): NormalizedLead {
  const lead = emptyLead();
  for (const field of FIELD_COLUMNS) {
    if (isList(field)) {
      const list = parseList(row[field]);
      if (list.length) lead[field] = list;
    } else if (row[field] !== null && row[field] !== undefined) {
      lead[field] = String(row[field]);
    }
  }
  return lead;
}

export function fieldValue(lead: NormalizedLead, field: LeadField): SqlParam {
  const value = lead[field];
  if (value === undefined) return null;
  return Array.isArray(value) ? JSON.stringify(value) : value;
}

/** The three de-duplication columns of a lead; person_key holds its one identity key (person:, company: or fp:). */
export function keyValues(lead: NormalizedLead): KeyColumns {
  return keyColumns(dedupKeys(lead));
}

/** keyValues from a lead's dedupKeys, for callers that already have them. */
export function keyColumns(keys: string[]): KeyColumns {
  // The first key of each kind, cut to the column's length (an import asks twice a row: no closures made for it).
  let email: string | null = null;
  let linkedIn: string | null = null;
  let person: string | null = null;
  for (const key of keys) {
    if (key.startsWith('email:')) email ??= key.slice(0, 255);
    else if (key.startsWith('li:')) linkedIn ??= key.slice(0, 255);
    else person ??= key.slice(0, 255);
  }
  return { email_key: email, linkedin_key: linkedIn, person_key: person };
}

/** The longest value of lead_values (its column's length), in UTF-16 code units as a JavaScript string counts. */
export const LIST_VALUE_MAX = 255;

/** A value cut to `max` UTF-16 code units. No free variables: its source runs in SQLite's threads too. */
function cutListValue(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** A list's value as lead_values holds it: cut to LIST_VALUE_MAX. */
export const listValue = (value: string) => cutListValue(value, LIST_VALUE_MAX);

/** Values a list field contributes to lead_values, each handed to `add` (no array of them is made). */
export function addListValues(lead: NormalizedLead, add: (field: LeadField, value: string) => void): void {
  for (const field of LIST_FIELDS) {
    const list = lead[field];
    if (Array.isArray(list)) for (const value of list) add(field, listValue(value));
  }
}

/**
 * SQLite: the INSERTs that give the leads with ids in [?, ?) their list values, one a list field, made by the
 * writer's thread from the lists' JSON in the lead rows (fieldValue), instead of sent as rows beside them. The same
 * values as addListValues: SQLite's json_each reads each value back as it was; one whose JSON has an escape (a
 * control character, a lone surrogate) or that is longer than LIST_VALUE_MAX bytes in UTF-8 (so perhaps longer than
 * LIST_VALUE_MAX UTF-16 code units) is read by lead_list_value, listValue in the thread (LIST_VALUES_SOURCE).
 */
export const LIST_VALUES_FROM_ROWS = LIST_FIELDS.map(
  (field) =>
    `INSERT INTO lead_values (lead_id, field, value) SELECT l.id, '${field}', ` +
    `CASE WHEN instr(l.${field}, '\\u') = 0 AND length(CAST(j.value AS BLOB)) <= ${LIST_VALUE_MAX} ` +
    `THEN j.value ELSE lead_list_value(l.${field}, j.key) END ` +
    `FROM leads l, json_each(l.${field}) j WHERE l.id >= ? AND l.id < ?`,
);

/**
 * lead_list_value(list, key) as source text, for SQLite's threads: listValue of the list's (JSON) value at key (by
 * cutListValue's own source), with a lone surrogate as U+FFFD. A parameter is bound so; a function's answer would keep
 * it as 3 bytes that are not UTF-8.
 */
export const LIST_VALUES_SOURCE = `${String(cutListValue)}
db.function('lead_list_value', { deterministic: true }, (list, key) =>
  cutListValue(String(JSON.parse(list)[key]), ${LIST_VALUE_MAX}).toWellFormed());`;
