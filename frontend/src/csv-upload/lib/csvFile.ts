/** Which files the CSV pickers take (spec part 2 §5) and the messages they show. */

export const CSV_MESSAGES = {
  invalidFile: 'Please select a valid CSV file',
  noFile: 'Please select a CSV file first',
  uploaded: 'CSV uploaded and processed successfully!',
  failed: 'CSV upload failed',
} as const;

/** Types that say CSV whatever the file is called. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv']);
/**
 * Types browsers and systems give .csv files besides those: none at all, Excel's on Windows, and generic ones.
 * They count only with a .csv name. The server applies the same rule (backend csv-upload.interceptor.ts).
 */
const LOOSE_TYPES = new Set(['', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream']);

/** A CSV by its type, or a .csv name with an empty or generic type; anything else (a .xlsx, a .png) is not. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const type = file.type.split(';')[0].trim().toLowerCase();
  if (CSV_TYPES.has(type)) return true;
  return /\.csv$/i.test(file.name.trim()) && LOOSE_TYPES.has(type);
}

/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
