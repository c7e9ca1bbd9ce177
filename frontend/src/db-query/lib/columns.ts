/** Which result columns the DB Query table shows (spec part 2 §8, §9). */

/** With no selection the table shows 15 columns, identity first (see defaultColumns). */
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

/**
 * Who and where first (issue 15 point 5): a lead is recognised by its name, title, company and contacts, not by
 * the first columns of the alphabet (which start with a Score of 0 on every row).
 */
export const IDENTITY_COLUMNS = [
  'name',
  'lead_titles',
  'company_name',
  'email',
  'linkedin_url',
  'phone',
  'company_industry',
  'company_size',
  'lead_location',
  'company_website',
] as const;

/** The record's bookkeeping, shown last. */
const BOOKKEEPING = new Set(['id', 'dataset', 'data_source', 'created_at', 'updated_at']);

export const SCORE_COLUMN = '_score';

/** Whether the rows are ranked: a text query gives them different scores; filters alone give all the same. */
export function rowsAreRanked(rows: readonly Record<string, unknown>[]): boolean {
  const scores = new Set(rows.map((row) => row[SCORE_COLUMN]).filter((score) => typeof score === 'number'));
  return scores.size > 1;
}

/**
 * The default 15: the identity columns the rows have, then Score when the rows are ranked, then the other lead
 * fields by name, the bookkeeping fields last.
 */
export function defaultColumns(available: readonly string[], ranked = false): string[] {
  const has = new Set(available);
  const identity = IDENTITY_COLUMNS.filter((column) => has.has(column));
  const rest = available.filter(
    (column) => !(IDENTITY_COLUMNS as readonly string[]).includes(column) && column !== SCORE_COLUMN,
  );
  const ordered = [
    ...identity,
    ...(ranked && has.has(SCORE_COLUMN) ? [SCORE_COLUMN] : []),
    ...rest.filter((column) => !BOOKKEEPING.has(column)),
    ...rest.filter((column) => BOOKKEEPING.has(column)),
  ];
  return ordered.slice(0, DEFAULT_COLUMN_COUNT);
}

/** The columns shown: the selection (in its order) when there is one, else the default 15. */
export function visibleColumns(selected: readonly string[], available: readonly string[], ranked = false): string[] {
  const shown = selected.filter((column) => available.includes(column));
  return shown.length ? shown : defaultColumns(available, ranked);
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
export function toggleColumn(
  selected: readonly string[],
  column: string,
  available: readonly string[],
  ranked = false,
): string[] {
  const current = visibleColumns(selected, available, ranked);
  return current.includes(column) ? current.filter((name) => name !== column) : [...current, column];
}
