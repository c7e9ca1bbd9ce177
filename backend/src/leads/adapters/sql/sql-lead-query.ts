import { FIELD_TEXT_SEARCH_FIELDS, isMissing, LeadField, LIST_FIELDS, SortField } from '../../lead-fields';
import type { LeadFilters } from '../../lead-index.port';
import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import type { Dialect, SqlParam } from './sql-runner';

/** A FROM/WHERE pair with its parameters; field names come only from the catalogue, values only as parameters. */
export interface SqlScope {
  from: string;
  where: string;
  params: SqlParam[];
  /** Relevance expression (0 without text) and its parameters, for the SELECT list. */
  score: string;
  scoreParams: SqlParam[];
  hasText: boolean;
}

/** Words of a free-text query, quoted for FTS5 (no operator injection). */
export function ftsWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 32)
    .map((word) => `"${word}"`);
}

/**
 * FTS5 query: every word must match ('all'), or any word may ('any'; bm25 ranks those matching more first).
 * With fields, a column filter confines the match to those columns of leads_fts (names from the catalogue only).
 */
export function ftsQuery(text: string, mode: 'all' | 'any' = 'any', fields?: readonly LeadField[]): string | null {
  const words = ftsWords(text);
  if (!words.length) return null;
  const expression = words.join(mode === 'all' ? ' AND ' : ' OR ');
  if (!fields?.length) return expression;
  const unknown = fields.filter((field) => !FULLTEXT_FIELDS.includes(field));
  if (unknown.length) throw new Error(`Not in the full-text index: ${unknown.join(', ')}`);
  return `{${fields.join(' ')}} : (${expression})`;
}

/**
 * MATCH over every searched column (FT_leads) or over one specialised field (its own FT_leads_{field}): MySQL
 * answers MATCH only from a FULLTEXT index over exactly the named columns.
 */
function mysqlMatch(fields: readonly LeadField[] | undefined, mode: 'NATURAL LANGUAGE' | 'BOOLEAN'): string {
  let columns: readonly string[] = FULLTEXT_FIELDS;
  if (fields?.length) {
    if (fields.length !== 1 || !(FIELD_TEXT_SEARCH_FIELDS as readonly string[]).includes(fields[0])) {
      throw new Error(
        `MySQL/MariaDB full-text search over ${fields.join(', ')} has no FULLTEXT index; ` +
          `one field of ${FIELD_TEXT_SEARCH_FIELDS.join(', ')} or all of them is supported`,
      );
    }
    columns = fields;
  }
  return `MATCH(${columns.map((field) => `l.${field}`).join(', ')}) AGAINST (? IN ${mode} MODE)`;
}
/** Column weights for bm25, in FULLTEXT_FIELDS order: names and companies count most. */
export const BM25_WEIGHTS = FULLTEXT_FIELDS.map((field) =>
  field === 'name' || field === 'company_name' ? 5 : field === 'lead_titles' || field === 'skills' ? 3 : 1,
).join(', ');

export interface ScopeOptions {
  /** The datasets to read; undefined reads all of them. */
  datasets?: string[];
  text?: string;
  /** 'all': every word of the text must match (SQLite; MySQL's natural-language mode ranks any match). */
  textMode?: 'all' | 'any';
  /** The fields the text is matched in (checked by the caller); undefined: every searched field. */
  textFields?: LeadField[];
  filters?: LeadFilters;
  excludeField?: LeadField;
}

export function buildScope(dialect: Dialect, options: ScopeOptions): SqlScope {
  const where: string[] = [];
  const params: SqlParam[] = [];
  if (options.datasets) {
    if (!options.datasets.length) where.push('1 = 0');
    else {
      where.push(`l.dataset IN (${options.datasets.map(() => '?').join(', ')})`);
      params.push(...options.datasets);
    }
  }
  let from = 'leads l';
  let score = '0';
  const scoreParams: SqlParam[] = [];
  let hasText = false;

  const text = options.text?.trim().slice(0, 500);
  if (text) {
    if (dialect === 'sqlite') {
      const match = ftsQuery(text, options.textMode ?? 'any', options.textFields);
      if (match) {
        from = 'leads_fts JOIN leads l ON l.id = leads_fts.rowid';
        where.push('leads_fts MATCH ?');
        params.push(match);
        score = `-bm25(leads_fts, ${BM25_WEIGHTS})`;
        hasText = true;
      }
    } else {
      // Every word: boolean mode with +word (InnoDB ignores words under 3 letters); any word: natural language.
      const required = text
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 3)
        .slice(0, 32)
        .map((word) => `+${word}`)
        .join(' ');
      const boolean = (options.textMode ?? 'any') === 'all' && required !== '';
      const match = mysqlMatch(options.textFields, boolean ? 'BOOLEAN' : 'NATURAL LANGUAGE');
      const value = boolean ? required : text;
      where.push(`${match} > 0`);
      params.push(value);
      score = match;
      scoreParams.push(value);
      hasText = true;
    }
  }

  for (const [field, values] of Object.entries(options.filters ?? {}) as [LeadField, string[]][]) {
    if (field === options.excludeField || !values?.length) continue;
    // Compared as stored: trimmed, e-mails lower-cased, missing markers ('nan', 'Unknown') never match.
    const list = values
      .slice(0, 200)
      .map((value) => (field === 'email' ? value.trim().toLowerCase() : value.trim()))
      .filter((value) => !isMissing(value));
    if (!list.length) {
      where.push('1 = 0');
      continue;
    }
    const marks = list.map(() => '?').join(', ');
    if ((LIST_FIELDS as LeadField[]).includes(field)) {
      where.push(
        `EXISTS (SELECT 1 FROM lead_values v WHERE v.lead_id = l.id AND v.field = ? AND v.value IN (${marks}))`,
      );
      params.push(field, ...list);
    } else {
      where.push(`l.${field} IN (${marks})`);
      params.push(...list);
    }
  }
  return { from, where: where.length ? where.join(' AND ') : '1 = 1', params, score, scoreParams, hasText };
}

/** ORDER BY for a sort field (validated by the caller against the catalogue). */
export function orderBy(sort: { field: SortField; order: 'asc' | 'desc' } | undefined, hasText: boolean): string {
  const field = sort?.field ?? '_score';
  const direction = (sort?.order ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
  // Without text every score is 0: newest first (ids grow with insertion), as the port's default.
  if (field === '_score') return hasText ? `score ${direction}, l.id ASC` : 'l.id DESC';
  // Plain column order, so the column's index can serve it: missing values come first ascending, last descending.
  return `l.${field} ${direction}, l.id ${direction}`;
}
