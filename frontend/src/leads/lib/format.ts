/** How lead values read in tables and on the detail page. */

/** Cuts text longer than `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}…`;
}

/** A value as text: lists joined with commas, missing values (null, blanks, empty lists) as ''. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayValue).filter(Boolean).join(', ');
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_WITH_SCHEME = /^https?:\/\/[^\s]+$/i;
/** host.tld/path without a scheme, e.g. www.acme.com or linkedin.com/in/jane. */
const BARE_URL = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#][^\s]*)?$/i;
/** Fields whose values are addresses even when written without https://. */
const URL_FIELDS = new Set(['company_website', 'linkedin_url']);

/**
 * Where a cell should link to, or null when it is plain text: URLs (bare hosts too for the website and LinkedIn
 * fields) open as https links, e-mail addresses as mailto.
 */
export function linkFor(field: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (URL_WITH_SCHEME.test(text)) return text;
  if (EMAIL.test(text)) return `mailto:${text}`;
  if ((URL_FIELDS.has(field) || text.toLowerCase().startsWith('www.')) && BARE_URL.test(text)) {
    return `https://${text}`;
  }
  return null;
}

/** An ISO date as a short local date and time; anything unparsable as it is. */
export function formatDateTime(value: string | null | undefined, locale?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** 1234567 → '1,234,567'. */
export function formatCount(value: number, locale = 'en-US'): string {
  return value.toLocaleString(locale);
}
