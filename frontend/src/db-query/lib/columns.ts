/** Which result columns the DB Query table shows (spec part 2 §8, §9). */

/** With no selection the table shows the first 15 sorted columns. */
export const DEFAULT_COLUMN_COUNT = 15;

/** 'Important Only' (spec §9), in the order the table shows them. */
export const IMPORTANT_COLUMNS = [
  'company_name',
  'name',
  'email',
  'phone',
  'lead_titles',
  'company_industry',
  'company_sector',
  'company_size',
  'lead_location',
  'linkedin_url',
  'company_website',
] as const;

/** Every column the rows carry, sorted by name; `fallback` (e.g. the accepted fields) before any rows arrive. */
export function availableColumns(rows: readonly Record<string, unknown>[], fallback: readonly string[] = []): string[] {
  const names = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) names.add(key);
  if (names.size === 0) fallback.forEach((name) => names.add(name));
  return [...names].sort();
}

export const defaultColumns = (available: readonly string[]) => available.slice(0, DEFAULT_COLUMN_COUNT);

/** The columns shown: the selection (in its order) when there is one, else the default 15. */
export function visibleColumns(selected: readonly string[], available: readonly string[]): string[] {
  const shown = selected.filter((column) => available.includes(column));
  return shown.length ? shown : defaultColumns(available);
}

export interface ColumnChange {
  selected: string[];
  message: string;
}

export const selectAllColumns = (available: readonly string[]): ColumnChange => ({
  selected: [...available],
  message: `Selected all ${available.length} columns`,
});

export const clearColumns = (): ColumnChange => ({
  selected: [],
  message: `Cleared column selection (showing default ${DEFAULT_COLUMN_COUNT} columns)`,
});

export function importantColumns(available: readonly string[]): ColumnChange {
  const selected = IMPORTANT_COLUMNS.filter((column) => available.length === 0 || available.includes(column));
  return { selected, message: `Selected ${selected.length} important columns` };
}

/**
 * Shows or hides one column. The first change starts from what is on screen (the default 15), so unticking a
 * default column hides just that one; hiding the last selected column returns to the default.
 */
export function toggleColumn(selected: readonly string[], column: string, available: readonly string[]): string[] {
  const current = visibleColumns(selected, available);
  return current.includes(column) ? current.filter((name) => name !== column) : [...current, column];
}
