/**
 * CSV files the product hands to spreadsheets (persona results, landing form submissions): Excel reads UTF-8 only
 * after a BOM, and a cell starting with = + - @ TAB or CR would run as a formula (CSV injection), so such a cell
 * gets a ' in front.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The value as text no spreadsheet evaluates (null and undefined as empty). */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: every field quoted, quotes doubled, CRLF after the record. */
export function csvLine(cells: unknown[]): string {
  return cells.map((cell) => `"${safeCell(cell).replace(/"/g, '""')}"`).join(',') + '\r\n';
}
