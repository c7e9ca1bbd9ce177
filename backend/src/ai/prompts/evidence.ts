/**
 * Checks the model's evidence quotes against the profile text it was shown. A quote counts as found when it occurs
 * in the profile with case, spacing and quote-mark style ignored; surrounding quote marks and ellipses are ignored,
 * and an ellipsis inside a quote ("I build … teams") may stand for left-out text, so its parts must occur in order.
 */

const ELLIPSIS = /\.{3,}|…/g;
const EDGE = /^[\s"'“”‘’«»„`.…,;:()[\]-]+|[\s"'“”‘’«»„`.…,;:()[\]-]+$/g;
/** Shorter fragments match almost anywhere, so they prove nothing. */
const MIN_FRAGMENT_CHARS = 3;

export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’`]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The quote's pieces to look for, in order: the text between ellipses, without edge punctuation. */
function fragments(quote: string): string[] {
  return normalizeForMatch(quote)
    .split(ELLIPSIS)
    .map((part) => part.replace(EDGE, '').trim())
    .filter((part) => part.length > 0);
}

/** Builds a matcher over one profile text (normalised once). */
export function quoteMatcher(profileText: string): (quote: string) => boolean {
  const haystack = normalizeForMatch(profileText);
  return (quote) => {
    const parts = fragments(quote);
    if (!parts.length || parts.join(' ').length < MIN_FRAGMENT_CHARS) return false;
    let from = 0;
    for (const part of parts) {
      const at = haystack.indexOf(part, from);
      if (at < 0) return false;
      from = at + part.length;
    }
    return true;
  };
}

export interface EvidenceItem {
  quote: string;
  found_in_profile: boolean;
}

/** Trims, drops empty and repeated quotes, and marks each with found_in_profile. */
export function toEvidence(quotes: string[], found: (quote: string) => boolean): EvidenceItem[] {
  const seen = new Set<string>();
  const items: EvidenceItem[] = [];
  for (const raw of quotes) {
    const quote = raw.trim();
    const key = normalizeForMatch(quote);
    if (!quote || seen.has(key)) continue;
    seen.add(key);
    items.push({ quote, found_in_profile: found(quote) });
  }
  return items;
}
