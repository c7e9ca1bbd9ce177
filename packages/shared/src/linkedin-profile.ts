/**
 * LinkedIn personal-profile URLs and the titles Google shows for them. Pure functions, shared by the web-search
 * normalisers (and later by persona analysis, which scrapes exactly these URLs).
 */

/**
 * The shape most profile links have (https://www.linkedin.com/in/jane-doe-1, a country subdomain, no scheme, one
 * trailing slash): what the URL parser below makes of them, without making a URL. A CSV import normalises every row's
 * link, and the parse was a fifth of what de-duplication allocated (measured on 300k generated leads). Anything else
 * (a query, a sub-page, other characters in the slug) goes through the parser.
 */
const PLAIN_PROFILE = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([a-z\d_-]{1,100})\/?$/i;

/**
 * https://www.linkedin.com/in/<slug> for any link to a personal profile (country subdomains, missing scheme,
 * trailing slash, sub-pages, query strings, fragments); null for anything else (companies, posts, other sites).
 */
export function normalizeLinkedInProfileUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const text = raw.trim();
  const plain = PLAIN_PROFILE.exec(text);
  if (plain) return `https://www.linkedin.com/in/${plain[1].toLowerCase()}`;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (host !== 'linkedin.com' && !host.endsWith('.linkedin.com')) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length < 2 || segments[0].toLowerCase() !== 'in') return null;
  const slug = segments[1].toLowerCase();
  if (!/^[^\s?#]{1,100}$/.test(slug)) return null;
  return `https://www.linkedin.com/in/${slug}`;
}

export interface ProfileTitle {
  name: string | null;
  headline: string | null;
  company: string | null;
}

const LINKEDIN_SUFFIX = /\s*(?:[|\-–—·:]\s*)?LinkedIn\s*$/i;
const SEPARATOR = /\s+[-–—|]\s+/;

/**
 * 'Jane Doe - Data Engineer - Acme | LinkedIn' → name, headline, company. Two parts ('John Roe – Acme') are a
 * name and the current company, as LinkedIn titles them; then a description such as 'Data Engineer at Acme ·
 * Austin' still gives the headline. Without a title the name comes from the URL's slug.
 */
export function parseProfileTitle(title: unknown, description?: unknown, linkedinUrl?: string | null): ProfileTitle {
  // Google cuts long titles with an ellipsis: the last part is then partial, but still the best we have.
  const text =
    typeof title === 'string'
      ? title
          .replace(/\s*(\.{3}|…)\s*$/, '')
          .replace(LINKEDIN_SUFFIX, '')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  const parts = text
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  const name = parts[0] ?? nameFromUrl(linkedinUrl);
  let headline: string | null = null;
  let company: string | null = null;
  if (parts.length >= 3) {
    headline = parts.slice(1, -1).join(' - ');
    company = parts[parts.length - 1];
  } else if (parts.length === 2) {
    company = parts[1];
  }
  headline ??= headlineFromDescription(description);
  return { name, headline, company };
}

function headlineFromDescription(description: unknown): string | null {
  if (typeof description !== 'string' || !description.includes(' · ')) return null;
  const first = description.split(' · ')[0].trim();
  if (!first || first.length > 120 || /^(experience|location|education|connections?)\s*:/i.test(first)) return null;
  return first;
}

/** 'jane-doe-12ab34' → 'Jane Doe' (the trailing id LinkedIn adds to common names is dropped). */
export function nameFromUrl(linkedinUrl: string | null | undefined): string | null {
  const slug = linkedinUrl ? /\/in\/([^/?#]+)/.exec(linkedinUrl)?.[1] : undefined;
  if (!slug) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    decoded = slug;
  }
  const words = decoded.split(/[-_]+/).filter(Boolean);
  if (words.length > 1 && /\d/.test(words[words.length - 1])) words.pop();
  const name = words
    .filter((word) => !/^\d+$/.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return name || null;
}
