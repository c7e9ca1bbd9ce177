import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { AppException, badRequest } from '../common/app-exception';
import { normalizeLinkedInProfileUrl } from '../search/adapters/linkedin-profile';
import type { InvalidRow } from './entities/csv-persona-session.entity';

export const MISSING_COLUMN = 'The CSV needs a linkedin_url column (or LinkedIn, LinkedIn URL, Profile URL)';
export const NO_VALID_ROWS = 'The CSV has no valid LinkedIn profile URLs';
export const NOT_A_PROFILE = 'Not a LinkedIn profile URL';
export const NO_URL = 'No LinkedIn URL';

/** Header variants, compared without case, spaces, underscores and hyphens. */
const HEADERS = {
  linkedin_url: [
    'linkedinurl',
    'linkedin',
    'linkedinprofile',
    'linkedinprofileurl',
    'linkedinlink',
    'linkedinprofilelink',
    'profileurl',
    'profilelink',
    'profile',
    'url',
  ],
  first_name: ['firstname', 'first', 'givenname', 'forename'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
} as const;

type Column = keyof typeof HEADERS;

const squash = (header: string) => header.toLowerCase().replace(/[\s_\-.]+/g, '');

/** The index of each known column in the header row; the first matching variant wins (in variant order). */
export function findColumns(header: string[]): Partial<Record<Column, number>> {
  const squashed = header.map((cell) => squash(cell.replace(/^\uFEFF/, '')));
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(HEADERS) as Column[]) {
    for (const variant of HEADERS[column]) {
      const index = squashed.indexOf(variant);
      if (index >= 0) {
        found[column] = index;
        break;
      }
    }
  }
  return found;
}

export interface InputRow {
  position: number;
  line: number;
  kind: 'work' | 'invalid' | 'duplicate';
  linkedin_url: string;
  first_name: string | null;
  last_name: string | null;
  error: string | null;
  duplicate_of: number | null;
}

export interface ReadCsv {
  rows: InputRow[];
  /** Valid, unique rows in order. */
  work: InputRow[];
  invalid: InvalidRow[];
  invalidCount: number;
  duplicates: number;
}

const KEPT_INVALID = 100;
const cell = (value: string | undefined, max = 255) => {
  const text = (value ?? '').trim();
  return text ? text.slice(0, max) : null;
};

/**
 * Streams a persona CSV (csv-parse, as the admin lead import reads its files: BOM, quoted newlines, ragged rows):
 * finds the columns, normalises each URL, reports invalid rows with their line numbers, collapses duplicates.
 * Refuses with a 400 once more than maxRows valid unique rows were read.
 */
export async function readPersonaCsv(path: string, maxRows: number): Promise<ReadCsv> {
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      info: true,
      raw: true,
    }),
  );
  const result: ReadCsv = { rows: [], work: [], invalid: [], invalidCount: 0, duplicates: 0 };
  const seen = new Map<string, number>();
  let columns: Partial<Record<Column, number>> | null = null;
  try {
    for await (const { record, info, raw: text } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      if (!columns) {
        columns = findColumns(record);
        // A file of bare URLs without a header row: its first line is already data.
        const bare = record.findIndex((value) => normalizeLinkedInProfileUrl(value) !== null);
        if (columns.linkedin_url === undefined && bare >= 0) columns = { linkedin_url: bare };
        else if (columns.linkedin_url === undefined) throw badRequest('missing_linkedin_column', MISSING_COLUMN);
        else continue;
      }
      if (record.every((value) => !value.trim())) continue;
      const raw = record[columns.linkedin_url as number] ?? '';
      const row: InputRow = {
        position: result.rows.length,
        // info.lines is where the record ends; a quoted cell may span lines, and users look for where it starts.
        line: info.lines - (text.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0),
        kind: 'work',
        linkedin_url: '',
        first_name: columns.first_name === undefined ? null : cell(record[columns.first_name]),
        last_name: columns.last_name === undefined ? null : cell(record[columns.last_name]),
        error: null,
        duplicate_of: null,
      };
      const url = normalizeLinkedInProfileUrl(raw);
      if (!url || url.length > 255) {
        Object.assign(row, { kind: 'invalid', linkedin_url: raw.trim().slice(0, 255) });
        row.error = raw.trim() ? NOT_A_PROFILE : NO_URL;
        result.invalidCount += 1;
        if (result.invalid.length < KEPT_INVALID) {
          result.invalid.push({ line: row.line, value: row.linkedin_url, error: row.error });
        }
      } else if (seen.has(url)) {
        Object.assign(row, { kind: 'duplicate', linkedin_url: url, duplicate_of: seen.get(url) });
        result.duplicates += 1;
      } else {
        row.linkedin_url = url;
        seen.set(url, row.position);
        result.work.push(row);
        if (result.work.length > maxRows) throw tooManyRows(maxRows);
      }
      result.rows.push(row);
    }
  } catch (error) {
    if (error instanceof AppException) throw error;
    throw badRequest('invalid_file', 'Please select a valid CSV file');
  } finally {
    parser.destroy();
  }
  if (!columns) throw badRequest('missing_linkedin_column', MISSING_COLUMN);
  return result;
}

export const tooManyRows = (maxRows: number) =>
  badRequest(
    'too_many_rows',
    `The CSV has more than ${maxRows} LinkedIn profiles; at most ${maxRows} can be analysed at once`,
  );
