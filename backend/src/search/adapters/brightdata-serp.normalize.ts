import type { ResultDraft } from '../result-item';
import { SourceError } from '../search-source.port';
import { normalizeLinkedInProfileUrl, parseProfileTitle } from './linkedin-profile';
import { isRecord, parseJson, records, str } from './vendor-http';

/**
 * The parsed SERP inside a Bright Data /request answer. With format 'json' the answer is a wrapper
 * {status_code, headers, body} whose body is the SERP as a JSON-encoded string (parsed twice; an object is
 * accepted too); with format 'raw' it is the SERP itself. A wrapped non-200 status is the search's failure.
 */
export function unwrapBrightDataBody(answer: unknown): { status: number; serp: unknown } {
  if (!isRecord(answer))
    throw new SourceError('bad_response', 'LinkedIn search answered with something other than JSON');
  if (!('body' in answer) && !('status_code' in answer)) return { status: 200, serp: answer };
  const status = typeof answer.status_code === 'number' ? answer.status_code : 200;
  const body = typeof answer.body === 'string' ? (answer.body.trim() ? parseJson(answer.body) : null) : answer.body;
  if (status === 200 && !isRecord(body)) {
    throw new SourceError('bad_response', 'LinkedIn search returned a page that is not parsed JSON');
  }
  return { status, serp: body };
}

/**
 * Organic rows of Google `site:linkedin.com/in …` pages → LinkedIn profile results: only personal-profile links
 * (company pages, posts and rows without a link are dropped), de-duplicated on the normalised URL, with name,
 * headline and company read from the title.
 */
export function normalizeBrightDataSerp(pages: unknown[], maxResults: number): ResultDraft[] {
  const seen = new Set<string>();
  const drafts: ResultDraft[] = [];
  for (const page of pages) {
    if (!isRecord(page)) continue;
    for (const row of records(page.organic)) {
      const linkedinUrl = normalizeLinkedInProfileUrl(row.link);
      if (!linkedinUrl || seen.has(linkedinUrl)) continue;
      seen.add(linkedinUrl);
      const title = str(row.title);
      const description = str(row.description);
      const profile = parseProfileTitle(title, description, linkedinUrl);
      drafts.push({
        type: 'linkedin_profile',
        title: profile.name ?? title,
        link: linkedinUrl,
        linkedin_url: linkedinUrl,
        data: {
          name: profile.name,
          headline: profile.headline,
          company: profile.company,
          linkedin_url: linkedinUrl,
          title,
          description,
          display_link: str(row.display_link),
          rank: typeof row.rank === 'number' ? row.rank : null,
        },
      });
      if (drafts.length >= maxResults) return drafts;
    }
  }
  return drafts;
}
