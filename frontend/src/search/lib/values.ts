/** Reading a result's fields: where the data lives, what counts as missing, how a value reads as text. */
import { isMissing as isMissingMarker } from '@leadscope/shared/lead-fields';
import type { SearchResultItem } from './types';

/**
 * 'nan', 'Unknown' and blanks mean "no value" (spec part 1 §3), with the lead index's other markers ('none', 'null',
 * 'n/a', 'na', '-'): the backend's own rule (backend/src/leads/lead-fields.ts), so the screens agree with it. An
 * empty object is missing too, and a list when every element is.
 */
export function isMissing(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isMissing);
  if (value !== null && typeof value === 'object') return Object.keys(value).length === 0;
  return isMissingMarker(value);
}

/** The result's own fields: its `data` when it has one, else the item itself (spec §3 "data, or the item itself"). */
export function itemData(item: SearchResultItem): Record<string, unknown> {
  if (item.data && typeof item.data === 'object') return item.data;
  return item as unknown as Record<string, unknown>;
}

/** A field of a result: from its data first, then from the item (title, link, linkedin_url live on both). */
export function fieldValue(item: SearchResultItem, field: string): unknown {
  const data = itemData(item);
  if (!isMissing(data[field])) return data[field];
  return (item as unknown as Record<string, unknown>)[field];
}

/** The score a result carries (score, else relevance_score), or null. */
export function scoreOf(item: SearchResultItem): number | null {
  const value = item.score ?? item.relevance_score;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Scores show with 2 decimals (spec §9). */
export function formatScore(score: number | null): string {
  return score === null ? '—' : score.toFixed(2);
}

const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** HTML (lead_titles arrives as HTML) as plain text: tags dropped, the common entities decoded; never rendered as HTML. */
export function stripHtml(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(TAG, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Skills (and other lists) as an array: a list as it is, a JSON list or a ';' / ',' separated string split. */
export function asList(value: unknown): string[] {
  if (isMissing(value)) return [];
  if (Array.isArray(value)) return value.filter((entry) => !isMissing(entry)).map((entry) => textOf(entry));
  const text = String(value).trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return asList(parsed);
    } catch {
      // Not JSON: split it like plain text.
    }
  }
  return text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => !isMissing(part));
}

/** A value as one line of text: '' when missing, lists joined with ', ', objects as JSON, HTML stripped. */
export function textOf(value: unknown): string {
  if (isMissing(value)) return '';
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return /<[a-z/!][^>]*>/i.test(text) ? stripHtml(text) : text.trim();
}
