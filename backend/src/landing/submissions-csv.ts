import { CSV_BOM, safeCell } from '../common/csv-export';

export interface SubmissionRow {
  created_at: string;
  referrer: string | null;
  fields: Record<string, string>;
}

function cell(value: string): string {
  const safe = safeCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Form submissions as CSV for spreadsheets: a BOM (Excel reads UTF-8), one column per field name in the order
 * first seen, formula-like cells neutralised (common/csv-export.ts), quoting only where a cell needs it.
 */
export function submissionsCsv(rows: SubmissionRow[]): string {
  const names: string[] = [];
  for (const row of rows) {
    for (const name of Object.keys(row.fields)) if (!names.includes(name)) names.push(name);
  }
  const header = ['submitted_at', 'referrer', ...names];
  const lines = [
    header,
    ...rows.map((row) => [row.created_at, row.referrer ?? '', ...names.map((n) => row.fields[n] ?? '')]),
  ];
  return CSV_BOM + lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}
