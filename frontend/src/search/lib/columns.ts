/** Which columns a source's results table shows, in which order, and how long cells behave (spec part 1 §2.4). */
import { fieldLabel } from '../../leads/lib/fields';
import { isMissing, itemData } from './values';
import type { SearchResultItem } from './types';

/** Shown first, in this order, when the results carry them; the other fields follow alphabetically. */
export const PREFERRED_COLUMNS = [
  'title',
  'name',
  'company_name',
  'lead_titles',
  'headline',
  'company',
  'company_industry',
  'company_size',
  'company_location_text',
  'revenue_range',
  'email',
  'phone',
  'company_website',
  'linkedin_url',
  'link',
  'displayed_link',
  'snippet',
  'description',
  'skills',
] as const;

/** Carried by results but not table material: row numbering, scores and persona data have their own columns. */
const HIDDEN_COLUMNS = new Set([
  'id',
  'position',
  'score',
  'relevance_score',
  '_score',
  'source_id',
  'persona_analysis',
  'persona_analysis_status',
  'persona_analyzed_at',
  'linkedin_data',
  'thumbnail',
  'favicon',
]);

/** The column kinds around the fields: the row number first, persona and score last. */
export const ROW_NUMBER_COLUMN = '#';
export const PERSONA_COLUMN = 'persona_analysis';
export const SCORE_COLUMN = 'score';

const EXTRA_LABELS: Record<string, string> = {
  title: 'Title',
  link: 'Link',
  displayed_link: 'Displayed Link',
  snippet: 'Snippet',
  description: 'Description',
  headline: 'Headline',
  company: 'Company',
  date: 'Date',
  source: 'Source',
  query: 'Query',
  type: 'Type',
  [PERSONA_COLUMN]: 'Persona Analysis',
  [SCORE_COLUMN]: 'Score',
};

/** A column's heading: the lead catalogue's label, a web field's label, else the name in words. */
export function columnLabel(column: string): string {
  if (EXTRA_LABELS[column]) return EXTRA_LABELS[column];
  const label = fieldLabel(column);
  if (label !== column) return label;
  return column
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The field columns of a table: every field some result has a value for, preferred fields first (in their order),
 * the rest alphabetically. The row number, Persona Analysis and Score columns go around these.
 */
export function fieldColumns(items: readonly SearchResultItem[]): string[] {
  const present = new Set<string>();
  for (const item of items) {
    for (const [field, value] of Object.entries(itemData(item))) {
      if (!HIDDEN_COLUMNS.has(field) && !isMissing(value)) present.add(field);
    }
  }
  const preferred = PREFERRED_COLUMNS.filter((column) => present.has(column));
  const rest = [...present].filter((column) => !(PREFERRED_COLUMNS as readonly string[]).includes(column)).sort();
  return [...preferred, ...rest];
}

/**
 * Every column in display order (issue 15 point 9): '#', the first field (who or what the row is, kept in view
 * while the table scrolls sideways), Persona Analysis and Score, then the other fields; `hidden` fields (the
 * column picker's) are left out.
 */
export function tableColumns(items: readonly SearchResultItem[], hidden: ReadonlySet<string> = new Set()): string[] {
  const [first, ...rest] = fieldColumns(items).filter((column) => !hidden.has(column));
  return [ROW_NUMBER_COLUMN, ...(first ? [first] : []), PERSONA_COLUMN, SCORE_COLUMN, ...rest];
}

/** Whether a column is one of the fields (the picker's choices), not '#', Persona Analysis or Score. */
export const isFieldColumn = (column: string) =>
  column !== ROW_NUMBER_COLUMN && column !== PERSONA_COLUMN && column !== SCORE_COLUMN;

/** Cells are cut at about this width (spec §9) and open in full on click. */
export const CELL_MAX_WIDTH_PX = 380;
/** The average width of a character in the table's 14 px font, to tell whether a text overflows the cell. */
export const AVERAGE_CHAR_PX = 7;
/** How many characters fit in a cut cell. */
export const CELL_MAX_CHARS = Math.floor(CELL_MAX_WIDTH_PX / AVERAGE_CHAR_PX);

/** Whether a cell's text is longer than the cell shows, so it gets the click-to-expand affordance. */
export function isLongCell(text: string): boolean {
  return text.length > CELL_MAX_CHARS;
}
